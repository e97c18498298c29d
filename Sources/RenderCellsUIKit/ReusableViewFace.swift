import Foundation

/// A UIKit view standing over a model cell (`FacedListCell`): a collection view's cell,
/// header or footer, or a table view's row. These are the methods an app's subclass
/// overrides, which the model calls back while the list configures and draws it.
@MainActor
protocol ReusableViewFace: AnyObject {
    func layoutSubviews()
    func prepareForReuse()
    func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize
}
