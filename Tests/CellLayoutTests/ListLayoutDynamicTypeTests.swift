import Gallery
import RenderCells
import TestSupport
import Testing

// Every appearance × the main variants at xS, L, XXXL, AX1 and AX5: row heights, text and
// icon positions, headers and footers, separators, all computed here from the reference
// (docs/uikit-reference.md §1 type tables, §3.1–3.5, §4) with the helpers of `ListReference` (ListLayoutTests.swift).
//
// Height of a row (docs/uikit-reference.md §3.2, §4.7) = max(margins + text block, margins + image layout height,
// minimum height), the image layout height being at least Body's leading for symbols;
// rounded up to a device pixel (3x here). The text block is centred in it, so with equal
// top and bottom margins its top is (H − block) / 2 below the content's top, which itself
// sits snap((row − H) / 2) below the row's top.

@Suite struct ListLayoutDynamicTypeTests {
    typealias R = ListReference
    static let px = 1.0 / 3

    /// What one section shows: header "Head", the rows, footer "Foot".
    static func grouping(_ a: ListAppearance) -> [ListGallery.Row] {
        switch a {
        case .sidebar, .sidebarPlain:
            [
                R.row(.cell, "Title"),
                R.row(.cell, "Title", symbol: "star"),
                R.row(.sidebarSubtitleCell, "Title", secondary: "Sub", symbol: "star")
            ]
        default:
            [
                R.row(.cell, "Title"),
                R.row(.cell, "Title", symbol: "star"),
                R.row(.subtitleCell, "Title", secondary: "Sub", symbol: "star"),
                R.row(.valueCell, "Title", secondary: "Value", symbol: "star")
            ]
        }
    }

    /// Geometry of an appearance on its device: list width, row x and width, where the
    /// primary text starts without an image, the reserved symbol width at Large and the
    /// image-to-text padding (docs/uikit-reference.md §3.1, §3.3, §3.4).
    struct Geometry {
        var width: Double
        var rowX: Double
        var rowWidth: Double
        var supplementaryX: Double
        var supplementaryWidth: Double
        var textX: Double
        var symbolWidth: Double
        var imageToText: Double
    }

    static func geometry(_ a: ListAppearance) -> Geometry {
        switch a {
        case .plain, .grouped:
            Geometry(
                width: 390, rowX: 0, rowWidth: 390, supplementaryX: 0, supplementaryWidth: 390, textX: 20,
                symbolWidth: 24, imageToText: 16)
        case .insetGrouped:
            Geometry(
                width: 390, rowX: 20, rowWidth: 350, supplementaryX: 20, supplementaryWidth: 350, textX: 40,
                symbolWidth: 24, imageToText: 16)
        case .sidebar, .sidebarPlain:
            // Sidebar rows: background inset 16, content 8 inside it (M-SB), headers likewise.
            Geometry(
                width: 320, rowX: 0, rowWidth: 320, supplementaryX: 16, supplementaryWidth: 288, textX: 24,
                symbolWidth: 28, imageToText: 10)
        }
    }

    /// Expected row: height of the content (before rounding), text block height, where the
    /// secondary text goes.
    struct Expected {
        var contentHeight: Double
        var block: Double
        var hasSymbol: Bool
        enum Secondary {
            case none
            case below(Double)
            case trailing
        }
        var secondary: Secondary
    }

    static func expectedRows(_ a: ListAppearance, _ c: ContentSizeCategory) -> [Expected] {
        let body = R.line(.body, c)
        let lead = R.leading(.body, c)
        let isSidebar = a == .sidebar || a == .sidebarPlain
        let minimum = isSidebar ? R.sidebarMinimumHeight[c]! : R.minimumHeight[c]!
        let symbolRow = max(22 + max(body, lead), minimum)
        switch a {
        case .sidebar, .sidebarPlain:
            let footnote = R.line(.footnote, c)
            return [
                Expected(contentHeight: max(22 + body, minimum), block: body, hasSymbol: false, secondary: .none),
                Expected(contentHeight: symbolRow, block: body, hasSymbol: true, secondary: .none),
                // Sidebar subtitle: 11-pt margins (MEAS M-HOME, docs/uikit-reference.md §3.3), Footnote right below.
                Expected(
                    contentHeight: max(22 + body + footnote, 22 + lead, minimum), block: body + footnote,
                    hasSymbol: true, secondary: .below(0))
            ]
        default:
            let caption = R.line(.caption1, c)
            let value: Expected =
                c.isAccessibilityCategory
                // docs/uikit-reference.md §4.4: never side by side at AX sizes; stacked with the 3-pt padding (§4.5).
                ? Expected(
                    contentHeight: max(22 + 2 * body + 3, 22 + lead, minimum), block: 2 * body + 3,
                    hasSymbol: true, secondary: .below(3))
                : Expected(contentHeight: symbolRow, block: body, hasSymbol: true, secondary: .trailing)
            return [
                Expected(contentHeight: max(22 + body, minimum), block: body, hasSymbol: false, secondary: .none),
                Expected(contentHeight: symbolRow, block: body, hasSymbol: true, secondary: .none),
                // subtitleCell: 4-pt margins, Caption 1 right below (docs/uikit-reference.md §3.3).
                Expected(
                    contentHeight: max(8 + body + caption, 8 + lead, minimum), block: body + caption,
                    hasSymbol: true, secondary: .below(0)),
                value
            ]
        }
    }

