import ListSpec
import RenderCells
import Testing

/// Swipe actions, moving rows and drag and drop in specs: the fields land in the model, the
/// collection view built from a spec shows them, and mistakes are located errors.
@Suite struct SpecSwipeActionsTests {
    static func spec(_ yaml: String) throws -> ListSpec { try ListSpec(bytes: Array(yaml.utf8), file: "t.yaml") }

    static func rows(_ yaml: String) throws -> [ListLayout.Item] {
        try spec(yaml).makeCollectionView().layout(width: 390, scale: 3).sections[0].items
    }

    func error(_ yaml: String) -> SpecError? {
        do {
            _ = try ListSpec(bytes: Array(yaml.utf8), file: "t.yaml")
            return nil
        } catch {
            return error
        }
    }

    static let swipes = """
        sections:
          - items:
              - text: Leading
                state: {swiped: true}
                swipeActions:
                  leading: [{title: Unread, image: envelope.fill, backgroundColor: systemBlue}, {image: pin}]
                  trailing: [{title: Trash, style: destructive}]
                  edge: leading
              - text: Full
                state: {swiped: true}
                swipeActions: {trailing: [{title: Archive, backgroundColor: "#336699"}, {title: More}], fullSwipe: true}
              - text: Standard
                state: {swiped: true}
              - text: None
                state: {swiped: true}
                swipeActions: {trailing: []}
        """

    @Test func swipeActionsReadIntoTheModel() throws {
        let item = try Self.spec(Self.swipes).sections[0].items[0]
        let swipe = try #require(item.swipeActions)
        #expect(swipe.edge == .leading && !swipe.fullSwipe && swipe.performsFirstActionWithFullSwipe)
        #expect(swipe.leading?.count == 2 && swipe.trailing?.count == 1)
        let unread = try #require(swipe.configuration(.leading)?.actions.first)
        #expect(unread.title == "Unread" && unread.image == .symbol(name: "envelope.fill", configuration: nil))
        #expect(unread.backgroundColor == .systemBlue && unread.style == .normal)
        #expect(swipe.configuration(.trailing)?.actions.first?.style == .destructive)
    }

    @Test func theCollectionViewShowsEachItemsActions() throws {
        let rows = try Self.rows(Self.swipes)
        #expect(rows[0].swipeActions.map(\.actionTitle) == ["Unread", nil])
        #expect(rows[0].swipeActions.allSatisfy { $0.edge == .leading })
        #expect(rows[1].swipeActions.count == 1 && rows[1].swipeActions[0].isFullSwipe)
        #expect(rows[1].swipeActions[0].color == RGBAColor(red: 0x33 / 255.0, green: 0x66 / 255.0, blue: 0x99 / 255.0))
        // An item without swipeActions keeps the list's standard Delete; `trailing: []` has none.
        #expect(rows[2].swipeActions.map(\.actionTitle) == ["Delete"])
        #expect(rows[3].swipeActions.isEmpty)
    }

    @Test func movingRowsAndDragStates() throws {
        let rows = try Self.rows(
            """
            sections:
              - items:
                  - {text: A, accessories: [{reorder: {displayed: always}}], canReorder: false}
                  - {text: B, state: {reordering: true}, reorderingTranslation: 12}
                  - {text: C, state: {dragLifting: true}}
                  - {text: D, state: {dragging: true}}
                  - {text: E, state: {dropTarget: true}, accessories: [{reorder: {displayed: always}}]}
            """)
        #expect(rows[0].accessories.isEmpty)
        #expect(rows[4].accessories.map(\.kind) == ["reorder"])
        #expect(rows[1].lift?.reason == "reordering" && rows[1].lift?.translation == 12)
        #expect(rows[2].lift?.reason == "lifting" && rows[3].lift?.reason == "dragging")
        // The drop target's fill: systemGray2.
        #expect(rows[4].background?.color == Color.systemGray2.resolvedRGBA(with: .iPhone))
    }

    @Test func aSwipeActionWithoutTitleOrImageIsAnError() throws {
        let e = try #require(
            error("sections:\n  - items:\n      - text: a\n        swipeActions: {trailing: [{style: destructive}]}\n"))
        #expect(e.path == "sections[0].items[0].swipeActions.trailing[0]")
        #expect(e.location == SpecLocation(line: 4, column: 35))
        #expect(e.message == "a swipe action needs a title or an image")
    }

    @Test func aFullSwipeNeedsTheFirstActionPerformed() throws {
        let e = try #require(
            error(
                """
                sections:
                  - items:
                      - text: a
                        swipeActions: {trailing: [{title: x}], performsFirstActionWithFullSwipe: false, fullSwipe: true}
                """))
        #expect(e.path == "sections[0].items[0].swipeActions.fullSwipe")
        #expect(e.message.hasPrefix("a full swipe needs performsFirstActionWithFullSwipe: true"))
    }

    @Test func theLeadingEdgeNeedsLeadingActions() throws {
        let e = try #require(error("sections:\n  - items:\n      - text: a\n        swipeActions: {edge: leading}\n"))
        #expect(e.path == "sections[0].items[0].swipeActions.edge")
        #expect(e.message == "the leading edge has no actions to show; give 'leading' actions or swipe the trailing edge")
    }

    @Test func badSwipeFieldsNameTheirPlace() throws {
        let style = try #require(
            error("sections:\n  - items:\n      - swipeActions: {trailing: [{title: x, style: destructiv}]}\n"))
        #expect(style.path == "sections[0].items[0].swipeActions.trailing[0].style")
        #expect(style.message.contains("did you mean 'destructive'?"))
        let edge = try #require(error("sections:\n  - items:\n      - swipeActions: {edge: left}\n"))
        #expect(edge.path == "sections[0].items[0].swipeActions.edge")
        #expect(edge.message.hasPrefix("unknown swipe edge 'left'; expected one of leading, trailing"))
        let field = try #require(error("sections:\n  - items:\n      - swipeActions: {trailng: []}\n"))
        #expect(field.message.contains("did you mean 'trailing'?"))
        let both = try #require(error("sections:\n  - items:\n      - state: {dragLifting: true, dragging: true}\n"))
        #expect(both.path == "sections[0].items[0].state")
        #expect(both.message.hasPrefix("dragLifting and dragging are two moments of one drag"))
    }
}
