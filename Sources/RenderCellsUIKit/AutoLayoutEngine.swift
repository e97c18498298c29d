import Foundation
import LayoutSolver

// Auto Layout's solve for one tree of views, as UIKit's engine does it: every view and
// layout guide is a rectangle of four variables (x, y, width, height, in points, in the
// root's coordinates); the constraints the app activated, the constraints UIKit adds on its
// own (the root's encapsulated size, frames of views that translate their autoresizing
// masks, the margins, safe-area and readable guides, stack views' arrangement, content
// size with hugging and compression resistance) are added to a Cassowary solver
// (LayoutSolver) in that order, with UIKit's priorities as strengths; the answer's edges
// are rounded to device pixels and become frames.
//
// A multi-line label's height depends on its width, which the solve decides: as UIKit's
// self-sizing does, the tree is solved once with labels at their natural width, then
// again with each multi-line label's height measured at the width it was given.
//
// What cannot hold is reported as UIKit logs it: a required constraint that conflicts with
// those already added is broken (left out) and named with the constraints it conflicts
// with; a view whose frame the constraints leave free is ambiguous (`hasAmbiguousLayout`).
// Nothing here stops a layout: the solver's answer is drawn either way.

/// One solve of a tree of views.
@MainActor
struct AutoLayoutEngine {
    private let root: UIView
    private let views: [UIView]
    /// Views and guides, in the order their variables are numbered (views depth first, each
    /// followed by its guides): ids follow the tree, so the same tree solves the same way.
    private var items: [AnyObject] = []
    /// Looked up by object only, never walked.
    private var indexByItem: [ObjectIdentifier: Int] = [:]
    /// Views whose frames the solve sets (the rest keep the frames their owners set).
    private var isFree: [Bool] = []
    /// Stack views whose arranged views the solve places.
    private var engineStacks: Set<ObjectIdentifier> = []
    /// Widths the first solve gave views whose height follows their width (points).
    private var measuredWidths: [ObjectIdentifier: Double] = [:]
    private var solver = Solver()
    private(set) var messages: [String] = []

    /// UIKit's readable content width (INF: 672 pt, the readable width UIKit reports at the
    /// Large Dynamic Type size on iPad; a phone's cells are narrower, so it rarely binds).
    static let readableWidth = 672.0
    /// The system spacing between siblings (INF: UIKit's standard 8 pt).
    static let systemSpacing = 8.0

    init(root: UIView) {
        self.root = root
        views = root.viewsInTree
        for view in views {
            register(view)
            for guide in view.autoLayout.allGuides { register(guide) }
        }
        for view in views {
            if let stack = view as? UIStackView,
                stack.arrangedSubviews.contains(where: { indexByItem[ObjectIdentifier($0)] != nil })
            {
                engineStacks.insert(ObjectIdentifier(stack))
            }
        }
        isFree = items.map { item in
            guard let view = item as? UIView else { return true }
            if view === root { return false }
            return !view.translatesAutoresizingMaskIntoConstraints || isArranged(view)
        }
    }

    private mutating func register(_ item: AnyObject) {
        indexByItem[ObjectIdentifier(item)] = items.count
        items.append(item)
    }

    private func isArranged(_ view: UIView) -> Bool {
        guard let stack = view.superview as? UIStackView else { return false }
        return engineStacks.contains(ObjectIdentifier(stack)) && stack.arrangedSubviews.contains { $0 === view }
    }

    private func index(_ item: AnyObject?) -> Int? {
        item.flatMap { indexByItem[ObjectIdentifier($0)] }
    }

    // MARK: Variables and attributes

    private func x(_ i: Int) -> LinearExpression { LinearExpression(Variable(4 * i)) }
    private func y(_ i: Int) -> LinearExpression { LinearExpression(Variable(4 * i + 1)) }
    private func w(_ i: Int) -> LinearExpression { LinearExpression(Variable(4 * i + 2)) }
    private func h(_ i: Int) -> LinearExpression { LinearExpression(Variable(4 * i + 3)) }

    private func isRightToLeft(_ item: AnyObject?) -> Bool {
        NSLayoutConstraint.owningView(of: item)?.effectiveUserInterfaceLayoutDirection == .rightToLeft
    }

