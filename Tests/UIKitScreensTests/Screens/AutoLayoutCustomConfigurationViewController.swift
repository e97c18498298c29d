#if canImport(UIKit)
    import UIKit
#else
    import RenderCellsUIKit
#endif

/// A custom content configuration and its content view laid out with anchors, in the shape
/// of Apple's custom-configuration sample ("Implementing Modern Collection Views" and WWDC20
/// "Modern cell configuration"): an image and two labels pinned to the view's layout margins
/// guide, the label after the image at the system spacing, the trailing badge's compression
/// resistance above the title's; the section header is a label pinned inside the header's
/// content view and sized by its constraints.
struct TrailContentConfiguration: UIContentConfiguration, Hashable {
    var symbolName = "figure.hiking"
    var name = ""
    var detail = ""
    var badge = ""
    var isSelected = false

    func makeContentView() -> UIView & UIContentView {
        TrailContentView(configuration: self)
    }

    func updated(for state: UIConfigurationState) -> TrailContentConfiguration {
        guard let state = state as? UICellConfigurationState else { return self }
        var updated = self
        updated.isSelected = state.isSelected
        return updated
    }
}

final class TrailContentView: UIView, UIContentView {
    private let imageView = UIImageView()
    private let nameLabel = UILabel()
    private let detailLabel = UILabel()
    private let badgeLabel = UILabel()

    var configuration: UIContentConfiguration {
        didSet { apply() }
    }

    init(configuration: TrailContentConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        for view in [imageView, nameLabel, detailLabel, badgeLabel] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .title2)
        nameLabel.font = .preferredFont(forTextStyle: .body)
        nameLabel.adjustsFontForContentSizeCategory = true
        nameLabel.numberOfLines = 0
        detailLabel.font = .preferredFont(forTextStyle: .caption1)
        detailLabel.adjustsFontForContentSizeCategory = true
        detailLabel.textColor = .secondaryLabel
        badgeLabel.font = .preferredFont(forTextStyle: .subheadline)
        badgeLabel.adjustsFontForContentSizeCategory = true
        badgeLabel.textColor = .secondaryLabel
        badgeLabel.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)

        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
        let guide = layoutMarginsGuide
        NSLayoutConstraint.activate([
            imageView.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            imageView.centerYAnchor.constraint(equalTo: guide.centerYAnchor),
            imageView.topAnchor.constraint(greaterThanOrEqualTo: guide.topAnchor),
            imageView.widthAnchor.constraint(equalToConstant: 32),

            nameLabel.leadingAnchor.constraint(equalToSystemSpacingAfter: imageView.trailingAnchor, multiplier: 1.5),
            nameLabel.topAnchor.constraint(equalTo: guide.topAnchor),
            detailLabel.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
            detailLabel.topAnchor.constraint(equalToSystemSpacingBelow: nameLabel.lastBaselineAnchor, multiplier: 0.5),
            detailLabel.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            detailLabel.trailingAnchor.constraint(lessThanOrEqualTo: guide.trailingAnchor),

            badgeLabel.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: nameLabel.trailingAnchor, multiplier: 1),
            badgeLabel.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            badgeLabel.firstBaselineAnchor.constraint(equalTo: nameLabel.firstBaselineAnchor)
        ])
        apply()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func apply() {
        guard let configuration = configuration as? TrailContentConfiguration else { return }
        imageView.image = UIImage(systemName: configuration.symbolName)
        imageView.tintColor = configuration.isSelected ? .systemOrange : .systemGreen
        nameLabel.text = configuration.name
        detailLabel.text = configuration.detail
        badgeLabel.text = configuration.badge
    }
}

/// The section header: a symbol and a wrapping title pinned inside the header's layout
/// margins, its height from the constraints.
struct TrailHeaderConfiguration: UIContentConfiguration, Hashable {
    var title = ""

    func makeContentView() -> UIView & UIContentView {
        TrailHeaderView(configuration: self)
    }

    func updated(for state: UIConfigurationState) -> TrailHeaderConfiguration {
        self
    }
}

final class TrailHeaderView: UIView, UIContentView {
    private let symbol = UIImageView(image: UIImage(systemName: "map"))
    private let titleLabel = UILabel()

    var configuration: UIContentConfiguration {
        didSet { titleLabel.text = (configuration as? TrailHeaderConfiguration)?.title }
    }

    init(configuration: TrailHeaderConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        titleLabel.text = configuration.title
        titleLabel.font = .preferredFont(forTextStyle: .title3)
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.numberOfLines = 0
        symbol.tintColor = .secondaryLabel
        symbol.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .title3)
        symbol.setContentCompressionResistancePriority(.required, for: .horizontal)
        for view in [symbol, titleLabel] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 20, bottom: 8, trailing: 20)
        let guide = layoutMarginsGuide
        NSLayoutConstraint.activate([
            symbol.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            symbol.firstBaselineAnchor.constraint(equalTo: titleLabel.firstBaselineAnchor),
            titleLabel.leadingAnchor.constraint(equalToSystemSpacingAfter: symbol.trailingAnchor, multiplier: 1),
            titleLabel.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            titleLabel.topAnchor.constraint(equalTo: guide.topAnchor),
            titleLabel.bottomAnchor.constraint(equalTo: guide.bottomAnchor)
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

class AutoLayoutCustomConfigurationViewController: UIViewController {
    enum Section { case main }
    private var dataSource: UICollectionViewDiffableDataSource<Section, TrailContentConfiguration>!
    private var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Trails"
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        collectionView = UICollectionView(
            frame: view.bounds,
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        view.addSubview(collectionView)

        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, TrailContentConfiguration> {
            cell, _, trail in
            cell.contentConfiguration = trail
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { header, _, _ in
            header.contentConfiguration = TrailHeaderConfiguration(
                title: "Trails near Chamonix, sorted by how long they take on foot")
        }
        dataSource = UICollectionViewDiffableDataSource<Section, TrailContentConfiguration>(collectionView: collectionView) {
            collectionView, indexPath, trail in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: trail)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, TrailContentConfiguration>()
        snapshot.appendSections([.main])
        snapshot.appendItems([
            TrailContentConfiguration(name: "Lac Blanc", detail: "Loop · 9.4 km", badge: "3 h 30"),
            TrailContentConfiguration(
                symbolName: "mountain.2", name: "Grand Balcon Nord, from the Plan de l'Aiguille to Montenvers",
                detail: "One way · 6 km", badge: "2 h"),
            TrailContentConfiguration(
                symbolName: "figure.walk", name: "Cascade du Dard", detail: "Out and back · 2 km", badge: "45 min")
        ])
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
    }
}
