import RenderCells

// The spec as a UIKit-style collection view: sections become a diffable snapshot (outline
// children through section snapshots, expanded where the item says so), layouts a
// compositional layout, and items, headers and footers registrations whose handlers do
// what an app's would — set state, accessories, then content and background
// configurations built from the defaults with only the spec's properties set.

extension ListSpec {
    /// A collection view showing this spec, ready to lay out or render at its width, scale
    /// and height; ``makeCollectionView(for:)`` shows it another way.
    public func makeCollectionView() -> CollectionView<Int, ItemID> {
        let items = allItems
        var snapshot = DataSourceSnapshot<Int, ItemID>()
        var layouts: [SectionLayout] = []
        var next = 0
        var selected: Set<ItemID> = []
        var highlighted: Set<ItemID> = []
        var focused: ItemID?

        for (sectionIndex, section) in sections.enumerated() {
            var sectionSnapshot = SectionSnapshot<ItemID>()
            var expanded: [ItemID] = []
            // Ids in allItems order: a parent, then its children's subtrees, depth first.
            func append(_ list: [ItemSpec], to parent: ItemID?) {
                var ids: [ItemID] = []
                for item in list {
                    ids.append(ItemID(next))
                    next += 1 + item.descendantCount
                }
                sectionSnapshot.append(ids, to: parent)
                for (item, id) in zip(list, ids) {
                    if item.state[.expanded] == true { expanded.append(id) }
                    if item.state[.selected] == true { selected.insert(id) }
                    if item.state[.highlighted] == true { highlighted.insert(id) }
                    if item.state[.focused] == true, focused == nil { focused = id }
                    if !item.children.isEmpty {
                        let saved = next
                        next = id.index + 1
                        append(item.children, to: id)
                        next = saved
                    }
                }
            }
            append(section.items, to: nil)
            sectionSnapshot.expand(expanded)
            snapshot.setSectionSnapshot(sectionSnapshot, for: sectionIndex)
            layouts.append(sectionLayout(section, visibleItems: sectionSnapshot.visibleItems, items: items))
        }

        let frozenLayouts = layouts
        let layout = CollectionLayout { index in
            index < frozenLayouts.count ? frozenLayouts[index] : .list(ListConfiguration(appearance: .plain))
        }
        let sectionSpecs = sections
        let cells = CellRegistration<ListCell, ItemID> { cell, _, id in
            items[id.index].configure(cell)
        }
        let headers = SupplementaryRegistration { view, indexPath in
            sectionSpecs[indexPath.section].headerSpec?.configure(view)
        }
        let footers = SupplementaryRegistration { view, indexPath in
            sectionSpecs[indexPath.section].footerSpec?.configure(view)
        }
        let view = CollectionView<Int, ItemID>(
            layout: layout, cellRegistration: cells, headerRegistration: headers,
            footerRegistration: footers)
        view.traitCollection = traits.traitCollection.modifyingTraits { $0.displayScale = scale }
        if let folder = fontsDirectory { view.fontCatalog = SpecFolderCatalogs.fontCatalog(for: folder) }
        if let tint = tintColor { view.tintColor = tint.color }
        view.isEditing = editing
        view.isKeyWindow = isKeyWindow
        view.contentOffset = contentOffset
        view.selectedItems = selected
        view.highlightedItems = highlighted
        view.focusedItem = focused
        if let folder = symbolsFolder { view.symbolCatalog = SpecFolderCatalogs.symbolCatalog(for: folder) }
        let fixed = Set(items.indices.filter { !items[$0].canReorder }.map(ItemID.init))
        if !fixed.isEmpty {
            view.reorderingHandlers.canReorderItem = { !fixed.contains($0) }
        }
        view.apply(snapshot)
        return view
    }

    /// The layout of `section`; `visibleItems` (in display order) map row index paths to
    /// the items whose `separator` settings the list's separator handler applies.
    func sectionLayout(_ section: SectionSpec, visibleItems: [ItemID], items: [ItemSpec]) -> SectionLayout {
        let list: ListConfigurationSpec
        switch section.layout {
        case .grid(let grid): return .grid(grid.configuration)
        case .list(let own): list = own.merged(over: layout)
        case nil: list = layout
        }
        var configuration = list.configuration(hasHeader: section.header != nil, hasFooter: section.footer != nil)
        var separators: [Int: SeparatorSpec] = [:]
        var swipes: [Int: SwipeActionsSpec] = [:]
        for (row, id) in visibleItems.enumerated() {
            if let separator = items[id.index].separator { separators[row] = separator }
            if let swipe = items[id.index].swipeActions { swipes[row] = swipe }
        }
        // Providers only where items give actions, so the list's standard trailing action
        // still shows for the others.
        if !swipes.isEmpty {
            let byRow = swipes
            configuration.leadingSwipeActionsConfigurationProvider = { indexPath in
                byRow[indexPath.item]?.configuration(.leading)
            }
            configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
                guard let swipe = byRow[indexPath.item] else { return .standardTrailing }
                return swipe.configuration(.trailing) ?? .standardTrailing
            }
        }
        if !separators.isEmpty {
            let byRow = separators
            configuration.itemSeparatorHandler = { indexPath, base in
                byRow[indexPath.item]?.applied(to: base) ?? base
            }
        }
        return .list(configuration)
    }
}
