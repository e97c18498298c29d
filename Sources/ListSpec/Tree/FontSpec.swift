import RenderCells

/// A font as a spec names it: a Dynamic Type text style (following the content size
/// category), or a fixed size, either with a weight and italic; a named family needs a
/// fixed size.
///
/// ```yaml
/// font: headline                              # a text style
/// font: {textStyle: body, weight: semibold}
/// font: {size: 17, weight: bold, italic: true}
/// font: {family: "New York", size: 20}
/// ```
package struct FontSpec: Hashable, Sendable {
    package var textStyle: TextStyle?
    package var size: Double?
    package var weight: FontWeight?
    package var italic: Bool?
    package var family: String?

    package init(
        textStyle: TextStyle? = nil, size: Double? = nil, weight: FontWeight? = nil, italic: Bool? = nil,
        family: String? = nil
    ) {
        self.textStyle = textStyle
        self.size = size
        self.weight = weight
        self.italic = italic
        self.family = family
    }

    /// The font for a cell with `traits` (text styles at its content size category).
    package func font(traits: TraitCollection) -> Font {
        var font: Font
        if let textStyle {
            font = .preferredFont(forTextStyle: textStyle, compatibleWith: traits)
        } else if let family {
            font = Font(name: family, size: size ?? 17)
        } else {
            font = .systemFont(ofSize: size ?? 17)
        }
        if let weight { font = font.withWeight(weight) }
        if italic == true { font = font.italic() }
        return font
    }
}

extension FontSpec {
    static let fields = ["textStyle", "size", "weight", "italic", "family"]

    /// Reads a text style name or a font mapping.
    init(node: SpecNode) throws(SpecError) {
        if case .scalar = node.node {
            self.init(textStyle: try node.choice(TextStyle.self, what: "text style"))
            return
        }
        let f = try node.fields(allowed: Self.fields, what: "a font")
        self.init(
            textStyle: try f.read("textStyle") { n throws(SpecError) in try n.choice(TextStyle.self, what: "text style") },
            size: try f.read("size") { n throws(SpecError) in try n.number(in: 1...1000, what: "a point size") },
            weight: try f.read("weight") { n throws(SpecError) in try n.choice(FontWeight.self, what: "font weight") },
            italic: try f.read("italic") { n throws(SpecError) in try n.bool() },
            family: try f.read("family") { n throws(SpecError) in try n.string(what: "a font family name") })
        if textStyle != nil, size != nil {
            throw f["size"]!.error("give either textStyle (which follows Dynamic Type) or size, not both")
        }
        if family != nil, size == nil {
            throw f["family"]!.error("a named family needs a size (text styles always use the system font)")
        }
        if textStyle == nil, size == nil {
            throw node.error("a font needs textStyle or size")
        }
    }
}
