import CellModel

import struct Foundation.IndexPath

// What the layout stage is given: sections of configured cells, headers and footers, as
// values. The views stage (`CollectionView` with its registrations and each `ListCell`'s
// update pass) makes them; the layout never sees a view object, so it cannot reach back
// into one.

extension ListLayout {
    /// A section to lay out.
    package struct SectionInput {
        package var index: Int
        package var layout: SectionLayout
        package var header: SupplementaryInput?
        package var cells: [CellInput]
        package var footer: SupplementaryInput?

        package init(
            index: Int, layout: SectionLayout, header: SupplementaryInput?, cells: [CellInput],
            footer: SupplementaryInput?
        ) {
            self.index = index
            self.layout = layout
            self.header = header
            self.cells = cells
            self.footer = footer
        }
    }

    /// A configured cell (what its update pass left in it) and where it sits.
    package struct CellInput {
        package var indexPath: IndexPath
        package var traitCollection: TraitCollection
        /// The colour standing in for nil background, stroke and accessory tints.
        package var tintColor: Color
        /// The content, already updated for ``configurationState``; nil shows nothing.
        package var contentConfiguration: ListContentConfiguration?
        package var backgroundConfiguration: BackgroundConfiguration?
        package var configurationState: CellConfigurationState
        package var accessories: [CellAccessory]
        package var indentationLevel: Int
        /// Points per indentation level; nil: the appearance's.
        package var indentationWidth: Double?
        package var indentsAccessories: Bool
        /// The edge whose actions a swiped cell shows.
        package var swipeEdge: SwipeEdge
        /// Whether a swiped cell shows a committed full swipe.
        package var showsFullSwipe: Bool
        /// Points a reordering cell is moved from its slot (down positive).
        package var reorderingTranslation: Double
        /// A custom content view shown instead of ``contentConfiguration`` (which is then nil).
        package var customContent: CustomContent?
        /// What the app told VoiceOver about the cell.
        package var accessibility = AccessibilityProperties()
        /// The row's height in points when the list fixes it (a table's `rowHeight` or its
        /// delegate's `tableView(_:heightForRowAt:)`); nil: the row sizes itself to its
        /// content. The content is laid out for the row's width and centred in this height.
        package var fixedHeight: Double?
        /// Whether the cell is hidden (`isHidden`): its row keeps its place and height but
        /// draws nothing, not even its own separators (a table cell's separator is one of
        /// its subviews, docs/uikit-reference.md §3.7).
        package var isHidden = false

        package init(
            indexPath: IndexPath, traitCollection: TraitCollection, tintColor: Color,
            contentConfiguration: ListContentConfiguration?, backgroundConfiguration: BackgroundConfiguration?,
            configurationState: CellConfigurationState, accessories: [CellAccessory], indentationLevel: Int,
            indentationWidth: Double?, indentsAccessories: Bool, swipeEdge: SwipeEdge = .trailing,
            showsFullSwipe: Bool = false, reorderingTranslation: Double = 0
        ) {
            self.swipeEdge = swipeEdge
            self.showsFullSwipe = showsFullSwipe
            self.reorderingTranslation = reorderingTranslation
            self.indexPath = indexPath
            self.traitCollection = traitCollection
            self.tintColor = tintColor
            self.contentConfiguration = contentConfiguration
            self.backgroundConfiguration = backgroundConfiguration
            self.configurationState = configurationState
            self.accessories = accessories
            self.indentationLevel = indentationLevel
            self.indentationWidth = indentationWidth
            self.indentsAccessories = indentsAccessories
        }

        var isEditing: Bool { configurationState.isEditing }
        var isExpanded: Bool { configurationState.isExpanded }
        var isSelected: Bool { configurationState.isSelected }
        var isSwiped: Bool { configurationState.isSwiped }
    }

    /// A configured section header or footer.
    package struct SupplementaryInput {
        package var kind: SupplementaryKind
        package var traitCollection: TraitCollection
        /// nil shows nothing but keeps the appearance's empty height.
        package var contentConfiguration: ListContentConfiguration?
        /// A custom content view shown instead of ``contentConfiguration`` (which is then nil).
        package var customContent: CustomContent?
        /// The state the view was configured for (for the dump).
        package var configurationState: ViewConfigurationState?
        /// The background drawn (the appearance's default when the app set none).
        package var backgroundConfiguration: BackgroundConfiguration
        /// The view's height in points when the list fixes it (a table's
        /// `sectionHeaderHeight` or its delegate's `tableView(_:heightForHeaderInSection:)`);
        /// nil: sized by its content. With a fixed height a view without content still
        /// takes that space, and no padding is added above it but a plain list's top padding.
        package var fixedHeight: Double?

        package init(
            kind: SupplementaryKind, traitCollection: TraitCollection,
            contentConfiguration: ListContentConfiguration?, backgroundConfiguration: BackgroundConfiguration
        ) {
            self.kind = kind
            self.traitCollection = traitCollection
            self.contentConfiguration = contentConfiguration
            self.backgroundConfiguration = backgroundConfiguration
        }

        /// Whether the view shows anything (a list or a custom content configuration).
        var hasContent: Bool { contentConfiguration != nil || customContent != nil }
        /// Whether the view takes space: it has content, or a fixed height.
        var takesSpace: Bool { hasContent || fixedHeight != nil }
    }
}
