#if canImport(UIKit)
    import UIKit
#else
    import RenderCellsUIKit
#endif

/// A theme carried by a custom trait (seed 001's pattern, iOS 17): the screen sets a trait
/// override, and dynamic colours and the cells' configurations read it.
enum AppTheme: Int {
    case standard, forest
}

struct AppThemeTrait: UITraitDefinition {
    static let defaultValue = AppTheme.standard
    static let affectsColorAppearance = true
    static let name = "Theme"
    static let identifier = "com.example.theme"
}

extension UITraitCollection {
    var appTheme: AppTheme { self[AppThemeTrait.self] }
}

extension UIMutableTraits {
    var appTheme: AppTheme {
        get { self[AppThemeTrait.self] }
        set { self[AppThemeTrait.self] = newValue }
    }
}

extension UIColor {
    static let themedAccent = UIColor { traitCollection in
        switch traitCollection.appTheme {
        case .standard: return .systemBlue
        case .forest: return UIColor(red: 0.13, green: 0.55, blue: 0.13, alpha: 1)
        }
    }
    static let themedCellBackground = UIColor { traitCollection in
        switch (traitCollection.appTheme, traitCollection.userInterfaceStyle) {
        case (.forest, .dark): return UIColor(red: 0.08, green: 0.16, blue: 0.10, alpha: 1)
        case (.forest, _): return UIColor(red: 0.90, green: 0.96, blue: 0.90, alpha: 1)
        default: return .secondarySystemGroupedBackground
        }
    }
}

class ThemeViewController: UIViewController {
    enum Section { case main }
    let theme: AppTheme
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Section, String>!

    init(theme: AppTheme) {
        self.theme = theme
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        traitOverrides.appTheme = theme
        let layout = UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        view.addSubview(collectionView)

        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            content.image = UIImage(systemName: "leaf")
            content.imageProperties.tintColor = .themedAccent
            cell.contentConfiguration = content
            var background = UIBackgroundConfiguration.listGroupedCell()
            background.backgroundColor = .themedCellBackground
            cell.backgroundConfiguration = background
            cell.accessories = [.checkmark(options: .init(tintColor: .themedAccent))]
        }
        dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) {
            collectionView, indexPath, title in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: title)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(["Oak", "Birch", "Beech", "Rowan"])
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
