/// How the face standing in for SF Pro is resized so its glyphs are SF Pro's size.
///
/// Inter's capitals are 0.727 em tall and SF Pro's 0.705 em (``SFProMetrics``), so Inter
/// set at 17 pt drew capitals 0.4 pt (over a device pixel at 3x) taller than iOS. Two
/// factors on the point size fix that without touching layout geometry:
///
/// - ``glyphScale`` sizes the outlines. It minimises the worse of the relative cap-height
///   and x-height errors against SF Pro.
/// - ``advanceScale`` sizes the advances (and so every text width). In SF Pro's Text
///   optical size (below 20 pt) it is 1: widths measured on iOS match Inter's unscaled
///   advances (docs/type-metrics.md), so each glyph is drawn smaller, centred in the
///   advance it had. In the Display size it equals ``glyphScale``: the two sources
///   disagree there (capsize's SF Pro average asks for 4 % narrower, iOS measurements for
///   no narrower), and uniform scaling lies between them.
///
/// Line metrics are never scaled: ascent, descent, line height and baselines stay those
/// of the nominal point size, which already match iOS to the device pixel. Tracking stays
/// Apple's table in points (``FontCatalog/systemTracking(forPointSize:)``).
public struct SystemFontCompensation: Hashable, Sendable {
    /// SF Pro's two optical designs, whose widths relate differently to Inter's.
    public enum OpticalSize: Hashable, Sendable {
        /// SF Pro Text, below ``FontCatalog/displayFamilyMinimumPointSize``.
        case text
        /// SF Pro Display, from ``FontCatalog/displayFamilyMinimumPointSize``.
        case display

        /// The design SF Pro uses at a point size.
        public init(pointSize: Double) {
            self = pointSize >= FontCatalog.displayFamilyMinimumPointSize ? .display : .text
        }
    }

    /// Factor on the point size for outlines, rounded to 1/10,000 so the same font file
    /// always gives the same bytes.
    public let glyphScale: Double
    /// Factor on the point size for advances, kerning and glyph offsets.
    public let advanceScale: Double
    /// Factor on the width of each ASCII digit, advance and ink alike (the ink widened about
    /// the pen, so it stays centred in the wider advance): SF Pro Text's figures are wider
    /// than Inter's at equal cap height. At the Medium content size (Body 16 pt) iOS's digits
    /// measured about 4 % wider than drawn with scale 1 (issue #30's comparison with iOS
    /// renders; issue #35 found the ink still 4–5 % narrow while only the advance was
    /// widened); letters keep their widths, which match iOS within 1 % at 17 pt
    /// (docs/type-metrics.md, Digits). 1 in the Display size, where the advances are already
    /// scaled with the glyphs and no digit measurement exists.
    public let digitAdvanceScale: Double
    /// Relative error of the drawn cap height against SF Pro's (0.01 = 1 % too tall).
    public let capHeightError: Double
    /// Relative error of the drawn x-height against SF Pro's band (0 inside it).
    public let xHeightError: Double

    /// No compensation: for faces that do not stand in for the system font.
    public static let none = SystemFontCompensation(
        glyphScale: 1, advanceScale: 1, capHeightError: 0,
        xHeightError: 0)

    /// SF Pro Text's digits against Inter's (see ``digitAdvanceScale``).
    public static let textDigitAdvanceScale = 1.04

    private init(glyphScale: Double, advanceScale: Double, capHeightError: Double, xHeightError: Double) {
        self.glyphScale = glyphScale
        self.advanceScale = advanceScale
        digitAdvanceScale = 1
        self.capHeightError = capHeightError
        self.xHeightError = xHeightError
    }

    /// The compensation for a face with these heights (fractions of its em), standing in
    /// for SF Pro's `opticalSize`.
    ///
    /// Cap height alone would give `SF cap / cap`. When the x-height at that scale falls
    /// outside SF Pro's band, the scale moves towards the band's near edge until both
    /// errors are equal and opposite (the minimax point); a face without usable heights
    /// gets no compensation.
    public init(capHeight: Double, xHeight: Double, opticalSize: OpticalSize) {
        guard capHeight.isFinite, xHeight.isFinite, capHeight > 0, xHeight > 0 else {
            self = .none
            return
        }
        let capRatio = capHeight / SFProMetrics.capHeight
        let xAtCapExact = xHeight / capRatio
        let scale: Double
        if xAtCapExact > SFProMetrics.xHeightHigh {
            scale = 2 / (capRatio + xHeight / SFProMetrics.xHeightHigh)
        } else if xAtCapExact < SFProMetrics.xHeightLow {
            scale = 2 / (capRatio + xHeight / SFProMetrics.xHeightLow)
        } else {
            scale = 1 / capRatio
        }
        let rounded = (scale * 10_000).rounded() / 10_000
        glyphScale = rounded
        advanceScale = opticalSize == .text ? 1 : rounded
        digitAdvanceScale = opticalSize == .text ? SystemFontCompensation.textDigitAdvanceScale : 1
        capHeightError = capRatio * rounded - 1
        xHeightError = SystemFontCompensation.bandError(xHeight * rounded)
    }

    /// The compensation for a face drawing the system font at `pointSize`, from the face's
    /// OS/2 cap height and x-height; none for SF Pro's own faces (``FontCatalog/isSFPro(_:)``),
    /// which are already SF Pro's size.
    public init(face: FontFace, pointSize: Double) {
        if FontCatalog.isSFPro(face) {
            self = .none
            return
        }
        self.init(
            capHeight: face.capHeight / face.unitsPerEm, xHeight: face.xHeight / face.unitsPerEm,
            opticalSize: OpticalSize(pointSize: pointSize))
    }

    /// Relative distance of an x-height (em) from SF Pro's band; 0 inside it.
    static func bandError(_ x: Double) -> Double {
        if x > SFProMetrics.xHeightHigh { return x / SFProMetrics.xHeightHigh - 1 }
        if x < SFProMetrics.xHeightLow { return x / SFProMetrics.xHeightLow - 1 }
        return 0
    }
}
