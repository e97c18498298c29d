import Raster
import Testing
import Typesetting

/// SF Pro Text's digits are about 4 % wider than Inter's at equal cap height (issue #30's
/// iOS renders at the Medium content size). Widening only the digits' advances moved them
/// apart without making them wider: their ink stayed 4–5 % narrow (issue #35). These tests
/// measure the ink drawn, not the advances.
@Suite struct DigitInkWidthTests {
    /// Coverage-weighted ink width of `s` drawn at 3x, in device pixels: the sum over
    /// columns of the column's darkest coverage.
    static func inkWidth(_ s: String, _ attributes: StyledText.Attributes) throws -> Double {
        let l = TypeMetricsTests.layout(s, attributes)
        let canvas = try #require(Canvas(width: Int((l.size.width + 8) * 3), height: Int((l.size.height + 8) * 3)))
        canvas.transform = Transform.identity.scaledBy(x: 3, y: 3)
        canvas.draw(l, at: Point(x: 4, y: 4))
        var width = 0.0
        for x in 0..<canvas.width {
            var darkest: UInt8 = 0
            for y in 0..<canvas.height { darkest = max(darkest, canvas.pixmap[x, y].a) }
            width += Double(darkest) / 255
        }
        return width
    }

    /// Against the same face uncompensated, letters' ink is the glyph scale narrower
    /// (≈ 0.967); digits' ink is that and 4 % wider.
    @Test func digitsInkIsWidenedAsMuchAsTheirAdvance() throws {
        let font = Font.systemFont(ofSize: 16)
        let face = try FontCatalog.shared.systemFace(weight: font.weight, italic: false, pointSize: 16)
        let compensation = SystemFontCompensation(face: face, pointSize: 16)
        let digits =
            try Self.inkWidth("0123456789", StyledText.Attributes(font: font))
            / Self.inkWidth("0123456789", TypeMetricsTests.uncompensated(font))
        let letters =
            try Self.inkWidth("onomatopoeia", StyledText.Attributes(font: font))
            / Self.inkWidth("onomatopoeia", TypeMetricsTests.uncompensated(font))
        let wanted = compensation.glyphScale * SystemFontCompensation.textDigitAdvanceScale
        // Within 1 %: the columns are whole device pixels and each glyph's edges are anti-aliased.
        #expect(abs(digits / wanted - 1) < 0.01, "digits' ink \(digits), wanted \(wanted)")
        #expect(abs(letters / compensation.glyphScale - 1) < 0.01, "letters' ink \(letters)")
        #expect(digits / letters > 1.03, "digits \(digits) against letters \(letters)")
    }

    /// A widened digit's ink stays centred in its widened advance, as it was in Inter's.
    @Test func aWidenedDigitStaysCentredInItsAdvance() throws {
        let font = Font.systemFont(ofSize: 16)
        let l = TypeMetricsTests.layout("0", StyledText.Attributes(font: font))
        let canvas = try #require(Canvas(width: 120, height: 120))
        canvas.transform = Transform.identity.scaledBy(x: 3, y: 3)
        canvas.draw(l, at: Point(x: 4, y: 4))
        var left = Int.max
        var right = Int.min
        for x in 0..<canvas.width {
            for y in 0..<canvas.height where canvas.pixmap[x, y].a > 127 {
                left = min(left, x)
                right = max(right, x)
            }
        }
        let glyph = try #require(l.lines.first?.runs.first?.run.glyphs.first)
        #expect(glyph.inkWidthScale == SystemFontCompensation.textDigitAdvanceScale)
        // Ink centre against the advance's centre, in points (the trailing tracking excluded).
        let advance = glyph.xAdvance - FontCatalog.systemTracking(forPointSize: 16)
        let inkCentre = (Double(left + right + 1) / 2) / 3 - 4
        #expect(abs(inkCentre - advance / 2) < 0.35, "ink centre \(inkCentre), advance \(advance)")
    }

    /// The cache keeps a widened glyph apart from the same glyph at its own width.
    @Test func theCacheKeysTheInkWidth() throws {
        let cache = GlyphCache()
        let face = try FontCatalog.shared.systemFace(weight: .regular, italic: false, pointSize: 16)
        let glyph = try #require(
            TypeMetricsTests.layout("0", StyledText.Attributes(font: .systemFont(ofSize: 16)))
                .lines.first?.runs.first?.run.glyphs.first?.glyph)
        let masks = cache.masks(
            [
                GlyphMaskRequest(glyph: glyph, phaseX: 0),
                GlyphMaskRequest(glyph: glyph, phaseX: 0, inkWidthScale: 1.5)
            ],
            face: face, size: 48)
        #expect(masks[1].width > masks[0].width + 10, "\(masks[0].width) → \(masks[1].width)")
        #expect(cache.masks([GlyphMaskRequest(glyph: glyph, phaseX: 0)], face: face, size: 48)[0].width == masks[0].width)
    }
}
