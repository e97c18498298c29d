import Foundation

extension UICollectionViewDiffableDataSource {
    /// What the data source says about moving items (`ReorderingHandlers`). `canReorderItem`
    /// is drawn: a row it refuses shows no reorder control (RenderCells' handler underneath).
    /// `willReorder` and `didReorder` report a move the user finished; a picture never moves
    /// a row, so they are kept and never called, and a test that wants their effect applies
    /// the reordered snapshot itself.
    public struct ReorderingHandlers {
        public typealias Transaction = NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>

        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        public var willReorder: ((Transaction) -> Void)?
        public var didReorder: ((Transaction) -> Void)?

        public init() {}
    }
}
