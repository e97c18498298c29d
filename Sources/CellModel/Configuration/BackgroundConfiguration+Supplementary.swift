extension BackgroundConfiguration {
    /// The background of a section header or footer in a list of `appearance` (reference
    /// docs/uikit-reference.md §3.6): plain lists' header/footer background, grouped lists' clear one, and the
    /// sidebar's own header background.
    public static func listSupplementary(_ kind: SupplementaryKind, for appearance: ListAppearance)
        -> BackgroundConfiguration
    {
        switch appearance {
        case .plain, .sidebarPlain: .listPlainHeaderFooter()
        case .grouped, .insetGrouped: .listGroupedHeaderFooter()
        case .sidebar: kind == .header ? .listSidebarHeader() : .listGroupedHeaderFooter()
        }
    }
}
