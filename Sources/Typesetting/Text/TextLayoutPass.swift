import Raster

/// One layout of a text at one font scale: paragraphs → lines → positioned runs.
///
/// Lines are drafted first (content, visual order, height, margins) and aligned once all
/// are known, because an unbounded width aligns within the widest line.
struct TextLayoutPass {
    struct Result {
        var layout: TextLayout
        /// Nothing truncated and no word broken for lack of room (font fitting's test).
        var fits: Bool
    }

    /// A glyph run on a line before alignment.
    struct Segment {
        var run: ShapedRun
        var color: RGBAColor
        var level: UInt8
        /// Justification stretches spaces of text runs only, never the ellipsis.
        var isText: Bool
    }

    /// A line before alignment.
    struct Draft {
        var range: Range<Int>
        var top: Double
        var height: Double
        var baselineOffset: Double
        var ascent: Double
        var descent: Double
        /// Segments in visual order.
        var segments: [Segment]
        /// The content margins: line content goes between `left` and `right`.
        var left: Double
        var right: Double
        /// Insets on each side that belong to the line's measured extent (indents,
        /// exclusions), even when the width is unbounded.
        var insetLeft: Double
        var insetRight: Double
        var isRightToLeft: Bool
        /// Justified alignment stretches it (a line that wraps, not the last of a paragraph).
        var isJustifiable: Bool
        var isTruncated: Bool
        var isClipped: Bool
        var text: String
        var contentWidth: Double { segments.reduce(0) { $0 + $1.run.width } }
    }

    let text: StyledText
    let style: ParagraphStyle
    let width: Double
    let direction: BidiParagraph.Direction
    /// Where `.natural` alignment puts lines: the user interface's leading edge, which is
    /// not always the paragraph's (English in an Arabic interface is a left-to-right
    /// paragraph aligned right, as `NSTextAlignment.natural` does).
    let naturalAlignmentIsRight: Bool
    let catalog: FontCatalog
    let scale: Double
    let lineHeight: Double?

    init(
        text: StyledText, style: ParagraphStyle, width: Double, direction: BidiParagraph.Direction,
        naturalAlignmentIsRight: Bool, catalog: FontCatalog, scale: Double
    ) {
        // Fitting scales every font (their tracking follows the new size) and a fixed line
        // height with them, so shrunk text keeps its proportions.
        self.text =
            scale == 1
            ? text
            : text.mappingFonts { f in
                var g = f.withSize((f.pointSize * scale * 100).rounded() / 100)
                g.textStyle = nil
                return g
            }
        self.style = style
        self.width = width
        self.direction = direction
        self.naturalAlignmentIsRight = naturalAlignmentIsRight
        self.catalog = catalog
        self.scale = scale
        lineHeight = style.lineHeight.map { max(0, $0 * scale) }
    }

    /// - Throws: ``FontError/noUsableFont(source:detail:)`` when the catalog has no face at all.
    func run() throws(FontError) -> Result {
        let units = text.utf16
        let limit = style.numberOfLines > 0 ? style.numberOfLines : Int.max
        var drafts: [Draft] = []
        var y = 0.0
        var truncated = false
        var fits = true
        let paragraphs = TextLayoutEngine.paragraphs(units)
        paragraphLoop: for para in paragraphs {
            if drafts.count >= limit {
                truncated = true
                break
            }
            let moreAfter = para.next < units.count
            if para.content.isEmpty {
                var d = try emptyLine(at: para.content.lowerBound, top: y, lineInParagraph: 0)
                d.range = para.content.lowerBound..<para.next
                if drafts.count == limit - 1 && moreAfter {
                    d.isTruncated = true
                    truncated = true
                }
                drafts.append(d)
                y += d.height
                if d.isTruncated { break }
                continue
            }
            let paragraph = try ParagraphText(text, range: para.content, direction: direction, catalog: catalog)
            var breaker = LineBreaker(paragraph: paragraph, mode: style.lineBreakMode)
            var start = para.content.lowerBound
            var lineInParagraph = 0
            while start < para.content.upperBound {
                let isLast = drafts.count == limit - 1
                let item = paragraph.items[paragraph.itemIndex(at: start)]
                let estimate = lineHeight ?? (item.ascent + item.descent + item.lineGap)
                let margins = self.margins(
                    top: y, height: estimate, lineInParagraph: lineInParagraph,
                    rightToLeft: paragraph.isRightToLeft)
                let ellipsis = isLast ? try ellipsisRun(paragraph, at: start) : nil
                let cut = breaker.nextLine(
                    from: start, available: max(0, margins.right - margins.left), isLast: isLast,
                    moreAfter: moreAfter,
                    ellipsis: (ellipsis?.run.width ?? 0, ellipsis?.tracking ?? 0),
                    allowsTightening: style.allowsDefaultTighteningForTruncation)
                var d = draft(cut, paragraph: paragraph, ellipsis: ellipsis, top: y, margins: margins)
                let endsParagraph = cut.next >= para.content.upperBound
                d.range = cut.start..<(isLast && cut.isTruncated ? units.count : (endsParagraph ? para.next : cut.next))
                d.isJustifiable = !endsParagraph && !cut.isTruncated
                drafts.append(d)
                y += d.height
                if cut.isTruncated { truncated = true }
                if cut.brokeInsideWord || cut.isClipped || cut.clusterSpacing < 0 { fits = false }
                if isLast {
                    if cut.next < para.content.upperBound || moreAfter { truncated = true }
                    break paragraphLoop
                }
                start = cut.next
                lineInParagraph += 1
            }
        }
        if truncated { fits = false }
        return Result(layout: finish(drafts, truncated: truncated), fits: fits)
    }

