import Foundation

// Auto Layout's face on a view: anchors, installed constraints, layout guides, and the
// answers of the solve (`hasAmbiguousLayout`). The solve itself is AutoLayoutEngine.

extension UIView {
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The first line's baseline for a label (a stack view's first arranged view's), the
    /// bottom for other views, as UIKit's `viewForFirstBaselineLayout` gives it.
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    /// The constraints installed on this view (activated with it as their first item).
    public var constraints: [NSLayoutConstraint] { autoLayout.constraints }

    public func addConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.installedView == nil else { return }
        constraint.installedView = self
        autoLayout.constraints.append(constraint)
        setNeedsLayout()
    }

    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.installedView === self else { return }
        autoLayout.constraints.removeAll { $0 === constraint }
        constraint.installedView = nil
        setNeedsLayout()
    }

    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    // MARK: Layout guides

    public var layoutGuides: [UILayoutGuide] { autoLayout.guides }

    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
        layoutGuide.owningView = self
        autoLayout.guides.append(layoutGuide)
    }

    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.owningView === self else { return }
        autoLayout.guides.removeAll { $0 === layoutGuide }
        layoutGuide.owningView = nil
    }

    /// The bounds inset by `layoutMargins` (physical sides from the directional margins).
    public var layoutMarginsGuide: UILayoutGuide {
        if let guide = autoLayout.marginsGuide { return guide }
        let guide = UILayoutGuide(system: .margins, owningView: self, identifier: "UIViewLayoutMarginsGuide")
        autoLayout.marginsGuide = guide
        return guide
    }

    /// The bounds: a view in a cell has no safe-area insets (the list's own insets are the cell's frame).
    public var safeAreaLayoutGuide: UILayoutGuide {
        if let guide = autoLayout.safeAreaGuide { return guide }
        let guide = UILayoutGuide(system: .safeArea, owningView: self, identifier: "UIViewSafeAreaLayoutGuide")
        autoLayout.safeAreaGuide = guide
        return guide
    }

    /// The margins guide narrowed to a readable line length, centred (`readableContentGuide`).
    public var readableContentGuide: UILayoutGuide {
        if let guide = autoLayout.readableContentGuide { return guide }
        let guide = UILayoutGuide(system: .readableContent, owningView: self, identifier: "UIViewReadableContentGuide")
        autoLayout.readableContentGuide = guide
        return guide
    }

    public var safeAreaInsets: UIEdgeInsets { .zero }

    // MARK: What the solve said

    /// Whether the last layout left the view's position or size undetermined by its
    /// constraints (the solver chose one of several answers).
    public var hasAmbiguousLayout: Bool { autoLayout.isAmbiguous }

    /// The constraints that take part in placing the view along `axis`: those installed
    /// in its tree that name it or one of its guides.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        var root: UIView = self
        while let parent = root.superview { root = parent }
        let guides = autoLayout.allGuides
        return root.viewsInTree.flatMap(\.autoLayout.constraints).filter { constraint in
            let items = [constraint.firstItem, constraint.secondItem]
            guard items.contains(where: { item in item === self || guides.contains { $0 === item } }) else { return false }
            return constraint.firstAttribute.axis == axis
        }
    }

    /// UIKit's log of the last layout of the tree this view is the root of: unsatisfiable
    /// constraints (which were broken), ambiguous views, constraints across trees.
    package var autoLayoutMessages: [String] { autoLayout.messages }

    /// This view and every view below it, depth first in subview order.
    var viewsInTree: [UIView] {
        var result: [UIView] = []
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            result.append(view)
            stack.append(contentsOf: view.subviews.reversed())
        }
        return result
    }

    /// Whether any view of the tree under this one holds an active constraint: the tree is
    /// then laid out and fitted by the solver, else by frames alone as before.
    var usesAutoLayout: Bool {
        viewsInTree.contains { !$0.autoLayout.constraints.isEmpty }
    }
}

extension NSLayoutConstraint.Attribute {
    var axis: NSLayoutConstraint.Axis {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins:
            .horizontal
        default:
            .vertical
        }
    }
}
