import RenderCells

/// The text properties a spec sets (`UIListContentConfiguration.TextProperties`); each
/// nil field keeps the variant's default.
package struct TextPropertiesSpec: Hashable, Sendable {
    package var font: FontSpec?
    package var color: ColorSpec?
    package var colorTransformer: ColorTransformerSpec?
    package var alignment: TextAlignment?
    package var lineBreakMode: LineBreakMode?
    package var numberOfLines: Int?
    package var adjustsFontSizeToFitWidth: Bool?
    package var minimumScaleFactor: Double?
    package var allowsDefaultTighteningForTruncation: Bool?
    package var adjustsFontForContentSizeCategory: Bool?
    package var transform: ListContentConfiguration.TextProperties.TextTransform?

    package init() {}

    /// Sets the named properties on `properties` (recording each as set, as UIKit's
    /// setters do), fonts resolved for `traits`.
    package func apply(to properties: inout ListContentConfiguration.TextProperties, traits: TraitCollection) {
        if let font { properties.font = font.font(traits: traits) }
        if let color { properties.color = color.color }
        if let colorTransformer { properties.colorTransformer = colorTransformer.transformer }
        if let alignment { properties.alignment = alignment }
        if let lineBreakMode { properties.lineBreakMode = lineBreakMode }
        if let numberOfLines { properties.numberOfLines = numberOfLines }
        if let adjustsFontSizeToFitWidth { properties.adjustsFontSizeToFitWidth = adjustsFontSizeToFitWidth }
        if let minimumScaleFactor { properties.minimumScaleFactor = minimumScaleFactor }
        if let allowsDefaultTighteningForTruncation {
            properties.allowsDefaultTighteningForTruncation = allowsDefaultTighteningForTruncation
        }
        if let adjustsFontForContentSizeCategory {
            properties.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        }
        if let transform { properties.transform = transform }
    }
}

extension TextPropertiesSpec {
    static let fields = [
        "font", "color", "colorTransformer", "alignment", "lineBreakMode", "numberOfLines",
        "adjustsFontSizeToFitWidth", "minimumScaleFactor", "allowsDefaultTighteningForTruncation",
        "adjustsFontForContentSizeCategory", "transform"
    ]

    init(node: SpecNode) throws(SpecError) {
        let f = try node.fields(allowed: Self.fields, what: "text properties")
        font = try f.read("font") { n throws(SpecError) in try FontSpec(node: n) }
        color = try f.read("color") { n throws(SpecError) in try n.color() }
        colorTransformer = try f.read("colorTransformer") { n throws(SpecError) in try n.colorTransformer() }
        alignment = try f.read("alignment") { n throws(SpecError) in try n.choice(TextAlignment.self, what: "alignment") }
        lineBreakMode = try f.read("lineBreakMode") { n throws(SpecError) in
            try n.choice(LineBreakMode.self, what: "line break mode")
        }
        numberOfLines = try f.read("numberOfLines") { n throws(SpecError) in
            try n.integer(in: 0...SpecLimits.maxNumberOfLines, what: "a number of lines (0: no limit)")
        }
        adjustsFontSizeToFitWidth = try f.read("adjustsFontSizeToFitWidth") { n throws(SpecError) in try n.bool() }
        minimumScaleFactor = try f.read("minimumScaleFactor") { n throws(SpecError) in
            try n.number(in: 0...1, what: "a scale factor")
        }
        allowsDefaultTighteningForTruncation = try f.read("allowsDefaultTighteningForTruncation") {
            n throws(SpecError) in try n.bool()
        }
        adjustsFontForContentSizeCategory = try f.read("adjustsFontForContentSizeCategory") {
            n throws(SpecError) in try n.bool()
        }
        transform = try f.read("transform") { n throws(SpecError) in
            try n.choice(ListContentConfiguration.TextProperties.TextTransform.self, what: "text transform")
        }
    }
}