    static func layout(_ a: ListAppearance, _ c: ContentSizeCategory) -> ListLayout {
        R.layout(
            [R.section(a, header: "Head", footer: "Foot", grouping(a))], width: geometry(a).width,
            traits: R.traits(c))
    }

    static let appearances: [ListAppearance] = [.plain, .grouped, .insetGrouped, .sidebar, .sidebarPlain]

    @Test("rows: height, text and icon positions, secondary text", arguments: appearances, R.sweep)
    func rows(_ a: ListAppearance, _ c: ContentSizeCategory) throws {
        let g = Self.geometry(a)
        let l = Self.layout(a, c)
        let section = try #require(l.sections.first)
        let expected = Self.expectedRows(a, c)
        try #require(section.items.count == expected.count)
        let body = R.line(.body, c)
        let star = try R.symbol("star", c)
        let reserved = R.scaled(g.symbolWidth, c)
        // The derivation assumes the symbol fits its reserved box (docs/uikit-reference.md §3.4).
        try #require(star.size.width <= reserved && star.size.height <= R.leading(.body, c))

        var y = try #require(section.header).frame.maxY
        for (i, (row, e)) in zip(section.items, expected).enumerated() {
            let place = "\(a) \(c.shortName) row \(i)"
            let height = R.ceilPx(e.contentHeight)
            #expect(R.close(row.frame, g.rowX, y, g.rowWidth, height), "\(place): \(row.frame), expected height \(height)")
            let text = try #require(R.text(row))
            #expect(row.content?.text?.layout.lineCount == 1, "\(place)")
            let textX = g.textX + (e.hasSymbol ? reserved + g.imageToText : 0)
            let textY = y + R.snapPx((height - e.contentHeight) / 2) + (e.contentHeight - e.block) / 2
            #expect(R.close(text.minX, textX), "\(place): text x \(text.minX), expected \(textX)")
            #expect(R.close(text.minY, textY), "\(place): text y \(text.minY), expected \(textY)")
            #expect(R.close(text.height, body))
            if e.hasSymbol {
                // Centred in the reserved column and on the first line (docs/uikit-reference.md §3.4, §4.6).
                let icon = try #require(R.image(row))
                #expect(R.close(icon.midX, g.textX + reserved / 2), "\(place): icon x \(icon.midX)")
                #expect(R.close(icon.midY, textY + body / 2), "\(place): icon y \(icon.midY)")
            }
            switch e.secondary {
            case .none:
                #expect(row.content?.secondaryText == nil)
            case .below(let gap):
                let s = try #require(R.secondary(row))
                #expect(R.close(s.minX, textX) && R.close(s.minY, text.maxY + gap), "\(place): secondary \(s)")
                #expect(row.content?.isSideBySide == false)
            case .trailing:
                let s = try #require(R.secondary(row))
                #expect(row.content?.isSideBySide == true, "\(place)")
                #expect(R.close(s.maxX, g.rowX + g.rowWidth - 20), "\(place): value ends at \(s.maxX)")
                #expect(R.close(s.minY, text.minY))
            }
            if c.isAccessibilityCategory, e.hasSymbol {
                #expect(row.content?.mode == .accessibility, "\(place)")
            } else if !c.isAccessibilityCategory {
                #expect(row.content?.mode == .normal, "\(place)")
            }
            y += height
        }
    }