    /// An attribute of item `i` as an expression of its variables. In a constraint that
    /// names leading or trailing in a right-to-left view, horizontal positions are mirrored
    /// (negated), so that a constant toward trailing runs left, as UIKit flips it.
    private func attribute(_ attribute: NSLayoutConstraint.Attribute, of i: Int, mirrored: Bool) -> LinearExpression {
        let item = items[i]
        let rtl = isRightToLeft(item)
        let m = (item as? UIView)?.layoutMargins ?? .zero
        let value: LinearExpression
        switch attribute {
        case .left: value = x(i)
        case .right: value = x(i) + w(i)
        case .leading: value = rtl ? x(i) + w(i) : x(i)
        case .trailing: value = rtl ? x(i) : x(i) + w(i)
        case .centerX: value = x(i) + w(i) * 0.5
        case .width: value = w(i)
        case .top: value = y(i)
        case .bottom: value = y(i) + h(i)
        case .centerY: value = y(i) + h(i) * 0.5
        case .height: value = h(i)
        case .firstBaseline, .lastBaseline: value = baseline(of: i, first: attribute == .firstBaseline)
        case .leftMargin: value = x(i) + Double(m.left)
        case .rightMargin: value = x(i) + w(i) - Double(m.right)
        case .leadingMargin: value = rtl ? x(i) + w(i) - Double(m.right) : x(i) + Double(m.left)
        case .trailingMargin: value = rtl ? x(i) + Double(m.left) : x(i) + w(i) - Double(m.right)
        case .centerXWithinMargins: value = x(i) + w(i) * 0.5 + Double(m.left - m.right) / 2
        case .topMargin: value = y(i) + Double(m.top)
        case .bottomMargin: value = y(i) + h(i) - Double(m.bottom)
        case .centerYWithinMargins: value = y(i) + h(i) * 0.5 + Double(m.top - m.bottom) / 2
        case .notAnAttribute: value = LinearExpression(0)
        }
        let mirrors = mirrored && attribute.axis == .horizontal && attribute != .width
        return mirrors ? -value : value
    }

    /// A baseline as UIKit's `viewForFirstBaselineLayout` finds it: a label's text centred in
    /// its bounds (so the baseline is y + h/2 + the baseline's offset from the text's middle),
    /// a stack view's first (last) visible arranged view's, the bottom of any other view.
    private func baseline(of i: Int, first: Bool) -> LinearExpression {
        if let stack = items[i] as? UIStackView {
            let visible = stack.arrangedSubviews.filter { !$0.isHidden }
            if let view = first ? visible.first : visible.last, let j = index(view) { return baseline(of: j, first: first) }
        }
        if let label = items[i] as? UILabel,
            let layout = label.textLayout(width: measuredWidths[ObjectIdentifier(label)] ?? .infinity)
        {
            let line = first ? layout.firstBaseline : layout.lastBaseline
            return y(i) + h(i) * 0.5 + (line - layout.size.height / 2)
        }
        return y(i) + h(i)
    }

    // MARK: Building the system

    private mutating func add(_ constraint: Constraint, reportAs description: String? = nil, involving: String? = nil) {
        do {
            try solver.add(constraint)
        } catch {
            if case .unsatisfiable(let broken, let conflicting) = error {
                let lines = (conflicting + [broken]).map { "    \"\($0.label ?? $0.description)\"" }
                messages.append(
                    """
                    Unable to simultaneously satisfy constraints.
                    \tProbably at least one of the constraints in the following list is one you don't want.
                    (
                    \(lines.joined(separator: ",\n"))
                    )

                    Will attempt to recover by breaking constraint
                    \(broken.label ?? broken.description)
                    """)
            } else {
                messages.append("Constraint \(constraint.label ?? constraint.description) left out: \(error)")
            }
        }
    }

    private static func strength(_ priority: UILayoutPriority) -> Strength {
        Strength(priority: Double(min(max(priority.rawValue, 1), 1000)))
    }

    private func name(_ i: Int) -> String {
        if let guide = items[i] as? UILayoutGuide, !guide.identifier.isEmpty { return guide.identifier }
        return String(describing: type(of: items[i]))
    }

