extension VisualEffect {
    /// The iOS 13+ system materials (`UIBlurEffect.Style`, raw values 6–20).
    ///
    /// The five plain names adapt to the interface style; the `…Light` and `…Dark`
    /// names stay fixed whatever the traits say. The legacy styles (extraLight, light,
    /// dark, regular, prominent) are not offered.
    public enum BlurStyle: String, Hashable, Sendable, CaseIterable, Codable {
        case systemUltraThinMaterial
        case systemThinMaterial
        case systemMaterial
        case systemThickMaterial
        case systemChromeMaterial
        case systemUltraThinMaterialLight
        case systemThinMaterialLight
        case systemMaterialLight
        case systemThickMaterialLight
        case systemChromeMaterialLight
        case systemUltraThinMaterialDark
        case systemThinMaterialDark
        case systemMaterialDark
        case systemThickMaterialDark
        case systemChromeMaterialDark

        /// How thick a material is, from the most to the least see-through.
        public enum Thickness: Int, Hashable, Sendable, CaseIterable {
            case ultraThin, thin, regular, thick, chrome
        }

        /// Whether the style picks its light or dark form from the traits.
        public var isAdaptive: Bool { fixedStyle == nil }

        /// The thickness this style names, whatever its light/dark form.
        public var thickness: Thickness {
            switch self {
            case .systemUltraThinMaterial, .systemUltraThinMaterialLight, .systemUltraThinMaterialDark: .ultraThin
            case .systemThinMaterial, .systemThinMaterialLight, .systemThinMaterialDark: .thin
            case .systemMaterial, .systemMaterialLight, .systemMaterialDark: .regular
            case .systemThickMaterial, .systemThickMaterialLight, .systemThickMaterialDark: .thick
            case .systemChromeMaterial, .systemChromeMaterialLight, .systemChromeMaterialDark: .chrome
            }
        }

        /// The interface style a `…Light` / `…Dark` style is fixed to; nil when adaptive.
        public var fixedStyle: UserInterfaceStyle? {
            switch self {
            case .systemUltraThinMaterial, .systemThinMaterial, .systemMaterial, .systemThickMaterial,
                .systemChromeMaterial:
                nil
            case .systemUltraThinMaterialLight, .systemThinMaterialLight, .systemMaterialLight,
                .systemThickMaterialLight, .systemChromeMaterialLight:
                .light
            case .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark,
                .systemThickMaterialDark, .systemChromeMaterialDark:
                .dark
            }
        }

        /// The fixed (`…Light` or `…Dark`) style this one draws as under `style`;
        /// unspecified counts as light, as UIKit treats it.
        public func resolved(for style: UserInterfaceStyle) -> BlurStyle {
            let dark = (fixedStyle ?? style) == .dark
            switch thickness {
            case .ultraThin: return dark ? .systemUltraThinMaterialDark : .systemUltraThinMaterialLight
            case .thin: return dark ? .systemThinMaterialDark : .systemThinMaterialLight
            case .regular: return dark ? .systemMaterialDark : .systemMaterialLight
            case .thick: return dark ? .systemThickMaterialDark : .systemThickMaterialLight
            case .chrome: return dark ? .systemChromeMaterialDark : .systemChromeMaterialLight
            }
        }
    }
}
