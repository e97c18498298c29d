/// How to stroke a path: width, joins, caps, dashes and alignment (`CGContext`'s line state).
///
/// Lengths are in the path's own (user) units, so a transform scales the stroke with the
/// path. Defaults match CoreGraphics: width 1, miter joins with limit 10, butt caps, no
/// dashes, centred on the path.
public struct StrokeStyle: Hashable, Sendable {
    /// The stroke's full width; zero, negative or non-finite widths draw nothing.
    public var width: Double
    public var lineJoin: LineJoin
    public var lineCap: LineCap
    /// The longest miter allowed, as a multiple of the width; longer miters are beveled.
    ///
    /// As in CoreGraphics the ratio is miter length / width = 1 / sin(φ/2) for segments
    /// meeting at an interior angle φ, so the default 10 bevels corners sharper than about 11.5°.
    public var miterLimit: Double
    /// Lengths of alternating dashes and gaps, starting with a dash.
    ///
    /// An empty pattern, or one with a negative or non-finite entry, or whose entries sum
    /// to zero, draws a solid line; so does a pattern without any gap. A pattern with an odd
    /// count is repeated twice (so `[5]` means 5 on, 5 off), as in CoreGraphics. Each subpath
    /// starts the pattern afresh. A pattern so dense that more than 100 000 dashes would
    /// result is also drawn solid, to bound the work a hostile pattern can cause.
    public var dashPattern: [Double]
    /// How far into the dash pattern each subpath starts.
    public var dashPhase: Double
    public var alignment: StrokeAlignment

    public init(
        width: Double = 1, lineJoin: LineJoin = .miter, lineCap: LineCap = .butt,
        miterLimit: Double = 10, dashPattern: [Double] = [], dashPhase: Double = 0,
        alignment: StrokeAlignment = .center
    ) {
        self.width = width
        self.lineJoin = lineJoin
        self.lineCap = lineCap
        self.miterLimit = miterLimit
        self.dashPattern = dashPattern
        self.dashPhase = dashPhase
        self.alignment = alignment
    }

    /// True when the stroke would draw anything at all for a non-empty path.
    public var isVisible: Bool { width > 0 && width.isFinite }
}
