import RenderCells

/// Separator settings as a spec gives them (`UIListSeparatorConfiguration`), for the whole
/// list (`layout.separatorConfiguration`) or one row (`separator`, applied through the
/// list's `itemSeparatorHandler`).
///
/// Insets name only the edges they change; the others start from 0 when the base had
/// automatic insets. Only `leading` and `trailing` are used.
package struct SeparatorSpec: Hashable, Sendable, FieldwiseMerge {
    package var topSeparatorVisibility: ListSeparatorConfiguration.Visibility?
    package var bottomSeparatorVisibility: ListSeparatorConfiguration.Visibility?
    package var topSeparatorInsets: InsetsSpec?
    package var bottomSeparatorInsets: InsetsSpec?
    package var color: ColorSpec?
    package var multipleSelectionColor: ColorSpec?

    package init() {}

    /// `base` with the named settings replaced.
    package func applied(to base: ListSeparatorConfiguration) -> ListSeparatorConfiguration {
        var s = base
        if let topSeparatorVisibility { s.topSeparatorVisibility = topSeparatorVisibility }
        if let bottomSeparatorVisibility { s.bottomSeparatorVisibility = bottomSeparatorVisibility }
        if let topSeparatorInsets { s.topSeparatorInsets = topSeparatorInsets.applied(to: s.topSeparatorInsets ?? .zero) }
        if let bottomSeparatorInsets {
            s.bottomSeparatorInsets = bottomSeparatorInsets.applied(to: s.bottomSeparatorInsets ?? .zero)
        }
        if let color { s.color = color.color }
        if let multipleSelectionColor { s.multipleSelectionColor = multipleSelectionColor.color }
        return s
    }

    /// This spec's settings over `base`'s, field by field.
    func merged(over base: SeparatorSpec) -> SeparatorSpec {
        overriding(
            base, fields: \.topSeparatorVisibility, \.bottomSeparatorVisibility, \.topSeparatorInsets,
            \.bottomSeparatorInsets, \.color, \.multipleSelectionColor)
    }
}

extension SeparatorSpec {
    static let fields = [
        "topSeparatorVisibility", "bottomSeparatorVisibility", "topSeparatorInsets",
        "bottomSeparatorInsets", "color", "multipleSelectionColor"
    ]

    init(node: SpecNode) throws(SpecError) {
        let f = try node.fields(allowed: Self.fields, what: "a separator configuration")
        topSeparatorVisibility = try f.read("topSeparatorVisibility") { n throws(SpecError) in
            try n.choice(ListSeparatorConfiguration.Visibility.self, what: "visibility")
        }
        bottomSeparatorVisibility = try f.read("bottomSeparatorVisibility") { n throws(SpecError) in
            try n.choice(ListSeparatorConfiguration.Visibility.self, what: "visibility")
        }
        topSeparatorInsets = try f.read("topSeparatorInsets") { n throws(SpecError) in try n.insets() }
        bottomSeparatorInsets = try f.read("bottomSeparatorInsets") { n throws(SpecError) in try n.insets() }
        color = try f.read("color") { n throws(SpecError) in try n.color() }
        multipleSelectionColor = try f.read("multipleSelectionColor") { n throws(SpecError) in try n.color() }
    }
}
