import RenderCells

/// The traits a spec sets: at the top level over an iPhone's (`TraitCollection.iPhone`:
/// light, compact width, regular height, Large text, left to right, normal contrast); on
/// an item, header or footer as its trait overrides; in a `when` condition, the values
/// to match.
public struct TraitsSpec: Hashable, Sendable {
    public var userInterfaceStyle: UserInterfaceStyle?
    public var preferredContentSizeCategory: ContentSizeCategory?
    public var layoutDirection: LayoutDirection?
    public var accessibilityContrast: AccessibilityContrast?
    public var userInterfaceLevel: UserInterfaceLevel?
    public var legibilityWeight: LegibilityWeight?
    public var userInterfaceIdiom: UserInterfaceIdiom?
    public var horizontalSizeClass: UserInterfaceSizeClass?
    public var verticalSizeClass: UserInterfaceSizeClass?
    /// The list design generation the spec pins (its top-level `design:`); nil: not
    /// pinned, the runner picks (docs/spec.md, "design").
    public var listDesign: ListDesign?
    /// Declared custom traits set, by name (`customTraits:` at the top of the spec).
    public var custom: [String: String] = [:]

    public init() {}

    /// `.iPhone` with the named traits changed.
    public var traitCollection: TraitCollection {
        var overrides = TraitOverrides()
        apply(to: &overrides, inherited: .iPhone)
        return TraitCollection.iPhone.applying(overrides)
    }

    /// Sets the named traits as overrides; custom traits are merged into those
    /// `inherited` carries, so setting one keeps the others.
    public func apply(to overrides: inout TraitOverrides, inherited: TraitCollection) {
        if let userInterfaceStyle { overrides.userInterfaceStyle = userInterfaceStyle }
        if let preferredContentSizeCategory { overrides.preferredContentSizeCategory = preferredContentSizeCategory }
        if let layoutDirection { overrides.layoutDirection = layoutDirection }
        if let accessibilityContrast { overrides.accessibilityContrast = accessibilityContrast }
        if let userInterfaceLevel { overrides.userInterfaceLevel = userInterfaceLevel }
        if let legibilityWeight { overrides.legibilityWeight = legibilityWeight }
        if let userInterfaceIdiom { overrides.userInterfaceIdiom = userInterfaceIdiom }
        if let horizontalSizeClass { overrides.horizontalSizeClass = horizontalSizeClass }
        if let verticalSizeClass { overrides.verticalSizeClass = verticalSizeClass }
        if let listDesign { overrides.listDesign = listDesign }
        if !custom.isEmpty {
            overrides[SpecCustomTraits.self] = inherited[SpecCustomTraits.self].merging(custom) { $1 }
        }
    }

    /// Whether every trait named here has that value in `traits` (a custom trait not set
    /// has its declared default).
    func matches(_ traits: TraitCollection, declarations: SpecDeclarations) -> Bool {
        if let userInterfaceStyle, traits.userInterfaceStyle != userInterfaceStyle { return false }
        if let preferredContentSizeCategory, traits.preferredContentSizeCategory != preferredContentSizeCategory {
            return false
        }
        if let layoutDirection, traits.layoutDirection != layoutDirection { return false }
        if let accessibilityContrast, traits.accessibilityContrast != accessibilityContrast { return false }
        if let userInterfaceLevel, traits.userInterfaceLevel != userInterfaceLevel { return false }
        if let legibilityWeight, traits.legibilityWeight != legibilityWeight { return false }
        if let userInterfaceIdiom, traits.userInterfaceIdiom != userInterfaceIdiom { return false }
        if let horizontalSizeClass, traits.horizontalSizeClass != horizontalSizeClass { return false }
        if let verticalSizeClass, traits.verticalSizeClass != verticalSizeClass { return false }
        if let listDesign, traits.listDesign != listDesign { return false }
        let set = traits[SpecCustomTraits.self]
        for (name, value) in custom {
            let current = set[name] ?? declarations.customTrait(name)?.defaultValue
            if current != value { return false }
        }
        return true
    }
}

extension TraitsSpec {
    /// The system traits a spec can name.
    static let fields = [
        "userInterfaceStyle", "preferredContentSizeCategory", "layoutDirection",
        "accessibilityContrast", "userInterfaceLevel", "legibilityWeight", "userInterfaceIdiom",
        "horizontalSizeClass", "verticalSizeClass"
    ]

    /// Reads a `traits` mapping: system traits by name, and declared custom traits under
    /// `custom` (or, as in a `when`, by their own names).
    init(node: SpecNode) throws(SpecError) {
        let declared = node.context.declarations.customTraits.map(\.name)
        let f = try node.fields(allowed: Self.fields + ["custom"] + declared, what: "traits")
        self.init()
        for key in f.order {
            let n = f[key]!
            if key == "custom" {
                let custom = try n.namedFields(what: "custom traits")
                for name in custom.order { try read(customTrait: name, custom[name]!) }
            } else {
                try read(key, n)
            }
        }
    }

    /// Reads the trait `key` (a system trait or a declared custom trait) from `n`.
    mutating func read(_ key: String, _ n: SpecNode) throws(SpecError) {
        switch key {
        case "userInterfaceStyle":
            userInterfaceStyle = try n.choice(UserInterfaceStyle.self, what: "interface style", excluding: [.unspecified])
        case "preferredContentSizeCategory":
            preferredContentSizeCategory = try n.axisValue(ContentSizeCategory.self, what: "content size category")
        case "layoutDirection":
            layoutDirection = try n.choice(LayoutDirection.self, what: "layout direction", excluding: [.unspecified])
        case "accessibilityContrast":
            accessibilityContrast = try n.choice(AccessibilityContrast.self, what: "contrast", excluding: [.unspecified])
        case "userInterfaceLevel":
            userInterfaceLevel = try n.choice(UserInterfaceLevel.self, what: "interface level", excluding: [.unspecified])
        case "legibilityWeight":
            legibilityWeight = try n.choice(LegibilityWeight.self, what: "legibility weight", excluding: [.unspecified])
        case "userInterfaceIdiom":
            userInterfaceIdiom = try n.choice(UserInterfaceIdiom.self, what: "idiom", excluding: [.unspecified])
        case "horizontalSizeClass":
            horizontalSizeClass = try n.choice(UserInterfaceSizeClass.self, what: "size class", excluding: [.unspecified])
        case "verticalSizeClass":
            verticalSizeClass = try n.choice(UserInterfaceSizeClass.self, what: "size class", excluding: [.unspecified])
        default:
            try read(customTrait: key, n)
        }
    }

    /// Reads a declared custom trait's value.
    mutating func read(customTrait name: String, _ n: SpecNode) throws(SpecError) {
        let declarations = n.context.declarations
        guard let trait = declarations.customTrait(name) else {
            let declared = declarations.customTraits.map(\.name)
            throw n.error(
                "'\(SpecNode.shown(name))' is not a declared custom trait; "
                    + (declared.isEmpty
                        ? "declare it under customTraits at the top of the spec"
                        : "declared: \(SpecNode.list(declared))" + SpecNode.suggestion(for: name, among: declared)))
        }
        custom[name] = try n.name(among: trait.values, what: "value of \(name)")
    }
}
