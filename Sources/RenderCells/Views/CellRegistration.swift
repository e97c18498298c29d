import CellModel

import struct Foundation.IndexPath

/// How a cell is configured from an item (`UICollectionView.CellRegistration<Cell, Item>`):
/// the collection view makes a fresh `Cell` — ``ListCell`` or a subclass of it — sets the
/// state it knows (selected, expanded, editing, …), then calls the handler with the cell,
/// the item's index path and the item.
///
/// ```swift
/// let registration = CellRegistration<ListCell, String> { cell, indexPath, name in
///     var content = cell.defaultContentConfiguration()
///     content.image = .systemName("star")
///     content.text = name
///     cell.contentConfiguration = content
///     cell.accessories = [.disclosureIndicator()]
/// }
/// ```
///
/// A subclass registered here is what the list uses, so its overridden
/// ``ListCell/updateConfiguration(using:)`` and ``ListCell/configurationState`` (custom
/// states) shape the picture, as in seed 004's `CellRegistration<MyCell, ViewModel>`.
public struct CellRegistration<Cell: ListCell, Item> {
    public let handler: (Cell, IndexPath, Item) -> Void

    public init(handler: @escaping (Cell, IndexPath, Item) -> Void) {
        self.handler = handler
    }

    /// A new cell of the registered class, in a list of `appearance` under `traits`.
    func makeCell(appearance: ListAppearance, traitCollection: TraitCollection) -> Cell {
        Cell(appearance: appearance, traitCollection: traitCollection)
    }
}
