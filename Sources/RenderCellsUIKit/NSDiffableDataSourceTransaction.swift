import Foundation

/// A reorder the user finished (`NSDiffableDataSourceTransaction`): the snapshots before
/// and after and their difference, handed to `reorderingHandlers.willReorder` and
/// `didReorder`. A picture never moves a row, so no transaction is ever made here; the type
/// exists so that those handlers, which real reorderable screens set, compile.
public struct NSDiffableDataSourceTransaction<
    SectionIdentifierType: Hashable & Sendable,
    ItemIdentifierType: Hashable & Sendable
> {
    public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    public let difference: CollectionDifference<ItemIdentifierType>
    public let sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]
}
