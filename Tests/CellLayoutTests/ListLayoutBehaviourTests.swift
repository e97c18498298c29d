import Gallery
import RenderCells
import TestSupport
import Testing

// List layout behaviours beyond one row's metrics: right-to-left mirroring of a whole
// list, outlines (indentation, collapsed children), editing accessories, self-sizing rows,
// and the Emoji Explorer's grid of recents. Expected numbers from the reference
// (uikit-metrics.md docs/uikit-reference.md §3.1, §3.2, §3.7, §3.8) and seed 004's layout; helpers in
// `ListReference` (ListLayoutTests.swift).

@Suite struct ListLayoutBehaviourTests {
    typealias R = ListReference

    // MARK: Right to left

    /// Every frame of a display element tree, by id.
    static func frames(_ elements: [DisplayElement]) -> [String: [Double]] {
        var out: [String: [Double]] = [:]
        var stack = elements
        while let e = stack.popLast() {
            out[e.id] = e.frame
            stack.append(contentsOf: e.children)
        }
        return out
    }

    static func assertMirrored(
        _ sections: [ListGallery.Section], width: Double,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let ltr = R.layout(sections, width: width, traits: R.traits())
        let rtl = R.layout(sections, width: width, traits: R.traits(rtl: true))
        #expect(ltr.contentHeight == rtl.contentHeight, sourceLocation: sourceLocation)
        func flip(_ r: Rect) -> Rect { Rect(x: width - r.minX - r.width, y: r.minY, width: r.width, height: r.height) }
        func same(_ a: Rect?, _ b: Rect?) -> Bool {
            guard let a, let b else { return a == nil && b == nil }
            return R.close(flip(a), b.minX, b.minY, b.width, b.height)
        }
        // The layout tree: every list-level frame is x' = width − x − w of its LTR twin.
        try #require(ltr.sections.count == rtl.sections.count)
        var compared = 0
        for (s, t) in zip(ltr.sections, rtl.sections) {
            #expect(same(s.card, t.card), sourceLocation: sourceLocation)
            let a = [s.header].compactMap { $0 } + s.items + [s.footer].compactMap { $0 }
            let b = [t.header].compactMap { $0 } + t.items + [t.footer].compactMap { $0 }
            try #require(a.count == b.count)
            for (x, y) in zip(a, b) {
                #expect(same(x.frame, y.frame), "\(x.id) frame", sourceLocation: sourceLocation)
                #expect(same(x.background?.rect, y.background?.rect), "\(x.id) background", sourceLocation: sourceLocation)
                #expect(same(x.contentFrame, y.contentFrame), "\(x.id) content", sourceLocation: sourceLocation)
                #expect(same(R.text(x), R.text(y)), "\(x.id) text", sourceLocation: sourceLocation)
                #expect(same(R.secondary(x), R.secondary(y)), "\(x.id) secondary", sourceLocation: sourceLocation)
                #expect(same(R.image(x), R.image(y)), "\(x.id) image", sourceLocation: sourceLocation)
                try #require(x.accessories.count == y.accessories.count && x.separators.count == y.separators.count)
                for (p, q) in zip(x.accessories, y.accessories) {
                    #expect(same(p.frame, q.frame), "\(x.id) accessory \(p.kind)", sourceLocation: sourceLocation)
                }
                for (p, q) in zip(x.separators, y.separators) {
                    #expect(same(p, q), "\(x.id) separator", sourceLocation: sourceLocation)
                }
                compared += 1
            }
        }
        #expect(compared > 0)
        // The dump (every element, labels and images included) says the same, to its
        // four decimals.
        let f = frames(ltr.displayList().elements)
        let g = frames(rtl.displayList().elements)
        #expect(f.count == g.count && f.count > compared, sourceLocation: sourceLocation)
        for (id, a) in f {
            guard let b = g[id] else {
                Issue.record("\(id) is missing from the right-to-left dump", sourceLocation: sourceLocation)
                continue
            }
            let mirroredX = width - a[0] - a[2]
            #expect(
                abs(mirroredX - b[0]) <= 2e-4 && a[1] == b[1] && a[2] == b[2] && a[3] == b[3],
                "\(id): LTR \(a), RTL \(b)", sourceLocation: sourceLocation)
        }
    }

    @Test("RTL mirrors the whole Settings list in every appearance: x' = width − x − w")
    func rightToLeftSettings() throws {
        for a in [ListAppearance.plain, .grouped, .insetGrouped] {
            try Self.assertMirrored(ListGallery.settings(a), width: 390)
        }
    }

    @Test("RTL mirrors the sidebar, an outline and the grid too")
    func rightToLeftSidebarOutlineGrid() throws {
        try Self.assertMirrored(ListGallery.helloWWDC(.sidebar), width: 320)
        try Self.assertMirrored(ListGallery.helloWWDC(.sidebarPlain), width: 320)
        try Self.assertMirrored(ListGallery.emojiExplorer(), width: 390)
    }

    @Test("RTL: the disclosure ends 2.7 inside the content's leading-side edge, 20 + 20 + 2.7 from the left")
    func rightToLeftDisclosure() throws {
        let l = R.layout(ListGallery.settings(.insetGrouped), traits: R.traits(rtl: true))
        let row = l.sections[0].items[0]
        let ink = try #require(R.accessory(row, "disclosureIndicator"))
        #expect(R.close(ink.minX, 20 + 20 + 2.7))
        // Text at 390 − 80 = 310 from the right; the icon centre at 390 − 52.
        #expect(R.close(R.text(row)?.maxX, 310))
        #expect(R.close(R.image(row)?.midX, 390 - 52))
    }

    // MARK: Outlines

    /// Animals (expanded) › Dogs (expanded) › Puppy; Animals › Cats (collapsed) › Kitten;
    /// Plants (collapsed) › Tree.
    static func outline(_ a: ListAppearance) -> ListGallery.Section {
        let disclosure: [CellAccessory] = [.outlineDisclosure()]
        return R.section(
            a,
            [
                R.row(.cell, "Animals", accessories: disclosure),
                R.row(.cell, "Dogs", accessories: disclosure),
                R.row(.cell, "Puppy"),
                R.row(.cell, "Cats", accessories: disclosure),
                R.row(.cell, "Kitten"),
                R.row(.cell, "Plants", accessories: disclosure),
                R.row(.cell, "Tree")
            ], parents: [nil, 0, 1, 0, 3, nil, 5], expanded: [0, 1])
    }

    static func strings(_ l: ListLayout) -> [String] {
        l.sections[0].items.compactMap { $0.configuration?.text }
    }

    @Test("outline: only expanded children show; indentation 10 per level in insetGrouped, 20 in a sidebar")
    func outlineIndentation() throws {
        let inset = R.layout([Self.outline(.insetGrouped)])
        #expect(Self.strings(inset) == ["Animals", "Dogs", "Puppy", "Cats", "Plants"])
        #expect(inset.sections[0].items.map(\.indentationLevel) == [0, 1, 2, 1, 0])
        for row in inset.sections[0].items {
            let x = 40 + 10 * Double(row.indentationLevel)
            #expect(R.close(R.text(row)?.minX, x), "\(row.configuration?.text ?? ""): \(R.text(row)?.minX ?? -1)")
            // The row, its background and the separator's trailing end do not move.
            #expect(R.close(row.frame.minX, 20) && R.close(row.frame.width, 350))
            if let line = row.separators.first {
                #expect(R.close(line.minX, x) && R.close(line.maxX, 370))
            }
        }
        let sidebar = R.layout([Self.outline(.sidebar)], width: 320)
        #expect(Self.strings(sidebar) == ["Animals", "Dogs", "Puppy", "Cats", "Plants"])
        for row in sidebar.sections[0].items {
            #expect(R.close(R.text(row)?.minX, 24 + 20 * Double(row.indentationLevel)))
            #expect(R.close(row.background?.rect.minX, 16) && R.close(row.background?.rect.width, 288))
        }
    }

    @Test("outline disclosure: tinted, turned a quarter when expanded (three quarters in RTL), only on parents")
    func outlineDisclosure() throws {
        let l = R.layout([Self.outline(.insetGrouped)])
        let rows = l.sections[0].items
        let turns = rows.map { $0.accessories.first { $0.kind.hasPrefix("outlineDisclosure") }?.quarterTurns }
        // Animals and Dogs expanded, Puppy a leaf, Cats and Plants collapsed.
        #expect(turns == [1, 1, nil, 0, 0])
        // docs/uikit-reference.md §3.8: the outline disclosure is in the tint colour (systemBlue).
        #expect(R.color(rows[0].accessories[0].color, 0, 122, 255))
        let rtl = R.layout([Self.outline(.insetGrouped)], traits: R.traits(rtl: true))
        #expect(rtl.sections[0].items[0].accessories[0].quarterTurns == 3)
    }

    @Test("collapsing everything leaves the roots")
    func outlineCollapsed() throws {
        var section = Self.outline(.sidebar)
        section.expanded = []
        let l = R.layout([section], width: 320)
        #expect(Self.strings(l) == ["Animals", "Plants"])
        #expect(l.sections[0].items.allSatisfy { $0.indentationLevel == 0 })
        #expect(R.close(l.sections[0].items[1].frame.minY, 44))
    }

    // MARK: Editing

    static func editableRows() -> [ListGallery.Row] {
        [
            R.row(.cell, "Row", accessories: [.disclosureIndicator(), .delete(), .reorder()]),
            R.row(.cell, "Other", accessories: [.multiselect()])
        ]
    }

    @Test("editing accessories show only while editing and push the text by their width + 16")
    func editingAccessories() throws {
        let idle = R.layout([R.section(.plain, Self.editableRows())])
        let row = idle.sections[0].items[0]
        #expect(row.accessories.map(\.kind) == ["disclosureIndicator"])
        #expect(R.close(R.text(row)?.minX, 20))
        #expect(idle.sections[0].items[1].accessories.isEmpty)

        let editing = R.layout([R.section(.plain, Self.editableRows())], editing: true)
        let e = editing.sections[0].items[0]
        #expect(e.state.contains(.editing))
        #expect(Set(e.accessories.map(\.kind)) == ["delete", "disclosureIndicator", "reorder"])
        let delete = try #require(R.accessory(e, "delete"))
        let reorder = try #require(R.accessory(e, "reorder"))
        let chevron = try #require(R.accessory(e, "disclosureIndicator"))
        // docs/uikit-reference.md §3.1: the leading control at the list margin, the content 16 after it.
        #expect(R.close(delete.minX, 20))
        #expect(R.close(R.text(e)?.minX, delete.maxX + 16))
        // Trailing, from the margin inwards in placement order (docs/uikit-reference.md §3.8): reorder (210)
        // outermost, then 8, then the disclosure (205) whose ink keeps its 2.7 bearing.
        #expect(R.close(reorder.maxX, 370))
        #expect(R.close(chevron.maxX, reorder.minX - 8 - 2.7))
        #expect(R.close(R.text(e)?.maxX, chevron.minX - 16))
        for a in e.accessories { #expect(R.close(a.frame.midY, e.frame.midY)) }
        // The multiselect circle leads the second row.
        let other = editing.sections[0].items[1]
        #expect(other.accessories.map(\.kind) == ["multiselect"])
        #expect(R.close(R.accessory(other, "multiselect")?.minX, 20))
        // Separators start at the moved text.
        let movedText = try #require(R.text(e))
        #expect(R.close(e.separators.first?.minX, movedText.minX))
        // The rows stay 44 (delete's 11 + glyph + 11 is shorter).
        #expect(e.frame.height == 44)
    }

    // MARK: Self-sizing

    static let long =
        "A row whose text is long enough to wrap onto several lines of Body text, "
        + "so the row grows by whole lines and is rounded up to a device pixel"

    @Test("a wrapping text makes its row taller: 11 + n lines + 11, rounded up to device pixels", arguments: [2.0, 3.0])
    func selfSizing(_ scale: Double) throws {
        let l = R.layout([R.section(.insetGrouped, [R.row(.cell, Self.long), R.row(.cell, "After")])], scale: scale)
        let rows = l.sections[0].items
        let lines = try #require(rows[0].content?.text?.layout.lineCount)
        try #require(lines >= 2)
        let height = R.ceilPx(22 + Double(lines) * 20.287109375, scale)
        #expect(R.close(rows[0].frame.height, height), "\(lines) lines: \(rows[0].frame.height), expected \(height)")
        #expect(R.close(R.text(rows[0])?.minY, 35 + R.snapPx((height - 22 - Double(lines) * 20.287109375) / 2, scale) + 11))
        #expect(R.close(rows[1].frame.minY, 35 + height))
        // Device-pixel heights: a whole number of pixels.
        for row in rows {
            let pixels = row.frame.height * scale
            #expect(abs(pixels - pixels.rounded()) < 1e-6)
        }
        // A wrapping grouped footer grows by Footnote lines: 6 + n × 15.514 + 12.
        let footer = R.layout([R.section(.grouped, footer: Self.long, [R.row(.cell, "Row")])], scale: scale)
            .sections[0].footer
        let footerLines = try #require(footer?.content?.text?.layout.lineCount)
        try #require(footerLines >= 2)
        #expect(R.close(footer?.frame.height, R.ceilPx(18 + Double(footerLines) * 15.513671875, scale)))
    }

    @Test("AX2 one-line row: 61.379 pt is 61.5 at 2x and 61.667 at 3x")
    func devicePixelRounding() {
        for (scale, expected) in [(2.0, 61.5), (3.0, 185.0 / 3)] {
            let l = R.layout(
                [R.section(.plain, [R.row(.cell, "Row")])], scale: scale,
                traits: R.traits(.accessibilityLarge))
            #expect(R.close(l.sections[0].items[0].frame.height, expected))
        }
    }

    // MARK: Grid

    @Test("Emoji Explorer recents: tiles 0.28 × (390 − 20) wide, 0.2 × 370 high, 10 apart, inset 10")
    func emojiGrid() throws {
        let l = R.layout(ListGallery.emojiExplorer())
        let grid = l.sections[0]
        #expect(grid.kind == "grid")
        #expect(grid.items.count == 6)
        for (i, tile) in grid.items.enumerated() {
            // x = 10 + i × (103.6 + 10), width 103.6, both on device pixels.
            let x = R.snapPx(10 + Double(i) * 113.6)
            #expect(R.close(tile.frame, x, 10, R.snapPx(103.6), 74), "tile \(i): \(tile.frame)")
            #expect(tile.kind == .gridCell)
            #expect(tile.background?.cornerRadius == 8)
            // The emoji centred in its tile.
            let text = try #require(R.text(tile))
            #expect(abs(text.midY - tile.frame.midY) <= 1.0 / 3)
        }
        // One sideways-scrolling row: tiles run past the trailing edge.
        #expect(try #require(grid.items.last).frame.maxX > 390)
        #expect(R.close(grid.frame, 0, 0, 390, 94))
        #expect(R.close(l.sections[1].frame.minY, 94))
    }
}
