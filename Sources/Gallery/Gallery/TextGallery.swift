import RenderCells

// The text plates: what the text stage draws, as reference pictures and demo tiles.
// Every plate lays its text out with TextLayoutEngine and draws it with
// Canvas.draw(_:at:), so a plate pins the whole text pipeline (fonts,
// fallback, shaping, bidi, line breaking, truncation, glyph rendering).

/// Plates showing text: Dynamic Type, scripts, truncation, bidi, exclusions, transforms.
public enum TextGallery {
    /// All plates: the Dynamic Type plates (one per content size category), then the rest.
    public static let plates: [PrimitivePlate] =
        ContentSizeCategory.all.map(dynamicType) + [
            multilingual, truncation, bidi, exclusion, alignment, transformed
        ]

    /// The traits plates are drawn with: the iPhone's.
    static let traits = TraitCollection.iPhone
    static let guide = Paint(color: RGBAColor(r: 0, g: 122, b: 255, alpha: 0.35))
    static let frameFill = Paint(color: RGBAColor(r: 242, g: 242, b: 247))
    static let frameStroke = Paint(color: RGBAColor(r: 198, g: 198, b: 200))

    /// Lays out `text` (one font and colour, resolved for `traits`) in `width` points.
    static func layout(
        _ text: String, font: Font, color: Color = .label, style: ParagraphStyle,
        width: Double, language: String? = nil, traits: TraitCollection = traits
    ) -> TextLayout {
        TextLayoutEngine.layout(
            StyledText(text, font: font, color: color.resolvedRGBA(with: traits), language: language),
            style: style, width: width, environment: traits.textEnvironment)
    }

    /// A one-point hairline under every baseline of `layout`, drawn with its box at `origin`.
    static func drawBaselines(_ layout: TextLayout, at origin: Point, width: Double, on c: Canvas) {
        for line in layout.lines {
            c.fill(Rect(x: origin.x, y: origin.y + line.baseline, width: width, height: 0.5), with: guide)
        }
    }

    /// Draws a light box (the width text was given) behind a layout.
    static func drawBox(_ rect: Rect, on c: Canvas) {
        c.fill(rect, with: frameFill)
        c.stroke(Path(rect: rect), style: StrokeStyle(width: 0.5), with: frameStroke)
    }

    static let caption = Font.systemFont(ofSize: 11)

    /// A small grey label (plate annotations) with its box's top-left at `p`, or, when
    /// `baseline` is given, with its baseline there instead.
    static func drawCaption(
        _ text: String, at p: Point, on c: Canvas, width: Double? = nil,
        alignment: TextAlignment = .left, baseline: Double? = nil
    ) {
        var style = ParagraphStyle(alignment: alignment, lineBreakMode: .clip)
        style.lineHeight = 13
        let l = layout(text, font: caption, color: .secondaryLabel, style: style, width: width ?? .infinity)
        c.draw(l, at: Point(x: p.x, y: baseline.map { $0 - l.firstBaseline } ?? p.y))
    }
}
