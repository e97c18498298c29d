// The data a list shows (`NSDiffableDataSourceSnapshot`): ordered section identifiers,
// and per section a ``SectionSnapshot`` of item identifiers — flat lists are its roots,
// outlines its hierarchy. Identifiers are the app's own values; the cell registration
// turns each into a configured cell.

/// Sections and their items, by identifier (`NSDiffableDataSourceSnapshot`).
public struct DataSourceSnapshot<SectionIdentifier: Hashable & Sendable, ItemIdentifier: Hashable & Sendable>: Sendable {
    public private(set) var sectionIdentifiers: [SectionIdentifier] = []
    private var sections: [SectionIdentifier: SectionSnapshot<ItemIdentifier>] = [:]
    /// The first edit refused because UIKit raises an exception for it (a section appended
    /// twice, items appended to a section the snapshot lacks), in words naming the call; the
    /// edit changes nothing, and the list reports it when the snapshot is applied
    /// (``firstRejectedEdit``) instead of stopping the process.
    package var rejectedEdit: String?

    public init() {}

    /// Appends sections at the end. A section already present is refused, as UIKit raises
    /// an exception for it: it is not appended again, and the list that shows the snapshot
    /// fails its next render naming the call.
    public mutating func appendSections(_ identifiers: [SectionIdentifier]) {
        for id in identifiers {
            guard sections[id] == nil else {
                reject("DataSourceSnapshot.appendSections(_:): the section \(id) is already in the snapshot")
                continue
            }
            sectionIdentifiers.append(id)
            sections[id] = SectionSnapshot()
        }
    }

    /// Appends items (as roots) to `section`, or to the last section when nil. Without such
    /// a section nothing is appended, and the edit is refused as ``appendSections(_:)``'s is.
    public mutating func appendItems(_ items: [ItemIdentifier], toSection section: SectionIdentifier? = nil) {
        guard let id = section ?? sectionIdentifiers.last, sections[id] != nil else {
            return reject(
                "DataSourceSnapshot.appendItems(_:toSection:): "
                    + (section.map { "the section \($0) is not in the snapshot" } ?? "the snapshot has no section"))
        }
        sections[id]!.append(items)
    }

    /// Keeps `message` as the refused edit unless an earlier one is kept: UIKit stops at the first.
    private mutating func reject(_ message: String) {
        if rejectedEdit == nil { rejectedEdit = message }
    }

    /// The snapshot's refused edit, or else the first of its sections' (``SectionSnapshot``
    /// refuses an item appended twice or under a parent it lacks): what the list reports.
    package var firstRejectedEdit: String? {
        rejectedEdit ?? sectionIdentifiers.lazy.compactMap { sections[$0]?.rejectedEdit }.first
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
