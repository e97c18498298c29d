import RenderCells

/// The content of a cell, header or footer as a spec gives it
/// (`UIListContentConfiguration`): which variant to start from and the properties to set
/// on it. Only what the spec names is set, so everything else keeps the variant's
/// defaults and keeps following the cell's state, as in UIKit.
package struct ContentSpec: Hashable, Sendable {
    /// nil: the cell's `defaultContentConfiguration()` (cell, or sidebarCell in a
    /// sidebar), or the header/footer's.
    package var variant: ContentVariant?
    package var text: String?
    package var secondaryText: String?
    /// Text in runs with their own attributes (`attributedText`), instead of `text`.
    package var attributedText: [AttributedRunSpec]?
    package var secondaryAttributedText: [AttributedRunSpec]?
    package var image: ImageSpec?
    package var textProperties: TextPropertiesSpec?
    package var secondaryTextProperties: TextPropertiesSpec?
    package var imageProperties: ImagePropertiesSpec?
    package var directionalLayoutMargins: InsetsSpec?
    package var axesPreservingSuperviewLayoutMargins: Axis?
    package var imageToTextPadding: Double?
    package var textToSecondaryTextHorizontalPadding: Double?
    package var textToSecondaryTextVerticalPadding: Double?
    package var prefersSideBySideTextAndSecondaryText: Bool?

    package init(variant: ContentVariant? = nil, text: String? = nil) {
        self.variant = variant
        self.text = text
    }

    /// `base` (the default configuration) or the named variant, with every property the
    /// spec names set; `traits` resolve fonts, `appearance` the header/footer variants.
    package func configuration(
        base: ListContentConfiguration, appearance: ListAppearance,
        traits: TraitCollection
    ) -> ListContentConfiguration {
        var c = variant?.configuration(appearance: appearance, traits: traits) ?? base
        if let text { c.text = text }
        if let secondaryText { c.secondaryText = secondaryText }
        if let attributedText { c.attributedText = AttributedRunSpec.attributedText(attributedText, traits: traits) }
        if let secondaryAttributedText {
            c.secondaryAttributedText = AttributedRunSpec.attributedText(secondaryAttributedText, traits: traits)
        }
        if let image { c.image = image.listImage }
        textProperties?.apply(to: &c.textProperties, traits: traits)
        secondaryTextProperties?.apply(to: &c.secondaryTextProperties, traits: traits)
        imageProperties?.apply(to: &c.imageProperties)
        if let directionalLayoutMargins {
            c.directionalLayoutMargins = directionalLayoutMargins.applied(to: c.directionalLayoutMargins)
        }
        if let axesPreservingSuperviewLayoutMargins {
            c.axesPreservingSuperviewLayoutMargins = axesPreservingSuperviewLayoutMargins
        }
        if let imageToTextPadding { c.imageToTextPadding = imageToTextPadding }
        if let textToSecondaryTextHorizontalPadding {
            c.textToSecondaryTextHorizontalPadding = textToSecondaryTextHorizontalPadding
        }
        if let textToSecondaryTextVerticalPadding {
            c.textToSecondaryTextVerticalPadding = textToSecondaryTextVerticalPadding
        }
        if let prefersSideBySideTextAndSecondaryText {
            c.prefersSideBySideTextAndSecondaryText = prefersSideBySideTextAndSecondaryText
        }
        return c
    }
}

extension ContentSpec {
    /// The content keys, shared by items, headers and footers.
    static let fields = [
        "variant", "text", "secondaryText", "attributedText", "secondaryAttributedText", "image", "textProperties",
        "secondaryTextProperties",
        "imageProperties", "directionalLayoutMargins", "axesPreservingSuperviewLayoutMargins",
        "imageToTextPadding", "textToSecondaryTextHorizontalPadding",
        "textToSecondaryTextVerticalPadding", "prefersSideBySideTextAndSecondaryText"
    ]

    /// Reads the content keys of an already checked mapping.
    init(fields f: SpecFields) throws(SpecError) {
        variant = try f.read("variant") { n throws(SpecError) in
            ContentVariant(name: try n.name(among: ContentVariant.names, what: "variant"))!
        }
        text = try f.read("text") { n throws(SpecError) in try n.string() }
        secondaryText = try f.read("secondaryText") { n throws(SpecError) in try n.string() }
        attributedText = try f.read("attributedText") { n throws(SpecError) in try Self.runs(n) }
        secondaryAttributedText = try f.read("secondaryAttributedText") { n throws(SpecError) in try Self.runs(n) }
        for (plain, attributed) in [("text", "attributedText"), ("secondaryText", "secondaryAttributedText")]
        where f.has(plain) && f.has(attributed) {
            throw f[attributed]!.error("give either \(plain) or \(attributed), not both (setting one clears the other)")
        }
        image = try f.read("image") { n throws(SpecError) in try ImageSpec(node: n) }
        textProperties = try f.read("textProperties") { n throws(SpecError) in try TextPropertiesSpec(node: n) }
        secondaryTextProperties = try f.read("secondaryTextProperties") { n throws(SpecError) in
            try TextPropertiesSpec(node: n)
        }
        imageProperties = try f.read("imageProperties") { n throws(SpecError) in try ImagePropertiesSpec(node: n) }
        directionalLayoutMargins = try f.read("directionalLayoutMargins") { n throws(SpecError) in try n.insets() }
        axesPreservingSuperviewLayoutMargins = try f.read("axesPreservingSuperviewLayoutMargins") {
            n throws(SpecError) in try n.axes()
        }
        imageToTextPadding = try f.read("imageToTextPadding") { n throws(SpecError) in try n.length() }
        textToSecondaryTextHorizontalPadding = try f.read("textToSecondaryTextHorizontalPadding") {
            n throws(SpecError) in try n.length()
        }
        textToSecondaryTextVerticalPadding = try f.read("textToSecondaryTextVerticalPadding") {
            n throws(SpecError) in try n.length()
        }
        prefersSideBySideTextAndSecondaryText = try f.read("prefersSideBySideTextAndSecondaryText") {
            n throws(SpecError) in try n.bool()
        }
    }

    /// The runs of an `attributedText` list.
    static func runs(_ node: SpecNode) throws(SpecError) -> [AttributedRunSpec] {
        try node.elements(what: "text runs", limit: SpecLimits.maxCustomNames).map { e throws(SpecError) in
            try AttributedRunSpec(node: e)
        }
    }

    /// A header or footer: a string (its text) or a mapping of content keys, `background`,
    /// `state` (highlighted, selected, disabled, focused and custom states) and the
    /// behaviour keys (traits, automatic updates, configuration updates).
    static func supplementary(node: SpecNode) throws(SpecError) -> SupplementarySpec {
        if case .scalar = node.node { return SupplementarySpec(content: ContentSpec(text: try node.string())) }
        let f = try node.fields(
            allowed: fields + ["background", "state"] + ConfigurationBehaviorSpec.fields,
            what: "a header or footer")
        let states = try f.read("state") { n throws(SpecError) in
            try n.states(allowed: [.highlighted, .selected, .disabled, .focused], what: "header or footer states")
        }
        return SupplementarySpec(
            content: try ContentSpec(fields: f),
            background: try f.read("background") { n throws(SpecError) in try BackgroundSpec(node: n) },
            state: states?.system ?? [:],
            behavior: try ConfigurationBehaviorSpec(fields: f, customStates: states?.custom ?? [:]))
    }
}
