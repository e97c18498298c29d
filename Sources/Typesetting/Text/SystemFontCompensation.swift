import Raster

/// How much the face standing in for SF Pro is scaled so its glyphs are SF Pro's size.
///
/// Inter's capitals are 0.727 em tall and SF Pro's 0.705 em (``SFProMetrics``), so Inter
/// set at 17 pt draws capitals 0.4 pt (a device pixel at 3x) taller than iOS, and words
/// correspondingly wider. The compensation is one factor on the size the glyphs are shaped
/// and drawn at — outlines and advances alike — chosen to minimise the worse of the
/// relative cap-height and x-height errors against SF Pro. It never touches line metrics:
/// ascent, descent, line height and baselines stay those of the nominal point size, which
/// already match iOS to the device pixel.
///
/// Advance widths are not part of the fit because no SF Pro Text advance widths could be
/// sourced (docs/type-metrics.md); scaling the glyphs narrows words by the same factor.
/// Tracking stays Apple's table in points (``FontCatalog/systemTracking(forPointSize:)``).
public struct SystemFontCompensation: Hashable, Sendable {
    /// Factor on the point size for the face's glyphs (outlines and advances), rounded to
    /// 1/10,000 so the same font file always gives the same bytes.
    public let glyphScale: Double
    /// Relative error of the scaled cap height against SF Pro's (0.01 = 1 % too tall).
    public let capHeightError: Double
    /// Relative error of the scaled x-height against SF Pro's band (0 inside it).
    public let xHeightError: Double

    /// No compensation: for faces that do not stand in for the system font.
    public static let none = SystemFontCompensation(glyphScale: 1, capHeightError: 0, xHeightError: 0)

    private init(glyphScale: Double, capHeightError: Double, xHeightError: Double) {
        self.glyphScale = glyphScale
        self.capHeightError = capHeightError
        self.xHeightError = xHeightError
    }

    /// The compensation for a face with these heights (fractions of its em).
    ///
    /// Cap height alone would give `SF cap / cap`. When the x-height at that scale falls
    /// outside SF Pro's band, the scale moves towards the band's near edge until both
    /// errors are equal and opposite (the minimax point); a face without usable heights
    /// gets no compensation.
    public init(capHeight: Double, xHeight: Double) {
        guard capHeight.isFinite, xHeight.isFinite, capHeight > 0, xHeight > 0 else {
            self = .none
            return
        }
        let capRatio = capHeight / SFProMetrics.capHeight
        let capExact = 1 / capRatio
        let xAtCapExact = xHeight * capExact
        let scale: Double
        if xAtCapExact > SFProMetrics.xHeightHigh {
            scale = 2 / (capRatio + xHeight / SFProMetrics.xHeightHigh)
        } else if xAtCapExact < SFProMetrics.xHeightLow {
            scale = 2 / (capRatio + xHeight / SFProMetrics.xHeightLow)
        } else {
            scale = capExact
        }
        let rounded = (scale * 10_000).rounded() / 10_000
        glyphScale = rounded
        capHeightError = capRatio * rounded - 1
        xHeightError = SystemFontCompensation.bandError(xHeight * rounded)
    }

    /// The compensation for a face, from its OS/2 cap height and x-height.
    public init(face: FontFace) {
        self.init(capHeight: face.capHeight / face.unitsPerEm, xHeight: face.xHeight / face.unitsPerEm)
    }

    /// Relative distance of an x-height (em) from SF Pro's band; 0 inside it.
    static func bandError(_ x: Double) -> Double {
        if x > SFProMetrics.xHeightHigh { return x / SFProMetrics.xHeightHigh - 1 }
        if x < SFProMetrics.xHeightLow { return x / SFProMetrics.xHeightLow - 1 }
        return 0
    }
}
