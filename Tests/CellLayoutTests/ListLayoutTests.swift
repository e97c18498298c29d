import Gallery
import RenderCells
import TestSupport
import Testing

// Exact frames of the list layout stage (`ListLayout`), one appearance at a time at the
// default size (Large), in points to 1e-6. Every expected number is derived by hand from
// docs/uikit-reference.md (§ numbers below), never read back from the
// layout; the only inputs taken from the code are the widths of text runs and the ink
// boxes of symbols (the symbol stage's own sizes), which the reference does not give.
//
// Shared facts used throughout (docs/uikit-reference.md §1, §3.1, §3.2):
// * a UILabel line is `size × 2444 / 2048` tall (SF Pro hhea; 20.287 for Body at Large);
// * the list margin is 20 on a 390-pt phone and 16 on a 320-pt sidebar;
// * cells have 11-pt top/bottom margins and a minimum height of 2 × Body leading
//   (44 at Large), and a symbol reserves Body-leading height (22 at Large);
// * heights are rounded up to device pixels, content is centred in the row and its
//   origin rounded to the nearest device pixel.

/// Hand-written reference numbers and small helpers shared by the `ListLayout*Tests` files.
enum ListReference {
    /// The five content sizes the layout tests sweep: xS, L, XXXL, AX1, AX5.
    static let sweep: [ContentSizeCategory] = [
        .extraSmall, .large, .extraExtraExtraLarge, .accessibilityMedium, .accessibilityExtraExtraExtraLarge
    ]

    /// docs/uikit-reference.md §1 (HIG-T): size / leading in points of the styles lists use, at the five
    /// categories of ``sweep`` (xS, L, XXXL, AX1, AX5), copied from the tables.
    static let typeTable: [TextStyle: [(size: Double, leading: Double)]] = [
        .body: [(14, 19), (17, 22), (23, 29), (28, 34), (53, 62)],
        .caption1: [(11, 13), (12, 16), (18, 23), (22, 28), (43, 51)],
        .footnote: [(12, 16), (13, 18), (19, 24), (23, 29), (44, 52)],
        .subheadline: [(12, 16), (15, 20), (21, 28), (25, 31), (49, 58)],
        .title3: [(17, 22), (20, 25), (26, 32), (31, 38), (55, 65)],
        .title2: [(19, 24), (22, 28), (28, 34), (34, 41), (56, 66)]
    ]

    /// Body's point size at all twelve categories, xS … AX5 (docs/uikit-reference.md §1).
    static let bodySizes: [ContentSizeCategory: Double] = [
        .extraSmall: 14, .small: 15, .medium: 16, .large: 17, .extraLarge: 19, .extraExtraLarge: 21,
        .extraExtraExtraLarge: 23, .accessibilityMedium: 28, .accessibilityLarge: 33, .accessibilityExtraLarge: 40,
        .accessibilityExtraExtraLarge: 47, .accessibilityExtraExtraExtraLarge: 53
    ]

    /// Minimum content height, 2 × Body leading with the category capped at xxxLarge, never
    /// below 44 (docs/uikit-reference.md §3.2 table).
    static let minimumHeight: [ContentSizeCategory: Double] = [
        .extraSmall: 44, .small: 44, .medium: 44, .large: 44, .extraLarge: 48, .extraExtraLarge: 52,
        .extraExtraExtraLarge: 58, .accessibilityMedium: 58, .accessibilityLarge: 58, .accessibilityExtraLarge: 58,
        .accessibilityExtraExtraLarge: 58, .accessibilityExtraExtraExtraLarge: 58
    ]

    /// Minimum height of sidebar rows and the sidebar header: 2 × Body leading alone, the
    /// category capped at xxxLarge (DEC-TC; no 44-pt floor is measured for sidebars).
    static let sidebarMinimumHeight: [ContentSizeCategory: Double] = [
        .extraSmall: 38, .small: 40, .medium: 42, .large: 44, .extraLarge: 48, .extraExtraLarge: 52,
        .extraExtraExtraLarge: 58, .accessibilityMedium: 58, .accessibilityLarge: 58, .accessibilityExtraLarge: 58,
        .accessibilityExtraExtraLarge: 58, .accessibilityExtraExtraExtraLarge: 58
    ]

    static func index(_ c: ContentSizeCategory) -> Int {
        guard let i = sweep.firstIndex(of: c) else { preconditionFailure("\(c) is not in the sweep table") }
        return i
    }

    static func size(_ style: TextStyle, _ c: ContentSizeCategory) -> Double {
        if style == .body, let s = bodySizes[c] { return s }
        return typeTable[style]![index(c)].size
    }