    @Test("headers and footers", arguments: appearances, R.sweep)
    func supplementaries(_ a: ListAppearance, _ c: ContentSizeCategory) throws {
        let g = Self.geometry(a)
        let l = Self.layout(a, c)
        let section = try #require(l.sections.first)
        let header = try #require(section.header)
        let footer = try #require(section.footer)
        let rowsEnd = try #require(section.items.last).frame.maxY

        // Header: (top of the header, its content height, top margin, text line).
        let headerTop: Double
        let headerContent: Double
        let headerMargin: Double
        let headerLine: Double
        let headerHeight: Double
        let footerContent: Double
        let footerMargin: Double
        let footerLine: Double
        switch a {
        case .plain, .sidebarPlain:
            // docs/uikit-reference.md §3.5: 22 above; at least 28 scaled; EmphasizedSubheadline with 4-pt margins (§3.3).
            headerTop = 22
            headerLine = R.line(.subheadline, c)
            headerContent = 8 + headerLine
            headerMargin = 4
            headerHeight = R.ceilPx(max(headerContent, R.scaled(28, c)))
            footerLine = headerLine
            footerContent = 8 + footerLine
            footerMargin = 4
        case .grouped, .insetGrouped:
            // docs/uikit-reference.md §3.3: first grouped header 32 + Footnote + 6; footer 6 + Footnote + 12.
            headerTop = 0
            headerLine = R.line(.footnote, c)
            headerContent = 32 + headerLine + 6
            headerMargin = 32
            headerHeight = R.ceilPx(headerContent)
            footerLine = headerLine
            footerContent = 6 + footerLine + 12
            footerMargin = 6
        case .sidebar:
            // docs/uikit-reference.md §4.8: Emphasized Title 3 with the sidebar's 11-pt margins; minimum height applies (§3.2).
            headerTop = 0
            headerLine = R.line(.title3, c)
            headerContent = max(22 + headerLine, R.sidebarMinimumHeight[c]!)
            headerMargin = (headerContent - headerLine) / 2
            headerHeight = R.ceilPx(headerContent)
            footerLine = R.line(.footnote, c)
            footerContent = 6 + footerLine + 12
            footerMargin = 6
        }
        let name = "\(a) \(c.shortName)"
        #expect(
            R.close(header.frame, g.supplementaryX, headerTop, g.supplementaryWidth, headerHeight),
            "\(name): header \(header.frame), expected height \(headerHeight)")
        let headerText = try #require(R.text(header))
        let headerTextY = headerTop + R.snapPx((headerHeight - headerContent) / 2) + headerMargin
        #expect(R.close(headerText.minX, g.textX), "\(name): header text x \(headerText.minX)")
        #expect(R.close(headerText.minY, headerTextY), "\(name): header text y \(headerText.minY), expected \(headerTextY)")
        #expect(R.close(headerText.height, headerLine))
        #expect(R.close(section.items[0].frame.minY, header.frame.maxY))

        let footerHeight = R.ceilPx(footerContent)
        #expect(
            R.close(footer.frame, g.supplementaryX, rowsEnd, g.supplementaryWidth, footerHeight),
            "\(name): footer \(footer.frame), expected height \(footerHeight)")
        let footerText = try #require(R.text(footer))
        #expect(R.close(footerText.minX, g.textX), "\(name): footer text x \(footerText.minX)")
        #expect(
            R.close(footerText.minY, rowsEnd + R.snapPx((footerHeight - footerContent) / 2) + footerMargin),
            "\(name): footer text y \(footerText.minY)")
        #expect(R.close(footerText.height, footerLine))
        #expect(R.close(l.contentHeight, footer.frame.maxY))
    }

    @Test("separators follow the text at every size; none in sidebars", arguments: appearances, R.sweep)
    func separators(_ a: ListAppearance, _ c: ContentSizeCategory) throws {
        let g = Self.geometry(a)
        let rows = Self.layout(a, c).sections[0].items
        for (i, row) in rows.enumerated() {
            let isLast = i == rows.count - 1
            switch a {
            case .sidebar, .sidebarPlain:
                #expect(row.separators.isEmpty)
            case .plain, .insetGrouped:
                let x = try #require(R.text(row)).minX
                if isLast {
                    #expect(row.separators.isEmpty)
                } else {
                    #expect(row.separators.count == 1)
                    #expect(
                        R.close(row.separators.first, x, row.frame.maxY - Self.px, g.rowX + g.rowWidth - x, Self.px),
                        "\(a) \(c.shortName) row \(i): \(row.separators)")
                }
            case .grouped:
                let textX = try #require(R.text(row)).minX
                let x = isLast ? 0 : textX
                let bottom = try #require(row.separators.last)
                #expect(R.close(bottom, x, row.frame.maxY - Self.px, 390 - x, Self.px))
                #expect(row.separators.count == (i == 0 ? 2 : 1))
            }
        }
    }

    @Test("one-line cell() row at all twelve sizes: max(11 + line + 11, minimum), rounded up to device pixels")
    func cellHeightAtEveryCategory() throws {
        // xS, S and M take the 44-pt floor (11 + 14 × 2444/2048 + 11 = 38.707 at xS);
        // AX2 61.379 → 61.667, AX3 69.734 → 70, AX4 78.087 → 78.333, AX5 85.248 → 85.333.
        let expected: [ContentSizeCategory: Double] = [
            .extraSmall: 44, .small: 44, .medium: 44, .large: 44, .extraLarge: 48, .extraExtraLarge: 52,
            .extraExtraExtraLarge: 58, .accessibilityMedium: 58, .accessibilityLarge: 185.0 / 3,
            .accessibilityExtraLarge: 70, .accessibilityExtraExtraLarge: 235.0 / 3,
            .accessibilityExtraExtraExtraLarge: 256.0 / 3
        ]
        for c in ContentSizeCategory.all {
            let l = R.layout([R.section(.insetGrouped, [R.row(.cell, "Row"), R.row(.cell, "Row")])], traits: R.traits(c))
            let h = try #require(expected[c])
            #expect(R.close(h, R.ceilPx(max(22 + R.bodySizes[c]! * 2444 / 2048, R.minimumHeight[c]!))))
            for row in l.sections[0].items {
                #expect(R.close(row.frame.height, h), "\(c.shortName): \(row.frame.height), expected \(h)")
            }
        }
    }
}
