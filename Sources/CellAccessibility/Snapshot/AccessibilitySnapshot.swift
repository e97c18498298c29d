import RenderCells

// The accessibility snapshot, in the format iOS teams know from Cash App's
// AccessibilitySnapshot: the list with each element VoiceOver stops at tinted and outlined
// in its own colour, and beside it a legend in reading order with a swatch of that colour
// and what VoiceOver says there (label, value, traits), the hint below it, and the custom
// actions offered. Drawn with the list's own pipeline: the list's pixels, then the
// overlays and the legend's text through the same text stage.

/// A picture of what VoiceOver reads in a list.
public enum AccessibilitySnapshot {
    /// The legend's width in points, beside the list.
    static let legendWidth = 300.0
    static let padding = 12.0

    /// Distinct hues, one per element, in reading order (and again after the last): the
    /// colours AccessibilitySnapshot cycles through, straight sRGB.
    static let palette: [RGBAColor] = [
        RGBAColor(hex: 0xFF3B30), RGBAColor(hex: 0x007AFF), RGBAColor(hex: 0x34C759), RGBAColor(hex: 0xFF9500),
        RGBAColor(hex: 0xAF52DE), RGBAColor(hex: 0x00C7BE), RGBAColor(hex: 0xFF2D55), RGBAColor(hex: 0x5856D6),
        RGBAColor(hex: 0xA2845E), RGBAColor(hex: 0x30B0C7)
    ]

    /// The colour of the `index`th element.
    public static func color(at index: Int) -> RGBAColor { palette[index % palette.count] }

    /// The list `layout` laid out, with its elements outlined and their legend beside it.
    public static func render(_ layout: ListLayout) throws -> Pixmap {
        let list = layout.displayList()
        return try render(layout, list: list, listPicture: try list.render())
    }

    /// ``render(_:)`` around `listPicture`, the list's own display list `list` already drawn.
    static func render(_ layout: ListLayout, list: DisplayList, listPicture: Pixmap) throws -> Pixmap {
        let elements = layout.accessibilityElements
        let s = list.scale
        let entries = legend(elements)
        let legendHeight = entries.reduce(padding) { $0 + $1.height + 10 } + padding
        let height = max(list.size.height, legendHeight)
        let width = list.size.width + legendWidth
        guard let canvas = Canvas(width: Int((width * s).rounded(.up)), height: Int((height * s).rounded(.up))) else {
            throw DisplayListError.pictureTooLarge(width: Int(width * s), height: Int(height * s))
        }
        canvas.fill(
            Rect(x: 0, y: 0, width: Double(canvas.pixmap.width), height: Double(canvas.pixmap.height)),
            with: .color(.white))
        canvas.draw(listPicture, in: Rect(x: 0, y: 0, width: Double(listPicture.width), height: Double(listPicture.height)))
        canvas.transform = Transform(scale: s)
        for (i, element) in elements.enumerated() {
            outline(element.frame.offsetBy(dx: 0, dy: -layout.contentOffset), color: color(at: i), in: canvas)
        }
        // The legend, in reading order.
        canvas.fill(Rect(x: list.size.width, y: 0, width: legendWidth, height: height), with: .color(.white))
        var y = padding
        for (i, entry) in entries.enumerated() {
            let x = list.size.width + padding
            canvas.fill(
                Path(roundedRect: Rect(x: x, y: y + 1, width: 14, height: 14), cornerRadius: 3, cornerCurve: .circular),
                with: .color(color(at: i)))
            var textY = y
            for text in entry.texts {
                try DisplayList.draw(text.displayCommands(at: Point(x: x + 22, y: textY)), in: canvas)
                textY += text.size.height
            }
            y += entry.height + 10
        }
        return canvas.pixmap
    }

    /// A tint over the element and an outline inside its frame, in its colour.
    static func outline(_ frame: Rect, color: RGBAColor, in canvas: Canvas) {
        var tint = color
        tint.alpha = 0.2
        canvas.fill(frame, with: .color(tint))
        canvas.stroke(
            Path(rect: frame.insetBy(dx: 0.5, dy: 0.5)), style: StrokeStyle(width: 2, alignment: .inside),
            with: .color(color))
    }

    /// Each element's legend text laid out: what VoiceOver says, the hint, the actions.
    static func legend(_ elements: [AccessibilityElement]) -> [(texts: [TextLayout], height: Double)] {
        let width = legendWidth - 2 * padding - 22
        return elements.map { element in
            var texts = [
                text(
                    element.spokenDescription.isEmpty ? "(nothing to say)" : element.spokenDescription,
                    weight: .semibold, color: .black, width: width)
            ]
            if let hint = element.hint, !hint.isEmpty {
                texts.append(text(hint, weight: .regular, color: RGBAColor(r: 60, g: 60, b: 67, alpha: 0.85), width: width))
            }
            if !element.customActions.isEmpty {
                texts.append(
                    text(
                        "Actions: " + element.customActions.joined(separator: ", "), weight: .regular,
                        color: RGBAColor(r: 60, g: 60, b: 67, alpha: 0.85), width: width))
            }
            return (texts, max(16, texts.reduce(0) { $0 + $1.size.height }))
        }
    }

    /// `string` wrapped into `width` points in the system font at 13 pt (Footnote's size).
    static func text(_ string: String, weight: FontWeight, color: RGBAColor, width: Double) -> TextLayout {
        let font = Font.systemFont(ofSize: 13, weight: weight)
        let style = ParagraphStyle(lineBreakMode: .wordWrap, numberOfLines: 0, lineHeight: 16)
        return TextLayoutEngine.layout(StyledText(string, font: font, color: color), style: style, width: width)
    }
}
