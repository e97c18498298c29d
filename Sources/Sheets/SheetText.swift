import RenderCells

/// The sheet's own text and colours: headers in the system font on a neutral ground that
/// neither a light nor a dark list blends into.
enum SheetText {
    /// systemGray4 (light): darker than grouped backgrounds, lighter than dark lists.
    static let ground = RGBAColor(r: 209, g: 209, b: 214)
    static let ink = RGBAColor(r: 0, g: 0, b: 0)
    static let rule = RGBAColor(r: 142, g: 142, b: 147)

    /// `string` on one line (cut with an ellipsis at `width` points, or wrapped there onto
    /// as many lines as it needs when `wraps`), laid out as `Canvas.draw` would.
    static func layout(
        _ string: String, font: Font, width: Double? = nil, wraps: Bool = false,
        color: RGBAColor = ink
    ) -> TextLayout {
        let resolved = font.resolved(for: TextEnvironment.standard.contentSizeCategory)
        var style =
            width == nil
            ? ParagraphStyle(lineBreakMode: .clip)
            : wraps ? ParagraphStyle(lineBreakMode: .wordWrap, numberOfLines: 0) : ParagraphStyle(lineBreakMode: .truncateTail)
        style.lineHeight = resolved.leading
        return TextLayoutEngine.layout(
            StyledText(string, font: resolved, color: color), style: style,
            width: width ?? .infinity, environment: .standard, catalog: .shared)
    }
}
