/// Where one line of a paragraph was cut and what it shows: the breaker's answer for a
/// line, before glyphs are placed.
struct LineBreak: Equatable {
    /// What the line shows, in logical order.
    enum Piece: Equatable {
        /// Absolute UTF-16 range of the paragraph's text.
        case text(Range<Int>)
        /// The truncation ellipsis "…".
        case ellipsis
    }

    /// Where the line starts.
    var start: Int
    /// Where the next line starts: past any hanging whitespace.
    var next: Int
    var pieces: [Piece]
    /// Text is hidden: cut by an ellipsis or clipping, or lines after it were dropped.
    var isTruncated = false
    /// The line is cut at the edge without an ellipsis; glyphs may cross the edge.
    var isClipped = false
    /// A word was broken at grapheme boundaries because no opportunity fitted.
    var brokeInsideWord = false
    /// Points added to every cluster's advance to tighten the line instead of truncating
    /// it (negative), see ``ParagraphStyle/allowsDefaultTighteningForTruncation``.
    var clusterSpacing = 0.0

    /// The characters the line shows, in logical order.
    func visibleText(in text: [UInt16]) -> String {
        var units: [UInt16] = []
        for p in pieces {
            switch p {
            case .text(let r): units += text[r]
            case .ellipsis: units.append(0x2026)
            }
        }
        return String(decoding: units, as: UTF16.self)
    }
}
