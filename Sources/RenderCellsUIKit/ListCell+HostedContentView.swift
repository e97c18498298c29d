import Foundation

extension ListCell {
    /// The view holding the views an app adds to a cell (UICollectionViewCell's
    /// `contentView`), made when first asked for and drawn through `hostedContent`.
    @MainActor
    var hostedContentView: UIView {
        if let view = hostedContent as? CellContentView { return view }
        let view = CellContentView()
        hostedContent = view
        traitEnvironment.addChild(view.traitEnvironment)
        return view
    }
}

/// A cell's content view: a plain view the cell owns, that hands its subviews to the layout.
///
/// A `@preconcurrency` conformance: the layout measures and draws the content from the
/// render path, which for a UIKit-named cell runs on the main actor (where the app built
/// the views); the runtime checks that at each call.
final class CellContentView: UIView, @preconcurrency HostedCellContent {
    override init(frame: CGRect) {
        super.init(frame: frame)
        // A cell's content view has the cell's margins (INF: the list margin across and
        // UIKit's 11 pt down, as the list content view's defaults, docs/uikit-reference.md §4).
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    var isEmpty: Bool { subviews.isEmpty && backgroundColor == nil }

    func customContent(for cell: ListCell) -> ListLayout.CustomContent {
        // The drawing keeps the cell: its `layoutSubviews` runs when the picture is drawn.
        ViewTreeHost(root: self) { cell.layoutSubviews() }.customContent { width in
            let size = cell.systemLayoutSizeFitting(
                CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
                withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
            return Size(width: Double(size.width), height: Double(size.height))
        }
    }

    /// Without constraints the content view has no size of its own: its `sizeThatFits`
    /// (its frame's height), or the list's minimum row height when that is zero (UIKit's
    /// estimated 44 pt at Large; INF).
    func fittingSize(width: Double) -> Size {
        let size = ViewTreeHost(root: self).fittingSize(width: width)
        guard size.height > 0 else {
            return Size(width: width, height: ListContentView.minimumHeight(for: traitCollection.preferredContentSizeCategory))
        }
        return size
    }

    func cellTraitsDidChange(_ cell: ListCell) {}
}
