import Foundation

/// The cells a list view's last pass drew, by index path: what a collection view's
/// `cellForItem(at:)` and a table view's `cellForRow(at:)`, their `indexPath(for:)` and
/// their `visibleCells` read. The table draws through a collection view's list, but each
/// keeps the cells of its own class, so both keep one of these.
struct ShownCells<Cell: AnyObject> {
    private var cells: [IndexPath: Cell] = [:]

    /// The cell drawn at `indexPath`, or nil.
    subscript(indexPath: IndexPath) -> Cell? {
        get { cells[indexPath] }
        set { cells[indexPath] = newValue }
    }

    /// Where `cell` (this very object) was drawn, or nil.
    func indexPath(of cell: Cell) -> IndexPath? {
        cells.first { $0.value === cell }?.key
    }

    /// Every cell drawn, in index path order.
    var inOrder: [Cell] {
        cells.sorted { $0.key < $1.key }.map(\.value)
    }
}
