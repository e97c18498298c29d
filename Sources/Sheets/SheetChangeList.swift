import RenderCells
import SnapshotCore

/// The "what changed" panel of a before-and-after sheet: the ranked layout changes between
/// the two lists (the same list a failing snapshot test prints: content and style first,
/// then sizes, then a count of what only moved), as text a designer reads beside the boxes.
enum SheetChangeList {
    /// At most this many changes are named; the rest are counted.
    static let limit = 12
    /// The panel's padding and text size, in points.
    static let padding = 12.0
    static let font = Font.systemFont(ofSize: 13)

    /// The panel's text from the two layout dumps (nil: that side has none).
    static func text(before: String?, after: String?) -> String {
        guard let before, let after else {
            return "No layout record to compare (a reference recorded without one): re-record it to see what changed."
        }
        guard let changes = LayoutChanges(reference: before, actual: after) else {
            return "The layout records cannot be compared."
        }
        guard !changes.isEmpty else {
            return "No layout change: every frame, font, colour and text is as before. Any box shows pixels drawn differently."
        }
        let count = changes.changes.count
        let lines = changes.summary(limit: limit).split(separator: "\n").map { $0.drop { $0 == " " } }
        return "\(count) element\(count == 1 ? "" : "s") changed:\n" + lines.joined(separator: "\n")
    }

    /// The text on white, `width` device pixels wide, as tall as it needs; the faces it used.
    static func picture(_ text: String, width: Int, scale: Double) -> (pixmap: Pixmap, fonts: [FontFace])? {
        let pad = padding * scale
        let inner = max(1, Double(width) / scale - 2 * padding)
        // One layout per line, so a change's line starts on its own line however it wraps.
        let layouts = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            SheetText.layout(String($0), font: font, width: inner, wraps: true)
        }
        let height = Int((layouts.reduce(0) { $0 + $1.size.height } * scale + 2 * pad).rounded(.up))
        guard let blank = Pixmap(width: max(1, width), height: height, color: .white) else { return nil }
        let canvas = Canvas(pixmap: blank)
        canvas.transform = Transform(scale: scale)
        var y = padding
        for layout in layouts {
            canvas.draw(layout, at: Point(x: padding, y: y))
            y += layout.size.height
        }
        return (canvas.pixmap, canvas.usedFaces)
    }
}
