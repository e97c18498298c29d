#if canImport(UIKit)
import UIKit
#else
import RenderCellsUIKit
#endif

// What a Swift 6 port writes, as it builds for iOS: each declaration here must type-check
// against RenderCellsUIKit with no error and no warning (CompileMessagesTests). Only the
// import is conditional.

/// A cell whose selected background a `@Sendable` colour transformer derives from the cell,
/// captured weakly (the cell is `@MainActor`, so `Sendable`, as on iOS).
final class BadgeCell: UICollectionViewListCell {
    var accent: UIColor = .systemOrange

    override init(frame: CGRect) {
        super.init(frame: frame)
        accessories = [.disclosureIndicator()]
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        accent = .systemOrange
    }

    override func updateConfiguration(using state: UICellConfigurationState) {
        var background = UIBackgroundConfiguration.listGroupedCell().updated(for: state)
        background.backgroundColorTransformer = UIConfigurationColorTransformer { [weak self] color in
            MainActor.assumeIsolated { self?.accent.withAlphaComponent(0.2) } ?? color
        }
        backgroundConfiguration = background
    }
}

/// A grid of tiles: sections built in the `@MainActor` section provider, one kept in a
/// `@Sendable` closure (a `@MainActor` class is `Sendable`).
final class TilesViewController: UICollectionViewController {
    init() {
        super.init(collectionViewLayout: TilesViewController.makeLayout())
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    static func makeLayout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { sectionIndex, environment in
            if sectionIndex == 0 {
                return NSCollectionLayoutSection.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped),
                                                      layoutEnvironment: environment)
            }
            return gridSection(columns: 3)
        }
    }

    static func gridSection(columns: Int) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                             heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(96)),
            repeatingSubitem: item, count: columns)
        let section = NSCollectionLayoutSection(group: group)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        section.boundarySupplementaryItems = [header]
        return section
    }

    static func keptSection() -> @Sendable () -> NSCollectionLayoutSection {
        let section = gridSection(columns: 2)
        return { section }
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
        collectionView.reloadItems(at: [indexPath])
        collectionView.performBatchUpdates(nil) { _ in collectionView.reloadData() }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let sort = UIMenu(title: "Sort", identifier: nil, options: .singleSelection, children: [
            UIAction(title: "Name", state: .on) { _ in },
            UIAction(title: "Date") { _ in },
        ])
        let delete = UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { [weak self] _ in
            self?.setEditing(false, animated: true)
        }
        let children: [UIMenuElement] = [sort, UIMenu(options: .displayInline, children: [delete])]
        navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "ellipsis.circle"),
                                                            menu: UIMenu(children: children))
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        navigationItem.standardAppearance = appearance
        tabBarItem = UITabBarItem(title: "Tiles", image: UIImage(systemName: "square.grid.2x2"), tag: 0)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let selected = collectionView.indexPathsForSelectedItems?.first else { return }
        if let coordinator = transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in
                self.collectionView.deselectItem(at: selected, animated: true)
            }, completion: nil)
        } else {
            collectionView.deselectItem(at: selected, animated: animated)
        }
    }
}

/// A table view controller's data source methods, overridden as on iOS, with a legacy
/// `.value1` cell made when none is queued.
final class PlacesViewController: UITableViewController {
    let places = ["Lisbon", "Porto", "Faro"]

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Portugal" }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { places.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "place")
            ?? UITableViewCell(style: .value1, reuseIdentifier: "place")
        cell.textLabel?.text = places[indexPath.row]
        cell.detailTextLabel?.text = indexPath.row == 0 ? "Capital" : nil
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}

/// Views and controllers made with UIKit's own initialisers.
@MainActor func makeViews() -> [Any] {
    let label = UILabel()
    label.text = "Wi-Fi"
    let image = UIImageView(image: UIImage(systemName: "wifi"))
    let table = UITableView(frame: .zero, style: .insetGrouped)
    let navigation = UINavigationController(rootViewController: PlacesViewController(style: .insetGrouped))
    var accessory = UICellAccessory.CustomViewConfiguration(customView: UISwitch(), placement: .trailing())
    accessory.maintainsFixedSize = true
    let badge = UICellAccessory.CustomViewConfiguration(customView: UILabel(), placement: .trailing())
    return [label, image, table, navigation, accessory, badge]
}
