import Foundation

/// A relation between two layout attributes (`NSLayoutConstraint`):
/// `firstItem.firstAttribute` `relation` `multiplier` × `secondItem.secondAttribute` + `constant`,
/// held as closely as its `priority` allows by the Cassowary solver (LayoutSolver).
///
/// An active constraint is kept by its first item's view (a layout guide's owning view)
/// and solved whenever the tree it belongs to is laid out or fitted
/// (docs/uikit.md, "Auto Layout"). A constraint whose items are not in one tree is left out
/// of that tree's layout and reported.
@MainActor
open class NSLayoutConstraint: @preconcurrency CustomStringConvertible {
    /// `NSLayoutConstraint.Axis`.
    public enum Axis: Int, Sendable {
        case horizontal, vertical
    }

    /// `NSLayoutConstraint.Relation`.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1
        case equal = 0
        case greaterThanOrEqual = 1
    }

    /// `NSLayoutConstraint.Attribute`, with UIKit's raw values.
    public enum Attribute: Int, Sendable {
        case left = 1
        case right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0

        public static var baseline: Attribute { .lastBaseline }
    }

    /// The first item: a `UIView` or a `UILayoutGuide`.
    open private(set) weak var firstItem: AnyObject?
    open private(set) weak var secondItem: AnyObject?
    public let firstAttribute: Attribute
    public let secondAttribute: Attribute
    public let relation: Relation
    public let multiplier: CGFloat
    /// Points added to the second attribute (for leading and trailing, toward trailing).
    open var constant: CGFloat { didSet { installedView?.setNeedsLayout() } }
    /// 1...1000; 1000 (`required`) must hold, lower ones hold as closely as they can.
    open var priority: UILayoutPriority = .required { didSet { installedView?.setNeedsLayout() } }
    /// The name UIKit's log gives the constraint.
    open var identifier: String?
    open var shouldBeArchived = false
    /// The view that keeps the constraint while it is active.
    weak var installedView: UIView?
    /// Made by a system spacing anchor: the constant is the system's spacing times this.
    var systemSpacingMultiplier: CGFloat?

    public convenience init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        self.init(
            firstItem: view1 as AnyObject, firstAttribute: attr1, relation: relation, secondItem: view2.map { $0 as AnyObject },
            secondAttribute: view2 == nil ? .notAnAttribute : attr2, multiplier: multiplier, constant: c)
    }

    init(
        firstItem: AnyObject, firstAttribute: Attribute, relation: Relation, secondItem: AnyObject?, secondAttribute: Attribute,
        multiplier: CGFloat, constant: CGFloat
    ) {
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
    }

    /// Whether the constraint takes part in layout: setting it installs it on its first
    /// item's view (a guide's owning view), as `activate(_:)` does.
    open var isActive: Bool {
        get { installedView != nil }
        set {
            if newValue { install() } else { uninstall() }
        }
    }

    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    open var firstAnchor: NSLayoutAnchor<AnyObject> {
        NSLayoutAnchor<AnyObject>(item: firstItem, attribute: firstAttribute)
    }

    open var secondAnchor: NSLayoutAnchor<AnyObject>? {
        secondItem.map { NSLayoutAnchor<AnyObject>(item: $0, attribute: secondAttribute) }
    }

    private func install() {
        guard installedView == nil, let view = NSLayoutConstraint.owningView(of: firstItem) else { return }
        view.addConstraint(self)
    }

    private func uninstall() {
        installedView?.removeConstraint(self)
    }

    /// The view that holds constraints for an item: the view itself, or a guide's owning view.
    static func owningView(of item: AnyObject?) -> UIView? {
        if let view = item as? UIView { return view }
        return (item as? UILayoutGuide)?.owningView
    }

    /// UIKit's log line for the constraint, without addresses: its identifier, then the
    /// relation by item class and attribute.
    open var description: String {
        func name(_ item: AnyObject?, _ attribute: Attribute) -> String {
            let type =
                item.map { (($0 as? UILayoutGuide)?.identifier).map { "'\($0)'" } ?? String(describing: Swift.type(of: $0)) }
                ?? "nil"
            return "\(type).\(attribute.name)"
        }
        var text = "<NSLayoutConstraint"
        if let identifier { text += " '\(identifier)'" }
        text += " \(name(firstItem, firstAttribute)) \(relation.symbol) "
        if secondAttribute == .notAnAttribute {
            text += "\(Double(constant))"
        } else {
            if multiplier != 1 { text += "\(Double(multiplier))*" }
            text += name(secondItem, secondAttribute)
            if constant != 0 { text += constant > 0 ? " + \(Double(constant))" : " - \(Double(-constant))" }
        }
        if priority < .required { text += " @\(Int(priority.rawValue))" }
        return text + (isActive ? "   (active)>" : ">")
    }
}

extension NSLayoutConstraint.Relation {
    var symbol: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}

extension NSLayoutConstraint.Attribute {
    /// UIKit's spelling in its log.
    var name: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }
}
