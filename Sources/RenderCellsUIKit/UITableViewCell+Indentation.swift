import Foundation

// The table cell's indentation width, in UIKit's type: the model cell's, which the table's
// list configures and draws (as a collection-view list cell's). Its configurations, update
// passes, accessories and indentation level are the collection-view cells' (`_UIModelCell`,
// `_UIModelListCell`).

extension UITableViewCell {
    /// Points per indentation level (`indentationWidth`; UIKit's 10 unless set).
    public var indentationWidth: CGFloat {
        get { CGFloat(model.indentationWidth ?? 10) }
        set { model.indentationWidth = Double(newValue) }
    }
}