    // MARK: - Drafting

    /// Content margins of a line: indents, then the exclusion if the line box meets it.
    func margins(top: Double, height: Double, lineInParagraph: Int, rightToLeft: Bool)
        -> (left: Double, right: Double, insetLeft: Double, insetRight: Double)
    {
        let indent = max(0, lineInParagraph < style.firstLineHeadIndentCount ? style.firstLineHeadIndent : style.headIndent)
        var left = 0.0
        var right = width
        var insetLeft = 0.0
        var insetRight = 0.0
        if rightToLeft {
            right -= indent
            insetRight = indent
        } else {
            left += indent
            insetLeft = indent
        }
        if let ex = style.exclusion, ex.width > 0, ex.height > 0, top < ex.maxY, top + height > ex.minY {
            if !width.isFinite || ex.midX <= width / 2 {
                if ex.maxX > left {
                    insetLeft += ex.maxX - left
                    left = ex.maxX
                }
            } else if ex.minX < right {
                insetRight += right - ex.minX
                right = ex.minX
            }
        }
        return (left, max(left, right), insetLeft, insetRight)
    }

    /// "…" shaped in the font at the start of the line (the face that draws that
    /// character, or the run's own font if that face lacks U+2026), plus its tracking.
    func ellipsisRun(_ paragraph: ParagraphText, at start: Int) throws(FontError)
        -> (run: ShapedRun, tracking: Double, color: RGBAColor, metrics: (Double, Double, Double))?
    {
        let item = paragraph.items[paragraph.itemIndex(at: start)]
        let ellipsis: [UInt16] = [0x2026]
        var face = item.face
        if !face.hasGlyph(for: "\u{2026}") {
            let primary = try ParagraphText.face(for: item.attributes.font, catalog: catalog)
            face =
                FontFallback.runs(
                    for: ellipsis, range: 0..<1, primary: primary, catalog: catalog,
                    language: paragraph.language
                ).first?.face ?? primary
        }
        let size = item.attributes.font.pointSize
        // In the text's own face the ellipsis is sized like the text (the system font's
        // compensation included); a fallback face draws it at the nominal size.
        let c = face === item.face ? item.compensation : .none
        let run = TextShaper.shape(
            ellipsis, range: 0..<1, face: face, size: size * c.advanceScale, rightToLeft: false,
            language: paragraph.language, features: item.features,
            glyphScale: c.glyphScale / c.advanceScale)
        let m = ParagraphText.metrics(face, size: size)
        return (run, item.features.tracking, item.color, (m.ascent, m.descent, m.lineGap))
    }

    /// A line for an empty paragraph, as tall as the font of the character before it (or
    /// after it, at the start of the text).
    func emptyLine(at offset: Int, top: Double, lineInParagraph: Int) throws(FontError) -> Draft {
        let attrs = text.attributes(at: max(0, offset - 1)) ?? text.runs[0].attributes
        let face = try ParagraphText.face(for: attrs.font, catalog: catalog)
        let m = ParagraphText.metrics(face, size: attrs.font.pointSize)
        let rtl = direction == .rightToLeft
        let mg = margins(
            top: top, height: lineHeight ?? m.ascent + m.descent + m.lineGap,
            lineInParagraph: lineInParagraph, rightToLeft: rtl)
        let height = lineHeight ?? (m.ascent + m.descent + m.lineGap)
        return Draft(
            range: offset..<offset, top: top, height: height,
            baselineOffset: (height - m.ascent - m.descent) / 2 + m.ascent, ascent: m.ascent,
            descent: m.descent, segments: [], left: mg.left, right: mg.right, insetLeft: mg.insetLeft,
            insetRight: mg.insetRight, isRightToLeft: rtl, isJustifiable: false, isTruncated: false,
            isClipped: false, text: "")
    }

