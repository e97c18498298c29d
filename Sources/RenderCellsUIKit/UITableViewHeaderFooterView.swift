import Foundation

/// A table section's header or footer (`UITableViewHeaderFooterView`), returned by the
/// delegate's `tableView(_:viewForHeaderInSection:)`: what it shows is its content and
/// background configurations, or the text of its `textLabel`, drawn as the list's section
/// header (a header made of other views is not drawn: docs/uikit.md).
open class UITableViewHeaderFooterView: UIView {
    public let reuseIdentifier: String?
    /// The appearance of the table that made the view (`dequeueReusableHeaderFooterView(withIdentifier:)`);
    /// a view made directly takes a plain table's defaults.
    var tableAppearance = ListAppearance.plain
    private var ownTextLabel: UILabel?

    /// The content shown (`contentConfiguration`).
    open var contentConfiguration: (any ContentConfiguration)?
    /// The background drawn; nil is the table style's (`backgroundConfiguration`).
    open var backgroundConfiguration: UIBackgroundConfiguration?
    open var automaticallyUpdatesContentConfiguration = true
    open var automaticallyUpdatesBackgroundConfiguration = true

    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
    }

    public convenience override init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// The view an app adds its own subviews to (`contentView`); those are not drawn.
    open var contentView: UIView { self }

    /// A header's text in the table style's header look (`textLabel`); used when no
    /// content configuration is set.
    open var textLabel: UILabel? {
        if let ownTextLabel { return ownTextLabel }
        let label = UILabel(frame: .zero)
        ownTextLabel = label
        return label
    }

    /// The table style's header configuration (`defaultContentConfiguration()`), for the
    /// table the view was dequeued from.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        .header(for: tableAppearance, traitCollection: traitCollection)
    }

    /// Called before a dequeued view is handed out again; a picture reuses nothing.
    open func prepareForReuse() {}

    /// Gives the list's header (a stand-in cell in the right list and kind) this view's
    /// content and background: its configuration, else its label's text in the stand-in's
    /// default look.
    func configure(_ standIn: UICollectionViewListCell) {
        if let contentConfiguration {
            standIn.contentConfiguration = contentConfiguration
        } else if let text = ownTextLabel?.text {
            var content = standIn.defaultContentConfiguration()
            content.text = text
            standIn.contentConfiguration = content
        }
        if let backgroundConfiguration { standIn.backgroundConfiguration = backgroundConfiguration }
        if let backgroundColor {
            var background = standIn.defaultBackgroundConfiguration()
            background.backgroundColor = backgroundColor
            standIn.backgroundConfiguration = background
        }
    }
}
