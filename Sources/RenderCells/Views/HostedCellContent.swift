import CellLayout
import Raster

/// Views an app put in a cell itself rather than in a content configuration (UIKit's
/// `contentView.addSubview(_:)`), as the views stage hands them to the layout.
///
/// RenderCellsUIKit's view tree conforms; RenderCells knows only that such content can
/// measure itself for a width and leave its drawing as a value.
package protocol HostedCellContent: AnyObject {
    /// Whether there is anything to show (a content view with no subviews and no
    /// background shows nothing, and the cell keeps its empty-row height).
    var isEmpty: Bool { get }
    /// The hosted views as the layout sees them, measured by `cell`'s
    /// ``ListCell/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``.
    func customContent(for cell: ListCell) -> ListLayout.CustomContent
    /// The size the views want at `width` points, the height free (the cell's default answer).
    func fittingSize(width: Double) -> Size
    /// The cell's traits changed: the hosted views take them.
    func cellTraitsDidChange(_ cell: ListCell)
}

/// A content view whose drawing is a view tree laid out at its final size: the layout
/// keeps the view itself (measured and drawn as one), instead of a second view made from
/// the configuration at render time, so it draws with the cell's traits.
package protocol ViewTreeContentView: ContentView {
    var customContent: ListLayout.CustomContent { get }
}
