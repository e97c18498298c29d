/// Greedy line breaking of one shaped paragraph, one line at a time.
///
/// Lines end at UAX #14 opportunities (or at every grapheme boundary in char-wrap mode);
/// a word wider than the line is broken at grapheme boundaries; trailing whitespace
/// hangs. The last allowed line applies the truncation mode. All positions advance
/// monotonically through the paragraph's opportunity list, and widths come from the
/// paragraph's prefix sums, so a paragraph is broken in time linear in its length.
///
/// Widths compare with a 1e-6 pt tolerance so that a text measured at exactly its own
/// width (``TextMeasurer/sizeThatFits``) lays out on the same lines again.
struct LineBreaker {
    static let tolerance = 1e-6
    /// `NSParagraphStyle.tighteningFactorForTruncation`'s default: text up to 5 % wider
    /// than the line may be tightened instead of truncated.
    static let tighteningFactor = 0.05

    let paragraph: ParagraphText
    let mode: LineBreakMode
    /// UAX #14 opportunities that are also cluster boundaries, ascending, ending with the
    /// paragraph's end.
    private let opportunities: [Int]
    private var nextOpportunity = 0
    private var graphemes: [Int]?

    init(paragraph: ParagraphText, mode: LineBreakMode) {
        self.paragraph = paragraph
        self.mode = mode
        let r = paragraph.range
        if mode == .charWrap {
            opportunities = []
        } else {
            let found = LineBreakOpportunities(paragraph.text, range: r, locale: paragraph.language ?? "")
            var offsets = found.offsets.filter { $0 > r.lowerBound && paragraph.isClusterBoundary($0) }
            if offsets.last != r.upperBound { offsets.append(r.upperBound) }
            opportunities = offsets
        }
    }

    /// Grapheme boundaries that are also cluster boundaries, computed on first use.
    private mutating func graphemeBoundaries() -> [Int] {
        if let g = graphemes { return g }
        let r = paragraph.range
        var g = LineBreakOpportunities.graphemeBoundaries(paragraph.text, range: r)
            .filter { $0 > r.lowerBound && paragraph.isClusterBoundary($0) }
        if g.last != r.upperBound { g.append(r.upperBound) }
        graphemes = g
        return g
    }

