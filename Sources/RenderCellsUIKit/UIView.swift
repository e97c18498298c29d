import Foundation

// The view tree (`UIView`): a class hierarchy, as UIKit's, that an app builds and lays out
// by frames (`layoutSubviews`, `sizeThatFits`, stack views). It is never drawn as objects:
// at the seam to the layout stage a tree is laid out at its final size and flattened into
// display commands, a value (ViewTreeDrawing), drawn through the one custom-drawing seam.

/// A rectangle on screen with subviews (`UIView`): a frame, a background, a layer's
/// corners and border, layout margins, the tint and traits it inherits from its superview,
/// and the layout and sizing hooks UIKit calls.
@MainActor
open class UIView: @preconcurrency TraitChangeObservable {
    /// The view's node in the trait hierarchy: under its superview's (or its view
    /// controller's, or its cell's) while it is in one.
    public let traitEnvironment: TraitEnvironment

    /// The view's frame in its superview's coordinates (points). A new size lays the view
    /// out again before it is next drawn.
    open var frame: CGRect {
        didSet { if frame.size != oldValue.size { setNeedsLayout() } }
    }
    /// The view's own coordinate space: its frame's size at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    /// The frame's centre, in the superview's coordinates.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    open var backgroundColor: UIColor?
    open var isHidden = false
    /// 0...1; a view below 1 is drawn as one layer at that opacity, its subviews with it.
    open var alpha: CGFloat = 1
    /// Whether subviews are cut off at the bounds (rounded by the layer's corner radius).
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }
    /// The view's layer: corner radius and curve, masked corners, border.
    public let layer = CALayer()
    open var tintColor: UIColor! {
        get { traitEnvironment.effectiveTintColor }
        set { traitEnvironment.tintColor = newValue }
    }
    open var contentMode: ContentMode = .scaleToFill
    open var tag = 0
    open var isUserInteractionEnabled = true
    /// How the view resizes with its superview (`autoresizingMask`); kept, not applied.
    open var autoresizingMask: AutoresizingMask = []
    open var translatesAutoresizingMaskIntoConstraints = true
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified
    public private(set) var subviews: [UIView] = []
    public private(set) weak var superview: UIView?

    // MARK: Accessibility (what the accessibility audit reads for a view)
    open var isAccessibilityElement = false
    open var accessibilityLabel: String?
    open var accessibilityValue: String?
    open var accessibilityHint: String?

    /// Layout margins by leading and trailing (`directionalLayoutMargins`): UIKit's 8 pt on
    /// every side by default (INF: UIView.h documents 8; unverified for iOS 26).
    open var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8) {
        didSet { setNeedsLayout() }
    }
    /// The margins by physical side, from the directional ones and the layout direction.
    open var layoutMargins: UIEdgeInsets {
        get {
            let m = directionalLayoutMargins
            let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
            return UIEdgeInsets(
                top: m.top, left: rtl ? m.trailing : m.leading, bottom: m.bottom,
                right: rtl ? m.leading : m.trailing)
        }
        set {
            let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
            directionalLayoutMargins = NSDirectionalEdgeInsets(
                top: newValue.top, leading: rtl ? newValue.right : newValue.left,
                bottom: newValue.bottom, trailing: rtl ? newValue.left : newValue.right)
        }
    }
    open var preservesSuperviewLayoutMargins = false
    open var insetsLayoutMarginsFromSafeArea = true

    /// The traits the view lives under, with its `TraitChangeObservable.traitOverrides`.
    public var traitCollection: UITraitCollection { traitEnvironment.traitCollection }

    /// The direction leading runs in: the traits' layout direction, unless
    /// `semanticContentAttribute` forces one.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceLeftToRight, .playback, .spatial: .leftToRight
        case .forceRightToLeft: .rightToLeft
        case .unspecified: traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        }
    }

    private var needsLayout = true
    /// Held while the tree under this view is measured or flattened for a picture (ViewTreeHost).
    let treeLock = NSLock()
    /// Content hugging and compression resistance set on the view (UIView+ContentPriorities).
    var priorities: [PriorityKey: UILayoutPriority] = [:]
    /// Constraints, layout guides and the last solve's answers (UIView+AutoLayout).
    let autoLayout = AutoLayoutStorage()
    private var lastTraits: UITraitCollection

    public init(frame: CGRect) {
        self.frame = frame
        traitEnvironment = TraitEnvironment(name: String(describing: Self.self), rootTraits: .iPhone)
        lastTraits = traitEnvironment.traitCollection
        traitEnvironment.traitCollectionDidChange = { [weak self] in
            guard let self else { return }
            let previous = self.lastTraits
            self.lastTraits = self.traitCollection
            self.setNeedsLayout()
            self.traitCollectionDidChange(previous)
        }
    }

    public convenience init() {
        self.init(frame: .zero)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: The hierarchy

    /// Adds `view` on top of the subviews; its traits and tint come from this view from now on.
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        traitEnvironment.addChild(view.traitEnvironment)
        didAddSubview(view)
        setNeedsLayout()
    }

    open func insertSubview(_ view: UIView, at index: Int) {
        addSubview(view)
        subviews.removeLast()
        subviews.insert(view, at: min(max(0, index), subviews.count))
    }

    open func bringSubviewToFront(_ view: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: i))
    }

    open func sendSubviewToBack(_ view: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: i), at: 0)
    }

    open func removeFromSuperview() {
        guard let superview else { return }
        superview.willRemoveSubview(self)
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
        traitEnvironment.removeFromParent()
        superview.setNeedsLayout()
    }

    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}

    /// Whether `view` is this view or below it.
    open func isDescendant(of view: UIView) -> Bool {
        var node: UIView? = self
        while let n = node {
            if n === view { return true }
            node = n.superview
        }
        return false
    }

    /// The first view, this one or one below it, that is a `T`, searched breadth first.
    func firstView<T: UIView>(of type: T.Type) -> T? {
        firstView { $0 is T } as? T
    }

    /// The first view, this one or one below it, that `matches`, searched breadth first.
    func firstView(where matches: (UIView) -> Bool) -> UIView? {
        var queue: [UIView] = [self]
        while !queue.isEmpty {
            let view = queue.removeFirst()
            if matches(view) { return view }
            queue.append(contentsOf: view.subviews)
        }
        return nil
    }

    // MARK: Traits

    /// Called after the view's traits change (the cell's Dynamic Type size, appearance or
    /// layout direction reach it), with the traits from before.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    open func tintColorDidChange() {}

    // MARK: Layout

    /// Lays out the subviews within the bounds; override to set their frames. The default
    /// does nothing (frames stay as set).
    open func layoutSubviews() {}

    /// Asks for ``layoutSubviews()`` before the view is next drawn. (A layout pass visits
    /// every view of the tree, so an ancestor need not be told.)
    open func setNeedsLayout() {
        needsLayout = true
    }

    /// Lays the view and its subviews out now if a layout is pending, top down, as UIKit
    /// does (a superview's `layoutSubviews` sets the frames its subviews then lay out in).
    open func layoutIfNeeded() {
        // The root of a tree with constraints solves them first: the frames they give are
        // in place before any `layoutSubviews` runs (AutoLayoutEngine).
        if superview == nil, usesAutoLayout { AutoLayoutEngine.layOut(self) }
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        for subview in subviews { subview.layoutIfNeeded() }
    }

    /// The size the view wants within `size` (points); the default keeps the current size,
    /// as UIKit's does.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        bounds.size
    }

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size.
    open func sizeToFit() {
        frame.size = sizeThatFits(bounds.size)
    }

    /// The size the content needs whatever the frame (points); `UIView.noIntrinsicMetric` in a
    /// dimension that has none.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    open func invalidateIntrinsicContentSize() {
        superview?.setNeedsLayout()
    }

    /// The size the view wants for `targetSize` (`systemLayoutSizeFitting`): with
    /// constraints in its tree, the size they solve to with the target held at the fitting
    /// priorities (AutoLayoutEngine); without, the view's ``sizeThatFits(_:)`` with a
    /// required dimension kept at its target (a frame-based view says its size there).
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        if usesAutoLayout {
            return AutoLayoutEngine.fittingSize(self, targetSize, horizontalFittingPriority, verticalFittingPriority)
        }
        let proposal = CGSize(
            width: horizontalFittingPriority >= .required ? targetSize.width : .greatestFiniteMagnitude,
            height: verticalFittingPriority >= .required ? targetSize.height : .greatestFiniteMagnitude)
        var size = sizeThatFits(proposal)
        if horizontalFittingPriority >= .required { size.width = targetSize.width }
        if verticalFittingPriority >= .required { size.height = targetSize.height }
        return size
    }

    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
            verticalFittingPriority: .fittingSizeLevel)
    }

    public static let noIntrinsicMetric: CGFloat = -1
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)

    // MARK: Drawing

    /// Draws the view's own content into `rect` (its bounds) with the `UIGraphics` and
    /// `UIBezierPath` calls of docs/uikit.md; override to draw. Called when the view is
    /// flattened for a picture.
    open func draw(_ rect: CGRect) {}

    /// `value` points rounded up to the next device pixel of the view's display scale (3
    /// when the traits leave it unspecified); 1/1000 of a pixel of floating-point noise is
    /// not rounded up.
    func ceilToPixel(_ value: Double) -> CGFloat {
        let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : 3
        return CGFloat((value * scale - 0.001).rounded(.up) / scale)
    }

    /// Kept for code that calls it: every picture draws the views afresh.
    open func setNeedsDisplay() {}

    /// What the layout dump says about the view beyond its class and frame (a label's
    /// text, an image's symbol, a button's title).
    var elementProperties: [String: String] {
        var properties: [String: String] = [:]
        if let backgroundColor {
            properties["backgroundColor"] = DisplayElement.hex(backgroundColor.resolvedRGBA(with: traitCollection))
        }
        if alpha < 1 { properties["alpha"] = String(Double(alpha)) }
        if layer.cornerRadius > 0 { properties["cornerRadius"] = String(Double(layer.cornerRadius)) }
        return properties
    }

    /// What the view draws itself, above its background and below its subviews, in its
    /// own coordinates (points). Views that draw (labels, images, buttons) override this.
    func drawContent(into drawing: inout ViewDrawingBuilder) {}

    /// `UIView.AutoresizingMask`.
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// `UIView.ContentMode`: how an image view places its image.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight

        /// The model's name for the same mode, which knows where the image goes.
        var imageContentMode: ImageContentMode {
            switch self {
            case .scaleToFill: .scaleToFill
            case .scaleAspectFit: .scaleAspectFit
            case .scaleAspectFill: .scaleAspectFill
            case .redraw: .redraw
            case .center: .center
            case .top: .top
            case .bottom: .bottom
            case .left: .left
            case .right: .right
            case .topLeft: .topLeft
            case .topRight: .topRight
            case .bottomLeft: .bottomLeft
            case .bottomRight: .bottomRight
            }
        }
    }
}

/// `UIUserInterfaceLayoutDirection`.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight, rightToLeft
}

/// `UISemanticContentAttribute`.
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}
