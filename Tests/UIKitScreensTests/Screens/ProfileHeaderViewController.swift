#if canImport(UIKit)
    import UIKit
#else
    import RenderCellsUIKit
#endif

/// A profile screen whose header is a view of its own (an avatar, the name and handle in a
/// centred stack view, an "Edit Profile" button), then rows with views as accessories: a
/// tinted "Follow" button, a star, a spinner, and a storage bar in its row's content view.
final class ProfileHeaderView: UIView, UIContentView {
    private let avatar = UIImageView()
    private let nameLabel = UILabel()
    private let handleLabel = UILabel()
    private let editButton = UIButton(configuration: .filled())
    private let stack = UIStackView()

    var configuration: UIContentConfiguration {
        didSet { apply() }
    }

    init(configuration: ProfileHeaderConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 20, leading: 16, bottom: 20, trailing: 16)

        avatar.image = UIImage(systemName: "person.crop.circle.fill")
        avatar.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 64)
        avatar.tintColor = .systemGray2
        avatar.contentMode = .scaleAspectFit

        nameLabel.font = .preferredFont(forTextStyle: .title2)
        nameLabel.adjustsFontForContentSizeCategory = true
        nameLabel.textAlignment = .center
        handleLabel.font = .preferredFont(forTextStyle: .subheadline)
        handleLabel.adjustsFontForContentSizeCategory = true
        handleLabel.textColor = .secondaryLabel
        handleLabel.textAlignment = .center

        var buttonConfiguration = UIButton.Configuration.filled()
        buttonConfiguration.title = "Edit Profile"
        buttonConfiguration.image = UIImage(systemName: "pencil")
        buttonConfiguration.imagePadding = 6
        buttonConfiguration.cornerStyle = .capsule
        editButton.configuration = buttonConfiguration

        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 4
        for view in [avatar, nameLabel, handleLabel, editButton] { stack.addArrangedSubview(view) }
        stack.setCustomSpacing(10, after: avatar)
        stack.setCustomSpacing(14, after: handleLabel)
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = directionalLayoutMargins
        addSubview(stack)
        apply()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func apply() {
        guard let configuration = configuration as? ProfileHeaderConfiguration else { return }
        nameLabel.text = configuration.name
        handleLabel.text = configuration.handle
        setNeedsLayout()
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: stack.sizeThatFits(CGSize(width: size.width, height: .greatestFiniteMagnitude)).height)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        stack.frame = bounds
    }
}

struct ProfileHeaderConfiguration: UIContentConfiguration {
    var name = ""
    var handle = ""

    func makeContentView() -> UIView & UIContentView {
        ProfileHeaderView(configuration: self)
    }

    func updated(for state: UIConfigurationState) -> ProfileHeaderConfiguration {
        self
    }
}

/// A row of views added to the cell's content view: a title, a storage bar and a detail
/// line in a stack view, laid out by frames, the cell's height its stack view's.
class StorageCell: UICollectionViewListCell {
    private let titleLabel = UILabel()
    private let detailLabel = UILabel()
    private let bar = UIProgressView(progressViewStyle: .default)
    private lazy var stack: UIStackView = {
        let stack = UIStackView(arrangedSubviews: [titleLabel, bar, detailLabel])
        stack.axis = .vertical
        stack.spacing = 6
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20)
        contentView.addSubview(stack)
        return stack
    }()

    func show(used: Double, of total: Double) {
        titleLabel.text = "iCloud Storage"
        titleLabel.font = .preferredFont(forTextStyle: .body)
        titleLabel.adjustsFontForContentSizeCategory = true
        detailLabel.text = "\(used) GB of \(Int(total)) GB used"
        detailLabel.font = .preferredFont(forTextStyle: .footnote)
        detailLabel.adjustsFontForContentSizeCategory = true
        detailLabel.textColor = .secondaryLabel
        bar.progress = Float(used / total)
        stack.setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        stack.frame = contentView.bounds
    }

    override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        CGSize(
            width: targetSize.width,
            height: stack.sizeThatFits(CGSize(width: targetSize.width, height: .greatestFiniteMagnitude)).height)
    }
}

class ProfileHeaderViewController: UIViewController {
    enum Section { case header, people, status }
    enum Row: Hashable {
        case header
        case person(String, following: Bool)
        case favourite(String)
        case syncing, storage
    }

    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Section, Row>!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Profile"
        let configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        collectionView = UICollectionView(
            frame: view.bounds,
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        view.addSubview(collectionView)

        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Row> { cell, _, row in
            switch row {
            case .header:
                cell.contentConfiguration = ProfileHeaderConfiguration(name: "Jane Appleseed", handle: "@jane")
            case .person(let name, let following):
                var content = cell.defaultContentConfiguration()
                content.text = name
                content.image = UIImage(systemName: "person.fill")
                cell.contentConfiguration = content
                var buttonConfiguration = following ? UIButton.Configuration.gray() : UIButton.Configuration.tinted()
                buttonConfiguration.title = following ? "Following" : "Follow"
                buttonConfiguration.buttonSize = .small
                buttonConfiguration.cornerStyle = .capsule
                let button = UIButton(configuration: buttonConfiguration)
                cell.accessories = [.customView(configuration: .init(customView: button, placement: .trailing()))]
            case .favourite(let name):
                var content = cell.defaultContentConfiguration()
                content.text = name
                cell.contentConfiguration = content
                let star = UIImageView(image: UIImage(systemName: "star.fill"))
                star.tintColor = .systemYellow
                cell.accessories = [.customView(configuration: .init(customView: star, placement: .trailing()))]
            case .syncing:
                var content = cell.defaultContentConfiguration()
                content.text = "Syncing Photos"
                cell.contentConfiguration = content
                let spinner = UIActivityIndicatorView(style: .medium)
                spinner.startAnimating()
                cell.accessories = [.customView(configuration: .init(customView: spinner, placement: .trailing()))]
            case .storage:
                break
            }
        }
        let storageRegistration = UICollectionView.CellRegistration<StorageCell, Row> { cell, _, _ in
            cell.show(used: 38.2, of: 50)
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Row>(collectionView: collectionView) {
            collectionView, indexPath, row in
            if row == .storage {
                return collectionView.dequeueConfiguredReusableCell(using: storageRegistration, for: indexPath, item: row)
            }
            return collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: row)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Row>()
        snapshot.appendSections([.header, .people, .status])
        snapshot.appendItems([.header], toSection: .header)
        snapshot.appendItems(
            [
                .person("Johnny Appleseed", following: false), .person("Sam Lee", following: true),
                .favourite("Close Friends")
            ], toSection: .people)
        snapshot.appendItems([.syncing, .storage], toSection: .status)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
