#if canImport(UIKit)
    import UIKit
#else
    import RenderCellsUIKit
#endif

/// The app's settings screen, written against UIKit: on iOS it is the screen itself; on
/// Linux the same file builds against render-cells' UIKit names and is snapshot-tested.
public final class SettingsViewController: UIViewController {
    enum Section: Int, CaseIterable { case network, display }
    struct Row: Hashable {
        let title: String
        let symbol: String
        let value: String?
    }

    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Section, Row>!

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        collectionView = UICollectionView(
            frame: view.bounds,
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)

        let rowRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Row> { cell, _, row in
            var content = UIListContentConfiguration.valueCell()
            content.text = row.title
            content.secondaryText = row.value
            content.image = UIImage(systemName: row.symbol)
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { header, _, indexPath in
            var content = header.defaultContentConfiguration()
            content.text = indexPath.section == Section.network.rawValue ? "Network" : "Display"
            header.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Row>(collectionView: collectionView) {
            collectionView, indexPath, row in
            collectionView.dequeueConfiguredReusableCell(using: rowRegistration, for: indexPath, item: row)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Row>()
        snapshot.appendSections(Section.allCases)
        snapshot.appendItems(
            [
                Row(title: "Wi-Fi", symbol: "wifi", value: "Home"),
                Row(title: "Bluetooth", symbol: "antenna.radiowaves.left.and.right", value: "On")
            ],
            toSection: .network)
        snapshot.appendItems(
            [
                Row(title: "Text Size", symbol: "textformat.size", value: nil),
                Row(title: "Appearance", symbol: "circle.lefthalf.filled", value: "Automatic")
            ],
            toSection: .display)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
