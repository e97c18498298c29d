import Foundation

extension UIView {
    /// How strongly the view keeps from growing past its intrinsic size along `axis`
    /// (`contentHuggingPriority(for:)`); 250 unless set (UIKit's default for a view made in
    /// code). A stack view with `fill` grows the view that hugs least.
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        priorities[PriorityKey(kind: 0, axis: axis)] ?? .defaultLow
    }

    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        priorities[PriorityKey(kind: 0, axis: axis)] = priority
        superview?.setNeedsLayout()
    }

    /// How strongly the view keeps from shrinking below its intrinsic size along `axis`; 750
    /// unless set. A stack view with `fill` shrinks the view that resists least.
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        priorities[PriorityKey(kind: 1, axis: axis)] ?? .defaultHigh
    }

    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        priorities[PriorityKey(kind: 1, axis: axis)] = priority
        superview?.setNeedsLayout()
    }
}

/// Which priority of which axis (hugging 0, compression resistance 1).
struct PriorityKey: Hashable {
    let kind: Int
    let axis: NSLayoutConstraint.Axis
}
