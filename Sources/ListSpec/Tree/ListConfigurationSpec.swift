import RenderCells

/// A list layout as a spec gives it (`UICollectionLayoutListConfiguration`); nil fields
/// keep the defaults (a per-section `list:` keeps the top-level `layout`'s).
package struct ListConfigurationSpec: Hashable, Sendable, FieldwiseMerge {
    /// nil: plain.
    package var appearance: ListAppearance?
    package var showsSeparators: Bool?
    package var separatorConfiguration: SeparatorSpec?
    package var backgroundColor: ColorSpec?
    /// nil: supplementary when the section has a header, else none.
    package var headerMode: ListConfiguration.HeaderMode?
    /// nil: supplementary when the section has a footer, else none.
    package var footerMode: ListConfiguration.FooterMode?
    package var headerTopPadding: Double?

    package init(appearance: ListAppearance? = nil) {
        self.appearance = appearance
    }

    /// The list configuration for a section with (or without) a header and a footer.
    package func configuration(hasHeader: Bool, hasFooter: Bool) -> ListConfiguration {
        var c = ListConfiguration(appearance: appearance ?? .plain)
        if let showsSeparators { c.showsSeparators = showsSeparators }
        if let separatorConfiguration { c.separatorConfiguration = separatorConfiguration.applied(to: c.separatorConfiguration) }
        if let backgroundColor { c.backgroundColor = backgroundColor.color }
        c.headerMode = headerMode ?? (hasHeader ? .supplementary : .none)
        c.footerMode = footerMode ?? (hasFooter ? .supplementary : .none)
        if let headerTopPadding { c.headerTopPadding = headerTopPadding }
        return c
    }

    /// This spec's settings over `base`'s, field by field.
    package func merged(over base: ListConfigurationSpec) -> ListConfigurationSpec {
        var s = overriding(
            base, fields: \.appearance, \.showsSeparators, \.backgroundColor, \.headerMode,
            \.footerMode, \.headerTopPadding)
        // Separator settings merge field by field themselves, over the base's or none.
        if let separatorConfiguration {
            s.separatorConfiguration = separatorConfiguration.merged(over: base.separatorConfiguration ?? SeparatorSpec())
        }
        return s
    }
}

extension ListConfigurationSpec {
    static let fields = [
        "appearance", "showsSeparators", "separatorConfiguration", "backgroundColor", "headerMode",
        "footerMode", "headerTopPadding"
    ]

    init(node: SpecNode) throws(SpecError) {
        let f = try node.fields(allowed: Self.fields, what: "a list layout")
        appearance = try f.read("appearance") { n throws(SpecError) in try n.choice(ListAppearance.self, what: "appearance") }
        showsSeparators = try f.read("showsSeparators") { n throws(SpecError) in try n.bool() }
        separatorConfiguration = try f.read("separatorConfiguration") { n throws(SpecError) in try SeparatorSpec(node: n) }
        backgroundColor = try f.read("backgroundColor") { n throws(SpecError) in try n.color() }
        headerMode = try f.read("headerMode") { n throws(SpecError) in
            try n.choice(ListConfiguration.HeaderMode.self, what: "header mode")
        }
        footerMode = try f.read("footerMode") { n throws(SpecError) in
            try n.choice(ListConfiguration.FooterMode.self, what: "footer mode")
        }
        headerTopPadding = try f.read("headerTopPadding") { n throws(SpecError) in try n.length(in: 0...SpecLimits.maxLength) }
    }
}
