import Foundation

/// A view a collection view shows for an item or a supplementary element
/// (`UICollectionReusableView`): UIKit's base of cells, headers and footers.
///
/// A view of its own, as in UIKit, rather than the model cell itself: it owns the
/// RenderCells `ListCell` that the layout configures and draws (`model`), so that the
/// UIKit-named classes can take UIKit's isolation while the model, which the command-line
/// renderer configures on whichever thread renders, stays nonisolated. The model calls
/// back into this view for the methods a subclass overrides (`layoutSubviews()`,
/// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`,
/// `prepareForReuse()`, and a cell's `updateConfiguration(using:)` and `configurationState`).
open class UICollectionReusableView: UIView, ReusableViewFace {
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

    /// A view of the class with a zero frame: how a registration or a reuse identifier
    /// makes one of a registered subclass. Required, so that a subclass that overrides
    /// `init(frame:)` (and with it `init?(coder:)`, as Swift asks) inherits it, as on iOS
    /// where the collection view makes registered classes through `init(frame:)`.
    public required convenience init() {
        self.init(frame: .zero)
    }

    /// Called before a dequeued view is handed out again (`prepareForReuse()`): a picture
    /// makes every view fresh, so the list never calls it. Here so that an override compiles.
    open func prepareForReuse() {}

    /// Whether the view is hidden: a hidden cell keeps its row's place and height and draws
    /// nothing, and VoiceOver does not reach it (the model's `isHidden`, which the layout reads).
    open override var isHidden: Bool {
        get { model.isHidden }
        set { model.isHidden = newValue }
    }

    /// The traits the view lives under: its list's while the list configures it.
    ///
    /// Setting it (RenderCells' addition, not UIKit's) sets the traits a view standing
    /// alone starts from; in a list, set `traitOverrides` instead.
    public override var traitCollection: UITraitCollection {
        get { model.traitCollection }
        set { model.traitCollection = newValue }
    }

    /// The tint the list gives the view; its configurations' tint-reading colours resolve
    /// against it.
    open override var tintColor: UIColor! {
        get { model.tintColor }
        set { model.tintColor = newValue }
    }

    /// Without an override, the size the views added to the content view want, as the list
    /// asks a self-sizing cell (width required, height free).
    open override func systemLayoutSizeFitting(_ targetSize: CGSize,
                                               withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                               verticalFittingPriority: UILayoutPriority) -> CGSize
    {
        model.modelSystemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
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

    /// Replaces the traits derived from the accessories and state when set.
    public var accessibilityTraits: AccessibilityTraits? {
        get { model.accessibilityTraits }
        set { model.accessibilityTraits = newValue }
    }
}
