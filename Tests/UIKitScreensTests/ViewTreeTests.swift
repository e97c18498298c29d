import RenderCellsTesting
import RenderCellsUIKit
import Testing

/// The view tree under the UIKit names: the hierarchy, inheritance of tint and traits,
/// layout passes, and stack views laid out against frames computed by hand.
@MainActor @Suite struct ViewTreeTests {
    /// A view that counts its layout passes and trait changes.
    final class CountingView: UIView {
        var layouts = 0
        var traitChanges: [UIContentSizeCategory] = []
        override func layoutSubviews() { layouts += 1 }
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            traitChanges.append(previousTraitCollection?.preferredContentSizeCategory ?? .unspecified)
        }
    }

    /// A view of a fixed intrinsic size, as a stack view's arranged view.
    final class Box: UIView {
        let size: CGSize
        init(_ width: CGFloat, _ height: CGFloat) {
            size = CGSize(width: width, height: height)
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { nil }
        override var intrinsicContentSize: CGSize { size }
    }

    @Test func hierarchy() {
        let root = UIView()
        let a = UIView()
        let b = UIView()
        let c = UIView()
        root.addSubview(a)
        root.addSubview(b)
        root.insertSubview(c, at: 0)
        #expect(root.subviews.map(ObjectIdentifier.init) == [c, a, b].map(ObjectIdentifier.init))
        #expect(a.superview === root)
        a.addSubview(b)  // moving a view takes it out of its old superview
        #expect(root.subviews.count == 2)
        #expect(b.isDescendant(of: root))
        b.removeFromSuperview()
        #expect(b.superview == nil)
        #expect(a.subviews.isEmpty)
    }

    @Test func geometry() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 40))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(view.center == CGPoint(x: 60, y: 40))
        view.center = CGPoint(x: 50, y: 50)
        #expect(view.frame == CGRect(x: 0, y: 30, width: 100, height: 40))
        #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }

    @Test func tintIsInheritedUntilSet() {
        let root = UIView()
        let child = UIView()
        root.addSubview(child)
        #expect(child.tintColor == .systemBlue)
        root.tintColor = .systemPink
        #expect(child.tintColor == .systemPink)
        child.tintColor = .systemGreen
        #expect(child.tintColor == .systemGreen)
        #expect(root.tintColor == .systemPink)
    }

    @Test func viewsInACellTakeItsTraitsAndHearChanges() {
        let cell = UICollectionViewListCell(frame: .zero)
        let view = CountingView()
        cell.contentView.addSubview(view)
        var registered: [UIContentSizeCategory] = []
        view.registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) { (view: CountingView, _) in
            registered.append(view.traitCollection.preferredContentSizeCategory)
        }
        cell.traitCollection = UITraitCollection(traitsFrom: [
            .iPhone, UITraitCollection(preferredContentSizeCategory: .accessibilityLarge)
        ])
        #expect(view.traitCollection.preferredContentSizeCategory == .accessibilityLarge)
        #expect(view.traitChanges.count == 1)
        #expect(registered == [.accessibilityLarge])
        cell.traitCollection = UITraitCollection(traitsFrom: [.iPhone, UITraitCollection(layoutDirection: .rightToLeft)])
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(view.traitChanges.last == .accessibilityLarge)
    }

    @Test func layoutRunsOncePerRequest() {
        let root = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = CountingView()
        root.addSubview(child)
        root.layoutIfNeeded()
        root.layoutIfNeeded()
        #expect(root.layouts == 1)
        #expect(child.layouts == 1)
        child.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(root.layouts == 1)
        #expect(child.layouts == 2)
        root.frame.size.width = 200  // a new size lays the view out again
        root.layoutIfNeeded()
        #expect(root.layouts == 2)
    }

    @Test func horizontalStackFillsWithSpacingMarginsAndHiddenViews() {
        let a = Box(40, 20)
        let b = Box(60, 30)
        let hidden = Box(500, 500)
        let c = Box(20, 10)
        hidden.isHidden = true
        let stack = UIStackView(arrangedSubviews: [a, hidden, b, c])
        stack.spacing = 8
        stack.setCustomSpacing(4, after: b)
        stack.alignment = .center
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
        // 10 + 40 + 8 + 60 + 4 + 20 + 10 wide; 5 + 30 + 5 tall: the hidden view takes no room.
        #expect(stack.intrinsicContentSize == CGSize(width: 152, height: 40))
        stack.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
        stack.layoutIfNeeded()
        // 48 points to spare go to the last of the views that hug least (all hug at 250).
        #expect(a.frame == CGRect(x: 10, y: 10, width: 40, height: 20))
        #expect(b.frame == CGRect(x: 58, y: 5, width: 60, height: 30))
        #expect(c.frame == CGRect(x: 122, y: 15, width: 68, height: 10))
        // Hugging harder keeps a view at its size; the room goes to the next lowest.
        c.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        stack.setNeedsLayout()
        stack.layoutIfNeeded()
        #expect(b.frame.width == 108)
        #expect(c.frame == CGRect(x: 170, y: 15, width: 20, height: 10))
    }

    @Test func horizontalStackRunsFromTheRightInRightToLeft() {
        let a = Box(40, 20)
        let b = Box(60, 20)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.spacing = 10
        stack.distribution = .equalSpacing
        stack.traitOverrides.layoutDirection = .rightToLeft
        stack.frame = CGRect(x: 0, y: 0, width: 200, height: 20)
        stack.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 160, y: 0, width: 40, height: 20))
        #expect(b.frame == CGRect(x: 0, y: 0, width: 60, height: 20))
    }

    @Test func verticalStackDistributions() {
        let a = Box(40, 20)
        let b = Box(60, 30)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.axis = .vertical
        stack.spacing = 10
        stack.distribution = .fillEqually
        stack.alignment = .trailing
        stack.frame = CGRect(x: 0, y: 0, width: 100, height: 110)
        stack.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 60, y: 0, width: 40, height: 50))
        #expect(b.frame == CGRect(x: 40, y: 60, width: 60, height: 50))
        stack.distribution = .fillProportionally
        stack.alignment = .fill
        stack.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 100, height: 40))
        #expect(b.frame == CGRect(x: 0, y: 50, width: 100, height: 60))
    }

    @Test func labelSizesItsTextWithTheListsTextEngine() {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .body)
        label.text = "Hello"
        // Body at Large: one line at SF Pro's lineHeight, 17 × 2444 / 2048 = 20.29 points,
        // rounded up to the 3x phone's pixel (docs/uikit-reference.md §1).
        #expect(label.intrinsicContentSize.height == 61.0 / 3)
        label.adjustsFontForContentSizeCategory = true
        label.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        #expect(label.intrinsicContentSize.height == 190.0 / 3)  // 53 pt: 63.25 → 63⅓
        label.text = nil
        #expect(label.intrinsicContentSize == .zero)
    }

    @Test func aLabelsTextIsReadAsAnAccessoryElement() {
        let label = UILabel()
        label.text = "3 new"
        let configuration = UICellAccessory.CustomViewConfiguration(customView: label, placement: .trailing())
        #expect(configuration.customView.view.accessibility?.label == "3 new")
    }

    /// A view that paints itself (`draw(_:)`): a red disc in its bounds.
    final class DotView: UIView {
        override func draw(_ rect: CGRect) {
            UIColor.systemRed.setFill()
            UIBezierPath(ovalIn: rect).fill()
        }
    }

    /// `draw(_:)` paints through the canvas: a custom accessory drawn by its own override,
    /// beside a label's text, at 1 pixel per point.
    @Test func drawOverridesPaintThroughTheCanvas() throws {
        let list = CollectionView<Int, Int>(layout: .list(using: ListConfiguration(appearance: .plain)))
        let registration = CellRegistration<ListCell, Int> { cell, _, _ in
            var content = cell.defaultContentConfiguration()
            content.text = "Row"
            cell.contentConfiguration = content
            let dot = DotView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            cell.accessories = [.customView(configuration: .init(customView: dot, placement: .trailing()))]
        }
        let dataSource = DiffableDataSource<Int, Int>(collectionView: list) { list, indexPath, item in
            list.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = DataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([0])
        dataSource.apply(snapshot, animatingDifferences: false)
        let frame = try #require(list.layout(width: 390, scale: 1).sections.first?.items.first?.accessories.first?.frame)
        #expect(frame.width == 20 && frame.height == 20)
        let picture = try list.render(width: 390, scale: 1)
        // systemRed (255, 59, 48) at the disc's centre; the corner of its box is outside it.
        #expect(picture[Int(frame.midX), Int(frame.midY)] == PremultipliedRGBA8(r: 255, g: 59, b: 48, a: 255))
        #expect(picture[Int(frame.minX), Int(frame.minY)] == PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255))
        withExtendedLifetime(dataSource) {}
    }
}
