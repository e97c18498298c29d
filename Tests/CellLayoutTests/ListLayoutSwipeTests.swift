import Gallery
import RenderCells
import TestSupport
import Testing

// Swiped rows (ListGallery.swipes): which edge's actions show, where each button and its
// image and title go, how far the content moves, the full swipe, and right to left.

@Suite struct ListLayoutSwipeTests {
    typealias R = ListReference

    static func rows(
        _ a: ListAppearance = .plain, rtl: Bool = false,
        _ configure: ((inout ListConfiguration) -> Void)? = nil
    ) -> [String: ListLayout.Item] {
        var sections = ListGallery.swipes(a)
        if let configure, case .list(var c) = sections[0].layout {
            configure(&c)
            sections[0].layout = .list(c)
        }
        let l = R.layout(sections, traits: R.traits(rtl: rtl))
        var out: [String: ListLayout.Item] = [:]
        for item in l.sections[0].items { out[item.configuration?.text ?? ""] = item }
        return out
    }

    @Test("trailing: buttons from the trailing edge inwards, the first outermost; the content moves left by their width")
    func trailing() throws {
        let rows = Self.rows()
        let plain = try #require(rows["Not swiped"])
        let row = try #require(rows["Swiped to trailing"])
        let buttons = row.swipeActions
        #expect(buttons.map(\.actionTitle) == ["Trash", "Flag", "More"])
        #expect(buttons.allSatisfy { $0.edge == .trailing && !$0.isFullSwipe })
        #expect(R.close(buttons[0].frame.maxX, 390))
        #expect(R.close(buttons[1].frame.maxX, buttons[0].frame.minX))
        #expect(R.close(buttons[2].frame.maxX, buttons[1].frame.minX))
        #expect(buttons.allSatisfy { $0.frame.width >= 74 && R.close($0.frame.height, row.frame.height) })
        let total = buttons.reduce(0) { $0 + $1.frame.width }
        #expect(R.close(row.contentFrame?.minX, (plain.contentFrame?.minX ?? 0) - total))
        #expect(R.close(row.background?.rect.minX, -total))
        // Colours: destructive systemRed, then the actions' own.
        #expect(R.color(buttons[0].color, 255, 59, 48))
        #expect(R.color(buttons[1].color, 255, 149, 0))
        #expect(R.color(buttons[2].color, 142, 142, 147))
        // The image sits 4 pt above the title, both centred in the button; the block is
        // centred in the row.
        let image = try #require(buttons[0].imageFrame)
        let title = try #require(buttons[0].title)
        #expect(buttons[0].symbol?.name == "trash.fill")
        #expect(abs(buttons[0].titleOrigin.y - (image.maxY + 4)) <= 1.0 / 3 + 1e-9)
        #expect(abs(image.midX - buttons[0].frame.midX) <= 1.0 / 3)
        #expect(abs(buttons[0].titleOrigin.x + title.size.width / 2 - buttons[0].frame.midX) <= 1e-6)
        let blockMid = (image.minY + buttons[0].titleOrigin.y + title.size.height) / 2
        #expect(abs(blockMid - row.frame.midY) <= 0.5)
        // "More" has no image: its title alone is centred.
        #expect(buttons[2].imageFrame == nil && buttons[2].symbol == nil)
        #expect(row.swipeArea.map { R.close($0, 0, row.frame.minY, 390, row.frame.height) } == true)
    }

    @Test("leading: buttons from the leading edge, the first outermost; the content moves right")
    func leading() throws {
        let rows = Self.rows()
        let plain = try #require(rows["Not swiped"])
        let row = try #require(rows["Swiped to leading"])
        let buttons = row.swipeActions
        #expect(buttons.map(\.actionTitle) == ["Unread", nil])
        #expect(buttons.allSatisfy { $0.edge == .leading })
        #expect(R.close(buttons[0].frame.minX, 0))
        #expect(R.close(buttons[1].frame.minX, buttons[0].frame.maxX))
        let total = buttons[0].frame.width + buttons[1].frame.width
        #expect(R.close(row.contentFrame?.minX, (plain.contentFrame?.minX ?? 0) + total))
        // The image-only pin: no title, the image centred in the button and the row.
        #expect(buttons[1].title == nil)
        let pin = try #require(buttons[1].imageFrame)
        #expect(abs(pin.midY - row.frame.midY) <= 1.0 / 3)
        #expect(abs(pin.midX - buttons[1].frame.midX) <= 1.0 / 3)
        #expect(R.close(buttons[1].frame.width, 74))
    }

    @Test("a row without actions at the swiped edge is drawn unswiped")
    func noActions() throws {
        let rows = Self.rows()
        let plain = try #require(rows["Not swiped"])
        let row = try #require(rows["No leading actions"])
        #expect(row.swipeActions.isEmpty && row.swipeArea == nil)
        #expect(R.close(row.contentFrame?.minX, plain.contentFrame?.minX ?? -1))
        #expect(row.state.contains(.swiped))
    }

