import Foundation

// `UITableViewCell` is still a subclass of the model `ListCell`, whose own `contentView` is
// its content configuration's view; a subclass cannot redeclare the name with another type,
// so the table cell's `contentView` is this extension on its model class. It goes when the
// table cell becomes a view over its model, as the collection view cells are.
extension ListCell {
    /// The view an app adds its own subviews to (`UITableViewCell.contentView`): drawn as the
    /// cell's content when the cell has no content configuration, laid out at the cell's
    /// content frame (inside the accessories) and in the row's fixed height when the table
    /// gives one.
    public var contentView: UIView {
        hostedContentView
    }
}
