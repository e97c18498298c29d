import Foundation

/// A stack view (`UIStackView`): its arranged views in a row or a column, sized from their
/// intrinsic sizes and laid out in `layoutSubviews` as UIKit's stack view arranges them.
///
/// What UIKit does with constraints is done here directly, for the cases a stack view's
/// own constraints settle: along the axis, `fill` gives extra room to the view that hugs
/// least and takes missing room from the view that resists compression least (the last
/// such view on a tie; UIKit calls that layout ambiguous), `fillEqually`,
/// `fillProportionally` (by intrinsic size), `equalSpacing` and `equalCentering`; across
/// it, each `alignment`, baselines included for labels. Hidden arranged views take no
/// room and no spacing. A view with no intrinsic size in a dimension keeps its frame's.
open class UIStackView: UIView {
    public private(set) var arrangedSubviews: [UIView] = []
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { setNeedsLayout() } }
    open var distribution: Distribution = .fill { didSet { setNeedsLayout() } }
    open var alignment: Alignment = .fill { didSet { setNeedsLayout() } }
    /// Points between adjacent arranged views (`spacing`); `setCustomSpacing(_:after:)` overrides it after one view.
    open var spacing: CGFloat = 0 { didSet { setNeedsLayout() } }
    /// Whether the arrangement is inset by the stack view's layout margins.
    open var isLayoutMarginsRelativeArrangement = false { didSet { setNeedsLayout() } }
    open var isBaselineRelativeArrangement = false
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(0, stackIndex), arrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
        setNeedsLayout()
    }

    /// Stops arranging `view`; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        setNeedsLayout()
    }

    open override func willRemoveSubview(_ subview: UIView) {
        removeArrangedSubview(subview)
    }

    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
        setNeedsLayout()
    }

    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    public static let spacingUseSystem = -CGFloat.greatestFiniteMagnitude

    // MARK: Layout

    private var visible: [UIView] { arrangedSubviews.filter { !$0.isHidden } }

    private var arrangementInsets: UIEdgeInsets { isLayoutMarginsRelativeArrangement ? layoutMargins : .zero }

    /// The gap after `view` (its custom spacing, else `spacing`; the system spacing is 8 pt, INF).
    private func gap(after view: UIView) -> CGFloat {
        let custom = customSpacings[ObjectIdentifier(view)]
        let value = custom ?? spacing
        return value == UIStackView.spacingUseSystem ? 8 : value
    }

    private var gaps: CGFloat {
        let views = visible
        return views.dropLast().reduce(0) { $0 + gap(after: $1) }
    }

    /// An arranged view's size for a proposal: its intrinsic size, a multi-line label's
    /// height for the width it is given, a frame where it has no intrinsic size.
    private func measure(_ view: UIView, crossProposal: CGFloat?) -> CGSize {
        let intrinsic = view.intrinsicContentSize
        var size = CGSize(
            width: intrinsic.width >= 0 ? intrinsic.width : view.frame.width,
            height: intrinsic.height >= 0 ? intrinsic.height : view.frame.height)
        if view is UIStackView || (intrinsic.width < 0 && intrinsic.height < 0 && view.frame.size == .zero) {
            let fitted = view.sizeThatFits(
                CGSize(
                    width: axis == .vertical ? (crossProposal ?? .greatestFiniteMagnitude) : .greatestFiniteMagnitude,
                    height: .greatestFiniteMagnitude))
            if fitted != .zero { size = fitted }
        }
        if axis == .vertical, let width = crossProposal, width < .greatestFiniteMagnitude, view is UILabel || view is UIStackView
        {
            let w = alignment == .fill ? width : min(size.width, width)
            size = CGSize(width: w, height: view.sizeThatFits(CGSize(width: w, height: .greatestFiniteMagnitude)).height)
        }
        return size
    }

    private func along(_ s: CGSize) -> CGFloat { axis == .horizontal ? s.width : s.height }
    private func across(_ s: CGSize) -> CGFloat { axis == .horizontal ? s.height : s.width }

    /// The arranged views' natural size with the margins, for a proposal (points).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let insets = arrangementInsets
        let crossProposal =
            axis == .vertical && size.width < .greatestFiniteMagnitude && size.width > 0
            ? size.width - insets.left - insets.right : nil
        let sizes = visible.map { measure($0, crossProposal: crossProposal) }
        var length = sizes.reduce(0) { $0 + along($1) } + gaps
        if distribution == .fillEqually, let largest = sizes.map(along).max() {
            length = largest * CGFloat(sizes.count) + gaps
        }
        var cross = sizes.map(across).max() ?? 0
        if axis == .horizontal, alignment == .firstBaseline || alignment == .lastBaseline {
            let offsets = visible.map(baseline(of:))
            let above = zip(offsets, sizes).map { $0.0 ?? $0.1.height }.max() ?? 0
            let below = zip(offsets, sizes).map { $0.1.height - ($0.0 ?? $0.1.height) }.max() ?? 0
            cross = above + below
        }
        return axis == .horizontal
            ? CGSize(width: length + insets.left + insets.right, height: cross + insets.top + insets.bottom)
            : CGSize(width: cross + insets.left + insets.right, height: length + insets.top + insets.bottom)
    }

    open override var intrinsicContentSize: CGSize {
        sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
    }

    /// A label's first (or last) baseline below its top, for its current height.
    private func baseline(of view: UIView) -> CGFloat? {
        guard let label = view as? UILabel, let layout = label.textLayout(width: .infinity) else { return nil }
        let line = alignment == .lastBaseline ? layout.lastBaseline : layout.firstBaseline
        return CGFloat(line)
    }

    open override func layoutSubviews() {
        // In a tree with constraints the solve placed the arranged views (AutoLayoutEngine).
        if autoLayout.isArrangedByEngine { return }
        let views = visible
        guard !views.isEmpty else { return }
        let insets = arrangementInsets
        let area = CGRect(
            x: insets.left, y: insets.top, width: max(0, bounds.width - insets.left - insets.right),
            height: max(0, bounds.height - insets.top - insets.bottom))
        let available = axis == .horizontal ? area.width : area.height
        let crossAvailable = axis == .horizontal ? area.height : area.width
        let sizes = views.map { measure($0, crossProposal: crossAvailable) }
        var lengths = sizes.map(along)
        var gapsAfter = views.map { gap(after: $0) }
        gapsAfter[gapsAfter.count - 1] = 0
        let gapTotal = gapsAfter.reduce(0, +)
        let natural = lengths.reduce(0, +)
        let room = available - gapTotal
        switch distribution {
        case .fill:
            let slack = room - natural
            if slack != 0 {
                // The view that gives way: least hugging when growing, least resisting when
                // shrinking; the last one on a tie.
                let axisKind: NSLayoutConstraint.Axis = axis
                let priorities = views.map {
                    slack > 0 ? $0.contentHuggingPriority(for: axisKind) : $0.contentCompressionResistancePriority(for: axisKind)
                }
                let lowest = priorities.min()!
                let index = priorities.lastIndex(of: lowest)!
                lengths[index] = max(0, lengths[index] + slack)
            }
        case .fillEqually:
            lengths = Array(repeating: max(0, room / CGFloat(views.count)), count: views.count)
        case .fillProportionally:
            if natural > 0 { lengths = lengths.map { max(0, room * $0 / natural) } }
        case .equalSpacing:
            if views.count > 1, room > natural {
                let extra = (room - natural) / CGFloat(views.count - 1)
                for i in gapsAfter.indices.dropLast() { gapsAfter[i] += extra }
            }
        case .equalCentering:
            if views.count > 1 {
                // Centres evenly spread between the first and last views' centres.
                let first = lengths[0] / 2
                let last = lengths[lengths.count - 1] / 2
                let step = (available - first - last) / CGFloat(views.count - 1)
                for i in gapsAfter.indices.dropLast() {
                    gapsAfter[i] = max(gap(after: views[i]), step - lengths[i] / 2 - lengths[i + 1] / 2)
                }
            }
        }
        let baselines = views.map(baseline(of:))
        let maxAbove = zip(baselines, sizes).map { $0.0 ?? $0.1.height }.max() ?? 0
        let rtl = axis == .horizontal && effectiveUserInterfaceLayoutDirection == .rightToLeft
        var position: CGFloat = 0
        for (i, view) in views.enumerated() {
            let length = lengths[i]
            var crossLength = across(sizes[i])
            var crossOffset: CGFloat = 0
            switch alignment {
            case .fill: crossLength = crossAvailable
            case .leading: crossOffset = 0
            case .trailing: crossOffset = crossAvailable - crossLength
            case .center: crossOffset = (crossAvailable - crossLength) / 2
            case .firstBaseline, .lastBaseline:
                crossOffset = axis == .horizontal ? maxAbove - (baselines[i] ?? sizes[i].height) : 0
            }
            if axis == .vertical, effectiveUserInterfaceLayoutDirection == .rightToLeft,
                alignment == .leading || alignment == .trailing
            {
                crossOffset = alignment == .leading ? crossAvailable - crossLength : 0
            }
            if axis == .horizontal {
                let x = rtl ? area.maxX - position - length : area.minX + position
                view.frame = CGRect(x: x, y: area.minY + crossOffset, width: length, height: crossLength)
            } else {
                view.frame = CGRect(x: area.minX + crossOffset, y: area.minY + position, width: crossLength, height: length)
            }
            position += length + gapsAfter[i]
        }
    }

    /// `UIStackView.Distribution`.
    public enum Distribution: Int, Sendable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    /// `UIStackView.Alignment`: across the axis; `top` and `bottom` are `leading` and `trailing`.
    public enum Alignment: Int, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        public static var top: Alignment { .leading }
        public static var bottom: Alignment { .trailing }
    }
}
