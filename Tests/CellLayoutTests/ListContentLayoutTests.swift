import RenderCells
import TestSupport
import Testing

/// Exact frames of the list content layout stage (docs/uikit-reference.md §3–4), in points, to 1e-6.
///
/// Line heights are SF Pro's (`size × 2444 / 2048`, 20.287… for Body at Large), so every
/// expectation below is computed from the reference's numbers, not read back from the
/// layout; only the widths of text runs come from the installed face.
@Suite struct ListContentLayoutTests {
    static func traits(_ category: ContentSizeCategory = .large, rtl: Bool = false) -> TraitCollection {
        TraitCollection.iPhone.modifyingTraits {
            $0.preferredContentSizeCategory = category
            $0.layoutDirection = rtl ? .rightToLeft : .leftToRight
        }
    }

    /// A UILabel's line height for a text style at a category (SF Pro hhea metrics).
    static func line(_ style: TextStyle = .body, _ category: ContentSizeCategory = .large) -> Double {
        style.pointSize(for: category) * 2444 / 2048
    }

    static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-6 }

    static func close(_ r: Rect?, _ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Bool {
        guard let r else { return false }
        return close(r.minX, x) && close(r.minY, y) && close(r.width, w) && close(r.height, h)
    }

    static func cell(_ text: String, _ category: ContentSizeCategory = .large, symbol: Bool = false)
        -> ListContentConfiguration
    {
        var c = ListContentConfiguration.cell(traitCollection: traits(category))
        c.text = text
        if symbol { c.image = .systemName("hammer") }
        return c
    }

    static func value(_ text: String, _ secondary: String, _ category: ContentSizeCategory = .large)
        -> ListContentConfiguration
    {
        var c = ListContentConfiguration.valueCell(traitCollection: traits(category))
        c.text = text
        c.secondaryText = secondary
        return c
    }

    static let long =
        "The quick brown fox jumps over the lazy dog while the list keeps growing, "
        + "line after line, until the row is several lines tall"

    // MARK: Default size (Large, 390 pt)

    @Test("cell(): 44 pt row, text at the 20-pt list margin, centred")
    func cellAtLarge() throws {
        let l = ListContentLayout(configuration: Self.cell("Hello"), width: 390)
        #expect(l.mode == .normal && !l.isSideBySide)
        #expect(l.size == Size(width: 390, height: 44))
        #expect(l.margins == EdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20))
        let h = Self.line()
        #expect(Self.close(h, 20.287109375))
        #expect(Self.close(l.text?.frame, 20, (44 - h) / 2, 350, h))
        #expect(l.text?.layout.lineCount == 1)
        #expect(l.imageFrame == nil && l.secondaryText == nil)
        // The Body baseline sits about 28 pt below the row's top (docs/uikit-reference.md §3.2).
        let baseline = try #require(l.text).frame.minY + l.text!.layout.firstBaseline
        #expect(abs(baseline - 28) < 0.75)
    }

    /// 375 pt is 20 as iOS 16.4–18 draw it (renders of 375-pt plain lists start their text at
    /// 20), though UIKit's older decompiled rule gave 16 there; 320 pt is 16 in every version.
    @Test("list margin 16 below 375 pt, 20 from 375 on; a larger superview margin wins")
    func margins() {
        #expect(ListContentLayout.listMargin(forWidth: 320) == 16)
        #expect(ListContentLayout.listMargin(forWidth: 374) == 16)
        #expect(ListContentLayout.listMargin(forWidth: 375) == 20)
        #expect(ListContentLayout.listMargin(forWidth: 390) == 20)
        let narrow = ListContentLayout(configuration: Self.cell("Hello"), width: 320)
        #expect(Self.close(narrow.text!.frame.minX, 16) && Self.close(narrow.text!.frame.width, 320 - 32))
        let se = ListContentLayout(configuration: Self.cell("Hello"), width: 375)
        #expect(Self.close(se.text!.frame.minX, 20) && Self.close(se.text!.frame.width, 375 - 40))
        // Without preserved margins the configuration's own {16, 8} apply.
        var c = Self.cell("Hello")
        c.axesPreservingSuperviewLayoutMargins = []
        let own = ListContentLayout(configuration: c, width: 390)
        #expect(Self.close(own.text!.frame.minX, 16) && Self.close(own.text!.frame.width, 390 - 24))
    }

    /// The hammer symbol as a list cell draws it at a category (Body, scale by category).
    static func hammer(_ category: ContentSizeCategory = .large) throws -> SymbolImage {
        try SymbolImage(systemName: "hammer", configuration: .listContent(for: category), traits: traits(category))
    }

    @Test("a symbol reserves 24 pt: text at 20 + 24 + 16 = 60, the symbol centred in the box and on the first line")
    func symbolColumn() throws {
        let l = ListContentLayout(configuration: Self.cell("Hammer", symbol: true), width: 390)
        #expect(l.size.height == 44)
        let h = Self.line()
        #expect(Self.close(l.text?.frame, 60, (44 - h) / 2, 310, h))
        // The symbol's ink box (Body, large: within the live square of 17 × 1443/2048 × 1.78
        // = 21.32 pt, as SF's 21–23-pt symbols in a sidebar), centred in the 24-pt column
        // and on the first line's centre, y = 22.
        let symbol = try Self.hammer()
        #expect(l.symbol == symbol)
        #expect(symbol.size.height <= 17 * 1443 / 2048 * 1.78 + 1e-9 && symbol.size.width > 19 && symbol.size.width < 24)
        #expect(
            Self.close(
                l.imageFrame, 20 + (24 - symbol.size.width) / 2, 22 - symbol.size.height / 2,
                symbol.size.width, symbol.size.height))
    }

    @Test("a symbol wider than the reserved box widens the column; a tall one the row")
    func largeSymbol() throws {
        var c = Self.cell("Big", symbol: true)
        c.imageProperties.preferredSymbolConfiguration = SymbolConfiguration(pointSize: 40)
        let l = ListContentLayout(configuration: c, width: 390)
        let symbol = try #require(l.symbol)
        #expect(symbol.pointSize == 40 && symbol.scale == .large)
        #expect(symbol.size.width > 24 && symbol.size.height > 22)
        #expect(Self.close(l.imageFrame!.minX, 20))
        #expect(Self.close(l.text!.frame.minX, 20 + symbol.size.width + 16))
        #expect(Self.close(l.size.height, 22 + symbol.size.height))
        #expect(Self.close(l.imageFrame!.minY, 11))
    }

    @Test("the symbol takes the text's weight: headline text gives a semibold symbol, the image's own weight wins")
    func symbolFollowsTextWeight() throws {
        var c = Self.cell("Headline", symbol: true)
        c.textProperties.font = Font.preferredFont(forTextStyle: .headline)
        #expect(ListContentLayout(configuration: c, width: 390).symbol?.weight == .semibold)
        c.image = .symbol(name: "hammer", configuration: SymbolConfiguration(weight: .light))
        #expect(ListContentLayout(configuration: c, width: 390).symbol?.weight == .light)
        #expect(ListContentLayout(configuration: Self.cell("Body", symbol: true), width: 390).symbol?.weight == .regular)
    }

    @Test("configurations merge: list default, then preferred, then the image's own")
    func symbolConfigurationOrder() throws {
        var c = Self.cell("Star")
        c.image = .symbol(name: "star", configuration: SymbolConfiguration(weight: .bold))
        c.imageProperties.preferredSymbolConfiguration = SymbolConfiguration(weight: .light, scale: .small)
        let symbol = try #require(ListContentLayout(configuration: c, width: 390).symbol)
        #expect(symbol.weight == .bold && symbol.scale == .small && symbol.pointSize == 17)
    }

    @Test("an unknown symbol name keeps the reserved box and draws nothing")
    func unknownSymbol() {
        var c = Self.cell("Nothing")
        c.image = .systemName("no.such.symbol")
        let l = ListContentLayout(configuration: c, width: 390)
        #expect(l.symbol == nil)
        #expect(Self.close(l.imageFrame, 20, 11, 24, 22))
        #expect(Self.close(l.text!.frame.minX, 60))
    }

    @Test("insetGrouped as measured (docs/uikit-reference.md §3.4 M-LISTS): icon centre x 62, text x 90")
    func insetGroupedMeasured() {
        // The card is inset 20 pt on a 390-pt screen, so the cell is 350 wide at x = 20; the
        // measured row is an outline child (indentation 10), so the preserved margin is
        // the list's 20 + 10.
        let l = ListContentLayout(
            configuration: Self.cell("Hammer", symbol: true), width: 350,
            superviewHorizontalMargin: 30)
        #expect(Self.close(20 + l.imageFrame!.midX, 62))
        #expect(Self.close(20 + l.text!.frame.minX, 90))
    }

    @Test("subtitleCell: 4-pt margins, Body + Caption1 = 34.6 raised to 44 and centred")
    func subtitleCell() {
        var c = ListContentConfiguration.subtitleCell()
        c.text = "Title"
        c.secondaryText = "Subtitle"
        let l = ListContentLayout(configuration: c, width: 390)
        let body = Self.line()
        let caption = Self.line(.caption1)
        #expect(Self.close(caption, 14.3203125))
        #expect(l.size.height == 44 && !l.isSideBySide)
        let top = (44 - body - caption) / 2
        #expect(Self.close(l.text?.frame, 20, top, 350, body))
        #expect(Self.close(l.secondaryText?.frame, 20, top + body, 350, caption))
    }

    @Test("valueCell: side by side, secondary at the trailing margin, baselines aligned")
    func valueCellSideBySide() throws {
        let l = ListContentLayout(configuration: Self.value("Name", "Value"), width: 390)
        #expect(l.isSideBySide && l.mode == .normal)
        #expect(l.size.height == 44)
        let h = Self.line()
        let text = try #require(l.text)
        let secondary = try #require(l.secondaryText)
        #expect(Self.close(text.frame, 20, (44 - h) / 2, text.layout.size.width, h))
        #expect(
            Self.close(
                secondary.frame, 370 - secondary.layout.size.width, (44 - h) / 2,
                secondary.layout.size.width, h))
        #expect(
            Self.close(
                text.frame.minY + text.layout.firstBaseline,
                secondary.frame.minY + secondary.layout.firstBaseline))
        #expect(text.layout.lineCount == 1 && secondary.layout.lineCount == 1 && !secondary.layout.isTruncated)
        #expect(secondary.frame.minX - text.frame.maxX >= 8)
    }

    @Test("valueCell falls back to stacked when the secondary does not fit or the text wraps")
    func valueCellForcedStacked() {
        let h = Self.line()
        for c in [Self.value("Name", Self.long), Self.value(Self.long, "Value")] {
            let l = ListContentLayout(configuration: c, width: 390)
            #expect(!l.isSideBySide)
            let textLines = Double(l.text!.layout.lineCount)
            let secondaryLines = Double(l.secondaryText!.layout.lineCount)
            let block = (textLines + secondaryLines) * h + 3
            #expect(Self.close(l.size.height, 22 + block))
            #expect(Self.close(l.text?.frame, 20, 11, 350, textLines * h))
            #expect(Self.close(l.secondaryText?.frame, 20, 11 + textLines * h + 3, 350, secondaryLines * h))
        }
    }

    // MARK: Dynamic Type

    @Test("heights at xSmall, xxxLarge, AX1 and AX5")
    func dynamicTypeHeights() {
        // Empty rows show the minimum heights of docs/uikit-reference.md §3.2 (xSmall: twice
        // Body's leading is 38, under iOS 18's 44-pt floor).
        for (category, minimum) in [
            (ContentSizeCategory.extraSmall, 44.0), (.extraExtraExtraLarge, 58), (.accessibilityMedium, 58),
            (.accessibilityExtraExtraExtraLarge, 58)
        ] {
            let empty = ListContentLayout(
                configuration: .cell(traitCollection: Self.traits(category)), width: 390,
                traits: Self.traits(category))
            #expect(empty.size.height == minimum)
            // One line: max(11 + line + 11, minimum). At xSmall 22 + 16.71 stays under the
            // 44-pt floor; at AX5 the 63.25-pt line makes an 85-pt row.
            let l = ListContentLayout(configuration: Self.cell("Hi", category), width: 390, traits: Self.traits(category))
            let h = Self.line(.body, category)
            let height = max(22 + h, minimum)
            #expect(Self.close(l.size.height, height), "\(category)")
            #expect(Self.close(l.text?.frame, 20, (height - h) / 2, 350, h), "\(category)")
            #expect(l.mode == (category.isAccessibilityCategory ? .accessibility : .normal))
        }
    }

    @Test("valueCell always stacks at AX sizes")
    func valueCellStackedAtAX() {
        for category in [ContentSizeCategory.accessibilityMedium, .accessibilityExtraExtraExtraLarge] {
            let l = ListContentLayout(
                configuration: Self.value("A", "B", category), width: 390,
                traits: Self.traits(category))
            #expect(l.mode == .accessibility && !l.isSideBySide)
            let h = Self.line(.body, category)
            #expect(Self.close(l.size.height, 22 + 2 * h + 3))
            #expect(Self.close(l.text?.frame, 20, 11, 350, h))
            #expect(Self.close(l.secondaryText?.frame, 20, 11 + h + 3, 350, h))
        }
    }

    @Test("AX wrapping: the first lines start past the image, later lines at the leading margin")
    func accessibilityWrapping() throws {
        let category = ContentSizeCategory.accessibilityExtraLarge
        let l = ListContentLayout(
            configuration: Self.cell(Self.long, category, symbol: true), width: 390,
            traits: Self.traits(category))
        #expect(l.mode == .accessibilityWrapping)
        let text = try #require(l.text)
        let image = try #require(l.imageFrame)
        let column = 24 * TextStyle.body.pointSize(for: category) / 17
        #expect(Self.close(text.frame.minX, 20) && Self.close(text.frame.width, 350))
        // The symbol (Body 40 pt, small at AX3: 28.2 pt) centred in the 56.5-pt column and
        // on the 47.7-pt first line.
        let symbol = try Self.hammer(category)
        #expect(symbol.scale == .small && image.size == symbol.size)
        #expect(Self.close(image.minX, 20 + (column - symbol.size.width) / 2))
        #expect(Self.close(image.midY, text.frame.minY + Self.line(.body, category) / 2))
        #expect(Self.close(text.layout.lines[0].frame.minX, column + 16))
        #expect(text.layout.lines.dropFirst().contains { Self.close($0.frame.minX, 0) })
        let h = Self.line(.body, category)
        #expect(Self.close(l.size.height, 22 + Double(text.layout.lineCount) * h))
    }

    // MARK: Self-sizing, images

    @Test("long text wraps and the row grows by whole lines")
    func selfSizing() {
        let h = Self.line()
        var previous = 0
        for width in [390.0, 300, 220] {
            let l = ListContentLayout(configuration: Self.cell(Self.long), width: width)
            let n = l.text!.layout.lineCount
            #expect(n >= 2 && n > previous)
            #expect(Self.close(l.size.height, 22 + Double(n) * h))
            #expect(
                Self.close(
                    l.text?.frame, ListContentLayout.listMargin(forWidth: width), 11,
                    width - 2 * ListContentLayout.listMargin(forWidth: width), Double(n) * h))
            previous = n
        }
        // numberOfLines caps the growth.
        var capped = Self.cell(Self.long)
        capped.textProperties.numberOfLines = 1
        let one = ListContentLayout(configuration: capped, width: 220)
        #expect(one.size.height == 44 && one.text!.layout.isTruncated)
    }

    @Test("pixmap images: intrinsic size clamped aspect-fit to maximumSize, centred in the column")
    func pixmapImage() throws {
        var c = Self.cell("Photo")
        c.image = .pixmap(try #require(Pixmap(width: 60, height: 30)))
        c.imageProperties.maximumSize = Size(width: 30, height: 30)
        let l = ListContentLayout(configuration: c, width: 390)
        #expect(Self.close(l.imageFrame, 20, 22 - 7.5, 30, 15))
        #expect(Self.close(l.text!.frame.minX, 20 + 30 + 16))
        // A reserved width wider than the image centres it.
        c.imageProperties.reservedLayoutSize = Size(width: 40, height: 0)
        let r = ListContentLayout(configuration: c, width: 390)
        #expect(Self.close(r.imageFrame!.minX, 25) && Self.close(r.text!.frame.minX, 76))
        // A tall image sets the row height, and is not placed above half the top margin.
        c.imageProperties.maximumSize = .zero
        c.imageProperties.reservedLayoutSize = .zero
        c.image = .pixmap(try #require(Pixmap(width: 60, height: 80)))
        let tall = ListContentLayout(configuration: c, width: 390)
        #expect(Self.close(tall.size.height, 102))
        #expect(tall.imageFrame!.minY >= 5.5)
    }

    // MARK: Right to left

    @Test("RTL mirrors every frame: x' = width − x − w", arguments: [0, 1, 2, 3, 4, 5])
    func rightToLeftMirror(_ index: Int) throws {
        let ax = ContentSizeCategory.accessibilityExtraLarge
        let cases: [(ListContentConfiguration, ContentSizeCategory)] = [
            (Self.cell("Hammer", symbol: true), .large),
            (
                {
                    var c = ListContentConfiguration.subtitleCell()
                    c.text = "T"
                    c.secondaryText = "S"
                    return c
                }(), .large
            ),
            (Self.value("Name", "Value"), .large),
            (Self.value("Name", Self.long), .large),
            (Self.cell(Self.long, ax, symbol: true), ax),
            (Self.cell(Self.long, .extraSmall, symbol: true), .extraSmall)
        ]
        let (c, category) = cases[index]
        let ltr = ListContentLayout(configuration: c, width: 390, traits: Self.traits(category))
        let rtl = ListContentLayout(configuration: c, width: 390, traits: Self.traits(category, rtl: true))
        #expect(rtl.size == ltr.size && rtl.mode == ltr.mode && rtl.isSideBySide == ltr.isSideBySide)
        func mirrored(_ a: Rect?, _ b: Rect?) -> Bool {
            guard let a, let b else { return a == nil && b == nil }
            return Self.close(b, 390 - a.minX - a.width, a.minY, a.width, a.height)
        }
        #expect(mirrored(ltr.imageFrame, rtl.imageFrame))
        #expect(mirrored(ltr.text?.frame, rtl.text?.frame))
        #expect(mirrored(ltr.secondaryText?.frame, rtl.secondaryText?.frame))
        #expect(ltr.text?.layout.lineCount == rtl.text?.layout.lineCount)
    }

    @Test("text is measured through the cache: a second identical layout measures nothing new")
    func measurementIsCached() {
        let measurer = TextMeasurer(capacity: 64)
        let c = Self.value("Name", "Value")
        let first = ListContentLayout(configuration: c, width: 390, measurer: measurer)
        let misses = measurer.misses
        #expect(misses > 0)
        let second = ListContentLayout(configuration: c, width: 390, measurer: measurer)
        #expect(measurer.misses == misses && measurer.hits > 0)
        #expect(first.text?.frame == second.text?.frame && first.secondaryText?.frame == second.secondaryText?.frame)
    }

    // MARK: The view

    @Test("ListContentView measures with the layout; an unbounded width gives the natural width")
    func viewSize() throws {
        let view = ListContentView(configuration: Self.value("Name", "Value"))
        #expect(view.sizeThatFits(Size(width: 390, height: .infinity)) == Size(width: 390, height: 44))
        let natural = view.sizeThatFits(Size(width: .infinity, height: .infinity))
        let l = view.layout(width: 390)
        let expected = 20 + l.text!.layout.size.width + 8 + l.secondaryText!.layout.size.width + 20
        #expect(Self.close(natural.width, expected) && natural.height == 44)
        #expect(ListContentLayout(configuration: Self.value("Name", "Value"), width: natural.width).isSideBySide)
    }
}
