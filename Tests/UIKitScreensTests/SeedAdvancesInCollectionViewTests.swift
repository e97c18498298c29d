import Testing

#if canImport(UIKit)
    import UIKit
#else
    import RenderCellsUIKit
#endif

/// Seed 004 ("Advances in UICollectionView") at 6:15 and 7:33, as written in the talk
/// (only the registration's body, a comment there, records what it was given).
@MainActor @Suite struct SeedAdvancesInCollectionViewTests {
    class MyCell: UICollectionViewListCell {}
    struct ViewModel: Hashable { let name: String }
    typealias S = Int
    typealias I = ViewModel

    @Test func cellRegistrationDequeuedFromTheDataSource() {
        let configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        var configured: [String] = []

        // Example of using new iOS 14 cell registration
        let reg = UICollectionView.CellRegistration<MyCell, ViewModel> { cell, indexPath, model in
            // configure cell content
            configured.append("\(type(of: cell)) \(indexPath.item) \(model.name)")
        }
        let dataSource = UICollectionViewDiffableDataSource<S, I>(collectionView: collectionView) {
            collectionView, indexPath, item -> UICollectionViewCell in
            return collectionView.dequeueConfiguredReusableCell(using: reg, for: indexPath, item: item)
        }

        var snapshot = NSDiffableDataSourceSnapshot<S, I>()
        snapshot.appendSections([0])
        snapshot.appendItems([ViewModel(name: "Hammer"), ViewModel(name: "Wrench")])
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        #expect(configured == ["MyCell 0 Hammer", "MyCell 1 Wrench"])
    }
}
