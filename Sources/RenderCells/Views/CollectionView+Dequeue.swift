import CellLayout
import CellModel

import struct Foundation.IndexPath

// Dequeuing (`dequeueConfiguredReusableCell(using:for:item:)`,
// `dequeueConfiguredReusableSupplementary(using:for:)`): the data source's providers ask
// the collection for a cell or header of a registration's class at an index path, and the
// collection makes it for the section being configured, gives it the state the list knows
// for that item (selection, highlight, focus, editing, expansion, indentation), then runs
// the registration's handler. A screenshot needs no reuse, so every dequeue makes a fresh
// view; what the app sees is what UIKit's first pass shows.

/// The section the collection is configuring while its providers run.
struct ConfiguringPass<Item: Hashable & Sendable> {
    let section: Int
    let appearance: ListAppearance
    /// The section's node in the trait hierarchy; dequeued views hang under it.
    let node: TraitEnvironment
    let sectionSnapshot: SectionSnapshot<Item>
    /// The section's visible items with their outline levels, by item index.
    let entries: [(item: Item, level: Int)]
    /// The supplementary element being made, for registrations that name no kind.
    var supplementaryKind: SupplementaryKind?
}

extension CollectionView {
    /// The element kind of section headers (`UICollectionView.elementKindSectionHeader`).
    public static var elementKindSectionHeader: String { "UICollectionElementKindSectionHeader" }
    /// The element kind of section footers (`UICollectionView.elementKindSectionFooter`).
    public static var elementKindSectionFooter: String { "UICollectionElementKindSectionFooter" }