    static func leading(_ style: TextStyle, _ c: ContentSizeCategory) -> Double {
        typeTable[style]![index(c)].leading
    }

    /// A UILabel's line height for a style at a category (docs/uikit-reference.md §1 notes: size × 2444 / 2048).
    static func line(_ style: TextStyle, _ c: ContentSizeCategory) -> Double {
        size(style, c) * 2444 / 2048
    }

    /// A metric designed at Large scaled by UIFontMetrics.default, proportional to Body's
    /// point size (docs/uikit-reference.md §1 notes, INF).
    static func scaled(_ v: Double, _ c: ContentSizeCategory) -> Double {
        v * size(.body, c) / 17
    }

    /// Rounded up to a whole device pixel (row heights).
    static func ceilPx(_ v: Double, _ scale: Double = 3) -> Double {
        ((v * scale) - 1e-7).rounded(.up) / scale
    }

    /// Rounded to the nearest device pixel (positions).
    static func snapPx(_ v: Double, _ scale: Double = 3) -> Double {
        (v * scale).rounded() / scale
    }

    static func traits(_ category: ContentSizeCategory = .large, rtl: Bool = false, dark: Bool = false)
        -> TraitCollection
    {
        TraitCollection.iPhone.modifyingTraits {
            $0.preferredContentSizeCategory = category
            $0.layoutDirection = rtl ? .rightToLeft : .leftToRight
            $0.userInterfaceStyle = dark ? .dark : .light
        }
    }

    /// A row of `style` (for `.cell`, the cell's default configuration, so a sidebar gets
    /// its sidebar cell).
    static func row(
        _ style: ListContentConfiguration.Style = .cell, _ text: String, secondary: String? = nil,
        symbol: String? = nil, accessories: [CellAccessory] = []
    ) -> ListGallery.Row {
        ListGallery.row(style, text, secondary: secondary, symbol: symbol, accessories: accessories)
    }

    /// A section of `appearance`, with supplementary headers and footers where text is given.
    static func section(
        _ appearance: ListAppearance, header: String? = nil, footer: String? = nil,
        _ rows: [ListGallery.Row], parents: [Int?]? = nil, expanded: Set<Int> = []
    )
        -> ListGallery.Section
    {
        ListGallery.Section(
            ListGallery.list(appearance), header: header, footer: footer, rows: rows, parents: parents,
            expanded: expanded)
    }

    static func layout(
        _ sections: [ListGallery.Section], width: Double = 390, scale: Double = 3,
        traits: TraitCollection = traits(), editing: Bool = false
    ) -> ListLayout {
        let view = ListGallery.collectionView(sections, traits: traits)
        view.isEditing = editing
        return view.layout(width: width, scale: scale)
    }

    // MARK: Reading frames in the list's space

    static func text(_ item: ListLayout.Item) -> Rect? {
        guard let f = item.contentFrame, let t = item.content?.text else { return nil }
        return t.frame.offsetBy(dx: f.minX, dy: f.minY)
    }

    static func secondary(_ item: ListLayout.Item) -> Rect? {
        guard let f = item.contentFrame, let t = item.content?.secondaryText else { return nil }
        return t.frame.offsetBy(dx: f.minX, dy: f.minY)
    }

    static func image(_ item: ListLayout.Item) -> Rect? {
        guard let f = item.contentFrame, let r = item.content?.imageFrame else { return nil }
        return r.offsetBy(dx: f.minX, dy: f.minY)
    }

    static func accessory(_ item: ListLayout.Item, _ kind: String) -> Rect? {
        item.accessories.first { $0.kind == kind }?.frame
    }

    static func close(_ a: Double?, _ b: Double, _ tolerance: Double = 1e-6) -> Bool {
        guard let a else { return false }
        return abs(a - b) <= tolerance
    }

