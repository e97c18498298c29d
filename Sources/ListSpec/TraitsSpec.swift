import RenderCells

/// The traits a spec sets over an iPhone's (`TraitCollection.iPhone`: light, Large text,
/// left to right, normal contrast).
public struct TraitsSpec: Hashable, Sendable {
    public var userInterfaceStyle: UserInterfaceStyle?
    public var preferredContentSizeCategory: ContentSizeCategory?
    public var layoutDirection: LayoutDirection?
    public var accessibilityContrast: AccessibilityContrast?
    public var userInterfaceLevel: UserInterfaceLevel?
    public var legibilityWeight: LegibilityWeight?
    public var userInterfaceIdiom: UserInterfaceIdiom?

    public init() {}

    /// `.iPhone` with the named traits changed.
    public var traitCollection: TraitCollection {
        TraitCollection.iPhone.modifyingTraits { t in
            if let userInterfaceStyle { t.userInterfaceStyle = userInterfaceStyle }
            if let preferredContentSizeCategory { t.preferredContentSizeCategory = preferredContentSizeCategory }
            if let layoutDirection { t.layoutDirection = layoutDirection }
            if let accessibilityContrast { t.accessibilityContrast = accessibilityContrast }
            if let userInterfaceLevel { t.userInterfaceLevel = userInterfaceLevel }
            if let legibilityWeight { t.legibilityWeight = legibilityWeight }
            if let userInterfaceIdiom { t.userInterfaceIdiom = userInterfaceIdiom }
        }
    }

    /// A content size category by UIKit name (`accessibilityExtraLarge`) or short name
    /// (`AX3`, `L`, `xS`); nil when `name` is neither.
    public static func contentSizeCategory(named name: String) -> ContentSizeCategory? {
        ContentSizeCategory.all.first { $0.rawValue == name || $0.shortName == name }
    }

    /// Every content size category name, long and short.
    public static var contentSizeCategoryNames: [String] {
        ContentSizeCategory.all.map(\.rawValue) + ContentSizeCategory.all.map(\.shortName)
    }
}

extension TraitsSpec {
    static let fields = ["userInterfaceStyle", "preferredContentSizeCategory", "layoutDirection",
                         "accessibilityContrast", "userInterfaceLevel", "legibilityWeight", "userInterfaceIdiom"]

    init(node: SpecNode) throws(SpecError) {
        let f = try node.fields(allowed: Self.fields, what: "traits")
        userInterfaceStyle = try f.read("userInterfaceStyle") { n throws(SpecError) in
            try n.choice(UserInterfaceStyle.self, what: "interface style", excluding: [.unspecified])
        }
        preferredContentSizeCategory = try f.read("preferredContentSizeCategory") { n throws(SpecError) in
            Self.contentSizeCategory(named: try n.name(among: Self.contentSizeCategoryNames, what: "content size category"))!
        }
        layoutDirection = try f.read("layoutDirection") { n throws(SpecError) in
            try n.choice(LayoutDirection.self, what: "layout direction", excluding: [.unspecified])
        }
        accessibilityContrast = try f.read("accessibilityContrast") { n throws(SpecError) in
            try n.choice(AccessibilityContrast.self, what: "contrast", excluding: [.unspecified])
        }
        userInterfaceLevel = try f.read("userInterfaceLevel") { n throws(SpecError) in
            try n.choice(UserInterfaceLevel.self, what: "interface level", excluding: [.unspecified])
        }
        legibilityWeight = try f.read("legibilityWeight") { n throws(SpecError) in
            try n.choice(LegibilityWeight.self, what: "legibility weight", excluding: [.unspecified])
        }
        userInterfaceIdiom = try f.read("userInterfaceIdiom") { n throws(SpecError) in
            try n.choice(UserInterfaceIdiom.self, what: "idiom", excluding: [.unspecified])
        }
    }
}
