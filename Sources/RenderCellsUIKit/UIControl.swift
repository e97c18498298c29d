import Foundation

/// A view that takes touches (`UIControl`): its state, and actions kept but never sent
/// (a picture has no touches).
open class UIControl: UIView {
    open var isEnabled = true { didSet { setNeedsLayout() } }
    open var isSelected = false
    open var isHighlighted = false
    private(set) var actions: [UIAction] = []

    /// Keeps `action`; it is never performed.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        actions.append(action)
    }

    /// `UIControl.State`.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }

    /// `UIControl.Event`.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    }
}
