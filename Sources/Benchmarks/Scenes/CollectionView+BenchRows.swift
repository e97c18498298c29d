import RenderCells

extension CollectionView where SectionIdentifier == Int, ItemIdentifier == Int {
    /// Shows items `0..<count` in one section (0): the benchmark scenes' lists are one
    /// section of numbered rows, each drawn by the registration from its number.
    func applyRows(_ count: Int) {
        var snapshot = DataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<count))
        apply(snapshot)
    }
}
