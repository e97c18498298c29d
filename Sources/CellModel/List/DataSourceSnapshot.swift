// The data a list shows (`NSDiffableDataSourceSnapshot`): ordered section identifiers,
// and per section a ``SectionSnapshot`` of item identifiers — flat lists are its roots,
// outlines its hierarchy. Identifiers are the app's own values; the cell registration
// turns each into a configured cell.

/// Sections and their items, by identifier (`NSDiffableDataSourceSnapshot`).
public struct DataSourceSnapshot<SectionIdentifier: Hashable & Sendable, ItemIdentifier: Hashable & Sendable>: Sendable {
    public private(set) var sectionIdentifiers: [SectionIdentifier] = []
    private var sections: [SectionIdentifier: SectionSnapshot<ItemIdentifier>] = [:]

    public init() {}

    /// Appends sections at the end. A section already present is a programming error.
    public mutating func appendSections(_ identifiers: [SectionIdentifier]) {
        for id in identifiers {
            precondition(sections[id] == nil, "DataSourceSnapshot.appendSections: section \(id) is already in the snapshot")
            sectionIdentifiers.append(id)
            sections[id] = SectionSnapshot()
        }
    }

    /// Appends items (as roots) to `section`, or to the last section when nil.
    public mutating func appendItems(_ items: [ItemIdentifier], toSection section: SectionIdentifier? = nil) {
        guard let id = section ?? sectionIdentifiers.last, sections[id] != nil else {
            preconditionFailure("DataSourceSnapshot.appendItems: no such section")
        }
        sections[id]!.append(items)
    }

    /// Replaces the items of `section` with a hierarchy, appending the section if needed
    /// (`apply(_:to:)` of a section snapshot).
    public mutating func setSectionSnapshot(_ snapshot: SectionSnapshot<ItemIdentifier>, for section: SectionIdentifier) {
        if sections[section] == nil { sectionIdentifiers.append(section) }
        sections[section] = snapshot
    }

    public func sectionSnapshot(for section: SectionIdentifier) -> SectionSnapshot<ItemIdentifier>? {
        sections[section]
    }

    /// The visible items of `section`.
    public func itemIdentifiers(inSection section: SectionIdentifier) -> [ItemIdentifier] {
        sections[section]?.visibleItems ?? []
    }

    public var numberOfSections: Int { sectionIdentifiers.count }

    /// Visible items over all sections.
    public var numberOfItems: Int {
        sectionIdentifiers.reduce(0) { $0 + (sections[$1]?.visibleItems.count ?? 0) }
    }
}
