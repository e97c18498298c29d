import CellLayout
import CellModel
import Display
import Raster
import Typesetting

/// How a cell is configured from an item (`UICollectionView.CellRegistration`): the
/// handler gets a fresh ``ListCell`` whose state (selected, expanded, editing, …) the
/// collection view has already set, the item's index path and the item.
///
/// ```swift
/// let registration = CellRegistration<String> { cell, indexPath, name in
///     var content = cell.defaultContentConfiguration()
///     content.image = .systemName("star")
///     content.text = name
///     cell.contentConfiguration = content
///     cell.accessories = [.disclosureIndicator()]
/// }
/// ```
public struct CellRegistration<Item> {
    public let handler: (ListCell, IndexPath, Item) -> Void

    public init(handler: @escaping (ListCell, IndexPath, Item) -> Void) {
        self.handler = handler
    }
}