    static func close(_ r: Rect?, _ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Bool {
        guard let r else { return false }
        return close(r.minX, x) && close(r.minY, y) && close(r.width, w) && close(r.height, h)
    }

    /// Whether `c` is the 8-bit sRGB colour `r, g, b` with `alpha` (to half a level).
    static func color(_ c: RGBAColor?, _ r: Int, _ g: Int, _ b: Int, _ alpha: Double = 1) -> Bool {
        guard let c else { return false }
        return abs(c.red * 255 - Double(r)) <= 0.5 && abs(c.green * 255 - Double(g)) <= 0.5
            && abs(c.blue * 255 - Double(b)) <= 0.5 && abs(c.alpha - alpha) <= 0.5 / 255
    }

    /// The symbol a list content view draws for `name` at a category (docs/uikit-reference.md §3.4's
    /// configuration), for its ink box.
    static func symbol(_ name: String, _ c: ContentSizeCategory = .large) throws -> SymbolImage {
        try SymbolImage(systemName: name, configuration: .listContent(for: c), traits: traits(c))
    }

    /// The disclosure chevron (docs/uikit-reference.md §3.8: EmphasizedBody, small).
    static func chevron(_ c: ContentSizeCategory = .large) throws -> SymbolImage {
        try SymbolImage(
            systemName: "chevron.forward",
            configuration: SymbolConfiguration(textStyle: .body, weight: .semibold, scale: .small),
            traits: traits(c))
    }
}

@Suite struct ListLayoutTests {
    typealias R = ListReference
    static let px = 1.0 / 3

    /// Body line at Large, 17 × 2444 / 2048.
    static let body = 20.287109375
    /// Footnote line at Large, 13 × 2444 / 2048.
    static let footnote = 15.513671875

    @Test("reference line heights: Body 20.287, Footnote 15.514, Emphasized Subheadline 17.900, Title 3 23.867")
    func lineHeights() {
        #expect(R.line(.body, .large) == Self.body)
        #expect(R.line(.footnote, .large) == Self.footnote)
        #expect(R.line(.subheadline, .large) == 17.900390625)
        #expect(R.line(.title3, .large) == 23.8671875)
    }

    // MARK: insetGrouped

    /// Three rows: text only; symbol + disclosure; valueCell with symbol + disclosure.
    static func insetGroupedRows(_ appearance: ListAppearance = .insetGrouped) -> [ListGallery.Row] {
        [
            R.row(.cell, "General"),
            R.row(.cell, "Wi-Fi", symbol: "wifi", accessories: [.disclosureIndicator()]),
            R.row(.valueCell, "Bluetooth", secondary: "On", symbol: "bolt", accessories: [.disclosureIndicator()])
        ]
    }

    @Test("insetGrouped at 390: card 20…370 from y 35, rows 44, text at 40 / 80 with a symbol, icon centre 52")
    func insetGroupedCard() throws {
        let l = R.layout([R.section(.insetGrouped, Self.insetGroupedRows())])
        let s = try #require(l.sections.first)
        // docs/uikit-reference.md §3.5: 35 above a header-less first section; §3.1: card inset by the list margin.
        #expect(R.close(s.card, 20, 35, 350, 132))
        #expect(s.cardCornerRadius == 10)
        #expect(s.header == nil && s.footer == nil)
        #expect(s.items.count == 3)
        for (i, row) in s.items.enumerated() {
            #expect(R.close(row.frame, 20, 35 + 44 * Double(i), 350, 44), "row \(i): \(row.frame)")
            // The grouped cell background (secondarySystemGroupedBackground) fills the row.
            #expect(R.close(row.background?.rect, 20, 35 + 44 * Double(i), 350, 44))
            #expect(R.color(row.background?.color, 255, 255, 255))
            // One Body line centred in the 44-pt row (docs/uikit-reference.md §3.2).
            #expect(R.close(R.text(row)?.minY, row.frame.minY + (44 - Self.body) / 2))
            #expect(R.close(R.text(row)?.height, Self.body))
        }
        // Text at section inset + list margin = 40 (docs/uikit-reference.md §3.1, M-LISTS).
        #expect(R.close(R.text(s.items[0])?.minX, 40))
        #expect(R.close(R.text(s.items[0])?.maxX, 350))
        // With a symbol: 40 + 24 + 16 = 80, the icon centred in the 24-pt column (centre 52)
        // and on the first line (docs/uikit-reference.md §3.4).
        for row in s.items[1...] {
            #expect(R.close(R.text(row)?.minX, 80))
            let icon = try #require(R.image(row))
            #expect(R.close(icon.midX, 52))
            #expect(R.close(icon.midY, row.frame.minY + 22))
        }
        // docs/uikit-reference.md §3.7: contentHeight = 35 + 3 × 44 + an empty footer of 17.5, rounded up to a
        // device pixel at 3x: 53 px (docs/uikit-reference.md §3.5 measures 35.33 between sections: 2 × 53 px).
        let emptyFooter: Double = 53.0 / 3
        #expect(R.close(l.contentHeight, 35 + 132 + emptyFooter))
        #expect(R.color(l.backgroundColor, 242, 242, 247))
    }

