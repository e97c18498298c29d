import RenderCellsTesting
import RenderCellsUIKit
import Testing

/// A self-sizing cell made of views (the inbox row: two labels in a stack view beside a
/// 40-point avatar, laid out in `layoutSubviews`) takes the height its view asks through
/// `systemLayoutSizeFitting`, at every Dynamic Type size.
@MainActor @Suite struct ViewCellHeightTests {
    /// Hand-computed: 10 + max(40, headline line + 2 + subheadline line) + 10, where a label's
    /// line is SF Pro's `lineHeight`, size × 2444 / 2048 (docs/uikit-reference.md §1), rounded
    /// up to a device pixel (1/3 pt on the iPhone): the text styles' sizes are headline 14,
    /// 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53 and subheadline 12, 13, 14, 15, 17, 19, 21,
    /// 25, 30, 36, 42, 49 from xS to AX5.
    nonisolated static let expected: [(UIContentSizeCategory, Double)] = [
        (.extraSmall, 60),  // 17 + 2 + 14⅓ = 33⅓: the avatar's 40 is taller
        (.small, 60),  // 18 + 2 + 15⅔ = 35⅔
        (.medium, 60),  // 19⅓ + 2 + 17 = 38⅓
        (.large, 60 + 1.0 / 3),  // 20⅓ + 2 + 18 = 40⅓
        (.extraLarge, 65 + 1.0 / 3),  // 23 + 2 + 20⅓
        (.extraExtraLarge, 70 + 1.0 / 3),  // 25⅓ + 2 + 23
        (.extraExtraExtraLarge, 75),  // 27⅔ + 2 + 25⅓
        (.accessibilityMedium, 85 + 2.0 / 3),  // 33⅔ + 2 + 30
        (.accessibilityLarge, 97 + 2.0 / 3),  // 39⅔ + 2 + 36
        (.accessibilityExtraLarge, 113),  // 48 + 2 + 43
        (.accessibilityExtraExtraLarge, 128 + 2.0 / 3),  // 56⅓ + 2 + 50⅓
        (.accessibilityExtraExtraExtraLarge, 144)  // 63⅓ + 2 + 58⅔
    ]

    /// Short enough to stay on one line each at AX5 (the date column is at most ~30 points).
    static let message = InboxMessage(sender: "Al", subject: "Hi", date: "9", isUnread: true, colour: .systemIndigo)

    /// A list of one inbox row under `traits`.
    static func inbox(_ message: InboxMessage, traits: UITraitCollection = .iPhone)
        -> (CollectionView<Int, InboxMessage>, DiffableDataSource<Int, InboxMessage>)
    {
        let list = CollectionView<Int, InboxMessage>(layout: .list(using: ListConfiguration(appearance: .plain)))
        let registration = CellRegistration<ListCell, InboxMessage> { cell, _, message in
            cell.contentConfiguration = InboxRowConfiguration(message: message)
        }
        let dataSource = DiffableDataSource<Int, InboxMessage>(collectionView: list) { list, indexPath, message in
            list.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: message)
        }
        var snapshot = DataSourceSnapshot<Int, InboxMessage>()
        snapshot.appendSections([0])
        snapshot.appendItems([message])
        dataSource.apply(snapshot, animatingDifferences: false)
        list.traitCollection = traits
        return (list, dataSource)
    }

    @Test(arguments: expected)
    func rowHeight(category: UIContentSizeCategory, height: Double) throws {
        let (list, dataSource) = Self.inbox(
            Self.message,
            traits: UITraitCollection(traitsFrom: [.iPhone, UITraitCollection(preferredContentSizeCategory: category)]))
        let rowHeight = try #require(list.layout(width: 390).sections.first?.items.first?.frame.height)
        #expect(abs(rowHeight - height) < 1e-9)
        // The view itself says the same, asked as UIKit's self-sizing asks it.
        let view = InboxRowConfiguration(message: Self.message).makeContentView()
        view.traitOverrides.preferredContentSizeCategory = category
        let fitted = view.systemLayoutSizeFitting(
            CGSize(width: 390, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(abs(Double(fitted.height) - height) < 1e-9)
        withExtendedLifetime(dataSource) {}
    }

    /// The row's views are elements of the layout dump under its content, with their frames
    /// in the list's points, and its labels are what VoiceOver reads for the row.
    @Test func viewsAreInTheDumpAndTheAccessibilityReading() throws {
        let (list, dataSource) = Self.inbox(InboxViewController.messages[1])
        let layout = list.layout(width: 390)
        let dump = layout.displayList().elements.flatMap(\.flattened)
        let content = try #require(dump.first { $0.id == "sections[0].items[0].content" })
        #expect(content.properties["view"] == "InboxRowView")
        let sender = try #require(dump.first { $0.properties["text"] == "Grace Hopper" })
        #expect(sender.properties["class"] == "UILabel")
        #expect(sender.id.hasPrefix("sections[0].items[0].content.view.subviews["))
        // The stack view is at x = 8 + 20 + 40 + 12 = 80 in the row, 10 below its top.
        #expect(sender.frame[0] == 80)
        #expect(sender.frame[1] == 10)
        let avatar = try #require(dump.first { $0.properties["text"] == "GH" })
        #expect(avatar.frame == [28, 10, 40, 40])
        #expect(avatar.properties["cornerRadius"] == "20.0")
        let cell = try #require(layout.accessibilityElements.first)
        #expect(cell.label == "GH, Grace Hopper, Found the bug, Yesterday")
        withExtendedLifetime(dataSource) {}
    }
}
