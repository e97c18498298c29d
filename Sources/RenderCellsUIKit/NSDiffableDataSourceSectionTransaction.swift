import Foundation

/// One section's part of a finished reorder (`NSDiffableDataSourceSectionTransaction`);
/// like ``NSDiffableDataSourceTransaction``, never made here, as no row moves in a picture.
public struct NSDiffableDataSourceSectionTransaction<
    SectionIdentifierType: Hashable & Sendable,
    ItemIdentifierType: Hashable & Sendable
> {
    public let sectionIdentifier: SectionIdentifierType
    public let initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    public let finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    public let difference: CollectionDifference<ItemIdentifierType>
}