    @Test("margins by width: insetGrouped at 375 card 20…355, text 40 (iOS 16.4–18); plain at 320 text 16 (M-PF)")
    func narrowMargins() throws {
        let inset = R.layout([R.section(.insetGrouped, [R.row(.cell, "One"), R.row(.cell, "Two")])], width: 375)
        let s = inset.sections[0]
        #expect(R.close(s.card, 20, 35, 335, 88))
        #expect(R.close(R.text(s.items[0])?.minX, 40))
        #expect(R.close(s.items[0].separators.first, 40, 79 - Self.px, 355 - 40, Self.px))
        let plain = R.layout([R.section(.plain, [R.row(.cell, "One"), R.row(.cell, "Two")])], width: 320)
        #expect(R.close(R.text(plain.sections[0].items[0])?.minX, 16))
        #expect(R.close(plain.sections[0].items[0].separators.first?.minX, 16))
        let plain375 = R.layout([R.section(.plain, [R.row(.cell, "One"), R.row(.cell, "Two")])], width: 375)
        #expect(R.close(R.text(plain375.sections[0].items[0])?.minX, 20))
    }

    /// An iPad sidebar: a section of top-level rows, then a section headed by its first item
    /// (a header cell with an outline disclosure) whose children iPadOS draws at the
    /// top-level rows' x, not a level in (measured on iPadOS 14 sidebars at 2x), with 10 pt
    /// more above the header section.
    @Test("sidebar: a header cell's children align with top-level rows; 10 pt more above its section")
    func sidebarHeaderSections() throws {
        let plain = ListGallery.list(.sidebar)
        var headed = ListGallery.list(.sidebar)
        if case .list(var c) = headed {
            c.headerMode = .firstItemInSection
            headed = .list(c)
        }
        let header = R.row(.sidebarHeader, "Library", accessories: [.outlineDisclosure(style: .header)])
        let sections = [
            ListGallery.Section(plain, rows: [R.row(.cell, "Listen Now", symbol: "play.circle")]),
            ListGallery.Section(
                headed,
                rows: [
                    header, R.row(.cell, "Recently Added", symbol: "clock"),
                    R.row(.cell, "Artists", symbol: "music.mic")
                ],
                parents: [nil, 0, 0], expanded: [0])
        ]
        let l = R.layout(sections, width: 320, scale: 2)
        let top = l.sections[0].items[0]
        let child = l.sections[1].items[0]
        #expect(child.indentationLevel == 1, "the dump keeps the outline level")
        #expect(R.close(R.text(child)?.minX, try #require(R.text(top)?.minX)))
        let headerRow = try #require(l.sections[1].header)
        #expect(R.close(headerRow.frame.minY, top.frame.maxY + 10))
        // Without a header row, children indent by a level (20 pt in a sidebar).
        let unheaded = R.layout(
            [
                ListGallery.Section(
                    ListGallery.list(.sidebar),
                    rows: [
                        R.row(.cell, "Library", symbol: "clock"), R.row(.cell, "Recently Added", symbol: "clock")
                    ], parents: [nil, 0], expanded: [0])
            ],
            width: 320, scale: 2)
        let items = unheaded.sections[0].items
        #expect(R.close((R.text(items[1])?.minX ?? 0) - (R.text(items[0])?.minX ?? 0), 20))
    }

    @Test("insetGrouped: separators one device pixel at each row's bottom, from the text to the card edge, none on the last")
    func insetGroupedSeparators() throws {
        let l = R.layout([R.section(.insetGrouped, Self.insetGroupedRows())])
        let rows = l.sections[0].items
        // docs/uikit-reference.md §3.7: inner separators inset to the text, trailing inset 0, none at the card edges.
        #expect(rows[0].separators.count == 1)
        #expect(R.close(rows[0].separators.first, 40, 79 - Self.px, 330, Self.px))
        #expect(rows[1].separators.count == 1)
        #expect(R.close(rows[1].separators.first, 80, 123 - Self.px, 290, Self.px))
        #expect(rows[2].separators.isEmpty)
        // separator 60,60,67 α0.29 (docs/uikit-reference.md §2a).
        #expect(R.color(rows[0].separatorColor, 60, 60, 67, 0.29))
    }

