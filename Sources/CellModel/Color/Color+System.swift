// UIKit's semantic system colours as named dynamic colours. The values live in
// `SystemColorSpec.palette`, one row per colour; this file only gives them their
// UIKit names as static properties.

extension Color {
    /// The system colour with UIKit's `name` ("label", "systemBlue", …), or nil if
    /// there is none; spec files name system colours this way.
    public static func systemColor(named name: String) -> Color? {
        SystemColorSpec.byName[name].map { Color(name: name, spec: $0) }
    }

    /// The names of every system colour, in the order of the reference sheet.
    public static let systemColorNames: [String] = SystemColorSpec.palette.map(\.name)

    /// A named dynamic colour that resolves through `spec`, or through the list design's
    /// own value of `name` where the traits' design generation changes it (the iOS 26
    /// tints, `ListDesignFigures.palette`).
    init(name: String, spec: SystemColorSpec) {
        self.init(
            name: name,
            dynamicProvider: { traits in
                Color((traits.listDesign.figures.palette[name] ?? spec).resolve(traits))
            })
    }

    /// The palette entry `name`; only called with names from the palette table.
    private init(system name: String) {
        guard let spec = SystemColorSpec.byName[name] else {
            preconditionFailure("no system colour named \(name)")
        }
        self.init(name: name, spec: spec)
    }

    /// The default tint colour of every view, systemBlue.
    ///
    /// It is systemBlue itself (equal to it and named "systemBlue"); a view's inherited
    /// tint reaches configurations through `ColorTransformer.Context.tintColor`.
    public static let tintColor = systemBlue

    // Labels: text and glyph foregrounds, from primary to quaternary emphasis.
    public static let label = Color(system: "label")
    public static let secondaryLabel = Color(system: "secondaryLabel")
    public static let tertiaryLabel = Color(system: "tertiaryLabel")
    public static let quaternaryLabel = Color(system: "quaternaryLabel")
    public static let placeholderText = Color(system: "placeholderText")
    public static let link = Color(system: "link")

    // Separators: `separator` is translucent and blends over the cell; `opaqueSeparator` hides what is below.
    public static let separator = Color(system: "separator")
    public static let opaqueSeparator = Color(system: "opaqueSeparator")

    // Fills: translucent overlays for thin, medium, large and very large shapes.
    public static let systemFill = Color(system: "systemFill")
    public static let secondarySystemFill = Color(system: "secondarySystemFill")
    public static let tertiarySystemFill = Color(system: "tertiarySystemFill")
    public static let quaternarySystemFill = Color(system: "quaternarySystemFill")

    // Backgrounds: plain and grouped, three levels each; dark ones lighten when elevated.
    public static let systemBackground = Color(system: "systemBackground")
    public static let secondarySystemBackground = Color(system: "secondarySystemBackground")
    public static let tertiarySystemBackground = Color(system: "tertiarySystemBackground")
    public static let systemGroupedBackground = Color(system: "systemGroupedBackground")
    public static let secondarySystemGroupedBackground = Color(system: "secondarySystemGroupedBackground")
    public static let tertiarySystemGroupedBackground = Color(system: "tertiarySystemGroupedBackground")

    // Grays: six neutral steps.
    public static let systemGray = Color(system: "systemGray")
    public static let systemGray2 = Color(system: "systemGray2")
    public static let systemGray3 = Color(system: "systemGray3")
    public static let systemGray4 = Color(system: "systemGray4")
    public static let systemGray5 = Color(system: "systemGray5")
    public static let systemGray6 = Color(system: "systemGray6")

    // Tints: the iOS 13–18 accent palette.
    public static let systemBlue = Color(system: "systemBlue")
    public static let systemGreen = Color(system: "systemGreen")
    public static let systemIndigo = Color(system: "systemIndigo")
    public static let systemOrange = Color(system: "systemOrange")
    public static let systemPink = Color(system: "systemPink")
    public static let systemPurple = Color(system: "systemPurple")
    public static let systemRed = Color(system: "systemRed")
    public static let systemYellow = Color(system: "systemYellow")
    public static let systemTeal = Color(system: "systemTeal")
    public static let systemCyan = Color(system: "systemCyan")
    public static let systemMint = Color(system: "systemMint")
    public static let systemBrown = Color(system: "systemBrown")
}
