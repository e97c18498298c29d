import Raster

// Colours of the configuration model (`UIColor`). A colour is either fixed, one
// straight-alpha sRGB value, or dynamic: a provider closure that picks a colour for a
// trait collection, as `UIColor(dynamicProvider:)` does. The model keeps colours
// dynamic until the last moment; layout and drawing call `resolvedRGBA(with:)` with
// the cell's resolved traits and hand the `RGBAColor` to the rasterizer.

/// A fixed or trait-dependent colour (`UIColor`).
///
/// Fixed colours are plain values. Dynamic colours defer to a provider that is called
/// with a ``TraitCollection`` each time the colour is resolved; the provider may return
/// another dynamic colour, which is resolved in turn with the same traits.
///
/// Equality follows what can be known without calling a provider:
/// * fixed colours are equal when their components are equal;
/// * named dynamic colours (the system palette, or any colour made with
///   `init(name:dynamicProvider:)`) are equal when their names and any
///   `withAlphaComponent(_:)` alpha are equal, so a name is an identity: give two
///   different providers the same name and they compare equal;
/// * unnamed dynamic colours are equal only when they share the same provider, i.e. one
///   is a copy of the other (again with the same alpha modification);
/// * a fixed colour never equals a dynamic one, even if it resolves the same everywhere.
public struct Color: Sendable, Equatable, CustomStringConvertible {
    /// The provider of a dynamic colour, boxed so that copies share one identity.
    final class Provider: Sendable {
        let resolve: @Sendable (TraitCollection) -> Color
        init(_ resolve: @escaping @Sendable (TraitCollection) -> Color) { self.resolve = resolve }
    }

    enum Storage: Sendable {
        case fixed(RGBAColor)
        /// `alpha`, when set, replaces the resolved colour's alpha (`withAlphaComponent`).
        case dynamic(Provider, alpha: Double?)
    }

    let storage: Storage

    /// The colour's name: "label", "systemBlue", … for the system palette; nil for
    /// fixed colours and unnamed dynamic colours.
    public let name: String?

    /// A fixed colour.
    public init(_ rgba: RGBAColor) {
        storage = .fixed(rgba)
        name = nil
    }

    /// A fixed colour from straight-alpha sRGB components in 0...1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.init(RGBAColor(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// A fixed grey: `white` 0 is black, 1 is white.
    public init(white: Double, alpha: Double = 1) {
        self.init(RGBAColor(red: white, green: white, blue: white, alpha: alpha))
    }

    /// A dynamic colour (`UIColor(dynamicProvider:)`): `dynamicProvider` is called with
    /// the traits every time the colour is resolved.
    ///
    /// A name makes the colour compare equal to every other colour of that name; see
    /// the type's discussion of equality.
    public init(name: String? = nil, dynamicProvider: @escaping @Sendable (TraitCollection) -> Color) {
        storage = .dynamic(Provider(dynamicProvider), alpha: nil)
        self.name = name
    }

    init(storage: Storage, name: String?) {
        self.storage = storage
        self.name = name
    }

    /// Whether the colour depends on traits.
    public var isDynamic: Bool {
        if case .dynamic = storage { return true }
        return false
    }

    /// The fixed colour this colour is under `traits`; fixed colours return themselves.
    public func resolvedColor(with traits: TraitCollection) -> Color {
        Color(resolvedRGBA(with: traits))
    }

    /// The straight-alpha sRGB value of this colour under `traits`.
    public func resolvedRGBA(with traits: TraitCollection) -> RGBAColor {
        switch storage {
        case .fixed(let rgba):
            return rgba
        case .dynamic(let provider, let alpha):
            // The provider may hand back another dynamic colour (a palette entry that
            // defers to another); resolve it with the same traits.
            let resolved = provider.resolve(traits).resolvedRGBA(with: traits)
            return alpha.map { resolved.withAlpha($0) } ?? resolved
        }
    }

    /// This colour with its alpha replaced by `alpha` (`withAlphaComponent(_:)`).
    ///
    /// A dynamic colour stays dynamic and keeps its name; the alpha replaces whatever
    /// the provider resolves to, as in UIKit.
    public func withAlphaComponent(_ alpha: Double) -> Color {
        switch storage {
        case .fixed(let rgba):
            return Color(rgba.withAlpha(alpha))
        case .dynamic(let provider, _):
            return Color(storage: .dynamic(provider, alpha: alpha), name: name)
        }
    }

    public static func == (a: Color, b: Color) -> Bool {
        switch (a.storage, b.storage) {
        case (.fixed(let x), .fixed(let y)):
            return x == y
        case (.dynamic(let p, let alphaA), .dynamic(let q, let alphaB)):
            guard alphaA == alphaB else { return false }
            if let na = a.name, let nb = b.name { return na == nb }
            return a.name == nil && b.name == nil && p === q
        default:
            return false
        }
    }

    public var description: String {
        switch storage {
        case .fixed(let c):
            return "Color(red: \(c.red), green: \(c.green), blue: \(c.blue), alpha: \(c.alpha))"
        case .dynamic(_, let alpha):
            let suffix = alpha.map { ", alpha: \($0)" } ?? ""
            return "Color(\(name ?? "dynamic")\(suffix))"
        }
    }
}

extension Color {
    // UIKit's fixed named colours (`UIColor.black` etc.), in extended sRGB as UIKit
    // defines them: greys by white level, hues by their 0/0.5/1 components.
    public static let clear = Color(white: 0, alpha: 0)
    public static let black = Color(white: 0)
    public static let darkGray = Color(white: 1.0 / 3)
    public static let gray = Color(white: 0.5)
    public static let lightGray = Color(white: 2.0 / 3)
    public static let white = Color(white: 1)
    public static let red = Color(red: 1, green: 0, blue: 0)
    public static let green = Color(red: 0, green: 1, blue: 0)
    public static let blue = Color(red: 0, green: 0, blue: 1)
    public static let cyan = Color(red: 0, green: 1, blue: 1)
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    public static let magenta = Color(red: 1, green: 0, blue: 1)
    public static let orange = Color(red: 1, green: 0.5, blue: 0)
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
    public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)
}
