extension CollectionView {
    /// What the data source says about moving items
    /// (`UICollectionViewDiffableDataSource.ReorderingHandlers`), as far as a picture uses it.
    ///
    /// `willReorder` and `didReorder` are not here: they report a move the user finished,
    /// and a picture never moves anything. What a picture can show is which rows can move:
    /// a row ``canReorderItem`` refuses shows no reorder control.
    public struct ReorderingHandlers {
        /// Whether `item` can be moved; nil: every row's reorder control shows as its cell
        /// configured it. (UIKit also needs this handler before anything moves at all.)
        public var canReorderItem: ((ItemIdentifier) -> Bool)?

        public init(canReorderItem: ((ItemIdentifier) -> Bool)? = nil) {
            self.canReorderItem = canReorderItem
        }

        /// Removes the reorder control of a cell whose item cannot move.
        func apply(to cell: ListCell, item: ItemIdentifier) {
            guard let canReorderItem, !canReorderItem(item) else { return }
            cell.accessories.removeAll { $0.kind == .reorder }
        }
    }
}
