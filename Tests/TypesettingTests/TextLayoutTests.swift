import Raster
import TestSupport
import Testing
import Typesetting

/// Paragraph geometry: alignment, justification, indents, exclusions, font fitting,
/// tracking, line heights and baselines, and the measuring cache.
@Suite(.tags(.concurrent)) struct TextLayoutTests {
    static let font = Font.systemFont(ofSize: 17)
    static let fox = "The quick brown fox jumps over the lazy dog"

    static func layout(
        _ s: String, _ style: ParagraphStyle = .wrapping, width: Double, font: Font = font,
        environment: TextEnvironment = .standard
    ) -> TextLayout {
        TextLayoutEngine.layout(
            StyledText(s, font: font), style: style, width: width,
            environment: environment)
    }

    static func width(_ s: String, font: Font = font) -> Double {
        layout(s, width: .infinity, font: font).size.width
    }

    static func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

    @Test func alignmentPositions() {
        let w = Self.width("Hello")
        func x(_ a: TextAlignment) -> Double {
            Self.layout("Hello", ParagraphStyle(alignment: a), width: 200).lines[0].frame.minX
        }
        #expect(x(.left) == 0)
        #expect(x(.natural) == 0)
        #expect(Self.close(x(.center), (200 - w) / 2))
        #expect(Self.close(x(.right), 200 - w))
        // Sizes do not depend on alignment.
        #expect(Self.layout("Hello", ParagraphStyle(alignment: .center), width: 200).size.width == w)
        // Unbounded width aligns within the widest line.
        let l = Self.layout("Hi\nHello", ParagraphStyle(alignment: .right, numberOfLines: 0), width: .infinity)
        #expect(Self.close(l.lines[0].frame.maxX, w) && Self.close(l.lines[1].frame.maxX, w))
    }

    @Test func justifiedStretchesAllButTheLastLine() {
        let l = Self.layout(
            Self.fox, ParagraphStyle(alignment: .justified, lineBreakMode: .wordWrap, numberOfLines: 0),
            width: 150)
        #expect(l.lines.map(\.text) == ["The quick brown", "fox jumps over the", "lazy dog"])
        for line in l.lines.dropLast() {
            #expect(line.frame.minX == 0 && Self.close(line.frame.width, 150))
            #expect(Self.close(line.runs.reduce(0) { $0 + $1.width }, 150))
        }
        let last = l.lines[2]
        #expect(last.frame.minX == 0 && Self.close(last.frame.width, Self.width("lazy dog")))
        // Only spaces grow: the words keep their advances.
        let plain = Self.layout(Self.fox, .wrapping, width: 150).lines[0].runs[0].run.glyphs
        let justified = l.lines[0].runs[0].run.glyphs
        let text = Array(Self.fox.utf16)
        for (a, b) in zip(plain, justified) where text[a.cluster] != 0x20 { #expect(a.xAdvance == b.xAdvance) }
    }

    @Test func headIndent() {
        let style = ParagraphStyle(lineBreakMode: .wordWrap, numberOfLines: 0, firstLineHeadIndent: 20, headIndent: 5)
        let l = Self.layout(Self.fox, style, width: 150)
        #expect(l.lines[0].frame.minX == 20)
        for line in l.lines.dropFirst() { #expect(line.frame.minX == 5) }
        #expect(l.lines[0].frame.maxX <= 150 && l.lines[1].frame.maxX <= 150)
        // The first line has 130 pt: "The quick brown" (127.6) still fits, "fox" does not.
        #expect(l.lines[0].text == "The quick brown")
        // N first lines.
        var two = style
        two.firstLineHeadIndentCount = 2
        let l2 = Self.layout(Self.fox, two, width: 150)
        #expect(l2.lines[0].frame.minX == 20 && l2.lines[1].frame.minX == 20 && l2.lines[2].frame.minX == 5)
        // Right to left: the head is the right edge.
        var rtl = style
        rtl.baseWritingDirection = .rightToLeft
        let r = Self.layout("שלום עולם", rtl, width: 200)
        #expect(Self.close(r.lines[0].frame.maxX, 180))
    }

    @Test func exclusionRectangle() {
        let lineHeight = Self.layout("A", width: 100).lines[0].frame.height
        // An image 60 wide and 1.5 lines tall at the top left: two lines flow past it.
        let image = Rect(x: 0, y: 0, width: 60, height: lineHeight * 1.5)
        let style = ParagraphStyle(lineBreakMode: .wordWrap, numberOfLines: 0, exclusion: image)
        let l = Self.layout(Self.fox, style, width: 200)
        #expect(l.lines[0].frame.minX == 60 && l.lines[1].frame.minX == 60)
        for line in l.lines.dropFirst(2) { #expect(line.frame.minX == 0) }
        // The first two lines wrap in 140 pt, the rest in 200.
        #expect(l.lines.map(\.text) == ["The quick brown", "fox jumps over", "the lazy dog"])
        #expect(Self.width("The quick brown fox") > 140 && Self.width("fox jumps over the") > 140)
        // The measured width includes the space the image takes.
        #expect(Self.close(l.size.width, 60 + Self.width("The quick brown")))
        // At the trailing side the lines end before it instead.
        let right = ParagraphStyle(
            lineBreakMode: .wordWrap, numberOfLines: 0,
            exclusion: Rect(x: 140, y: 0, width: 60, height: lineHeight * 1.5))
        let r = Self.layout(Self.fox, right, width: 200)
        #expect(r.lines[0].frame.maxX <= 140 && r.lines[1].frame.maxX <= 140 && r.lines[0].frame.minX == 0)
        #expect(r.lines.map(\.text) == ["The quick brown", "fox jumps over", "the lazy dog"])
    }

    @Test func adjustsFontSizeToFitWidth() throws {
        let style = ParagraphStyle(numberOfLines: 1, adjustsFontSizeToFitWidth: true, minimumScaleFactor: 0.5)
        let l = Self.layout(Self.fox, style, width: 250)
        #expect(!l.isTruncated && l.lines.count == 1)
        #expect(l.fontScale < 1 && l.fontScale >= 0.5)
        #expect(l.lines[0].text == Self.fox)
        // The outlines are drawn at the fitted size times the system font's SF Pro compensation.
        let fitted = (17 * l.fontScale * 100).rounded() / 100
        let glyphScale = SystemFontCompensation(
            face: try FontCatalog.shared.systemFace(weight: .regular, italic: false, pointSize: fitted),
            pointSize: fitted
        ).glyphScale
        #expect(glyphScale < 1)
        #expect(l.lines[0].runs[0].run.size == fitted * glyphScale)
        // The largest scale on the 1/100 grid: one step bigger would not fit.
        let bigger = Font.systemFont(ofSize: (17 * (l.fontScale + 0.01) * 100).rounded() / 100)
        #expect(Self.layout(Self.fox, ParagraphStyle(numberOfLines: 1), width: 250, font: bigger).isTruncated)
        // Not below the minimum: too narrow even at half size, so it truncates at half size.
        let tight = Self.layout(Self.fox, style, width: 100)
        #expect(tight.fontScale == 0.5 && tight.isTruncated)
        // Text that fits is not shrunk; a zero minimum factor means no shrinking.
        #expect(Self.layout("Hi", style, width: 250).fontScale == 1)
        var noMinimum = style
        noMinimum.minimumScaleFactor = 0
        #expect(Self.layout(Self.fox, noMinimum, width: 250).fontScale == 1)
    }

    @Test func systemTrackingIsApplied() {
        let tracked = Self.width("Hello")
        let untracked = TextLayoutEngine.layout(
            StyledText("Hello", font: Self.font, kern: 0), style: .wrapping,
            width: .infinity
        ).size.width
        // −0.43 pt after each of the first four letters; none after the line's last.
        #expect(Self.close(tracked - untracked, 4 * -0.43, 1e-9))
        #expect(FontCatalog.systemTracking(forPointSize: 17) == -0.43)
        // A named family gets no automatic tracking.
        #expect(Self.close(Self.width("Hello", font: Font(name: "Inter", size: 17)), untracked))
        // An explicit kern replaces tracking.
        let kerned = TextLayoutEngine.layout(
            StyledText("Hello", font: Self.font, kern: 1), style: .wrapping,
            width: .infinity
        ).size.width
        #expect(Self.close(kerned - untracked, 4, 1e-9))
    }

    @Test func lineHeightsAndBaselinesForBodyAtLarge() throws {
        let body = Font.preferredFont(forTextStyle: .body)
        #expect(body.pointSize == 17 && body.leading == 22)
        let face = try FontCatalog.shared.systemFace(weight: .regular, italic: false, pointSize: 17)
        let m = face.metrics(atSize: 17)
        // Default: the font's own line height (Inter: ascender − descender + gap ≈ 1.21 × size,
        // SF Pro's would be 1.1934 × size = 20.29).
        let natural = m.ascender - m.descender + m.lineGap
        let l = Self.layout(Self.fox, .wrapping, width: 150, font: body)
        #expect(l.lines.count == 3)
        #expect(Self.close(l.lines[0].frame.height, natural))
        #expect(Self.close(l.lines[1].frame.minY, natural))
        #expect(Self.close(l.firstBaseline, m.lineGap / 2 + m.ascender))
        #expect(Self.close(l.size.height, 3 * natural))
        #expect(natural > 17 * 1.19 && natural < 17 * 1.22)
        // The text style's leading: lines 22 apart, glyphs centred in each box.
        var style = ParagraphStyle.wrapping
        style.lineHeight = body.leading
        let led = Self.layout(Self.fox, style, width: 150, font: body)
        #expect(led.lines.map(\.frame.minY) == [0, 22, 44])
        #expect(led.size.height == 66)
        let baseline = (22 - m.ascender + m.descender) / 2 + m.ascender
        #expect(Self.close(led.firstBaseline, baseline))
        #expect(Self.close(led.lastBaseline, 44 + baseline))
    }

    @Test func emptyTextHasNoLines() {
        let l = Self.layout("", width: 100)
        #expect(l.lines.isEmpty && l.size == .zero && l.lineCount == 0 && !l.isTruncated)
        #expect(l.firstBaseline == 0 && l.lastBaseline == 0)
    }

    @Test func textTransforms() {
        var style = ParagraphStyle.wrapping
        style.transform = .uppercase
        #expect(Self.layout("straße", style, width: 300).lines[0].text == "STRASSE")
        style.transform = .capitalized
        #expect(Self.layout("hello wORLD", style, width: 300).lines[0].text == "Hello World")
    }

    @Test func attributedRunsKeepTheirColours() {
        var text = StyledText()
        let red = RGBAColor(r: 255, g: 59, b: 48)
        let blue = RGBAColor(r: 0, g: 122, b: 255)
        text.append("Red ", attributes: .init(font: Self.font, color: red))
        text.append("Blue", attributes: .init(font: Self.font, color: blue))
        let l = TextLayoutEngine.layout(text, style: .wrapping, width: 300)
        #expect(l.lines[0].runs.map(\.color) == [red, blue])
        #expect(Self.close(l.lines[0].runs[1].x, l.lines[0].runs[0].width))
    }

    @Test func missingFontFamilyFallsBackToTheSystemFace() {
        let l = Self.layout("Hello", width: 300, font: Font(name: "No Such Family", size: 17))
        #expect(l.lines[0].runs[0].run.face.familyName == "Inter")
    }

    @Test func boldTextMakesTheSystemFontHeavier() {
        let bold = TextEnvironment(legibilityWeight: .bold)
        let regular = Self.layout("Hello", width: 300)
        let heavier = Self.layout("Hello", width: 300, environment: bold)
        #expect(heavier.size.width > regular.size.width)
    }

    @Test func measurerCachesLayouts() {
        let measurer = TextMeasurer(capacity: 8)
        let text = StyledText(Self.fox, font: Self.font)
        let a = measurer.sizeThatFits(text, style: .wrapping, width: 150)
        #expect(measurer.misses == 1 && measurer.hits == 0)
        let b = measurer.sizeThatFits(text, style: .wrapping, width: 150)
        #expect(measurer.misses == 1 && measurer.hits == 1)
        #expect(a == b)
        _ = measurer.sizeThatFits(text, style: .wrapping, width: 151)
        #expect(measurer.misses == 2)
        // The environment is part of the key (the model maps traits that do not change
        // layout, such as dark mode, to the same environment).
        _ = measurer.sizeThatFits(
            text, style: .wrapping, width: 150,
            environment: TextEnvironment(contentSizeCategory: .accessibilityLarge))
        #expect(measurer.misses == 3)
        _ = measurer.sizeThatFits(text, style: .wrapping, width: 150, environment: .standard)
        #expect(measurer.hits == 2)
        // Colour is part of the key (layouts carry colours), content too.
        _ = measurer.sizeThatFits(
            StyledText(Self.fox, font: Self.font, color: RGBAColor(r: 255, g: 0, b: 0)),
            style: .wrapping, width: 150)
        #expect(measurer.misses == 4)
        // Bounded: many widths never hold more than the capacity.
        for w in 0..<40 { _ = measurer.layout(text, style: .wrapping, width: 100 + Double(w)) }
        #expect(measurer.count <= 8)
        // Cached and fresh layouts agree.
        #expect(
            measurer.layout(text, style: .wrapping, width: 139).lines.map(\.text)
                == TextLayoutEngine.layout(text, style: .wrapping, width: 139).lines.map(\.text))
    }

    @Test func measuredWidthLaysOutOnTheSameLines() {
        // sizeThatFits's width, given back as the width, must not rewrap (UILabel relies on it).
        for n in [1, 3, 5, 9] {
            let s = Self.fox.split(separator: " ").prefix(n).joined(separator: " ")
            let size = Self.layout(s, width: .infinity).size
            let again = Self.layout(s, width: size.width)
            #expect(again.lines.count == 1 && again.size == size, "\(s)")
        }
    }

    /// A cached layout is only ever answered for the catalog that made it: the cache holds
    /// its catalogs, so a freed catalog's address (its `ObjectIdentifier`) cannot come back
    /// as a new catalog's and hand it the old catalog's faces.
    @Test func measurerKeepsItsCatalogsAlive() {
        let measurer = TextMeasurer(capacity: 8)
        let text = StyledText(Self.fox, font: Self.font)
        weak var released: FontCatalog?
        do {
            let catalog = FontCatalog(fontDirectories: FontCatalogTests.directories)
            released = catalog
            _ = measurer.layout(text, style: .wrapping, width: 150, catalog: catalog)
        }
        #expect(released != nil, "the cache holds the catalog its layout came from")
        let other = FontCatalog(fontDirectories: FontCatalogTests.directories)
        let layout = measurer.layout(text, style: .wrapping, width: 150, catalog: other)
        #expect(layout.lines.flatMap(\.runs).allSatisfy { run in other.usedFonts().contains { $0.path == run.run.face.path } })
        #expect(measurer.misses == 2, "another catalog is another key")
        measurer.removeAll()
        #expect(released == nil, "emptied, the cache lets the catalog go")
    }

    @Test func measurerIsThreadSafe() async {
        let measurer = TextMeasurer(capacity: 16)
        let text = StyledText(Self.fox, font: Self.font)
        let widths = (0..<8).map { 120.0 + Double($0) * 10 }
        await withTaskGroup(of: [String].self) { group in
            for i in 0..<64 {
                group.addTask { measurer.layout(text, style: .wrapping, width: widths[i % 8]).lines.map(\.text) }
            }
            for await _ in group {}
        }
        #expect(measurer.hits + measurer.misses == 64)
        #expect(measurer.misses >= 8 && measurer.count <= 16)
        for w in widths {
            #expect(
                measurer.layout(text, style: .wrapping, width: w).lines.map(\.text)
                    == TextLayoutEngine.layout(text, style: .wrapping, width: w).lines.map(\.text))
        }
    }
}
