import Typesetting

// The system trait definitions (`UITraitUserInterfaceStyle` and friends), named as in
// UIKit without the prefix. Defaults are UIKit's "unspecified" values; a window scene
// supplies real ones (see `TraitCollection.iPhone`).

public enum TraitUserInterfaceStyle: TraitDefinition {
    public static let defaultValue = UserInterfaceStyle.unspecified
    public static let affectsColorAppearance = true
    public static let name = "userInterfaceStyle"
}

public enum TraitUserInterfaceIdiom: TraitDefinition {
    public static let defaultValue = UserInterfaceIdiom.unspecified
    public static let name = "userInterfaceIdiom"
}

public enum TraitHorizontalSizeClass: TraitDefinition {
    public static let defaultValue = UserInterfaceSizeClass.unspecified
    public static let name = "horizontalSizeClass"
}

public enum TraitVerticalSizeClass: TraitDefinition {
    public static let defaultValue = UserInterfaceSizeClass.unspecified
    public static let name = "verticalSizeClass"
}

public enum TraitPreferredContentSizeCategory: TraitDefinition {
    public static let defaultValue = ContentSizeCategory.unspecified
    public static let name = "preferredContentSizeCategory"
}

public enum TraitDisplayScale: TraitDefinition {
    /// 0 means unspecified, as in UIKit.
    public static let defaultValue = 0.0
    public static let name = "displayScale"
}

public enum TraitLayoutDirection: TraitDefinition {
    public static let defaultValue = LayoutDirection.unspecified
    public static let name = "layoutDirection"
}

public enum TraitAccessibilityContrast: TraitDefinition {
    public static let defaultValue = AccessibilityContrast.unspecified
    public static let affectsColorAppearance = true
    public static let name = "accessibilityContrast"
}

public enum TraitLegibilityWeight: TraitDefinition {
    public static let defaultValue = LegibilityWeight.unspecified
    public static let name = "legibilityWeight"
}

public enum TraitUserInterfaceLevel: TraitDefinition {
    public static let defaultValue = UserInterfaceLevel.unspecified
    public static let affectsColorAppearance = true
    public static let name = "userInterfaceLevel"
}

extension TraitCollection {
    public var userInterfaceStyle: UserInterfaceStyle { self[TraitUserInterfaceStyle.self] }
    public var userInterfaceIdiom: UserInterfaceIdiom { self[TraitUserInterfaceIdiom.self] }
    public var horizontalSizeClass: UserInterfaceSizeClass { self[TraitHorizontalSizeClass.self] }
    public var verticalSizeClass: UserInterfaceSizeClass { self[TraitVerticalSizeClass.self] }
    public var preferredContentSizeCategory: ContentSizeCategory { self[TraitPreferredContentSizeCategory.self] }
    public var displayScale: Double { self[TraitDisplayScale.self] }
    public var layoutDirection: LayoutDirection { self[TraitLayoutDirection.self] }
    public var accessibilityContrast: AccessibilityContrast { self[TraitAccessibilityContrast.self] }
    public var legibilityWeight: LegibilityWeight { self[TraitLegibilityWeight.self] }
    public var userInterfaceLevel: UserInterfaceLevel { self[TraitUserInterfaceLevel.self] }

    /// The system traits that dynamic system colours depend on
    /// (`systemTraitsAffectingColorAppearance`).
    public static let systemTraitsAffectingColorAppearance: [TraitIdentifier] = [
        TraitIdentifier(TraitUserInterfaceStyle.self),
        TraitIdentifier(TraitAccessibilityContrast.self),
        TraitIdentifier(TraitUserInterfaceLevel.self)
    ]

    /// The system traits image lookup depends on (`systemTraitsAffectingImageLookup`): those
    /// an asset catalogue can vary an image by — idiom, scale, direction, size classes,
    /// appearance, contrast and weight.
    public static let systemTraitsAffectingImageLookup: [TraitIdentifier] = [
        TraitIdentifier(TraitUserInterfaceIdiom.self),
        TraitIdentifier(TraitDisplayScale.self),
        TraitIdentifier(TraitLayoutDirection.self),
        TraitIdentifier(TraitHorizontalSizeClass.self),
        TraitIdentifier(TraitVerticalSizeClass.self),
        TraitIdentifier(TraitUserInterfaceStyle.self),
        TraitIdentifier(TraitAccessibilityContrast.self),
        TraitIdentifier(TraitLegibilityWeight.self)
    ]

    /// An iPhone in portrait as a window scene reports it: light, compact width, regular
    /// height, Large text, 3x, left to right, normal contrast, regular weight, base level.
    public static let iPhone = TraitCollection {
        $0.userInterfaceStyle = .light
        $0.userInterfaceIdiom = .phone
        $0.horizontalSizeClass = .compact
        $0.verticalSizeClass = .regular
        $0.preferredContentSizeCategory = .large
        $0.displayScale = 3
        $0.layoutDirection = .leftToRight
        $0.accessibilityContrast = .normal
        $0.legibilityWeight = .regular
        $0.userInterfaceLevel = .base
    }
}

extension MutableTraits {
    public var userInterfaceStyle: UserInterfaceStyle {
        get { self[TraitUserInterfaceStyle.self] }
        set { self[TraitUserInterfaceStyle.self] = newValue }
    }
    public var userInterfaceIdiom: UserInterfaceIdiom {
        get { self[TraitUserInterfaceIdiom.self] }
        set { self[TraitUserInterfaceIdiom.self] = newValue }
    }
    public var horizontalSizeClass: UserInterfaceSizeClass {
        get { self[TraitHorizontalSizeClass.self] }
        set { self[TraitHorizontalSizeClass.self] = newValue }
    }
    public var verticalSizeClass: UserInterfaceSizeClass {
        get { self[TraitVerticalSizeClass.self] }
        set { self[TraitVerticalSizeClass.self] = newValue }
    }
    public var preferredContentSizeCategory: ContentSizeCategory {
        get { self[TraitPreferredContentSizeCategory.self] }
        set { self[TraitPreferredContentSizeCategory.self] = newValue }
    }
    public var displayScale: Double {
        get { self[TraitDisplayScale.self] }
        set { self[TraitDisplayScale.self] = newValue }
    }
    public var layoutDirection: LayoutDirection {
        get { self[TraitLayoutDirection.self] }
        set { self[TraitLayoutDirection.self] = newValue }
    }
    public var accessibilityContrast: AccessibilityContrast {
        get { self[TraitAccessibilityContrast.self] }
        set { self[TraitAccessibilityContrast.self] = newValue }
    }
    public var legibilityWeight: LegibilityWeight {
        get { self[TraitLegibilityWeight.self] }
        set { self[TraitLegibilityWeight.self] = newValue }
    }
    public var userInterfaceLevel: UserInterfaceLevel {
        get { self[TraitUserInterfaceLevel.self] }
        set { self[TraitUserInterfaceLevel.self] = newValue }
    }
}