    @Test("full swipe: the first action covers the row, its label at the far edge; the content has left the row")
    func fullSwipe() throws {
        let rows = Self.rows()
        let trailing = try #require(rows["Full swipe, trailing"])
        let normal = try #require(rows["Swiped to trailing"]).swipeActions[0]
        #expect(trailing.swipeActions.count == 1)
        let b = trailing.swipeActions[0]
        #expect(b.isFullSwipe && b.actionTitle == "Trash")
        #expect(R.close(b.frame, 0, trailing.frame.minY, 390, trailing.frame.height))
        #expect(R.close(trailing.background?.rect.minX, -390))
        // The label keeps the button's normal width, at the leading (far) edge.
        let image = try #require(b.imageFrame)
        #expect(abs(image.midX - normal.frame.width / 2) <= 1.0 / 3)
        let leading = try #require(rows["Full swipe, leading"]).swipeActions
        #expect(leading.count == 1 && leading[0].isFullSwipe && leading[0].actionTitle == "Unread")
        let unreadWidth = try #require(rows["Swiped to leading"]).swipeActions[0].frame.width
        #expect(abs((leading[0].imageFrame?.midX ?? 0) - (390 - unreadWidth / 2)) <= 1.0 / 3)
    }

    @Test("no full swipe when the configuration does not perform its first action with one")
    func fullSwipeNotPerformed() throws {
        let rows = Self.rows { c in
            c.trailingSwipeActionsConfigurationProvider = { _ in
                var s = ListGallery.swipeTrailing
                s.performsFirstActionWithFullSwipe = false
                return s
            }
        }
        let row = try #require(rows["Full swipe, trailing"])
        #expect(row.swipeActions.count == 3 && !row.swipeActions.contains { $0.isFullSwipe })
    }

    @Test("right to left: trailing buttons at the left, leading ones at the right, content moving away from them")
    func rightToLeft() throws {
        let ltr = Self.rows()
        let rows = Self.rows(rtl: true)
        let trailing = try #require(rows["Swiped to trailing"])
        let mirrorOf = try #require(ltr["Swiped to trailing"])
        #expect(R.close(trailing.swipeActions[0].frame.minX, 0))
        for (a, b) in zip(trailing.swipeActions, mirrorOf.swipeActions) {
            #expect(R.close(a.frame, 390 - b.frame.maxX, b.frame.minY, b.frame.width, b.frame.height))
            // The title stays centred in its mirrored button.
            if let title = a.title {
                #expect(abs(a.titleOrigin.x + title.size.width / 2 - a.frame.midX) <= 1e-6)
            }
        }
        let plain = try #require(rows["Not swiped"])
        let total = trailing.swipeActions.reduce(0) { $0 + $1.frame.width }
        #expect(R.close(trailing.contentFrame?.minX, (plain.contentFrame?.minX ?? 0) + total))
        let leading = try #require(rows["Swiped to leading"])
        #expect(R.close(leading.swipeActions[0].frame.maxX, 390))
        // Full swipe: the label box at the far edge, now the right.
        let full = try #require(rows["Full swipe, trailing"]).swipeActions[0]
        let normalWidth = trailing.swipeActions[0].frame.width
        #expect(abs((full.imageFrame?.midX ?? 0) - (390 - normalWidth / 2)) <= 1.0 / 3)
    }

    @Test("on a row too short for an image and a title (44 pt), an image action shows its image alone")
    func shortRow() throws {
        var c = ListConfiguration(appearance: .plain)
        c.trailingSwipeActionsConfigurationProvider = { _ in ListGallery.swipeTrailing }
        let section = ListGallery.Section(
            .list(c),
            rows: [
                ListGallery.row(.cell, "Short") { _, cell in cell.isSwiped = true }
            ])
        let row = try #require(R.layout([section]).sections[0].items.first)
        #expect(R.close(row.frame.height, 44))
        let buttons = row.swipeActions
        #expect(buttons[0].title == nil && buttons[0].symbol != nil && R.close(buttons[0].frame.width, 74))
        #expect(abs((buttons[0].imageFrame?.midY ?? 0) - row.frame.midY) <= 1.0 / 3)
        // A title-only action keeps its title.
        #expect(buttons[2].title != nil)
    }

    @Test("in a sidebar the buttons fill the inset row background, and the row is clipped to it")
    func sidebar() throws {
        let row = try #require(Self.rows(.sidebar)["Swiped to trailing"])
        let area = try #require(row.swipeArea)
        #expect(area.minX > 0 && area.maxX < 390)
        #expect(R.close(row.swipeActions[0].frame.maxX, area.maxX))
    }
}
