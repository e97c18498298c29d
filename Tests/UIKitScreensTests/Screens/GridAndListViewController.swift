#if canImport(UIKit)
    import UIKit
#else
    import RenderCellsUIKit
#endif

/// A grid section above a list section in one collection (seed 004's Emoji Explorer's
/// shape): the section provider picks the layout per section from the environment.
class GridAndListViewController: UIViewController {
    enum Section: Int { case recents, list }
    struct Emoji: Hashable {
        let text: String
        let title: String
    }

    var dataSource: UICollectionViewDiffableDataSource<Section, Emoji>!
    var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Emoji Explorer"
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        view.addSubview(collectionView)
        configureDataSource()
    }

    private func createLayout() -> UICollectionViewLayout {
        let sectionProvider = {
            (sectionIndex: Int, layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? in
            guard let sectionKind = Section(rawValue: sectionIndex) else { return nil }
            if sectionKind == .recents {
                let columns = layoutEnvironment.container.effectiveContentSize.width > 500 ? 6 : 4
                let itemSize = NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0),
                    heightDimension: .fractionalHeight(1.0))
                let item = NSCollectionLayoutItem(layoutSize: itemSize)
                item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
                let groupSize = NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0),
                    heightDimension: .absolute(84))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, repeatingSubitem: item, count: columns)
                let section = NSCollectionLayoutSection(group: group)
                section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
                return section
            } else {
                let configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
                return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: layoutEnvironment)
            }
        }
        return UICollectionViewCompositionalLayout(sectionProvider: sectionProvider)
    }

    private func configureDataSource() {
        let gridRegistration = UICollectionView.CellRegistration<UICollectionViewCell, Emoji> { cell, _, emoji in
            var content = UIListContentConfiguration.cell()
            content.text = emoji.text
            content.textProperties.font = .systemFont(ofSize: 38)
            content.textProperties.alignment = .center
            cell.contentConfiguration = content
            var background = UIBackgroundConfiguration.listPlainCell()
            background.cornerRadius = 8
            background.strokeColor = .systemGray3
            background.strokeWidth = 1.0 / 3.0
            cell.backgroundConfiguration = background
        }
        let listRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Emoji> { cell, _, emoji in
            var content = UIListContentConfiguration.valueCell()
            content.text = emoji.text
            content.secondaryText = emoji.title
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Emoji>(collectionView: collectionView) {
            collectionView, indexPath, emoji in
            switch Section(rawValue: indexPath.section)! {
            case .recents:
                return collectionView.dequeueConfiguredReusableCell(using: gridRegistration, for: indexPath, item: emoji)
            case .list:
                return collectionView.dequeueConfiguredReusableCell(using: listRegistration, for: indexPath, item: emoji)
            }
        }
        let recents = ["😀", "🥳", "🐶", "🌵", "🍕", "⚽️", "🚲", "🎸"].map { Emoji(text: $0, title: "") }
        let list = [Emoji(text: "🐢", title: "Turtle"), Emoji(text: "🦊", title: "Fox"), Emoji(text: "🐙", title: "Octopus")]
        var snapshot = NSDiffableDataSourceSnapshot<Section, Emoji>()
        snapshot.appendSections([.recents, .list])
        snapshot.appendItems(recents, toSection: .recents)
        snapshot.appendItems(list, toSection: .list)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