    /// Cuts a line's glyphs out of the paragraph's items and orders them visually.
    func draft(
        _ cut: LineBreak, paragraph p: ParagraphText,
        ellipsis: (run: ShapedRun, tracking: Double, color: RGBAColor, metrics: (Double, Double, Double))?,
        top: Double, margins: (left: Double, right: Double, insetLeft: Double, insetRight: Double)
    ) -> Draft {
        var segments: [Segment] = []
        var ascent = 0.0
        var descent = 0.0
        var gap = 0.0
        var lastTracking = 0.0
        for (k, piece) in cut.pieces.enumerated() {
            switch piece {
            case .text(let r):
                var i = p.itemIndex(at: r.lowerBound)
                var pos = r.lowerBound
                while pos < r.upperBound && i < p.items.count {
                    let item = p.items[i]
                    let sub = max(pos, item.run.range.lowerBound)..<min(r.upperBound, item.run.range.upperBound)
                    if !sub.isEmpty {
                        var run = TextLayoutPass.slice(item.run, to: sub)
                        if cut.clusterSpacing != 0 { TextLayoutPass.addClusterSpacing(cut.clusterSpacing, to: &run) }
                        segments.append(Segment(run: run, color: item.color, level: item.run.bidiLevel, isText: true))
                        ascent = max(ascent, item.ascent)
                        descent = max(descent, item.descent)
                        gap = max(gap, item.lineGap)
                        lastTracking = item.features.tracking
                    }
                    pos = sub.upperBound
                    i += 1
                }
            case .ellipsis:
                guard let e = ellipsis else { continue }
                let at = TextLayoutPass.ellipsisOffset(cut, index: k)
                var run = e.run
                run.range = at..<at
                run.glyphs = run.glyphs.map {
                    var g = $0
                    g.cluster = at
                    return g
                }
                // Tail and head ellipses sit at the paragraph's end or start; a middle one
                // takes the direction of the text around it when both sides agree.
                var level = p.bidi.baseLevel
                if case .text(let before)? = k > 0 ? cut.pieces[k - 1] : nil,
                    case .text(let after)? = k + 1 < cut.pieces.count ? cut.pieces[k + 1] : nil
                {
                    let a = p.bidi.levels[before.upperBound - 1 - p.range.lowerBound]
                    let b = p.bidi.levels[after.lowerBound - p.range.lowerBound]
                    if a == b { level = a }
                }
                run.bidiLevel = level
                run.isRightToLeft = level & 1 == 1
                segments.append(Segment(run: run, color: e.color, level: level, isText: false))
                ascent = max(ascent, e.metrics.0)
                descent = max(descent, e.metrics.1)
                gap = max(gap, e.metrics.2)
                lastTracking = e.tracking
            }
        }
        // The line's last cluster gives back the tracking the shaper added after it.
        if lastTracking != 0, !segments.isEmpty {
            TextLayoutPass.removeTrailingTracking(lastTracking, from: &segments[segments.count - 1].run)
        }
        if segments.isEmpty {
            let item = p.items[p.itemIndex(at: cut.start)]
            ascent = item.ascent
            descent = item.descent
            gap = item.lineGap
        }
        let order = BidiParagraph.visualOrder(of: segments.map(\.level))
        let visual = order.map { segments[$0] }
        let height = lineHeight ?? (ascent + descent + gap)
        return Draft(
            range: cut.start..<cut.next, top: top, height: height,
            baselineOffset: (height - ascent - descent) / 2 + ascent, ascent: ascent, descent: descent,
            segments: visual, left: margins.left, right: margins.right, insetLeft: margins.insetLeft,
            insetRight: margins.insetRight, isRightToLeft: p.isRightToLeft, isJustifiable: false,
            isTruncated: cut.isTruncated, isClipped: cut.isClipped, text: cut.visibleText(in: p.text))
    }

    /// Where an ellipsis stands in the source text: the end of the piece before it, or
    /// the start of the piece after it.
    static func ellipsisOffset(_ cut: LineBreak, index k: Int) -> Int {
        if k > 0, case .text(let r) = cut.pieces[k - 1] { return r.upperBound }
        if k + 1 < cut.pieces.count, case .text(let r) = cut.pieces[k + 1] { return r.lowerBound }
        return cut.start
    }

    // MARK: - Glyph surgery

