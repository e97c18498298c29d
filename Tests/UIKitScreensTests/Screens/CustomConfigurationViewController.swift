#if canImport(UIKit)
    import UIKit
#else
    import RenderCellsUIKit
#endif

/// A cell subclass whose configuration follows a custom state (Apple's "Custom
/// Configurations" sample's shape): the item travels in the configuration state and
/// `updateConfiguration(using:)` builds the content from it.
extension UIConfigurationStateCustomKey {
    fileprivate static let item = UIConfigurationStateCustomKey("com.example.custom-configuration.item")
}

private struct Mountain: Hashable {
    let name: String
    let height: Int
    let isFavourite: Bool
}

extension UICellConfigurationState {
    fileprivate var mountain: Mountain? {
        get { return self[.item] as? Mountain }
        set { self[.item] = newValue }
    }
}

private class MountainCell: UICollectionViewListCell {
    private var mountain: Mountain?

    func updateWithMountain(_ newMountain: Mountain) {
        guard mountain != newMountain else { return }
        mountain = newMountain
        setNeedsUpdateConfiguration()
    }

    override var configurationState: UICellConfigurationState {
        var state = super.configurationState
        state.mountain = self.mountain
        return state
    }

    override func updateConfiguration(using state: UICellConfigurationState) {
        var content = UIListContentConfiguration.subtitleCell().updated(for: state)
        content.text = state.mountain?.name
        content.secondaryText = state.mountain.map { "\($0.height) m" }
        content.secondaryTextProperties.color = .secondaryLabel
        content.image = UIImage(systemName: state.mountain?.isFavourite == true ? "star.fill" : "mountain.2")
        content.imageProperties.tintColor = state.mountain?.isFavourite == true ? .systemYellow : .systemTeal
        contentConfiguration = content

        var background = UIBackgroundConfiguration.listGroupedCell().updated(for: state)
        if state.isSelected {
            background.backgroundColor = .systemTeal.withAlphaComponent(0.2)
        }
        backgroundConfiguration = background
        accessories = state.mountain?.isFavourite == true ? [.checkmark()] : []
    }
}

class CustomConfigurationViewController: UIViewController {
    enum Section { case main }
    private var dataSource: UICollectionViewDiffableDataSource<Section, Mountain>!
    private var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Mountains"
        let configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        collectionView = UICollectionView(
            frame: view.bounds,
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)

        let cellRegistration = UICollectionView.CellRegistration<MountainCell, Mountain> { cell, _, mountain in
            cell.updateWithMountain(mountain)
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Mountain>(collectionView: collectionView) {
            collectionView, indexPath, mountain in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: mountain)
        }
        let mountains = [
            Mountain(name: "Mont Blanc", height: 4_806, isFavourite: true),
            Mountain(name: "Matterhorn", height: 4_478, isFavourite: false),
            Mountain(name: "Eiger", height: 3_967, isFavourite: false),
            Mountain(name: "Zugspitze", height: 2_962, isFavourite: true)
        ]
        var snapshot = NSDiffableDataSourceSnapshot<Section, Mountain>()
        snapshot.appendSections([.main])
        snapshot.appendItems(mountains)
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
    }
}