    @Test(
        "separators are one device pixel at 1x, 2x and 3x, on the pixel grid, inside the row's bottom",
        arguments: [1.0, 2.0, 3.0])
    func separatorPixel(_ scale: Double) throws {
        let l = R.layout([R.section(.grouped, Self.insetGroupedRows())], scale: scale)
        let rows = l.sections[0].items
        let lines = rows.flatMap(\.separators)
        #expect(lines.count == 4)
        for line in lines {
            #expect(line.height == 1 / scale)
            let y = line.minY * scale
            #expect(abs(y - y.rounded()) < 1e-9, "separator at \(line.minY) is off the \(scale)x grid")
        }
        for row in rows {
            let bottom = try #require(row.separators.last)
            #expect(R.close(bottom.maxY, row.frame.maxY))
        }
    }

    @Test("insetGrouped: the disclosure's ink ends 2.7 inside the content's trailing edge (370 − 20 − 2.7), centred")
    func insetGroupedDisclosure() throws {
        let l = R.layout([R.section(.insetGrouped, Self.insetGroupedRows())])
        let chevron = try R.chevron()
        for row in l.sections[0].items[1...] {
            let ink = try #require(R.accessory(row, "disclosureIndicator"))
            #expect(R.close(ink.maxX, 370 - 20 - 2.7), "\(ink)")
            #expect(R.close(ink.width, chevron.size.width) && R.close(ink.height, chevron.size.height))
            #expect(R.close(ink.midY, row.frame.midY))
            // docs/uikit-reference.md §3.8 measured ink ≈ 6.67 × 11.67–12 pt (3x screenshot: ±1/3 pt).
            #expect(ink.height >= 11.67 - 1.0 / 3 && ink.height <= 12 + 1.0 / 3, "chevron ink \(ink.size)")
            // Phosphor's chevron, stroked at semibold's width, is within the 1/3-pt measuring
            // error of iOS's 6.67 (Material's was 7.23, a known issue before #20).
            #expect(abs(ink.width - 6.67) <= 1.0 / 3, "chevron ink width \(ink.width)")
            // docs/uikit-reference.md §3.1: 16 between the content and the accessory (taken from the chevron's ink),
            // 3.3 less for a valueCell's value (docs/uikit-reference.md §3.8: 13.7 pt ink to ink on M-LISTS; ValueCellSpacingTests).
            let isValue = row.configuration?.style == .valueCell
            let textEnd = try #require(row.content?.secondaryText != nil ? R.secondary(row) : R.text(row)).maxX
            #expect(R.close(textEnd, ink.minX - 16 + (isValue ? 3.3 : 0)))
        }
        #expect(l.sections[0].items[0].accessories.isEmpty)
    }

    @Test("insetGrouped valueCell at L: side by side, secondary at the trailing edge, same baseline")
    func valueCellSideBySide() throws {
        let l = R.layout([R.section(.insetGrouped, Self.insetGroupedRows())])
        let row = l.sections[0].items[2]
        #expect(row.content?.isSideBySide == true)
        let text = try #require(R.text(row))
        let value = try #require(R.secondary(row))
        #expect(R.close(text.minX, 80))
        #expect(value.minX > text.maxX + 8)
        // Both Body: first baselines aligned means the same top.
        #expect(R.close(value.minY, text.minY) && R.close(value.height, Self.body))
    }

    @Test("indentation level 1 in insetGrouped (M-LISTS): icon centre 62, text and separator at 90")
    func insetGroupedIndentedChild() throws {
        let rows: [ListGallery.Row] = [
            R.row(.cell, "Parent", symbol: "star"),
            R.row(.valueCell, "Child", secondary: "Value", symbol: "star"),
            R.row(.valueCell, "Child 2", secondary: "Value", symbol: "star")
        ]
        let l = R.layout([R.section(.insetGrouped, rows, parents: [nil, 0, 0], expanded: [0])])
        let items = l.sections[0].items
        #expect(items.map(\.indentationLevel) == [0, 1, 1])
        #expect(R.close(R.image(items[0])?.midX, 52) && R.close(R.text(items[0])?.minX, 80))
        #expect(R.close(R.image(items[1])?.midX, 62) && R.close(R.text(items[1])?.minX, 90))
        #expect(R.close(items[1].separators.first?.minX, 90) && R.close(items[1].separators.first?.maxX, 370))
        // The row and its background keep the card's full width; only the content moves.
        #expect(R.close(items[1].frame, 20, 79, 350, 44))
        #expect(R.close(items[1].background?.rect, 20, 79, 350, 44))
    }