    /// The glyphs of `run` whose clusters lie in `range`. HarfBuzz's default cluster level
    /// keeps clusters monotonic (ascending in LTR runs, descending in RTL ones), so the
    /// slice is contiguous and found by binary search.
    static func slice(_ run: ShapedRun, to range: Range<Int>) -> ShapedRun {
        if run.range == range { return run }
        let g = run.glyphs
        func firstIndex(_ isPast: (Int) -> Bool) -> Int {
            var lo = 0
            var hi = g.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if isPast(g[mid].cluster) { hi = mid } else { lo = mid + 1 }
            }
            return lo
        }
        let lo: Int
        let hi: Int
        if run.isRightToLeft {
            lo = firstIndex { $0 < range.upperBound }
            hi = firstIndex { $0 < range.lowerBound }
        } else {
            lo = firstIndex { $0 >= range.lowerBound }
            hi = firstIndex { $0 >= range.upperBound }
        }
        var out = run
        out.glyphs = Array(g[lo..<max(lo, hi)])
        out.range = range
        return out
    }

    /// Adds `spacing` after every cluster (on the glyph the shaper put tracking on: the
    /// last of the cluster in visual order).
    static func addClusterSpacing(_ spacing: Double, to run: inout ShapedRun) {
        let n = run.glyphs.count
        for i in 0..<n where i == n - 1 || run.glyphs[i + 1].cluster != run.glyphs[i].cluster {
            run.glyphs[i].xAdvance += spacing
        }
    }

    /// Removes `tracking` from the logically last cluster of a run.
    static func removeTrailingTracking(_ tracking: Double, from run: inout ShapedRun) {
        guard !run.glyphs.isEmpty else { return }
        let lastCluster = run.glyphs.map(\.cluster).max()!
        if let i = run.glyphs.lastIndex(where: { $0.cluster == lastCluster }) { run.glyphs[i].xAdvance -= tracking }
    }

    // MARK: - Alignment

    /// Aligns the drafts and assembles the layout.
    func finish(_ drafts: [Draft], truncated: Bool) -> TextLayout {
        guard !drafts.isEmpty else { return .empty }
        var extent = 0.0
        for d in drafts {
            let available = d.right - d.left
            let w = d.isClipped ? min(d.contentWidth, available) : d.contentWidth
            extent = max(extent, w + d.insetLeft + d.insetRight)
        }
        let alignWidth = width.isFinite ? width : extent
        var lines: [TextLine] = []
        lines.reserveCapacity(drafts.count)
        for var d in drafts {
            let left = d.left
            let right = width.isFinite ? d.right : alignWidth - d.insetRight
            let available = max(0, right - left)
            var w = d.contentWidth
            var alignment = style.alignment
            if alignment == .justified {
                if d.isJustifiable && w < available, TextLayoutPass.justify(&d, by: available - w, text: text.utf16) {
                    w = d.contentWidth
                }
                alignment = .natural
            }
            if alignment == .natural { alignment = naturalAlignmentIsRight ? .right : .left }
            // Content wider than the line (a clipped line, or one grapheme wider than the
            // width) shows its start: flush to the paragraph's leading edge.
            if w > available + LineBreaker.tolerance { alignment = d.isRightToLeft ? .right : .left }
            let x: Double
            switch alignment {
            case .center: x = left + (available - w) / 2
            case .right: x = right - w
            default: x = left
            }
            // A clipped line's frame is the visible room; its runs may start before it (the
            // cut-off end of a right-to-left line) and run past it.
            let frameX = d.isClipped ? left : x
            var runs: [PositionedRun] = []
            runs.reserveCapacity(d.segments.count)
            var pen = x - frameX
            for s in d.segments {
                runs.append(PositionedRun(run: s.run, x: pen, color: s.color))
                pen += s.run.width
            }
            let frameWidth = d.isClipped ? min(w, available) : w
            lines.append(
                TextLine(
                    range: d.range, frame: Rect(x: frameX, y: d.top, width: frameWidth, height: d.height),
                    baseline: d.top + d.baselineOffset, runs: runs, isTruncated: d.isTruncated,
                    text: d.text, ascent: d.ascent, descent: d.descent))
        }
        let last = drafts[drafts.count - 1]
        return TextLayout(
            lines: lines, size: Size(width: extent, height: last.top + last.height),
            firstBaseline: lines[0].baseline, lastBaseline: lines[lines.count - 1].baseline,
            isTruncated: truncated, fontScale: scale)
    }

    /// Spreads `extra` points over the line's spaces (U+0020, U+00A0, U+3000 in text runs).
    /// Returns false, leaving the line alone, when it has none: CJK lines without spaces
    /// are not inter-character justified (documented limitation).
    static func justify(_ d: inout Draft, by extra: Double, text: [UInt16]) -> Bool {
        var spaces = 0
        for s in d.segments where s.isText {
            for g in s.run.glyphs where isJustifiableSpace(text[g.cluster]) { spaces += 1 }
        }
        guard spaces > 0 else { return false }
        let add = extra / Double(spaces)
        for k in d.segments.indices where d.segments[k].isText {
            for i in d.segments[k].run.glyphs.indices where isJustifiableSpace(text[d.segments[k].run.glyphs[i].cluster]) {
                d.segments[k].run.glyphs[i].xAdvance += add
            }
        }
        return true
    }

    static func isJustifiableSpace(_ u: UInt16) -> Bool { u == 0x20 || u == 0xA0 || u == 0x3000 }
}
