// List-level metrics of docs/uikit-reference.md §3.1, §3.5 and §3.8, in points, that no
// design generation is known to change; the figures that differ by generation (card inset
// and radius, row minimum, header margins, …) are in CellModel's `ListDesignFigures` tables.

extension ListLayout {
    enum Metrics {
        /// Space above the first grouped section without a header, and the height of an
        /// empty grouped header or footer (docs/uikit-reference.md §3.5: 35 = 17.5 + 17.5 between sections).
        static let groupedTopPadding = 35.0
        static let emptyGroupedHeaderFooter = 17.5
        /// Space above each plain header (`sectionHeaderTopPadding`, docs/uikit-reference.md §3.5).
        static let plainHeaderTopPadding = 22.0
        /// The plain header's height at Large, scaled with Dynamic Type (docs/uikit-reference.md §3.5).
        static let plainHeaderHeight = 28.0
        /// Indentation per outline level (docs/uikit-reference.md §3.1).
        static let indentationWidth = 10.0
        static let sidebarIndentationWidth = 20.0
        /// Content ↔ trailing accessory, between trailing accessories, between leading
        /// accessories / editing controls and the content (docs/uikit-reference.md §3.1).
        static let contentToTrailingAccessory = 16.0
        static let betweenTrailingAccessories = 8.0
        static let betweenLeadingAccessories = 16.0
        /// Extra space above a sidebar section headed by its first item (a header cell with
        /// an outline disclosure): iPadOS 14 sidebars at 2x leave about 10 pt more above
        /// each such section than the list's own spacing (measured; not in UIKit's docs).
        static let sidebarHeaderSectionTopPadding = 10.0
        /// The sidebar's row inset inside its list margin (docs/uikit-reference.md §3.1, content leading 8).
        static let sidebarContentMargin = 8.0
        /// The disclosure chevron's ink ends this far inside the content's trailing edge
        /// (docs/uikit-reference.md §3.8, measured 2.7 pt on iOS 14; the symbol's side bearing in SF Symbols).
        static let disclosureTrailingBearing = 2.7
        /// How much nearer a disclosure chevron a `valueCell`'s content ends than the general
        /// content-to-accessory spacing puts it. iOS leaves 13.7 pt between the value text's
        /// last ink and the chevron's first ink (issue #30's measurement of an iOS 14 render:
        /// 3x, dark insetGrouped list, "Value" beside `chevron.forward`); the general rule drew
        /// 17.0 there, measured the same way (`ValueCellSpacingTests`). No UIKit document
        /// states it (docs/uikit-reference.md §3.8).
        static let valueCellDisclosureTightening = 3.3
        /// An expanded outline header's `chevron.down` sits this far left of and below the
        /// centre of its slot: 1 pt each way (issue #30's measurement of the same iOS 14 render,
        /// against the centred placement; docs/uikit-reference.md §3.8).
        static let outlineHeaderChevronDownShift = 1.0
        /// Between a pop-up menu's title and its chevrons (N/F, inferred).
        static let popUpMenuTitleToChevrons = 4.0
        /// The largest side a custom accessory view may measure, as for custom content
        /// views: anything larger is a broken measurement, not a picture to draw.
        static let maxCustomViewSide = 100_000.0
    }
}