    /// Builds the system for the root at `width` and `height` (points) held at the given priorities.
    private mutating func build(width: Double, widthPriority: UILayoutPriority, height: Double, heightPriority: UILayoutPriority)
    {
        solver = Solver()
        messages = []
        // The root: at the origin, its size the cell's (UIKit's encapsulated layout size).
        add(Constraint(x(0), .equal, label: "UIView-Encapsulated-Layout-Left"))
        add(Constraint(y(0), .equal, label: "UIView-Encapsulated-Layout-Top"))
        add(Constraint(w(0) - width, .equal, strength: Self.strength(widthPriority), label: "UIView-Encapsulated-Layout-Width"))
        add(
            Constraint(h(0) - height, .equal, strength: Self.strength(heightPriority), label: "UIView-Encapsulated-Layout-Height")
        )
        // Views that translate their autoresizing masks keep their frames in their superview.
        for (i, item) in items.enumerated() where !isFree[i] && item !== root {
            guard let view = item as? UIView, let s = index(view.superview) else { continue }
            let f = view.frame
            let tag = "NSAutoresizingMaskLayoutConstraint h=--& v=--& \(name(i))"
            add(Constraint(x(i) - x(s) - Double(f.minX), .equal, label: "\(tag).minX == \(Double(f.minX))"))
            add(Constraint(y(i) - y(s) - Double(f.minY), .equal, label: "\(tag).minY == \(Double(f.minY))"))
            add(Constraint(w(i) - Double(f.width), .equal, label: "\(tag).width == \(Double(f.width))"))
            add(Constraint(h(i) - Double(f.height), .equal, label: "\(tag).height == \(Double(f.height))"))
        }
        for (i, item) in items.enumerated() {
            if let guide = item as? UILayoutGuide { addSystemGuide(guide, i) }
        }
        for view in views {
            if let stack = view as? UIStackView, engineStacks.contains(ObjectIdentifier(stack)) { addArrangement(of: stack) }
        }
        for view in views {
            for constraint in view.autoLayout.constraints { addUserConstraint(constraint) }
        }
        for (i, item) in items.enumerated() where isFree[i] {
            if let view = item as? UIView { addContentSize(of: view, i) }
        }
    }

    /// A view's own guides follow its edges and margins (UIKit's guide constraints).
    private mutating func addSystemGuide(_ guide: UILayoutGuide, _ i: Int) {
        guard let kind = guide.system, let v = index(guide.owningView), let view = guide.owningView else { return }
        let m = kind == .safeArea ? UIEdgeInsets.zero : view.layoutMargins
        let (l, r, t, b) = (Double(m.left), Double(m.right), Double(m.top), Double(m.bottom))
        add(Constraint(y(i) - y(v) - t, .equal, label: "UIView-topMargin-guide-constraint"))
        add(Constraint(h(i) - h(v) + t + b, .equal, label: "UIView-bottomMargin-guide-constraint"))
        if kind == .readableContent {
            add(Constraint(x(i) - x(v) - l, .greaterThanOrEqual, label: "UIView-readableContentGuide-constraint-left"))
            add(
                Constraint(x(i) + w(i) - x(v) - w(v) + r, .lessThanOrEqual, label: "UIView-readableContentGuide-constraint-right")
            )
            add(Constraint(w(i) - Self.readableWidth, .lessThanOrEqual, label: "UIView-readableContentGuide-constraint-width"))
            add(
                Constraint(
                    x(i) * 2 + w(i) - x(v) * 2 - w(v) - l + r, .equal, label: "UIView-readableContentGuide-constraint-centerX"))
            add(
                Constraint(
                    w(i) - w(v) + l + r, .equal, strength: Strength(priority: 999),
                    label: "UIView-readableContentGuide-constraint-fill"))
        } else {
            add(Constraint(x(i) - x(v) - l, .equal, label: "UIView-leftMargin-guide-constraint"))
            add(Constraint(w(i) - w(v) + l + r, .equal, label: "UIView-rightMargin-guide-constraint"))
        }
    }

