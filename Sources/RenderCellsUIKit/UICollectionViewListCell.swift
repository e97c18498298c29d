import Foundation

/// A cell of a list layout (`UICollectionViewListCell`): a collection view cell with
/// accessories, indentation and the list's default configurations for its appearance.
open class UICollectionViewListCell: UICollectionViewCell {
    /// Controls beside the content (`accessories`), leading and trailing, in order from
    /// the content outwards; those not displayed for the editing state take no space.
    public var accessories: [UICellAccessory] {
        get { model.accessories }
        set { model.accessories = newValue }
    }

    /// The depth of the cell in an outline (`indentationLevel`); the content and leading
    /// accessories move towards the trailing edge by level × `indentationWidth`.
    public var indentationLevel: Int {
        get { model.indentationLevel }
        set { model.indentationLevel = newValue }
    }

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

    /// The content configuration the cell's list gives a cell of its appearance
    /// (`defaultContentConfiguration()`): a header's or footer's for a supplementary view.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        model.defaultContentConfiguration()
    }
}
