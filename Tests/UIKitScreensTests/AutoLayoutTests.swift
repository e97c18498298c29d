import Testing

#if canImport(UIKit)
    import UIKit
#else
    import RenderCellsUIKit
#endif

/// Frames that anchors, guides, priorities and stack views solve to, exactly (points), and
/// what Auto Layout reports when constraints conflict or leave a view free.
@MainActor @Suite struct AutoLayoutTests {
    /// A 320 × 100 root with `views` added as constrained subviews.
    private func root(_ views: UIView...) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        return root
    }

    @Test func anchorsPlaceAView() {
        let box = UIView()
        let container = root(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
            box.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -20),
            box.centerYAnchor.constraint(equalTo: container.centerYAnchor),
            box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.25)
        ])
        container.layoutIfNeeded()
        // The centre is at 50, so the top at 14.5, rounded to the 3x device pixel at 14⅔.
        #expect(box.frame == CGRect(x: 16, y: 44.0 / 3, width: 284, height: 71))
        #expect(!box.hasAmbiguousLayout)
        #expect(container.constraints.count == 0)
        #expect(box.constraints.count == 4)
    }

    @Test func leadingAndTrailingFlipRightToLeft() {
        let box = UIView()
        let container = root(box)
        container.semanticContentAttribute = .forceRightToLeft
        box.semanticContentAttribute = .forceRightToLeft
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
            box.widthAnchor.constraint(equalToConstant: 50),
            box.topAnchor.constraint(equalTo: container.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10)
        ])
        container.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 320 - 16 - 50, y: 0, width: 50, height: 10))
    }

    @Test func layoutMarginsGuideFollowsTheMargins() {
        let box = UIView()
        let container = root(box)
        container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 15, trailing: 30)
        let margins = container.layoutMarginsGuide
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            box.topAnchor.constraint(equalTo: margins.topAnchor),
            box.bottomAnchor.constraint(equalTo: margins.bottomAnchor)
        ])
        container.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 10, y: 5, width: 280, height: 80))
        #expect(margins.layoutFrame == box.frame)
    }

    @Test func layoutGuideSpacesViewsEqually() {
        let a = UIView()
        let b = UIView()
        let container = root(a, b)
        let gap = UILayoutGuide()
        container.addLayoutGuide(gap)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            a.widthAnchor.constraint(equalToConstant: 100),
            gap.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.leadingAnchor.constraint(equalTo: gap.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            b.widthAnchor.constraint(equalTo: a.widthAnchor),
            a.topAnchor.constraint(equalTo: container.topAnchor), a.heightAnchor.constraint(equalToConstant: 10),
            b.topAnchor.constraint(equalTo: container.topAnchor), b.heightAnchor.constraint(equalToConstant: 10),
            gap.topAnchor.constraint(equalTo: container.topAnchor), gap.heightAnchor.constraint(equalToConstant: 1)
        ])
        container.layoutIfNeeded()
        #expect(gap.layoutFrame == CGRect(x: 100, y: 0, width: 120, height: 1))
        #expect(b.frame.minX == 220)
    }

    /// The label that hugs less grows; the one that resists compression less shrinks.
    @Test func huggingAndCompressionDecide() {
        let title = UILabel()
        let value = UILabel()
        title.text = "Title"
        value.text = "A value long enough to need room"
        let container = root(title, value)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            value.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
            value.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            title.topAnchor.constraint(equalTo: container.topAnchor),
            value.topAnchor.constraint(equalTo: container.topAnchor)
        ])
        value.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        container.layoutIfNeeded()
        let natural = title.intrinsicContentSize.width
        #expect(title.frame.width > natural)
        value.text = String(repeating: "wide ", count: 30)
        value.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        container.layoutIfNeeded()
        #expect(title.frame.width == natural)
        #expect(value.frame.maxX == 320)
    }

    /// Self-sizing: the height two stacked labels and their spacing need at a width.
    @Test func systemLayoutSizeFittingSolvesTheHeight() {
        let top = UILabel()
        let bottom = UILabel()
        top.text = "Top"
        bottom.text = "Bottom"
        let container = root(top, bottom)
        NSLayoutConstraint.activate([
            top.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            top.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            bottom.topAnchor.constraint(equalTo: top.bottomAnchor, constant: 4),
            bottom.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            bottom.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -10)
        ])
        let size = container.systemLayoutSizeFitting(
            CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(size.width == 200)
        let expected = 10 + top.intrinsicContentSize.height + 4 + bottom.intrinsicContentSize.height + 10
        #expect(abs(size.height - expected) < 1e-9)
    }

    /// Labels of different fonts on one baseline: with a taller font the smaller label moves
    /// down, so the two baselines meet (the offsets differ by the fonts' ascents).
    @Test func baselinesAlignAcrossFonts() {
        let big = UILabel()
        let small = UILabel()
        big.text = "Big"
        big.font = .systemFont(ofSize: 34)
        small.text = "small"
        small.font = .systemFont(ofSize: 12)
        let container = root(big, small)
        NSLayoutConstraint.activate([
            big.topAnchor.constraint(equalTo: container.topAnchor),
            big.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 8),
            small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor)
        ])
        container.layoutIfNeeded()
        let lowered = small.frame.minY
        #expect(lowered > 0)
        #expect(small.frame.maxY < big.frame.maxY)
        // The same two labels on their last baselines, and a change of font moves the small one.
        big.font = .systemFont(ofSize: 48)
        container.layoutIfNeeded()
        #expect(small.frame.minY > lowered)
    }

    /// A conflict among required constraints is logged as UIKit logs it, one constraint is
    /// broken, and the layout goes on.
    @Test func unsatisfiableConstraintsAreReportedAndBroken() {
        let box = UIView()
        let container = root(box)
        let wide = box.widthAnchor.constraint(equalToConstant: 400)
        wide.identifier = "too-wide"
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            box.topAnchor.constraint(equalTo: container.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
            wide
        ])
        container.layoutIfNeeded()
        let log = container.autoLayoutMessages.joined(separator: "\n")
        #expect(log.contains("Unable to simultaneously satisfy constraints."))
        #expect(
            log.contains("Will attempt to recover by breaking constraint\n<NSLayoutConstraint 'too-wide' UIView.width == 400.0"))
        #expect(log.contains("UIView-Encapsulated-Layout-Width"))
        #expect(box.frame.width == 320)
    }

    @Test func ambiguousLayoutIsReported() {
        let box = UIView()
        let container = root(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            box.widthAnchor.constraint(equalToConstant: 40),
            box.heightAnchor.constraint(equalToConstant: 40)
        ])
        container.layoutIfNeeded()
        #expect(box.hasAmbiguousLayout)
        #expect(container.autoLayoutMessages == ["UIView has an ambiguous layout (vertical position)"])
        box.topAnchor.constraint(equalTo: container.topAnchor).isActive = true
        container.layoutIfNeeded()
        #expect(!box.hasAmbiguousLayout)
        #expect(container.autoLayoutMessages.isEmpty)
    }

    @Test func deactivatingAndPriorities() {
        let box = UIView()
        let container = root(box)
        let narrow = box.widthAnchor.constraint(equalToConstant: 50)
        let wide = box.widthAnchor.constraint(equalToConstant: 150)
        wide.priority = .defaultHigh
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            box.topAnchor.constraint(equalTo: container.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10), narrow, wide
        ])
        container.layoutIfNeeded()
        #expect(box.frame.width == 50)
        NSLayoutConstraint.deactivate([narrow])
        #expect(!narrow.isActive)
        container.layoutIfNeeded()
        #expect(box.frame.width == 150)
        wide.constant = 120
        container.layoutIfNeeded()
        #expect(box.frame.width == 120)
    }

    /// A stack view arranged through constraints: a fill distribution gives the room to the
    /// view that hugs least, and a view outside the stack can align with a label inside it.
    @Test func stackViewArrangedByConstraints() {
        let a = UILabel()
        let b = UILabel()
        let badge = UILabel()
        a.text = "First"
        b.text = "Second"
        badge.text = "9"
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.spacing = 10
        let container = root(stack, badge)
        b.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: badge.leadingAnchor, constant: -8),
            stack.topAnchor.constraint(equalTo: container.topAnchor),
            badge.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            badge.firstBaselineAnchor.constraint(equalTo: a.firstBaselineAnchor)
        ])
        container.layoutIfNeeded()
        #expect(a.frame.minX == 0)
        #expect(a.frame.width == a.intrinsicContentSize.width)
        #expect(b.frame.minX == a.frame.maxX + 10)
        #expect(stack.frame.maxX == badge.frame.minX - 8)
        #expect(b.frame.maxX == stack.frame.width)
        #expect(badge.frame.minY == stack.frame.minY + a.frame.minY)
        #expect(!stack.hasAmbiguousLayout)
    }
}