    /// A stack view's arrangement as UIKit's stack view expresses it in constraints: the
    /// visible arranged views chained along the axis with the spacing (UISV-spacing), the
    /// first and last tied to the stack's edges (UISV-canvas-connection), sizes by the
    /// distribution, placement across by the alignment; hidden views take no room.
    private mutating func addArrangement(of stack: UIStackView) {
        guard let s = index(stack) else { return }
        let horizontal = stack.axis == .horizontal
        let mirrored = horizontal && isRightToLeft(stack)
        let insets = stack.isLayoutMarginsRelativeArrangement ? stack.directionalLayoutMargins : NSDirectionalEdgeInsets()
        let (start, end): (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) =
            horizontal ? (.leading, .trailing) : (.top, .bottom)
        let (crossStart, crossEnd): (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) =
            horizontal ? (.top, .bottom) : (.leading, .trailing)
        let size: NSLayoutConstraint.Attribute = horizontal ? .width : .height
        let (inStart, inEnd) =
            horizontal ? (Double(insets.leading), Double(insets.trailing)) : (Double(insets.top), Double(insets.bottom))
        let (crossIn, crossOut) =
            horizontal ? (Double(insets.top), Double(insets.bottom)) : (Double(insets.leading), Double(insets.trailing))
        let crossMirrored = !horizontal && isRightToLeft(stack)
        func edge(_ attribute: NSLayoutConstraint.Attribute, _ i: Int, across: Bool = false) -> LinearExpression {
            self.attribute(attribute, of: i, mirrored: across ? crossMirrored : mirrored)
        }
        let arranged = stack.arrangedSubviews.compactMap { view in index(view).map { (view, $0) } }
        for (view, i) in arranged where view.isHidden {
            add(Constraint(w(i), .equal, label: "UISV-hiding \(name(i)).width == 0"))
            add(Constraint(h(i), .equal, label: "UISV-hiding \(name(i)).height == 0"))
            add(Constraint(x(i) - x(s), .equal, label: "UISV-hiding \(name(i)).left"))
            add(Constraint(y(i) - y(s), .equal, label: "UISV-hiding \(name(i)).top"))
        }
        let visible = arranged.filter { !$0.0.isHidden }
        guard let first = visible.first, let last = visible.last else { return }
        add(
            Constraint(
                edge(start, first.1) - edge(start, s) - inStart, .equal,
                label: "UISV-canvas-connection \(name(first.1)).\(start.name)"))
        add(
            Constraint(
                edge(end, s) - edge(end, last.1) - inEnd, .equal, label: "UISV-canvas-connection \(name(last.1)).\(end.name)"))
        var firstGap: LinearExpression?
        for (a, b) in zip(visible, visible.dropFirst()) {
            let custom = stack.customSpacing(after: a.0)
            let spacing = custom == UIStackView.spacingUseDefault ? stack.spacing : custom
            let points = spacing == UIStackView.spacingUseSystem ? Self.systemSpacing : Double(spacing)
            let gap = edge(start, b.1) - edge(end, a.1)
            switch stack.distribution {
            case .equalSpacing, .equalCentering:
                add(Constraint(gap - points, .greaterThanOrEqual, label: "UISV-spacing \(name(b.1)).\(start.name) >= \(points)"))
                if let firstGap { add(Constraint(gap - firstGap, .equal, label: "UISV-distributing-edge \(name(b.1))")) }
                firstGap = firstGap ?? gap
            default:
                add(
                    Constraint(
                        gap - points, .equal,
                        label: "UISV-spacing \(name(b.1)).\(start.name) == \(name(a.1)).\(end.name) + \(points)"))
            }
        }
        for (view, i) in visible.dropFirst() {
            switch stack.distribution {
            case .fillEqually:
                add(Constraint(edge(size, i) - edge(size, first.1), .equal, label: "UISV-fill-equally \(name(i)).\(size.name)"))
            case .fillProportionally:
                let a = horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height
                let b = horizontal ? first.0.intrinsicContentSize.width : first.0.intrinsicContentSize.height
                if a > 0, b > 0 {
                    add(
                        Constraint(
                            edge(size, i) - edge(size, first.1) * Double(a / b), .equal,
                            label: "UISV-fill-proportionally \(name(i))"))
                }
            default:
                break
            }
        }
        let crossSize: NSLayoutConstraint.Attribute = horizontal ? .height : .width
        for (_, i) in visible {
            let top = edge(crossStart, i, across: true) - edge(crossStart, s, across: true) - crossIn
            let bottom = edge(crossEnd, s, across: true) - edge(crossEnd, i, across: true) - crossOut
            let tag = "UISV-alignment \(name(i))"
            switch stack.alignment {
            case .fill:
                add(Constraint(top, .equal, label: "\(tag).\(crossStart.name)"))
                add(Constraint(bottom, .equal, label: "\(tag).\(crossEnd.name)"))
            case .leading:
                add(Constraint(top, .equal, label: "\(tag).\(crossStart.name)"))
                add(Constraint(bottom, .greaterThanOrEqual, label: "UISV-spanning-boundary \(name(i))"))
            case .trailing:
                add(Constraint(bottom, .equal, label: "\(tag).\(crossEnd.name)"))
                add(Constraint(top, .greaterThanOrEqual, label: "UISV-spanning-boundary \(name(i))"))
            case .center:
                let centre: NSLayoutConstraint.Attribute = horizontal ? .centerY : .centerX
                add(
                    Constraint(
                        edge(centre, i, across: true) - edge(centre, s, across: true) - (crossIn - crossOut) / 2, .equal,
                        label: "\(tag).\(centre.name)"))
                add(Constraint(top, .greaterThanOrEqual, label: "UISV-spanning-boundary \(name(i))"))
            case .firstBaseline, .lastBaseline:
                if horizontal {
                    let isFirst = stack.alignment == .firstBaseline
                    if i != first.1 {
                        add(
                            Constraint(
                                baseline(of: i, first: isFirst) - baseline(of: first.1, first: isFirst), .equal,
                                label: "\(tag).\(isFirst ? "firstBaseline" : "lastBaseline")"))
                    }
                    add(Constraint(top, .greaterThanOrEqual, label: "UISV-spanning-boundary \(name(i)).top"))
                    add(Constraint(bottom, .greaterThanOrEqual, label: "UISV-spanning-boundary \(name(i)).bottom"))
                } else {
                    add(Constraint(top, .equal, label: "\(tag).\(crossStart.name)"))
                    add(Constraint(bottom, .greaterThanOrEqual, label: "UISV-spanning-boundary \(name(i))"))
                }
            }
        }
        if stack.alignment != .fill {
            // The stack hugs its tallest view across (UISV-ambiguity-suppression).
            add(
                Constraint(
                    edge(crossSize, s), .equal, strength: Strength(priority: 25), label: "UISV-ambiguity-suppression \(name(s))"))
        }
    }

