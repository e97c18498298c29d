import Foundation

/// What a list cell (`UICollectionViewListCell`) and a table view's row (`UITableViewCell`)
/// both forward to their model cell: accessories, indentation and the list's default
/// content configuration, written once.
///
/// Not UIKit's (the underscore keeps it out of an app's way): a plain `UICollectionViewCell`
/// has none of these, so they cannot live on the cells' common base.
@MainActor
public protocol _UIModelListCell: _UIModelCell {}

extension _UIModelListCell {
    /// Controls beside the content (`accessories`), leading and trailing, in order from
    /// the content outwards; those not displayed for the editing state take no space. On a
    /// table row (RenderCells' addition), `accessoryType` and `accessoryView` become these
    /// when the table draws the row.
    public var accessories: [UICellAccessory] {
        get { model.accessories }
        set { model.accessories = newValue }
    }

    /// The depth of the cell in an outline (`indentationLevel`); the content (and, when
    /// `indentsAccessories`, the leading accessories) move towards the trailing edge by
    /// level × `indentationWidth`.
    public var indentationLevel: Int {
        get { model.indentationLevel }
        set { model.indentationLevel = newValue }
    }

    /// The content configuration the cell's list or table gives a cell of its appearance or
    /// style (`defaultContentConfiguration()`): a header's or footer's for a supplementary view.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        model.defaultContentConfiguration()
    }
}
