import Typesetting

// UIKit's one-trait initialisers (`UITraitCollection(userInterfaceStyle:)` and its
// siblings) and `init(traitsFrom:)`: what a UIKit developer types first. Each is the
// builder form with one trait set, so every other trait reads as its default.

extension TraitCollection {
    /// Only the colour appearance set (`init(userInterfaceStyle:)`).
    public init(userInterfaceStyle: UserInterfaceStyle) {
        self.init { $0.userInterfaceStyle = userInterfaceStyle }
    }

    /// Only the Dynamic Type size set (`init(preferredContentSizeCategory:)`).
    public init(preferredContentSizeCategory: ContentSizeCategory) {
        self.init { $0.preferredContentSizeCategory = preferredContentSizeCategory }
    }

    /// Only the horizontal size class set (`init(horizontalSizeClass:)`).
    public init(horizontalSizeClass: UserInterfaceSizeClass) {
        self.init { $0.horizontalSizeClass = horizontalSizeClass }
    }

    /// Only the vertical size class set (`init(verticalSizeClass:)`).
    public init(verticalSizeClass: UserInterfaceSizeClass) {
        self.init { $0.verticalSizeClass = verticalSizeClass }
    }

    /// Only the idiom set (`init(userInterfaceIdiom:)`).
    public init(userInterfaceIdiom: UserInterfaceIdiom) {
        self.init { $0.userInterfaceIdiom = userInterfaceIdiom }
    }

    /// Only the display scale set (`init(displayScale:)`).
    public init(displayScale: Double) {
        self.init { $0.displayScale = displayScale }
    }

    /// Only the layout direction set (`init(layoutDirection:)`).
    public init(layoutDirection: LayoutDirection) {
        self.init { $0.layoutDirection = layoutDirection }
    }

    /// Only the contrast set (`init(accessibilityContrast:)`).
    public init(accessibilityContrast: AccessibilityContrast) {
        self.init { $0.accessibilityContrast = accessibilityContrast }
    }

    /// Only the legibility weight set (`init(legibilityWeight:)`).
    public init(legibilityWeight: LegibilityWeight) {
        self.init { $0.legibilityWeight = legibilityWeight }
    }

    /// Only the elevation level set (`init(userInterfaceLevel:)`).
    public init(userInterfaceLevel: UserInterfaceLevel) {
        self.init { $0.userInterfaceLevel = userInterfaceLevel }
    }

    /// The traits of every collection together (`init(traitsFrom:)`): a trait set in
    /// several takes the value of the last that sets it.
    public init(traitsFrom traitCollections: [TraitCollection]) {
        self.init()
        for collection in traitCollections {
            for (key, value) in collection.values { values[key] = value }
        }
    }
}
