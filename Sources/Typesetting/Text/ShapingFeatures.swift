/// The typographic features a run is shaped with.
///
/// Kerning and ligatures map to the OpenType features `kern` and `liga`/`clig`
/// (both on by default in HarfBuzz, as in UIKit). Tracking is not an OpenType feature:
/// the shaper adds it itself, see ``TextShaper``.
public struct ShapingFeatures: Hashable, Sendable {
    /// Pair kerning (`kern`); UIKit kerns by default.
    public var kerning: Bool
    /// Standard and contextual ligatures (`liga`, `clig`), e.g. "fi".
    public var ligatures: Bool
    /// Points added after each cluster (SF Pro's size-dependent tracking for the
    /// system font: ``FontCatalog/systemTracking(forPointSize:)``).
    public var tracking: Double

    public init(kerning: Bool = true, ligatures: Bool = true, tracking: Double = 0) {
        self.kerning = kerning
        self.ligatures = ligatures
        self.tracking = tracking
    }

    /// Kerning and ligatures on, no tracking.
    public static let `default` = ShapingFeatures()
}
