import RenderCells

/// The content of a cell, header or footer as a spec gives it
/// (`UIListContentConfiguration`): which variant to start from and the properties to set
/// on it. Only what the spec names is set, so everything else keeps the variant's
/// defaults and keeps following the cell's state, as in UIKit.
public struct ContentSpec: Hashable, Sendable {
    /// nil: the cell's `defaultContentConfiguration()` (cell, or sidebarCell in a
    /// sidebar), or the header/footer's.
    public var variant: ContentVariant?
    public var text: String?
    public var secondaryText: String?
    public var image: ImageSpec?
    public var textProperties: TextPropertiesSpec?
    public var secondaryTextProperties: TextPropertiesSpec?
    public var imageProperties: ImagePropertiesSpec?
    public var directionalLayoutMargins: InsetsSpec?
    public var axesPreservingSuperviewLayoutMargins: Axis?
    public var imageToTextPadding: Double?
    public var textToSecondaryTextHorizontalPadding: Double?
    public var textToSecondaryTextVerticalPadding: Double?
    public var prefersSideBySideTextAndSecondaryText: Bool?

    public init(variant: ContentVariant? = nil, text: String? = nil) {
        self.variant = variant
        self.text = text
    }

    /// `base` (the default configuration) or the named variant, with every property the
    /// spec names set; `traits` resolve fonts, `appearance` the header/footer variants.
    public func configuration(base: ListContentConfiguration, appearance: ListAppearance,
                              traits: TraitCollection) -> ListContentConfiguration
    {
        var c = variant?.configuration(appearance: appearance, traits: traits) ?? base
        if let text { c.text = text }
        if let secondaryText { c.secondaryText = secondaryText }
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
    static let fields = ["variant", "text", "secondaryText", "image", "textProperties", "secondaryTextProperties",
                         "imageProperties", "directionalLayoutMargins", "axesPreservingSuperviewLayoutMargins",
                         "imageToTextPadding", "textToSecondaryTextHorizontalPadding",
                         "textToSecondaryTextVerticalPadding", "prefersSideBySideTextAndSecondaryText"]

    /// Reads the content keys of an already checked mapping.
    init(fields f: SpecFields) throws(SpecError) {
        variant = try f.read("variant") { n throws(SpecError) in
            ContentVariant(name: try n.name(among: ContentVariant.names, what: "variant"))!
        }
        text = try f.read("text") { n throws(SpecError) in try n.string() }
        secondaryText = try f.read("secondaryText") { n throws(SpecError) in try n.string() }
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

    /// A header or footer: a string (its text) or a mapping of content keys and
    /// `background`.
    static func supplementary(node: SpecNode) throws(SpecError) -> (ContentSpec, BackgroundSpec?) {
        if case .scalar = node.node { return (ContentSpec(text: try node.string()), nil) }
        let f = try node.fields(allowed: fields + ["background"], what: "a header or footer")
        return (try ContentSpec(fields: f), try f.read("background") { n throws(SpecError) in try BackgroundSpec(node: n) })
    }
}