    @Test("insetGrouped header and footer: grouped header 32 + Footnote + 6 first, 17 + … + 6 after; footer 6 + … + 12")
    func insetGroupedHeadersAndFooters() throws {
        let l = R.layout([
            R.section(.insetGrouped, header: "Connections", footer: "A footer.", [R.row(.cell, "Wi-Fi")]),
            R.section(.insetGrouped, header: "Appearance", [R.row(.cell, "Dark")])
        ])
        let first = l.sections[0]
        let second = l.sections[1]
        // docs/uikit-reference.md §3.3/§3.5: 32 + 15.514 + 6 = 53.514 → 161 px = 53.667.
        let h0 = 161.0 / 3
        let header = try #require(first.header)
        #expect(R.close(header.frame, 20, 0, 350, h0))
        // Header text aligned with the cell text (docs/uikit-reference.md §3.5): x 40; 32 below the header's top
        // (the 0.15-pt rounding slack is split and rounds to 0 px).
        #expect(R.close(R.text(header), 40, 32, 310, Self.footnote))
        #expect(header.configuration?.style == .groupedHeader)
        #expect(R.close(first.items[0].frame, 20, h0, 350, 44))
        #expect(R.close(first.card, 20, h0, 350, 44))
        // Footer: 6 + 15.514 + 12 = 33.514 → 101 px.
        let footer = try #require(first.footer)
        let f = 101.0 / 3
        #expect(R.close(footer.frame, 20, h0 + 44, 350, f))
        #expect(R.close(R.text(footer), 40, h0 + 44 + 6, 310, Self.footnote))
        // Second section: its header follows the footer directly, 17 + 15.514 + 6 → 116 px.
        let h1 = 116.0 / 3
        let header1 = try #require(second.header)
        #expect(R.close(header1.frame, 20, h0 + 44 + f, 350, h1))
        #expect(R.close(R.text(header1)?.minY, h0 + 44 + f + 17))
        #expect(R.close(second.items[0].frame.minY, h0 + 44 + f + h1))
        // No footer text: the empty grouped footer's 17.5 (53 px at 3x) closes the list.
        let emptyFooter: Double = 53.0 / 3
        #expect(R.close(l.contentHeight, h0 + 44 + f + h1 + 44 + emptyFooter))
    }

    // MARK: grouped

    @Test("grouped at 390: rows full width from y 35, 35 between header-less sections, text at 20 / 60 with a symbol")
    func groupedRows() throws {
        let rows: [ListGallery.Row] = [
            R.row(.cell, "General"),
            R.row(.cell, "Wi-Fi", symbol: "wifi"),
            R.row(.cell, "Last")
        ]
        let l = R.layout([R.section(.grouped, rows), R.section(.grouped, [R.row(.cell, "Second")])])
        let a = l.sections[0].items
        let b = l.sections[1].items
        for (i, row) in a.enumerated() {
            #expect(R.close(row.frame, 0, 35 + 44 * Double(i), 390, 44))
        }
        #expect(l.sections[0].card == nil)
        #expect(R.close(R.text(a[0])?.minX, 20))
        #expect(R.close(R.text(a[1])?.minX, 60) && R.close(R.image(a[1])?.midX, 32))
        // docs/uikit-reference.md §3.5: 17.5 + 17.5 between header-less sections, each rounded up to a device
        // pixel: 2 × 53 px = 35.33 pt at 3x, the measured gap.
        let gap: Double = 106.0 / 3
        let emptyFooter: Double = 53.0 / 3
        let secondTop: Double = 35 + 132 + gap
        #expect(R.close(b[0].frame, 0, secondTop, 390, 44))
        #expect(R.close(l.contentHeight, secondTop + 44 + emptyFooter))
    }

    @Test("grouped separators: full-width lines at the section's top and bottom, inner ones inset to the text")
    func groupedSeparators() throws {
        let rows: [ListGallery.Row] = [
            R.row(.cell, "General"),
            R.row(.cell, "Wi-Fi", symbol: "wifi"),
            R.row(.cell, "Last")
        ]
        let l = R.layout([R.section(.grouped, rows), R.section(.grouped, [R.row(.cell, "Only")])])
        let a = l.sections[0].items
        // docs/uikit-reference.md §3.7 (M-HOME): the section's top and bottom separators are full width.
        #expect(a[0].separators.count == 2)
        #expect(R.close(a[0].separators[0], 0, 35, 390, Self.px))
        #expect(R.close(a[0].separators[1], 20, 79 - Self.px, 370, Self.px))
        #expect(a[1].separators.count == 1)
        #expect(R.close(a[1].separators[0], 60, 123 - Self.px, 330, Self.px))
        #expect(a[2].separators.count == 1)
        #expect(R.close(a[2].separators[0], 0, 167 - Self.px, 390, Self.px))
        // A one-row section: full-width top and bottom.
        let only = l.sections[1].items[0]
        #expect(only.separators.count == 2)
        #expect(R.close(only.separators[0], 0, only.frame.minY, 390, Self.px))
        #expect(R.close(only.separators[1], 0, only.frame.maxY - Self.px, 390, Self.px))
    }

