#if canImport(UIKit)
    import UIKit
#else
    import RenderCellsUIKit
#endif

/// A mail inbox whose rows are a custom content configuration and its content view: an
/// unread dot, an avatar of initials, the sender and subject in a vertical stack view, and
/// the date, laid out by frames in `layoutSubviews()` and sized by `sizeThatFits(_:)`.
struct InboxMessage: Hashable {
    let sender: String
    let subject: String
    let date: String
    let isUnread: Bool
    let colour: UIColor
}

struct InboxRowConfiguration: UIContentConfiguration, Hashable {
    var message: InboxMessage?

    func makeContentView() -> UIView & UIContentView {
        InboxRowView(configuration: self)
    }

    func updated(for state: UIConfigurationState) -> InboxRowConfiguration {
        self
    }
}

final class InboxRowView: UIView, UIContentView {
    /// Points: the row's insets, the unread dot's column, the avatar, and the gaps.
    static let insets = NSDirectionalEdgeInsets(top: 10, leading: 8, bottom: 10, trailing: 16)
    static let dotColumn: CGFloat = 20
    static let dotSize: CGFloat = 10
    static let avatarSize: CGFloat = 40
    static let avatarToText: CGFloat = 12
    static let textToDate: CGFloat = 8
    static let senderToSubject: CGFloat = 2

    private let unreadDot = UIView()
    private let avatar = UILabel()
    private let senderLabel = UILabel()
    private let subjectLabel = UILabel()
    private let dateLabel = UILabel()
    private let textStack = UIStackView()

    var configuration: UIContentConfiguration {
        didSet { apply() }
    }

    init(configuration: InboxRowConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        unreadDot.backgroundColor = .systemBlue
        unreadDot.layer.cornerRadius = Self.dotSize / 2

        avatar.textAlignment = .center
        avatar.textColor = .white
        avatar.font = .systemFont(ofSize: 16, weight: .semibold)
        avatar.layer.cornerRadius = Self.avatarSize / 2
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

        textStack.axis = .vertical
        textStack.alignment = .leading
        textStack.spacing = Self.senderToSubject
        textStack.addArrangedSubview(senderLabel)
        textStack.addArrangedSubview(subjectLabel)

        for view in [unreadDot, avatar, textStack, dateLabel] { addSubview(view) }
        apply()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func apply() {
        guard let message = (configuration as? InboxRowConfiguration)?.message else { return }
        unreadDot.isHidden = !message.isUnread
        avatar.text = message.sender.split(separator: " ").compactMap { $0.first }.map(String.init).joined()
        avatar.backgroundColor = message.colour
        senderLabel.text = message.sender
        subjectLabel.text = message.subject
        dateLabel.text = message.date
        setNeedsLayout()
    }

    /// The width left for the sender and subject beside the avatar and the date.
    private func textWidth(in width: CGFloat) -> CGFloat {
        let insets = Self.insets
        return max(
            0,
            width - insets.leading - Self.dotColumn - Self.avatarSize - Self.avatarToText
                - Self.textToDate - dateLabel.intrinsicContentSize.width - insets.trailing)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let text = textStack.sizeThatFits(CGSize(width: textWidth(in: size.width), height: .greatestFiniteMagnitude))
        let height = Self.insets.top + max(Self.avatarSize, text.height) + Self.insets.bottom
        return CGSize(width: size.width, height: height)
    }

    override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        sizeThatFits(targetSize)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let insets = Self.insets
        let width = bounds.width
        let textWidth = textWidth(in: width)
        let text = textStack.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude))
        let contentHeight = max(Self.avatarSize, text.height)
        let top = insets.top + (bounds.height - insets.top - insets.bottom - contentHeight) / 2

        var x = insets.leading
        place(
            unreadDot,
            CGRect(
                x: x + (Self.dotColumn - Self.dotSize) / 2, y: top + (Self.avatarSize - Self.dotSize) / 2,
                width: Self.dotSize, height: Self.dotSize))
        x += Self.dotColumn
        place(avatar, CGRect(x: x, y: top, width: Self.avatarSize, height: Self.avatarSize))
        x += Self.avatarSize + Self.avatarToText
        place(textStack, CGRect(x: x, y: top, width: textWidth, height: text.height))
        let date = dateLabel.intrinsicContentSize
        // The date sits on the sender's line, at the trailing margin.
        let senderHeight = senderLabel.intrinsicContentSize.height
        place(
            dateLabel,
            CGRect(
                x: width - insets.trailing - date.width, y: top + (senderHeight - date.height) / 2,
                width: date.width, height: date.height))
    }

    /// Sets `view`'s frame given for left-to-right, mirrored in a right-to-left layout.
    private func place(_ view: UIView, _ frame: CGRect) {
        if effectiveUserInterfaceLayoutDirection == .rightToLeft {
            view.frame = CGRect(x: bounds.width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
        } else {
            view.frame = frame
        }
    }
}

class InboxViewController: UIViewController {
    enum Section { case main }
    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Section, InboxMessage>!

    static let messages = [
        InboxMessage(
            sender: "Ada Lovelace", subject: "Notes on the Analytical Engine, with the translator's additions",
            date: "09:41", isUnread: true, colour: .systemIndigo),
        InboxMessage(sender: "Grace Hopper", subject: "Found the bug", date: "Yesterday", isUnread: true, colour: .systemOrange),
        InboxMessage(
            sender: "Alan Turing", subject: "Re: Can machines think? I have a proposal for a game we might play",
            date: "Monday", isUnread: false, colour: .systemTeal),
        InboxMessage(
            sender: "Katherine Johnson", subject: "Trajectory check", date: "12/11/26", isUnread: false,
            colour: .systemPink)
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        let configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        collectionView = UICollectionView(
            frame: view.bounds,
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        view.addSubview(collectionView)

        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, InboxMessage> { cell, _, message in
            cell.contentConfiguration = InboxRowConfiguration(message: message)
        }
        dataSource = UICollectionViewDiffableDataSource<Section, InboxMessage>(collectionView: collectionView) {
            collectionView, indexPath, message in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: message)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, InboxMessage>()
        snapshot.appendSections([.main])
        snapshot.appendItems(Self.messages)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
