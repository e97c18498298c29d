#if canImport(UIKit)
    import UIKit
#else
    import RenderCellsUIKit
#endif

/// A profile screen of value cells: a large header row with a person symbol, then
/// name/value rows in grouped sections, a footer under the last section.
class ProfileViewController: UIViewController {
    enum Section: Int, CaseIterable { case header, contact, account }
    struct Row: Hashable {
        let title: String
        let value: String
    }

    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Section, Row>!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Profile"
        var configuration = UICollectionLayoutListConfiguration(appearance: .grouped)
        configuration.footerMode = .supplementary
        collectionView = UICollectionView(
            frame: view.bounds,
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        view.addSubview(collectionView)

        let headerCell = UICollectionView.CellRegistration<UICollectionViewListCell, Row> { cell, _, row in
            var content = UIListContentConfiguration.subtitleCell()
            content.image = UIImage(systemName: "person.crop.circle.fill")
            content.imageProperties.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 56)
            content.imageProperties.tintColor = .systemGray
            content.text = row.title
            content.textProperties.font = .preferredFont(forTextStyle: .title2)
            content.secondaryText = row.value
            content.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16)
            cell.contentConfiguration = content
        }
        let valueCell = UICollectionView.CellRegistration<UICollectionViewListCell, Row> { cell, _, row in
            var content = UIListContentConfiguration.valueCell()
            content.text = row.title
            content.secondaryText = row.value
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let footer = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionFooter
        ) { footerView, _, indexPath in
            var content = UIListContentConfiguration.groupedFooter()
            content.text =
                indexPath.section == Section.account.rawValue
                ? "Your Apple ID is used to sign in to every device you own." : nil
            footerView.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Row>(collectionView: collectionView) {
            collectionView, indexPath, row in
            indexPath.section == Section.header.rawValue
                ? collectionView.dequeueConfiguredReusableCell(using: headerCell, for: indexPath, item: row)
                : collectionView.dequeueConfiguredReusableCell(using: valueCell, for: indexPath, item: row)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: footer, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Row>()
        snapshot.appendSections(Section.allCases)
        snapshot.appendItems([Row(title: "Ada Lovelace", value: "Apple ID, iCloud, Media & Purchases")], toSection: .header)
        snapshot.appendItems(
            [
                Row(title: "Phone", value: "+44 20 7946 0000"),
                Row(title: "Email", value: "ada@example.com")
            ], toSection: .contact)
        snapshot.appendItems(
            [
                Row(title: "Plan", value: "Family"), Row(title: "Storage", value: "200 GB"),
                Row(title: "Devices", value: "4")
            ], toSection: .account)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
