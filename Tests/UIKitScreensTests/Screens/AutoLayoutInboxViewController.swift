#if canImport(UIKit)
    import UIKit
#else
    import RenderCellsUIKit
#endif

/// The inbox row written with Auto Layout, as an iOS developer writes it: an unread dot, an
/// avatar, the sender and subject in a vertical stack view, the date on the sender's
/// first baseline with a compression resistance above the stack's so the sender truncates
/// first; the cell's height comes from the constraints (self-sizing).
final class AnchoredInboxRowView: UIView, UIContentView {
    private let unreadDot = UIView()
    private let avatar = UILabel()
    private let senderLabel = UILabel()
    private let subjectLabel = UILabel()
    private let dateLabel = UILabel()
    private let textStack = UIStackView()

    var configuration: UIContentConfiguration {
        didSet { apply() }
    }

    init(configuration: AnchoredInboxRowConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        unreadDot.backgroundColor = .systemBlue
        unreadDot.layer.cornerRadius = 5

        avatar.textAlignment = .center
        avatar.textColor = .white
        avatar.font = .systemFont(ofSize: 16, weight: .semibold)
        avatar.layer.cornerRadius = 20
        avatar.clipsToBounds = true

        senderLabel.font = .preferredFont(forTextStyle: .headline)
        senderLabel.adjustsFontForContentSizeCategory = true
        subjectLabel.font = .preferredFont(forTextStyle: .subheadline)
        subjectLabel.adjustsFontForContentSizeCategory = true
        subjectLabel.textColor = .secondaryLabel
        subjectLabel.numberOfLines = 2
        dateLabel.font = .preferredFont(forTextStyle: .footnote)
        dateLabel.adjustsFontForContentSizeCategory = true
        dateLabel.textColor = .secondaryLabel
        dateLabel.setContentCompressionResistancePriority(.required, for: .horizontal)
        dateLabel.setContentHuggingPriority(.required, for: .horizontal)

        textStack.axis = .vertical
        textStack.alignment = .leading
        textStack.spacing = 2
        textStack.addArrangedSubview(senderLabel)
        textStack.addArrangedSubview(subjectLabel)

        for view in [unreadDot, avatar, textStack, dateLabel] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 8, bottom: 10, trailing: 16)
        let margins = layoutMarginsGuide
        NSLayoutConstraint.activate([
            unreadDot.widthAnchor.constraint(equalToConstant: 10),
            unreadDot.heightAnchor.constraint(equalToConstant: 10),
            unreadDot.leadingAnchor.constraint(equalTo: margins.leadingAnchor, constant: 5),
            unreadDot.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),

            avatar.widthAnchor.constraint(equalToConstant: 40),
            avatar.heightAnchor.constraint(equalToConstant: 40),
            avatar.leadingAnchor.constraint(equalTo: margins.leadingAnchor, constant: 20),
            avatar.topAnchor.constraint(equalTo: margins.topAnchor),
            avatar.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),

            textStack.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
            textStack.topAnchor.constraint(equalTo: margins.topAnchor),
            textStack.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),

            dateLabel.leadingAnchor.constraint(greaterThanOrEqualTo: textStack.trailingAnchor, constant: 8),
            dateLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            dateLabel.firstBaselineAnchor.constraint(equalTo: senderLabel.firstBaselineAnchor)
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func apply() {
        guard let message = (configuration as? AnchoredInboxRowConfiguration)?.message else { return }
        unreadDot.isHidden = !message.isUnread
        avatar.text = message.sender.split(separator: " ").compactMap { $0.first }.map(String.init).joined()
        avatar.backgroundColor = message.colour
        senderLabel.text = message.sender
        subjectLabel.text = message.subject
        dateLabel.text = message.date
    }
}

struct AnchoredInboxRowConfiguration: UIContentConfiguration, Hashable {
    var message: InboxMessage?

    func makeContentView() -> UIView & UIContentView {
        AnchoredInboxRowView(configuration: self)
    }

    func updated(for state: UIConfigurationState) -> AnchoredInboxRowConfiguration {
        self
    }
}

class AutoLayoutInboxViewController: UIViewController {
    enum Section { case main }
    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Section, InboxMessage>!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        let configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        collectionView = UICollectionView(
            frame: view.bounds,
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        view.addSubview(collectionView)

        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, InboxMessage> { cell, _, message in
            cell.contentConfiguration = AnchoredInboxRowConfiguration(message: message)
        }
        dataSource = UICollectionViewDiffableDataSource<Section, InboxMessage>(collectionView: collectionView) {
            collectionView, indexPath, message in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: message)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, InboxMessage>()
        snapshot.appendSections([.main])
        snapshot.appendItems(
            InboxViewController.messages + [
                InboxMessage(
                    sender: "Bartholomew Featherstonehaugh-Montgomery", subject: "A sender too long for the row",
                    date: "Last Tuesday", isUnread: true, colour: .systemGreen)
            ])
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
