import Foundation

/// The part of a UIKit view standing over a model list cell that the two families share: a
/// collection view's cells, headers and footers (`UICollectionReusableView`) and a table
/// view's rows (`UITableViewCell`) derive from it, as they both derive from `UIView` on iOS.
///
/// It is not UIKit's: the underscore keeps it out of an app's way (an app names only the two
/// UIKit classes, whose signatures and `open` members are UIKit's). It owns the RenderCells
/// `ListCell` the layout configures and draws (`model`) and forwards to it, once, what both
/// families forward: hidden, traits, tint, self-sizing and the accessibility properties the
/// audit reads. The model calls back into this view for the methods a subclass overrides
/// (`layoutSubviews()`, `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`,
/// `prepareForReuse()`).
open class _UIModelCellView: UIView, ReusableViewFace {
    /// The model cell the layout draws for this view; it inherits the list's traits, and
    /// this view inherits its traits from it.
    package let model: FacedListCell

    public override init(frame: CGRect) {
        model = FacedListCell()
        super.init(frame: frame)
        model.face = self
        model.traitEnvironment.addChild(traitEnvironment)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// Called before a dequeued view is handed out again (`prepareForReuse()`): a picture
    /// makes every view fresh, so the list never calls it. Here so that an override compiles.
    open func prepareForReuse() {}

    /// Whether the view is hidden: a hidden cell or row keeps its place and height and draws
    /// nothing (no background, content, accessories or separator of its own), and VoiceOver
    /// does not reach it (the model's `isHidden`, which the layout reads).
    open override var isHidden: Bool {
        get { model.isHidden }
        set { model.isHidden = newValue }
    }

    /// The traits the view lives under: its list's or table's while it configures or draws it.
    ///
    /// Setting it (RenderCells' addition, not UIKit's) sets the traits a view standing
    /// alone starts from; in a list, set `traitOverrides` instead.
    public override var traitCollection: UITraitCollection {
        get { model.traitCollection }
        set { model.traitCollection = newValue }
    }

    /// The tint the list or table gives the view; its configurations' tint-reading colours
    /// (and a `.value2` row's label) resolve against it.
    open override var tintColor: UIColor! {
        get { model.tintColor }
        set { model.tintColor = newValue }
    }

    /// Without an override, the size the views added to the content view want, as the list
    /// asks a self-sizing cell or row (width required, height free).
    open override func systemLayoutSizeFitting(
        _ targetSize: CGSize,
        withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        model.modelSystemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
            verticalFittingPriority: verticalFittingPriority)
    }

    // MARK: Accessibility: the model cell's, which the accessibility audit reads.

    open override var isAccessibilityElement: Bool {
        get { model.isAccessibilityElement }
        set { model.isAccessibilityElement = newValue }
    }

    open override var accessibilityLabel: String? {
        get { model.accessibilityLabel }
        set { model.accessibilityLabel = newValue }
    }

    open override var accessibilityValue: String? {
        get { model.accessibilityValue }
        set { model.accessibilityValue = newValue }
    }

    open override var accessibilityHint: String? {
        get { model.accessibilityHint }
        set { model.accessibilityHint = newValue }
    }
}
