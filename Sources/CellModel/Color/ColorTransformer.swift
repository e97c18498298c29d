import Raster

/// A function from colour to colour (`UIConfigurationColorTransformer`), applied by
/// configurations to a colour after choosing it, e.g. greying out a disabled cell.
///
/// UIKit's `preferredTint` and `monochromeTint` read the tint colour of the view they
/// end up in, which a plain `(Color) -> Color` cannot know. Here a transformer gets a
/// ``Context`` carrying that tint, and calling it without one assumes the default tint,
/// systemBlue.
///
/// Transformers compare equal by name when both are named (the system ones are), and
/// otherwise only when one is a copy of the other, so configurations holding them stay
/// `Equatable`.
public struct ColorTransformer: Sendable, Equatable, CustomStringConvertible {
    /// What a transformer may know about the view it colours.
    public struct Context: Sendable, Equatable {
        /// The view's tint colour, inherited down the view hierarchy.
        public var tintColor: Color

        public init(tintColor: Color = .tintColor) {
            self.tintColor = tintColor
        }
    }

    /// The transform, boxed so that copies share one identity for equality.
    final class Function: Sendable {
        let apply: @Sendable (Color, Context) -> Color
        init(_ apply: @escaping @Sendable (Color, Context) -> Color) { self.apply = apply }
    }

    let function: Function

    /// The transformer's name: "grayscale", "preferredTint", "monochromeTint" for the
    /// system ones; nil for unnamed custom ones.
    public let name: String?

    /// A transformer that needs only the colour.
    public init(name: String? = nil, _ transform: @escaping @Sendable (Color) -> Color) {
        self.init(name: name, contextual: { color, _ in transform(color) })
    }

    /// A transformer that also reads the view's context, e.g. its tint colour.
    public init(name: String? = nil, contextual transform: @escaping @Sendable (Color, Context) -> Color) {
        function = Function(transform)
        self.name = name
    }

    /// The transformed colour in `context`.
    public func callAsFunction(_ color: Color, context: Context) -> Color {
        function.apply(color, context)
    }

    /// The transformed colour in a view with the default tint (systemBlue).
    public func callAsFunction(_ color: Color) -> Color {
        function.apply(color, Context())
    }

    /// This transformer followed by `other`.
    ///
    /// Named only when both are: "grayscale+preferredTint" for
    /// `grayscale.appending(preferredTint)`.
    public func appending(_ other: ColorTransformer) -> ColorTransformer {
        let first = function
        let second = other.function
        let composedName = name.flatMap { a in other.name.map { b in "\(a)+\(b)" } }
        return ColorTransformer(
            name: composedName,
            contextual: { color, context in
                second.apply(first.apply(color, context), context)
            })
    }

    public static func == (a: ColorTransformer, b: ColorTransformer) -> Bool {
        if let x = a.name, let y = b.name { return x == y }
        return a.name == nil && b.name == nil && a.function === b.function
    }

    public var description: String { "ColorTransformer(\(name ?? "custom"))" }
}

extension ColorTransformer {
    /// The colour's luma as a grey, alpha kept (`.grayscale`).
    ///
    /// Luma uses the Rec. 709 weights 0.2126, 0.7152, 0.0722 on the gamma-encoded sRGB
    /// components, as a straight sum, not via linear light. A dynamic colour stays
    /// dynamic: it is resolved first, then greyed.
    public static let grayscale = ColorTransformer(name: "grayscale") { color in
        color.mapped(suffix: "grayscale", lumaGray)
    }

    /// The view's tint colour, whatever the input (`.preferredTint`).
    public static let preferredTint = ColorTransformer(
        name: "preferredTint",
        contextual: { _, context in
            context.tintColor
        })

    /// The view's tint colour greyed as by ``grayscale``, with the input's alpha
    /// (`.monochromeTint`).
    public static let monochromeTint = ColorTransformer(
        name: "monochromeTint",
        contextual: { color, context in
            let tint = context.tintColor
            guard color.isDynamic || tint.isDynamic else {
                return Color(
                    lumaGray(tint.resolvedRGBA(with: TraitCollection()))
                        .withAlpha(color.resolvedRGBA(with: TraitCollection()).alpha))
            }
            return Color(dynamicProvider: { traits in
                Color(lumaGray(tint.resolvedRGBA(with: traits)).withAlpha(color.resolvedRGBA(with: traits).alpha))
            })
        })

    /// The preset UIKit puts on a highlighted sidebar row's text and secondary text
    /// (`_UITableConstants` content properties, transformer id 7; docs/uikit-reference.md §3.3). Its effect
    /// is not known (N/F): no public source or measurement shows a highlighted sidebar row.
    /// It passes colours through, so a highlighted sidebar row looks like a selected one,
    /// the closest measured picture (M-SB). Carried so the configuration says what UIKit's
    /// says: a transformer is set in that state.
    public static let sidebarHighlight = ColorTransformer(name: "sidebarHighlight") { $0 }

    /// Rec. 709 luma of gamma-encoded components.
    static func lumaGray(_ c: RGBAColor) -> RGBAColor {
        let y = 0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue
        return RGBAColor(red: y, green: y, blue: y, alpha: c.alpha)
    }
}

extension Color {
    /// This colour with `transform` applied to its resolved value.
    ///
    /// A dynamic colour stays dynamic. A named one without an alpha modification is
    /// named "name.suffix", so that two transforms of the same system colour compare
    /// equal; otherwise the result is unnamed and equal only to its copies.
    func mapped(suffix: String, _ transform: @escaping @Sendable (RGBAColor) -> RGBAColor) -> Color {
        switch storage {
        case .fixed(let rgba):
            return Color(transform(rgba))
        case .dynamic(_, let alpha):
            let source = self
            let derivedName = alpha == nil ? name.map { "\($0).\(suffix)" } : nil
            return Color(
                name: derivedName,
                dynamicProvider: { traits in
                    Color(transform(source.resolvedRGBA(with: traits)))
                })
        }
    }
}
