import Foundation

extension UICollectionView {
    /// How a cell is configured from an item (`UICollectionView.CellRegistration`): the
    /// collection view makes a fresh `Cell` (through `init(frame:)`, as on iOS), gives it
    /// the state the list knows for the item (selected, expanded, editing, …), then calls
    /// the handler with the cell, the item's index path and the item.
    ///
    /// A subclass registered here is what the list draws, so its overridden
    /// `updateConfiguration(using:)` and `configurationState` (custom states) shape the picture.
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// `UICollectionView.CellRegistration.Handler`.
        public typealias Handler = (Cell, IndexPath, Item) -> Void

        let handler: Handler

        public init(handler: @escaping Handler) {
            self.handler = handler
        }
    }
}