    @Test("grouped header: full width, text at the list margin 20, 32 below the first header's top")
    func groupedHeader() throws {
        let l = R.layout([R.section(.grouped, header: "Header", [R.row(.cell, "Row")])])
        let header = try #require(l.sections[0].header)
        #expect(R.close(header.frame, 0, 0, 390, 161.0 / 3))
        #expect(R.close(R.text(header), 20, 32, 350, Self.footnote))
        // Grouped header text is upper-cased Footnote in secondaryLabel (docs/uikit-reference.md §3.3).
        #expect(header.configuration?.textProperties.transform == .uppercase)
        #expect(header.separators.isEmpty)
    }

    // MARK: plain

    @Test("plain at 390: rows from the top without a header, separators between rows only, from the text to 390")
    func plainRows() throws {
        let rows: [ListGallery.Row] = [R.row(.cell, "One"), R.row(.cell, "Two", symbol: "star"), R.row(.cell, "Three")]
        let l = R.layout([R.section(.plain, rows)])
        let a = l.sections[0].items
        for (i, row) in a.enumerated() {
            #expect(R.close(row.frame, 0, 44 * Double(i), 390, 44))
        }
        #expect(R.close(a[0].separators.first, 20, 44 - Self.px, 370, Self.px) && a[0].separators.count == 1)
        #expect(R.close(a[1].separators.first, 60, 88 - Self.px, 330, Self.px) && a[1].separators.count == 1)
        #expect(a[2].separators.isEmpty)
        #expect(l.contentHeight == 132)
        // Plain cells on systemBackground (docs/uikit-reference.md §3.6).
        #expect(R.color(l.backgroundColor, 255, 255, 255) && R.color(a[0].background?.color, 255, 255, 255))
    }

    @Test("plain header: 22 above each header, 28 tall, its text at 20 and centred (y = round((28 − 17.9)/2) = 5)")
    func plainHeaders() throws {
        let l = R.layout([
            R.section(.plain, header: "First", [R.row(.cell, "One"), R.row(.cell, "Two")]),
            R.section(.plain, header: "Second", [R.row(.cell, "Three")])
        ])
        let h0 = try #require(l.sections[0].header)
        let h1 = try #require(l.sections[1].header)
        #expect(R.close(h0.frame, 0, 22, 390, 28))
        #expect(R.close(R.text(h0), 20, 27, 350, 17.900390625))
        #expect(h0.configuration?.style == .plainHeader)
        #expect(R.close(l.sections[0].items[0].frame, 0, 50, 390, 44))
        // The second header: 22 above it again.
        #expect(R.close(h1.frame, 0, 50 + 88 + 22, 390, 28))
        #expect(R.close(l.sections[1].items[0].frame.minY, 50 + 88 + 22 + 28))
        // The last row of a section has no separator, whichever section follows.
        #expect(l.sections[0].items[1].separators.isEmpty)
        // Not scrolled: nothing pinned.
        #expect(l.sections[0].pinnedHeaderFrame == nil)
    }

    @Test("plain header pins at the scroll offset while its section is under it, then is pushed up")
    func plainPinnedHeader() throws {
        let sections = [
            R.section(.plain, header: "First", [R.row(.cell, "One"), R.row(.cell, "Two"), R.row(.cell, "Three")]),
            R.section(.plain, header: "Second", [R.row(.cell, "Four")])
        ]
        let view = ListGallery.collectionView(sections, traits: R.traits())
        view.contentOffset = 70
        var l = view.layout(width: 390, scale: 3)
        // Section 0 spans 0…182 (22 + 28 + 132); its header floats at y = 70.
        #expect(R.close(l.sections[0].pinnedHeaderFrame, 0, 70, 390, 28))
        #expect(l.sections[1].pinnedHeaderFrame == nil)
        // Scrolled to 170: the header cannot float below the section's end minus its height (154).
        view.contentOffset = 170
        l = view.layout(width: 390, scale: 3)
        #expect(R.close(l.sections[0].pinnedHeaderFrame, 0, 154, 390, 28))
        let display = l.displayList(height: 300)
        #expect(display.size == Size(width: 390, height: 300))
        #expect(display.elements.contains { $0.kind == "pinnedHeader" })
    }

    // MARK: sidebar