    /// An app's constraint: attributes as expressions, a system spacing resolved, UIKit's
    /// priority as the strength. One naming a view outside this tree is left out, as UIKit
    /// refuses it, and reported.
    private mutating func addUserConstraint(_ constraint: NSLayoutConstraint) {
        guard let a = index(constraint.firstItem) else { return }
        let directional: Set<NSLayoutConstraint.Attribute> = [.leading, .trailing, .leadingMargin, .trailingMargin]
        let mirrored =
            (directional.contains(constraint.firstAttribute) || directional.contains(constraint.secondAttribute))
            && isRightToLeft(constraint.firstItem)
        let lhs = attribute(constraint.firstAttribute, of: a, mirrored: mirrored)
        var constant = Double(constraint.constant)
        if let multiplier = constraint.systemSpacingMultiplier { constant = systemSpacing(constraint) * Double(multiplier) }
        var rhs = LinearExpression(constant)
        if constraint.secondAttribute != .notAnAttribute {
            guard let b = index(constraint.secondItem) else {
                messages.append("\(constraint) names a view outside the tree of \(name(0)): left out")
                return
            }
            rhs = attribute(constraint.secondAttribute, of: b, mirrored: mirrored) * Double(constraint.multiplier) + constant
        }
        let relation: Constraint.Relation =
            switch constraint.relation {
            case .lessThanOrEqual: .lessThanOrEqual
            case .equal: .equal
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        add(Constraint(lhs - rhs, relation, strength: Self.strength(constraint.priority), label: constraint.description))
    }

    /// The system spacing of a constraint made by a system-spacing anchor (points, before
    /// its multiplier): between two baselines, the lower label's line height; else 8 pt.
    private func systemSpacing(_ constraint: NSLayoutConstraint) -> Double {
        let baselines: Set<NSLayoutConstraint.Attribute> = [.firstBaseline, .lastBaseline]
        if baselines.contains(constraint.firstAttribute), baselines.contains(constraint.secondAttribute),
            let label = constraint.firstItem as? UILabel, let font = label.font
        {
            let size =
                label.adjustsFontForContentSizeCategory
                ? font.resolved(for: label.traitCollection.preferredContentSizeCategory).pointSize : font.pointSize
            return Font.naturalLineHeight(forPointSize: size)
        }
        return Self.systemSpacing
    }

    /// A view's intrinsic size held by its hugging (≤) and compression resistance (≥)
    /// priorities (UIKit's NSContentSizeLayoutConstraint). A multi-line label measured in
    /// the first solve takes its height at the width it was given.
    private mutating func addContentSize(of view: UIView, _ i: Int) {
        if engineStacks.contains(ObjectIdentifier(view)) { return }
        // Content sizes are rounded up to device pixels, as a label reports its own, so that a
        // view placed at its natural width on pixel edges is never a hair too narrow for it.
        var size = view.intrinsicContentSize
        size = CGSize(
            width: size.width >= 0 ? view.ceilToPixel(Double(size.width)) : size.width,
            height: size.height >= 0 ? view.ceilToPixel(Double(size.height)) : size.height)
        if let width = measuredWidths[ObjectIdentifier(view)] {
            // The width the first solve gave becomes the view's preferred width, as UIKit sets
            // a wrapping label's automatic `preferredMaxLayoutWidth` after a first pass.
            size.width = min(size.width, view.ceilToPixel(width))
            size.height = view.ceilToPixel(
                Double(view.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height))
        }
        for (axis, value, variable) in [(NSLayoutConstraint.Axis.horizontal, size.width, w(i)), (.vertical, size.height, h(i))]
        where value >= 0 {
            let hugging = view.contentHuggingPriority(for: axis)
            let resistance = view.contentCompressionResistancePriority(for: axis)
            let dimension = axis == .horizontal ? "width" : "height"
            add(
                Constraint(
                    variable - Double(value), .lessThanOrEqual, strength: Self.strength(hugging),
                    label:
                        "NSContentSizeLayoutConstraint \(name(i)).\(dimension) <= \(Double(value)) hugging:\(Int(hugging.rawValue))"
                ))
            add(
                Constraint(
                    variable - Double(value), .greaterThanOrEqual, strength: Self.strength(resistance),
                    label:
                        "NSContentSizeLayoutConstraint \(name(i)).\(dimension) >= \(Double(value)) compression:\(Int(resistance.rawValue))"
                ))
        }
    }

    // MARK: Solving

    /// Solves in one pass or two: the second when multi-line labels were given widths.
    private mutating func solve(width: Double, widthPriority: UILayoutPriority, height: Double, heightPriority: UILayoutPriority)
    {
        build(width: width, widthPriority: widthPriority, height: height, heightPriority: heightPriority)
        var widths: [ObjectIdentifier: Double] = [:]
        for (i, item) in items.enumerated() where isFree[i] {
            if let view = item as? UIView, Self.heightDependsOnWidth(view) {
                widths[ObjectIdentifier(view)] = max(0, solver.value(of: Variable(4 * i + 2)))
            }
        }
        if !widths.isEmpty {
            measuredWidths = widths
            build(width: width, widthPriority: widthPriority, height: height, heightPriority: heightPriority)
        }
    }

    /// Views whose height follows the width they are given: wrapping labels (without a
    /// `preferredMaxLayoutWidth`) and list content views.
    private static func heightDependsOnWidth(_ view: UIView) -> Bool {
        if let label = view as? UILabel { return label.numberOfLines != 1 && label.preferredMaxLayoutWidth == 0 }
        return view is UIListContentView
    }

    private func rect(_ i: Int) -> (x: Double, y: Double, w: Double, h: Double) {
        (
            solver.value(of: Variable(4 * i)), solver.value(of: Variable(4 * i + 1)),
            solver.value(of: Variable(4 * i + 2)), solver.value(of: Variable(4 * i + 3))
        )
    }

    /// Lays the tree out at the root's bounds: frames of the views the constraints place,
    /// guides' frames, ambiguity, and UIKit's log of what could not hold.
    static func layOut(_ root: UIView) {
        var engine = AutoLayoutEngine(root: root)
        let size = root.bounds.size
        engine.solve(width: Double(size.width), widthPriority: .required, height: Double(size.height), heightPriority: .required)
        engine.apply()
    }

    /// The root's size for a target size held at the fitting priorities (points, rounded up
    /// to device pixels). Frames are left as they are.
    static func fittingSize(_ root: UIView, _ target: CGSize, _ horizontal: UILayoutPriority, _ vertical: UILayoutPriority)
        -> CGSize
    {
        var engine = AutoLayoutEngine(root: root)
        engine.solve(
            width: Double(target.width), widthPriority: horizontal, height: Double(target.height), heightPriority: vertical)
        let r = engine.rect(0)
        return CGSize(
            width: horizontal >= .required ? target.width : root.ceilToPixel(max(0, r.w)),
            height: vertical >= .required ? target.height : root.ceilToPixel(max(0, r.h)))
    }

    private func apply() {
        let scale = root.traitCollection.displayScale > 0 ? Double(root.traitCollection.displayScale) : 3
        func snap(_ v: Double) -> Double { (v * scale).rounded() / scale }
        // Edges rounded to device pixels in the root's space, so neighbours stay flush.
        let rects = items.indices.map { i -> CGRect in
            let r = rect(i)
            let minX = snap(r.x)
            let minY = snap(r.y)
            return CGRect(x: minX, y: minY, width: max(0, snap(r.x + r.w) - minX), height: max(0, snap(r.y + r.h) - minY))
        }
        // Ambiguity last: the probes may move an ambiguous variable to another of its optima.
        var probing = solver
        let freeVariables = items.indices.filter { isFree[$0] && items[$0] is UIView }.flatMap { i in
            (0..<4).map { Variable(4 * i + $0) }
        }
        let ambiguous = Set(probing.ambiguousVariables(among: freeVariables))
        for (i, item) in items.enumerated() {
            if let view = item as? UIView {
                view.autoLayout.isArrangedByEngine = engineStacks.contains(ObjectIdentifier(view))
                view.autoLayout.isAmbiguous = (0..<4).contains { ambiguous.contains(Variable(4 * i + $0)) }
                guard isFree[i], let s = index(view.superview) else { continue }
                let frame = rects[i].offsetBy(dx: -rects[s].minX, dy: -rects[s].minY)
                if view.frame != frame { view.frame = frame }
            } else if let guide = item as? UILayoutGuide, let v = index(guide.owningView) {
                guide.layoutFrame = rects[i].offsetBy(dx: -rects[v].minX, dy: -rects[v].minY)
            }
        }
        root.autoLayout.isArrangedByEngine = engineStacks.contains(ObjectIdentifier(root))
        var log = self
        for (i, item) in items.enumerated() where (item as? UIView)?.autoLayout.isAmbiguous == true {
            let which = zip(["horizontal position", "vertical position", "width", "height"], 0..<4)
                .filter { ambiguous.contains(Variable(4 * i + $0.1)) }.map(\.0)
            log.messages.append("\(name(i)) has an ambiguous layout (\(which.joined(separator: ", ")))")
        }
        log.log()
    }

    /// Keeps the messages on the root and writes them to standard error when they change,
    /// as UIKit's console log shows them.
    private func log() {
        guard root.autoLayout.messages != messages else { return }
        root.autoLayout.messages = messages
        for message in messages {
            FileHandle.standardError.write(Data("[LayoutConstraints] \(message)\n".utf8))
        }
    }
}
