#if !canImport(UIKit)
    import RenderCellsUIKit
    import Testing

    // docs/uikit.md's "One screen both ways", as written there (renamed apart only): the UIKit
    // screen and the RenderCells list must draw the same list.

    final class PortingGuideSettingsViewController: UIViewController {
        enum Section: Int, CaseIterable { case network, display }
        struct Row: Hashable {
            let title: String
            let symbol: String
            let value: String?
        }

        private var collectionView: UICollectionView!
        private var dataSource: UICollectionViewDiffableDataSource<Section, Row>!

        override func viewDidLoad() {
            super.viewDidLoad()
            var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
            configuration.headerMode = .supplementary
            collectionView = UICollectionView(
                frame: view.bounds,
                collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
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
                content.text = indexPath.section == 0 ? "Network" : "Display"
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
            snapshot.appendItems([Row(title: "Wi-Fi", symbol: "wifi", value: "Home")], toSection: .network)
            snapshot.appendItems([Row(title: "Text Size", symbol: "textformat.size", value: nil)], toSection: .display)
            dataSource.apply(snapshot, animatingDifferences: false)
        }
    }

    enum PortingGuideSection: Int, CaseIterable { case network, display }
    struct PortingGuideRow: Hashable, Sendable {
        let title: String
        let symbol: String
        let value: String?
    }

    func settingsList() -> CollectionView<PortingGuideSection, PortingGuideRow> {
        var configuration = ListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let collectionView = CollectionView<PortingGuideSection, PortingGuideRow>(layout: .list(using: configuration))

        let rowRegistration = CellRegistration<ListCell, PortingGuideRow> { cell, _, row in
            var content = ListContentConfiguration.valueCell()
            content.text = row.title
            content.secondaryText = row.value
            content.image = ListImage(systemName: row.symbol)
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let headerRegistration = SupplementaryRegistration(
            elementKind: CollectionView<PortingGuideSection, PortingGuideRow>.elementKindSectionHeader
        ) {
            header, _, indexPath in
            var content = header.defaultContentConfiguration()
            content.text = indexPath.section == 0 ? "Network" : "Display"
            header.contentConfiguration = content
        }
        let dataSource = DiffableDataSource<PortingGuideSection, PortingGuideRow>(collectionView: collectionView) {
            collectionView, indexPath, row in
            collectionView.dequeueConfiguredReusableCell(using: rowRegistration, for: indexPath, item: row)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
        var snapshot = DataSourceSnapshot<PortingGuideSection, PortingGuideRow>()
        snapshot.appendSections(PortingGuideSection.allCases)
        snapshot.appendItems([PortingGuideRow(title: "Wi-Fi", symbol: "wifi", value: "Home")], toSection: .network)
        snapshot.appendItems([PortingGuideRow(title: "Text Size", symbol: "textformat.size", value: nil)], toSection: .display)
        dataSource.apply(snapshot, animatingDifferences: false)
        return collectionView
    }

    @MainActor @Suite struct PortingGuideTests {
        @Test func bothWaysDrawTheSameList() throws {
            let controller = PortingGuideSettingsViewController()
            controller.loadViewIfNeeded()
            let collectionView = try #require(controller.view.subviews.first as? UICollectionView)
            let uikit = try #require(collectionView.preparedCollection()).displayList(width: 390, scale: 3, height: nil).render()
            #expect(try uikit == settingsList().render(width: 390, scale: 3))
        }
    }
#endif