    @Test("sidebar at 320: rows full width, selection 16…304 radius 10, icon centre 38, text at 62, no separators")
    func sidebarRows() throws {
        let l = R.layout(
            [
                ListGallery.Section(
                    ListGallery.list(.sidebar),
                    rows: [
                        R.row(.cell, "Hello WWDC!", symbol: "star"),
                        R.row(.cell, "Selected", symbol: "star"),
                        R.row(.cell, "No symbol")
                    ])
            ], width: 320)
        let a = l.sections[0].items
        for (i, row) in a.enumerated() {
            #expect(R.close(row.frame, 0, 44 * Double(i), 320, 44), "\(row.frame)")
            #expect(R.close(row.background?.rect, 16, 44 * Double(i), 288, 44))
            #expect(row.background?.cornerRadius == 10)
            #expect(row.separators.isEmpty)
            #expect(row.configuration?.style == .sidebarCell)
        }
        // docs/uikit-reference.md §3.3 (M-SB): 16 + 8 + 28 + 10 = 62; icon centred in the 28-pt column: 24 + 14.
        #expect(R.close(R.text(a[0])?.minX, 62))
        #expect(R.close(R.image(a[0])?.midX, 38))
        #expect(R.close(R.image(a[0])?.midY, 22))
        #expect(R.close(R.text(a[2])?.minX, 24))
        // Sidebar background 242,242,247 in light (docs/uikit-reference.md §3.6, M-SB).
        #expect(R.color(l.backgroundColor, 242, 242, 247))
    }

    @Test("sidebar selection in a key window is the tint with white text; not key, secondarySystemFill")
    func sidebarSelection() throws {
        func selectedRow(key: Bool) -> ListLayout.Item {
            let view = ListGallery.collectionView(
                [
                    ListGallery.Section(
                        ListGallery.list(.sidebar),
                        rows: [
                            R.row(.cell, "Hello WWDC!", symbol: "star")
                        ])
                ], traits: R.traits())
            view.selectedItems = [0]
            view.isKeyWindow = key
            return view.layout(width: 320, scale: 3).sections[0].items[0]
        }
        let key = selectedRow(key: true)
        #expect(R.color(key.background?.color, 0, 122, 255))
        #expect(R.color(key.configuration?.textProperties.resolvedColor().resolvedRGBA(with: R.traits()), 255, 255, 255))
        let notKey = selectedRow(key: false)
        #expect(R.color(notKey.background?.color, 120, 120, 128, 0.16))
        #expect(R.close(notKey.background?.rect, 16, 0, 288, 44))
    }

    @Test("sidebar header: 16…304, text at 24 (M-SB), Emphasized Title 3 (docs/uikit-reference.md §4.8), 11 + 23.867 + 11 → 46")
    func sidebarHeader() throws {
        let l = R.layout([R.section(.sidebar, header: "Library", [R.row(.cell, "Row", symbol: "star")])], width: 320)
        let header = try #require(l.sections[0].header)
        #expect(header.configuration?.style == .sidebarHeader)
        // 20 × 2444/2048 = 23.867 + 22 = 45.867 → 138 px = 46.
        #expect(R.close(header.frame, 16, 0, 288, 46))
        #expect(R.close(R.text(header)?.minX, 24))
        #expect(R.close(R.text(header)?.minY, R.snapPx((46 - 45.8671875) / 2) + 11))
        #expect(R.close(l.sections[0].items[0].frame, 0, 46, 320, 44))
    }

    @Test("sidebarPlain: sidebar rows; a plain header with 22 above it; no separators")
    func sidebarPlain() throws {
        let l = R.layout(
            [
                R.section(
                    .sidebarPlain, header: "Header",
                    [
                        R.row(.cell, "One", symbol: "star"), R.row(.cell, "Two", symbol: "star")
                    ])
            ], width: 320)
        let s = l.sections[0]
        let header = try #require(s.header)
        #expect(header.configuration?.style == .plainHeader)
        #expect(R.close(header.frame.minY, 22) && R.close(header.frame.height, 28))
        #expect(R.close(R.text(header)?.minY, 27))
        for (i, row) in s.items.enumerated() {
            #expect(R.close(row.frame, 0, 50 + 44 * Double(i), 320, 44))
            #expect(R.close(row.background?.rect, 16, 50 + 44 * Double(i), 288, 44))
            #expect(R.close(R.text(row)?.minX, 62))
            #expect(row.separators.isEmpty)
        }
        #expect(R.color(l.backgroundColor, 255, 255, 255))
    }
}
