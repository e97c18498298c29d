import Foundation
import RenderCellsUIKit

/// The Auto Layout benchmark's cell content (AL1cell, AL20screen): ten views pinned with
/// anchors as an app pins them — an avatar with its initials, an unread dot, a sender and a
/// subject in a vertical stack view, a date on the sender's baseline, a flag symbol, an
/// attachment badge with its count, and a hairline under the text; about fifty
/// constraints, a wrapping subject measured at its width.
final class ConstrainedRowView: UIView, UIContentView {
    private let avatar = UIView()
    private let initials = UILabel()
    private let dot = UIView()
    private let sender = UILabel()
    private let subject = UILabel()
    private let stack = UIStackView()
    private let date = UILabel()
    private let flag = UIImageView(image: UIImage(systemName: "flag.fill"))
    private let badge = UILabel()
    private let rule = UIView()

    var configuration: UIContentConfiguration {
        didSet { apply() }
    }

    init(configuration: ConstrainedRowConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        avatar.layer.cornerRadius = 20
        initials.font = .systemFont(ofSize: 15, weight: .semibold)
        initials.textColor = .white
        dot.backgroundColor = .systemBlue
        dot.layer.cornerRadius = 4
        sender.font = .preferredFont(forTextStyle: .headline)
        subject.font = .preferredFont(forTextStyle: .subheadline)
        subject.textColor = .secondaryLabel
        subject.numberOfLines = 2
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 2
        stack.addArrangedSubview(sender)
        stack.addArrangedSubview(subject)
        date.font = .preferredFont(forTextStyle: .footnote)
        date.textColor = .secondaryLabel
        date.setContentCompressionResistancePriority(.required, for: .horizontal)
        flag.tintColor = .systemOrange
        badge.font = .preferredFont(forTextStyle: .caption2)
        badge.textColor = .secondaryLabel
        rule.backgroundColor = .separator
        for view in [avatar, dot, stack, date, flag, badge, rule] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        initials.translatesAutoresizingMaskIntoConstraints = false
        avatar.addSubview(initials)
        let margins = layoutMarginsGuide
        NSLayoutConstraint.activate([
            dot.widthAnchor.constraint(equalToConstant: 8),
            dot.heightAnchor.constraint(equalTo: dot.widthAnchor),
            dot.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            dot.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
            avatar.leadingAnchor.constraint(equalTo: dot.trailingAnchor, constant: 6),
            avatar.topAnchor.constraint(equalTo: margins.topAnchor),
            avatar.widthAnchor.constraint(equalToConstant: 40),
            avatar.heightAnchor.constraint(equalToConstant: 40),
            avatar.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
            initials.centerXAnchor.constraint(equalTo: avatar.centerXAnchor),
            initials.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
            stack.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
            stack.topAnchor.constraint(equalTo: margins.topAnchor),
            date.leadingAnchor.constraint(greaterThanOrEqualTo: stack.trailingAnchor, constant: 8),
            date.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            date.firstBaselineAnchor.constraint(equalTo: sender.firstBaselineAnchor),
            flag.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            flag.topAnchor.constraint(equalToSystemSpacingBelow: date.bottomAnchor, multiplier: 0.5),
            badge.trailingAnchor.constraint(equalTo: flag.leadingAnchor, constant: -4),
            badge.centerYAnchor.constraint(equalTo: flag.centerYAnchor),
            badge.leadingAnchor.constraint(greaterThanOrEqualTo: stack.trailingAnchor, constant: 8),
            rule.leadingAnchor.constraint(equalTo: stack.leadingAnchor),
            rule.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            rule.topAnchor.constraint(equalTo: stack.bottomAnchor, constant: 6),
            rule.heightAnchor.constraint(equalToConstant: 1),
            rule.bottomAnchor.constraint(equalTo: margins.bottomAnchor)
        ])
        apply()
    }

    required init?(coder: NSCoder) {
        return nil
    }

    private func apply() {
        guard let row = configuration as? ConstrainedRowConfiguration else { return }
        let colours: [UIColor] = [.systemIndigo, .systemOrange, .systemTeal, .systemPink, .systemGreen]
        avatar.backgroundColor = colours[row.index % colours.count]
        initials.text = "R\(row.index % 10)"
        dot.isHidden = row.index % 3 != 0
        sender.text = "Sender number \(row.index)"
        subject.text =
            row.index % 4 == 0
            ? "A subject long enough to wrap onto a second line of the row, \(row.index)" : "Subject \(row.index)"
        date.text = row.index % 2 == 0 ? "09:\(10 + row.index % 50)" : "Yesterday"
        flag.isHidden = row.index % 5 != 0
        badge.text = "\(row.index % 7) files"
    }
}
