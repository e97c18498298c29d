// What the layout stage is given: sections with their configured views. Made by
// ``CollectionView`` after the registrations ran and every cell's update pass.

extension ListLayout {
    /// A section to lay out.
    struct SectionInput {
        let index: Int
        let layout: SectionLayout
        let header: SupplementaryView?
        let cells: [CellInput]
        let footer: SupplementaryView?
    }

    /// A configured cell and where it sits.
    struct CellInput {
        let indexPath: IndexPath
        let cell: ListCell
        let hasChildren: Bool
    }
}