    /// A cell of `registration`'s class for the item at `indexPath`, given the list's state
    /// for that item and configured by the registration's handler with `item`
    /// (`dequeueConfiguredReusableCell(using:for:item:)`). Call it from the data source's
    /// cell provider, for the index path the provider was given; the registration's item
    /// type need not be the data source's (a provider may look its model up by identifier).
    public func dequeueConfiguredReusableCell<Cell: ListCell, Item>(
        using registration: CellRegistration<Cell, Item>,
        for indexPath: IndexPath, item: Item?
    ) -> Cell {
        guard let pass, canDequeueCell(for: indexPath) else {
            // UIKit raises an exception here: the render reports the call, and the app gets
            // an unconfigured cell to carry on with.
            report(
                misuse: "dequeueConfiguredReusableCell(using:for:item:) for item \(item.map { "\($0)" } ?? "nil") "
                    + "at \(indexPath) outside the cell provider's call for that index path")
            return registration.makeCell(appearance: pass?.appearance ?? .plain, traitCollection: traitCollection)
        }
        let cell = registration.makeCell(appearance: pass.appearance, traitCollection: traitCollection)
        place(cell, at: indexPath, in: pass)
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// Whether a cell for `indexPath` may be dequeued or adopted now: the providers are
    /// configuring its section, which has an item there. A front end that must not trap
    /// (UIKit's, whose dequeue outside the provider raises an exception on iOS) asks first
    /// and reports the call.
    package func canDequeueCell(for indexPath: IndexPath) -> Bool {
        guard let pass else { return false }
        return pass.section == indexPath.section && pass.entries.indices.contains(indexPath.item)
    }

    /// Takes `cell`, which the app made itself rather than through a registration (a table
    /// view's data source returns such cells), as the cell for `indexPath`: it joins the
    /// section and gets the list's state for its item as a dequeued cell does. A cell made
    /// for another appearance takes this section's, and its default background with it.
    /// Call it from the cell provider, for the index path the provider was given; elsewhere
    /// the call is kept as the collection's misuse and the cell is left as it is.
    package func adopt(_ cell: ListCell, at indexPath: IndexPath) {
        guard let pass, canDequeueCell(for: indexPath) else {
            report(misuse: "a cell for \(indexPath) given outside the cell provider's call for that index path")
            return
        }
        if cell.appearance != pass.appearance {
            let hadDefaultBackground = cell.backgroundConfiguration == .listCell(for: cell.appearance)
            cell.appearance = pass.appearance
            if hadDefaultBackground { cell.backgroundConfiguration = .listCell(for: pass.appearance) }
        }
        cell.traitEnvironment.removeFromParent()
        place(cell, at: indexPath, in: pass)
    }

    /// Gives a new cell for `indexPath` its place in the section being configured and the
    /// state the list knows for its item (selection, highlight, focus, editing, expansion,
    /// indentation).
    private func place(_ cell: ListCell, at indexPath: IndexPath, in pass: ConfiguringPass<ItemIdentifier>) {
        let entry = pass.entries[indexPath.item]
        pass.node.addChild(cell.traitEnvironment)
        cell.dequeuedAt = indexPath
        cell.tintColor = tintColor
        cell.isSelected = selectedItems.contains(entry.item)
        cell.isHighlighted = highlightedItems.contains(entry.item)
        cell.isFocused = focusedItem == entry.item
        cell.isEditing = isEditing
        cell.isExpanded = pass.sectionSnapshot.isExpanded(entry.item)
        cell.indentationLevel = entry.level
        if !isKeyWindow { cell[customState: .isEmphasized] = false }
    }

    /// A header or footer of `registration`'s kind for the section of `indexPath`,
    /// configured by the registration's handler (`dequeueConfiguredReusableSupplementary(using:for:)`).
    /// Call it from the data source's supplementary view provider.
    public func dequeueConfiguredReusableSupplementary(
        using registration: SupplementaryRegistration,
        for indexPath: IndexPath
    ) -> SupplementaryView {
        let namedKind = registration.elementKind.map { SupplementaryKind(elementKind: $0) }
        guard let kind = namedKind ?? pass?.supplementaryKind, let pass, pass.section == indexPath.section else {
            // UIKit raises an exception for either: the render reports the call, and the
            // app's handler still gets a view (a header, unshown) to carry on with.
            let isUnknownKind = namedKind.map { $0 == nil } ?? false
            report(
                misuse: isUnknownKind
                    ? "dequeueConfiguredReusableSupplementary(using:for:) at \(indexPath): element kind "
                        + "'\(registration.elementKind ?? "")' is neither \(Self.elementKindSectionHeader) nor \(Self.elementKindSectionFooter)"
                    : "dequeueConfiguredReusableSupplementary(using:for:) for \(indexPath) outside the supplementary view "
                        + "provider's call for that section")
            let view = SupplementaryView(
                kind: .header, appearance: self.pass?.appearance ?? .plain, traitCollection: traitCollection)
            registration.handler(view, registration.elementKind ?? SupplementaryKind.header.elementKind, indexPath)
            return view
        }
        let view = SupplementaryView(kind: kind, appearance: pass.appearance, traitCollection: traitCollection)
        pass.node.addChild(view.traitEnvironment)
        registration.handler(view, registration.elementKind ?? kind.elementKind, indexPath)
        return view
    }

    /// The section's header or footer from the data source's provider (or, without one,
    /// the header or footer registration), after its update pass; nil when none is made.
    func supplementary(_ kind: SupplementaryKind, at indexPath: IndexPath) -> ListLayout.SupplementaryInput? {
        pass?.supplementaryKind = kind
        defer { pass?.supplementaryKind = nil }
        let view: SupplementaryView?
        if let supplementaryViewProvider {
            view = supplementaryViewProvider(self, kind.elementKind, indexPath)
        } else if let registration = kind == .header ? headerRegistration : footerRegistration {
            view = dequeueConfiguredReusableSupplementary(using: registration, for: indexPath)
        } else {
            view = nil
        }
        guard let view else { return nil }
        view.updateConfigurationIfNeeded()
        return view.layoutInput
    }
}

extension SupplementaryKind {
    /// UIKit's element kind string for a header or a footer.
    var elementKind: String {
        switch self {
        case .header: CollectionView<Int, Int>.elementKindSectionHeader
        case .footer: CollectionView<Int, Int>.elementKindSectionFooter
        }
    }

    /// The kind UIKit's element kind string names; nil for any other string.
    init?(elementKind: String) {
        switch elementKind {
        case CollectionView<Int, Int>.elementKindSectionHeader: self = .header
        case CollectionView<Int, Int>.elementKindSectionFooter: self = .footer
        default: return nil
        }
    }
}
