import RenderCells

// The migration sheet: one list in two design generations, laid out as a change before and
// after (one row per variant: the old design, the new, the new faded with the changed regions
// boxed, and the ranked list of what changed per element), so a team sees what moving from
// the iOS 18 design to iOS 26's does to each screen.

extension ComparisonSheet {
    /// `view` in the `old` and `new` design generations, each variant of the sheet's axes a
    /// row: both lists, their difference and the ranked layout changes. The view is put back
    /// as it was.
    public func render<Section, Item>(
        migrating view: CollectionView<Section, Item>, from old: ListDesign = .ios18,
        to new: ListDesign = .ios26
    ) throws -> SheetPicture {
        try render(sources: [Self.words(old), Self.words(new)], showsDifference: true, panel: migration(view, old, new))
    }

    /// ``render(migrating:from:to:)`` as an offline page.
    public func page<Section, Item>(
        migrating view: CollectionView<Section, Item>, from old: ListDesign = .ios18,
        to new: ListDesign = .ios26
    ) throws -> SheetPage {
        try page(sources: [Self.words(old), Self.words(new)], showsDifference: true, panel: migration(view, old, new))
    }

    /// The panels of a migration sheet, the picture's and the page's alike: source 0 draws
    /// `view` in `old`, source 1 in `new`.
    func migration<Section, Item>(
        _ view: CollectionView<Section, Item>, _ old: ListDesign, _ new: ListDesign
    ) -> (SheetPanelRequest) throws -> SheetPanelContent {
        { request in .list(try panelList(of: view, Self.variant(request.variant, in: request.source == 0 ? old : new))) }
    }

    static func variant(_ variant: ListVariant, in design: ListDesign) -> ListVariant {
        var v = variant
        v.design = design
        return v
    }

    /// A design generation as a sheet's header names it: "iOS 18", "iOS 26".
    static func words(_ design: ListDesign) -> String {
        switch design {
        case .ios18: "iOS 18"
        case .ios26: "iOS 26"
        }
    }
}
