import Raster

extension VisualEffect {
    /// How to draw one fixed material: blur the backdrop, saturate it, lay a tint over it.
    ///
    /// **These numbers are an approximation.** Apple ships the real ones as CoreMaterial
    /// recipes outside UIKit's code and publishes none (docs/uikit-reference.md §6, N/F). The values in
    /// ``approximation(for:)`` are chosen from the reimplementations listed there and
    /// pinned to the one measured point:
    /// * blur σ 30 pt and saturation ×1.8 for the regular, thick and chrome materials
    ///   (Apple's `UIImage+ImageEffects` sample and Flutter's popup surface both use 30;
    ///   the sample saturates ×1.8); thinner materials blur less (25, 20) and tint less;
    /// * light overlays are near-white (249) at α 0.30–0.90, the range the reference
    ///   infers (0.78–0.94 for the bar-like materials); the regular light material is
    ///   Flutter's 242,242,242 α0.80, eyeballed from iOS 17;
    /// * the dark chrome overlay is 37,37,37 α0.49, which turns pure black into
    ///   **18,18,18**, the value measured under an iOS 14 dark navigation bar; the regular
    ///   dark material is Flutter's 30,30,30 α0.75.
    public struct Recipe: Hashable, Sendable {
        /// Standard deviation of the Gaussian blur, in points (scale by the display scale
        /// for device pixels).
        public var blurRadius: Double
        /// Saturation factor applied after the blur; 1 leaves colours unchanged.
        public var saturation: Double
        /// Straight-alpha colour laid source-over on the saturated backdrop, blended in
        /// gamma-encoded sRGB as iOS composites (docs/uikit-reference.md §2a).
        public var tint: RGBAColor

        public init(blurRadius: Double, saturation: Double, tint: RGBAColor) {
            self.blurRadius = blurRadius
            self.saturation = saturation
            self.tint = tint
        }

        /// This recipe as a Raster filter at `scale` device pixels per point.
        public func material(scale: Double) -> Material {
            Material(blurRadius: blurRadius, scale: scale, saturation: saturation, tint: tint)
        }

        /// The approximate recipe of a style; adaptive styles are read as their light form
        /// (resolve them first with ``BlurStyle/resolved(for:)``).
        public static func approximation(for style: BlurStyle) -> Recipe {
            let dark = style.fixedStyle == .dark
            switch (style.thickness, dark) {
            case (.ultraThin, false):
                return Recipe(blurRadius: 20, saturation: 1.8, tint: RGBAColor(r: 249, g: 249, b: 249, alpha: 0.30))
            case (.thin, false):
                return Recipe(blurRadius: 25, saturation: 1.8, tint: RGBAColor(r: 249, g: 249, b: 249, alpha: 0.55))
            case (.regular, false):
                return Recipe(blurRadius: 30, saturation: 1.8, tint: RGBAColor(r: 242, g: 242, b: 242, alpha: 0.80))
            case (.thick, false):
                return Recipe(blurRadius: 30, saturation: 1.8, tint: RGBAColor(r: 249, g: 249, b: 249, alpha: 0.90))
            case (.chrome, false):
                return Recipe(blurRadius: 30, saturation: 1.8, tint: RGBAColor(r: 249, g: 249, b: 249, alpha: 0.85))
            case (.ultraThin, true):
                return Recipe(blurRadius: 20, saturation: 1.8, tint: RGBAColor(r: 37, g: 37, b: 37, alpha: 0.20))
            case (.thin, true): return Recipe(blurRadius: 25, saturation: 1.8, tint: RGBAColor(r: 37, g: 37, b: 37, alpha: 0.35))
            case (.regular, true):
                return Recipe(blurRadius: 30, saturation: 1.8, tint: RGBAColor(r: 30, g: 30, b: 30, alpha: 0.75))
            case (.thick, true): return Recipe(blurRadius: 30, saturation: 1.8, tint: RGBAColor(r: 30, g: 30, b: 30, alpha: 0.88))
            case (.chrome, true):
                return Recipe(blurRadius: 30, saturation: 1.8, tint: RGBAColor(r: 37, g: 37, b: 37, alpha: 0.49))
            }
        }
    }
}
