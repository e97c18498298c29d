import Foundation

/// A view as a place in the hierarchy (`UIView`): a frame, a background colour, subviews,
/// and a node in the trait hierarchy so overrides set on a view reach the lists inside it.
///
/// It draws nothing itself and does no layout: a screen's picture is its
/// ``UICollectionView``, sized by the snapshot. Its other properties are kept as values so
/// that a screen's set-up code runs as written.
open class UIView: TraitChangeObservable {
    /// The view's node in the trait hierarchy: under its superview's (or its view
    /// controller's) while it is in one.
    public let traitEnvironment: TraitEnvironment

    open var frame: CGRect
    /// The view's own coordinate space: its frame's size at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    open var backgroundColor: UIColor?
    open var isHidden = false
    open var tintColor: UIColor! {
        get { traitEnvironment.effectiveTintColor }
        set { traitEnvironment.tintColor = newValue }
    }
    /// How the view resizes with its superview (`autoresizingMask`); kept, not applied:
    /// a list fills the snapshot's width.
    open var autoresizingMask: AutoresizingMask = []
    open var translatesAutoresizingMaskIntoConstraints = true
    public private(set) var subviews: [UIView] = []
    public private(set) weak var superview: UIView?

    /// The traits the view lives under, with its `TraitChangeObservable.traitOverrides`.
    public var traitCollection: UITraitCollection { traitEnvironment.traitCollection }

    public init(frame: CGRect) {
        self.frame = frame
        traitEnvironment = TraitEnvironment(name: String(describing: Self.self), rootTraits: .iPhone)
    }

    public convenience init() {
        self.init(frame: .zero)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// Adds `view` on top of the subviews; its traits come from this view from now on.
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        traitEnvironment.addChild(view.traitEnvironment)
    }

    open func removeFromSuperview() {
        guard let superview else { return }
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
        traitEnvironment.removeFromParent()
    }

    /// The first view, this one or one below it, that is a `T`, searched breadth first.
    func firstView<T: UIView>(of type: T.Type) -> T? {
        var queue: [UIView] = [self]
        while !queue.isEmpty {
            let view = queue.removeFirst()
            if let match = view as? T { return match }
            queue.append(contentsOf: view.subviews)
        }
        return nil
    }

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
}
