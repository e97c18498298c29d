import CellModel

/// A ``CellRegistration`` with its cell class erased, so a collection view's type names
/// only its section and item identifiers, as UIKit's does.
struct AnyCellRegistration<Item> {
    /// Makes a cell of the registered class for a list of the appearance, under the traits.
    let makeCell: (ListAppearance, TraitCollection) -> ListCell
    /// Runs the registration's handler on a cell `makeCell` made.
    let configure: (ListCell, IndexPath, Item) -> Void

    init<Cell: ListCell>(_ registration: CellRegistration<Cell, Item>) {
        makeCell = { registration.makeCell(appearance: $0, traitCollection: $1) }
        configure = { cell, indexPath, item in
            // `cell` came from `makeCell`, so it is a `Cell`.
            guard let cell = cell as? Cell else { preconditionFailure("a cell not made by its registration") }
            registration.handler(cell, indexPath, item)
        }
    }
}
