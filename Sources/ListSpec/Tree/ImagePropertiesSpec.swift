import RenderCells

/// The image properties a spec sets (`UIListContentConfiguration.ImageProperties`).
package struct ImagePropertiesSpec: Hashable, Sendable {
    /// `.some(nil)`: set to nil on purpose (the view's tint colour), as `tintColor: null`.
    package var tintColor: ColorSpec??
    package var tintColorTransformer: ColorTransformerSpec?
    package var cornerRadius: Double?
    package var maximumSize: Size?
    /// A dimension of `ListContentConfiguration.ImageProperties.standardDimension` is
    /// the system's standard (`standard` in the file).
    package var reservedLayoutSize: Size?
    package var preferredSymbolConfiguration: SymbolConfiguration?

    package init() {}

    package func apply(to properties: inout ListContentConfiguration.ImageProperties) {
        if let tintColor { properties.tintColor = tintColor?.color }
        if let tintColorTransformer { properties.tintColorTransformer = tintColorTransformer.transformer }
        if let cornerRadius { properties.cornerRadius = cornerRadius }
        if let maximumSize { properties.maximumSize = maximumSize }
        if let reservedLayoutSize { properties.reservedLayoutSize = reservedLayoutSize }
        if let preferredSymbolConfiguration { properties.preferredSymbolConfiguration = preferredSymbolConfiguration }
    }
}

extension ImagePropertiesSpec {
    static let fields = [
        "tintColor", "tintColorTransformer", "cornerRadius", "maximumSize", "reservedLayoutSize",
        "preferredSymbolConfiguration"
    ]

    init(node: SpecNode) throws(SpecError) {
        let f = try node.fields(allowed: Self.fields, what: "image properties")
        tintColor = try f.read("tintColor") { n throws(SpecError) in try n.colorOrTint() }
        tintColorTransformer = try f.read("tintColorTransformer") { n throws(SpecError) in try n.colorTransformer() }
        cornerRadius = try f.read("cornerRadius") { n throws(SpecError) in try n.length(in: 0...SpecLimits.maxLength) }
        maximumSize = try f.read("maximumSize") { n throws(SpecError) in try n.size() }
        reservedLayoutSize = try f.read("reservedLayoutSize") { n throws(SpecError) in try n.size(allowStandard: true) }
        preferredSymbolConfiguration = try f.read("preferredSymbolConfiguration") { n throws(SpecError) in
            try n.symbolConfiguration(allowed: SpecNode.symbolConfigurationFields)
        }
    }
}
