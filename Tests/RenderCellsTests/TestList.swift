import RenderCells

/// One-section lists for tests: a registration, its items, an appearance.
enum TestList {
    static func make<Cell: ListCell, Item: Hashable & Sendable>(
        _ registration: CellRegistration<Cell, Item>, items: [Item], appearance: ListAppearance = .plain,
        configure: (inout ListConfiguration) -> Void = { _ in }, headerRegistration: SupplementaryRegistration? = nil
    ) -> CollectionView<Int, Item> {
        var configuration = ListConfiguration(appearance: appearance)
        configure(&configuration)
        let view = CollectionView<Int, Item>(
            layout: .list(using: configuration), cellRegistration: registration,
            headerRegistration: headerRegistration)
        var snapshot = DataSourceSnapshot<Int, Item>()
        snapshot.appendSections([0])
        snapshot.appendItems(items)
        view.apply(snapshot)
        return view
    }
}
