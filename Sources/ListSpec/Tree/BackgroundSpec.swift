import RenderCells

/// A background as a spec gives it (`UIBackgroundConfiguration`): the factory to start
/// from (default: the cell's or header's own default background) and the properties to
/// set on it.
///
/// ```yaml
/// background: {style: listGroupedCell, backgroundColor: "#FF000080", cornerRadius: 8,
///              strokeColor: separator, strokeWidth: 1, visualEffect: systemMaterial}
/// ```
package struct BackgroundSpec: Hashable, Sendable {
    package var style: BackgroundConfiguration.Style?
    /// `.some(nil)`: nil on purpose, i.e. the tint colour (`backgroundColor: null`).
    package var backgroundColor: ColorSpec??
    package var backgroundColorTransformer: ColorTransformerSpec?
    package var cornerRadius: Double?
    package var backgroundInsets: InsetsSpec?
    package var edgesAddingLayoutMarginsToBackgroundInsets: BackgroundConfiguration.DirectionalRectEdge?
    /// `.some(nil)`: the tint colour.
    package var strokeColor: ColorSpec??
    package var strokeColorTransformer: ColorTransformerSpec?
    package var strokeWidth: Double?
    package var strokeOutset: Double?
    package var visualEffect: VisualEffect.BlurStyle?
    package var image: ImageSpec?
    package var imageContentMode: ImageContentMode?

    package init(style: BackgroundConfiguration.Style? = nil) {
        self.style = style
    }

    /// The named factory's configuration (or `base`) with the named properties set.
    package func configuration(base: BackgroundConfiguration) -> BackgroundConfiguration {
        var b = style.map { BackgroundConfiguration(style: $0) } ?? base
        if let backgroundColor { b.backgroundColor = backgroundColor?.color }
        if let backgroundColorTransformer { b.backgroundColorTransformer = backgroundColorTransformer.transformer }
        if let cornerRadius { b.cornerRadius = cornerRadius }
        if let backgroundInsets { b.backgroundInsets = backgroundInsets.applied(to: b.backgroundInsets) }
        if let edgesAddingLayoutMarginsToBackgroundInsets {
            b.edgesAddingLayoutMarginsToBackgroundInsets = edgesAddingLayoutMarginsToBackgroundInsets
        }
        if let strokeColor { b.strokeColor = strokeColor?.color }
        if let strokeColorTransformer { b.strokeColorTransformer = strokeColorTransformer.transformer }
        if let strokeWidth { b.strokeWidth = strokeWidth }
        if let strokeOutset { b.strokeOutset = strokeOutset }
        if let visualEffect { b.visualEffect = .blur(visualEffect) }
        if case .file(_, let pixmap) = image { b.image = pixmap }
        if let imageContentMode { b.imageContentMode = imageContentMode }
        return b
    }
}

extension BackgroundSpec {
    static let fields = [
        "style", "backgroundColor", "backgroundColorTransformer", "cornerRadius", "backgroundInsets",
        "edgesAddingLayoutMarginsToBackgroundInsets", "strokeColor", "strokeColorTransformer",
        "strokeWidth", "strokeOutset", "visualEffect", "image", "imageContentMode"
    ]

    init(node: SpecNode) throws(SpecError) {
        let f = try node.fields(allowed: Self.fields, what: "a background")
        style = try f.read("style") { n throws(SpecError) in
            try n.choice(BackgroundConfiguration.Style.self, what: "background style")
        }
        backgroundColor = try f.read("backgroundColor") { n throws(SpecError) in try n.colorOrTint() }
        backgroundColorTransformer = try f.read("backgroundColorTransformer") { n throws(SpecError) in
            try n.colorTransformer()
        }
        cornerRadius = try f.read("cornerRadius") { n throws(SpecError) in try n.length(in: 0...SpecLimits.maxLength) }
        backgroundInsets = try f.read("backgroundInsets") { n throws(SpecError) in try n.insets() }
        edgesAddingLayoutMarginsToBackgroundInsets = try f.read("edgesAddingLayoutMarginsToBackgroundInsets") {
            n throws(SpecError) in try n.edges()
        }
        strokeColor = try f.read("strokeColor") { n throws(SpecError) in try n.colorOrTint() }
        strokeColorTransformer = try f.read("strokeColorTransformer") { n throws(SpecError) in try n.colorTransformer() }
        strokeWidth = try f.read("strokeWidth") { n throws(SpecError) in try n.length(in: 0...SpecLimits.maxLength) }
        strokeOutset = try f.read("strokeOutset") { n throws(SpecError) in try n.length() }
        visualEffect = try f.read("visualEffect") { n throws(SpecError) in
            try n.choice(VisualEffect.BlurStyle.self, what: "material")
        }
        image = try f.read("image") { n throws(SpecError) in
            let image = try ImageSpec(node: n)
            guard case .file = image else { throw n.error("a background image must be a file: {file: path.png}") }
            return image
        }
        imageContentMode = try f.read("imageContentMode") { n throws(SpecError) in
            try n.choice(ImageContentMode.self, what: "content mode")
        }
    }
}