    /// The index of the first element of `sorted` greater than `value`.
    private static func firstIndex(after value: Int, in sorted: [Int]) -> Int {
        var lo = 0
        var hi = sorted.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if sorted[mid] <= value { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// Whether `start ..< end` fits as a whole line (trailing whitespace hangs).
    private func fits(_ start: Int, _ end: Int, _ available: Double) -> Bool {
        paragraph.lineWidth(start, paragraph.trimmingTrailingWhitespace(start, end)) <= available + LineBreaker.tolerance
    }

    /// Whether `start ..< end` fits when something (the ellipsis) follows it on the line,
    /// so its last cluster keeps its tracking.
    private func fitsBeforeEllipsis(_ start: Int, _ end: Int, _ available: Double) -> Bool {
        paragraph.width(start, paragraph.trimmingTrailingWhitespace(start, end)) <= available + LineBreaker.tolerance
    }

    /// The next line starting at `start` (before the paragraph's end).
    /// - Parameters:
    ///   - available: width for the line's content, points.
    ///   - isLast: the line is the last one `numberOfLines` allows.
    ///   - moreAfter: text follows this paragraph (so a last line is truncated even if the
    ///     paragraph's rest fits).
    ///   - ellipsis: the advance of "…" in the line's font, tracking included, and that tracking.
    mutating func nextLine(
        from start: Int, available: Double, isLast: Bool, moreAfter: Bool,
        ellipsis: (advance: Double, tracking: Double), allowsTightening: Bool
    ) -> LineBreak {
        let end = paragraph.range.upperBound
        if isLast {
            switch mode {
            case .wordWrap, .charWrap: break
            case .clip, .truncateHead, .truncateMiddle, .truncateTail:
                return lastLine(
                    from: start, available: available, moreAfter: moreAfter, ellipsis: ellipsis,
                    allowsTightening: allowsTightening)
            }
        }
        var line = wrap(from: start, available: available)
        if isLast && (line.next < end || moreAfter) { line.isTruncated = true }
        return line
    }

    /// An ordinary wrapped line.
    private mutating func wrap(from start: Int, available: Double) -> LineBreak {
        let end = paragraph.range.upperBound
        var best = -1
        if mode != .charWrap {
            if nextOpportunity < opportunities.count, opportunities[nextOpportunity] <= start {
                nextOpportunity = LineBreaker.firstIndex(after: start, in: opportunities)
            }
            while nextOpportunity < opportunities.count, fits(start, opportunities[nextOpportunity], available) {
                best = opportunities[nextOpportunity]
                nextOpportunity += 1
            }
        }
        var broke = false
        if best < 0 {
            // Char wrap, or a word wider than the line: break between graphemes, at
            // least one per line so layout always advances.
            let g = graphemeBoundaries()
            var k = LineBreaker.firstIndex(after: start, in: g)
            best = g[k]
            k += 1
            let limit = mode == .charWrap ? end : (nextOpportunity < opportunities.count ? opportunities[nextOpportunity] : end)
            while k < g.count, g[k] <= limit, fits(start, g[k], available) {
                best = g[k]
                k += 1
            }
            broke = mode != .charWrap && best < limit
            // Whitespace after the break hangs on this line rather than starting the next.
            while best < end && ParagraphText.isHangingWhitespace(paragraph.text[best]) { best += 1 }
        }
        let visible = paragraph.trimmingTrailingWhitespace(start, best)
        var line = LineBreak(start: start, next: best, pieces: visible > start ? [.text(start..<visible)] : [])
        line.brokeInsideWord = broke
        return line
    }

    /// The last allowed line in a clipping or truncating mode: the rest of the paragraph,
    /// cut to fit.
    private mutating func lastLine(
        from start: Int, available: Double, moreAfter: Bool,
        ellipsis: (advance: Double, tracking: Double), allowsTightening: Bool
    ) -> LineBreak {
        let end = paragraph.range.upperBound
        let visibleEnd = paragraph.trimmingTrailingWhitespace(start, end)
        let restWidth = paragraph.lineWidth(start, visibleEnd)
        let whole: [LineBreak.Piece] = visibleEnd > start ? [.text(start..<visibleEnd)] : []
        var line = LineBreak(start: start, next: end, pieces: whole)
        let restFits = restWidth <= available + LineBreaker.tolerance
        if restFits && !moreAfter { return line }
        line.isTruncated = true
        if mode == .clip {
            // Whole graphemes up to the edge plus the one crossing it, which drawing clips.
            if !restFits {
                let g = graphemeBoundaries()
                var k = LineBreaker.firstIndex(after: start, in: g)
                while k < g.count, g[k] < end, paragraph.width(start, g[k]) < available { k += 1 }
                let cut = min(g[min(k, g.count - 1)], visibleEnd)
                line.pieces = cut > start ? [.text(start..<cut)] : []
                line.isClipped = true
            }
            return line
        }
        if allowsTightening && !moreAfter && restWidth <= available * (1 + LineBreaker.tighteningFactor) {
            var clusters = 0
            for i in start..<visibleEnd where paragraph.isClusterBoundary(i) { clusters += 1 }
            if clusters > 0 {
                line.clusterSpacing = (available - restWidth) / Double(clusters)
                line.isTruncated = false
                return line
            }
        }
        let g = graphemeBoundaries()
        switch mode {
        case .truncateHead:
            let s = suffixStart(from: start, to: visibleEnd, width: available - ellipsis.advance, graphemes: g)
            line.pieces = [.ellipsis] + (s < visibleEnd ? [.text(s..<visibleEnd)] : [])
        case .truncateMiddle:
            // The head gets up to half the room; the tail gets what the head left.
            let room = available - ellipsis.advance
            let p = prefixEnd(from: start, limit: visibleEnd, width: room / 2, graphemes: g)
            let headEnd = paragraph.trimmingTrailingWhitespace(start, p)
            let s = suffixStart(from: p, to: visibleEnd, width: room - paragraph.width(start, headEnd), graphemes: g)
            line.pieces =
                (headEnd > start ? [.text(start..<headEnd)] : []) + [.ellipsis]
                + (s < visibleEnd ? [.text(s..<visibleEnd)] : [])
        default:  // tail: the ellipsis ends the line and gives its tracking back
            let room = available - (ellipsis.advance - ellipsis.tracking)
            let p = prefixEnd(from: start, limit: visibleEnd, width: room, graphemes: g)
            let cut = paragraph.trimmingTrailingWhitespace(start, p)
            line.pieces = (cut > start ? [.text(start..<cut)] : []) + [.ellipsis]
        }
        return line
    }

    /// The furthest grapheme boundary `p` in `start...limit` with `width(start, p)` within
    /// `width` (trailing whitespace not counted).
    private func prefixEnd(from start: Int, limit: Int, width: Double, graphemes g: [Int]) -> Int {
        var p = start
        var k = LineBreaker.firstIndex(after: start, in: g)
        while k < g.count, g[k] <= limit, fitsBeforeEllipsis(start, g[k], width) {
            p = g[k]
            k += 1
        }
        return p
    }

    /// The earliest grapheme boundary `s` in `from...end` whose suffix `s..<end`, leading
    /// whitespace dropped, is within `width`.
    private func suffixStart(from lower: Int, to end: Int, width: Double, graphemes g: [Int]) -> Int {
        // Walk back from the end; boundaries at or before `lower` are out of reach.
        var s = end
        var k = LineBreaker.firstIndex(after: end - 1, in: g) - 1  // last boundary < end
        while k >= 0 {
            let candidate = g[k]
            if candidate < lower { break }
            let begin = paragraph.skippingLeadingWhitespace(candidate, end)
            if paragraph.lineWidth(begin, end) > width + LineBreaker.tolerance { break }
            s = candidate
            k -= 1
        }
        if k < 0 && lower <= paragraph.range.lowerBound {
            let begin = paragraph.skippingLeadingWhitespace(paragraph.range.lowerBound, end)
            if paragraph.lineWidth(begin, end) <= width + LineBreaker.tolerance { s = paragraph.range.lowerBound }
        }
        return paragraph.skippingLeadingWhitespace(s, end)
    }
}
