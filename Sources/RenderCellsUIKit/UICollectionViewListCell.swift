import Foundation

/// A cell of a list layout (`UICollectionViewListCell`): a collection view cell with
/// accessories, indentation and the list's default configurations for its appearance
/// (`accessories`, `indentationLevel` and `defaultContentConfiguration()` are the table
/// row's too: `_UIModelListCell`).
open class UICollectionViewListCell: UICollectionViewCell, _UIModelListCell {
    /// Points per indentation level; nil: 10, or 20 in a sidebar (docs/uikit-reference.md §3.1).
    public var indentationWidth: Double? {
        get { model.indentationWidth }
        set { model.indentationWidth = newValue }
    }

    /// Whether the indentation also moves leading accessories (`indentsAccessories`).
    public var indentsAccessories: Bool {
        get { model.indentsAccessories }
        set { model.indentsAccessories = newValue }
    }
}
