import Foundation

/// A table view's row (`UITableViewCell`): a view of its own over a model list cell, as a
/// collection view's cells are (`UICollectionReusableView`), so its content and background
/// configurations, state and update passes are the collection-view list cell's, drawn by the
/// same layout. It adds the table cell's older API, the four styles' `textLabel`,
/// `detailTextLabel` and `imageView` and the `accessoryType` and `accessoryView`, which the
/// table turns into a content configuration and accessories when it draws the row
/// (UITableViewCell+LegacyContent.swift).
///
/// The table gives the cell its appearance (its style's) when the data source returns
/// it, so a cell made with `UITableViewCell(style:reuseIdentifier:)` in
/// `tableView(_:cellForRowAt:)` is drawn as UIKit draws it.
open class UITableViewCell: _UIModelCellView, _UIModelListCell, CellFace {
    /// `UITableViewCell.ConfigurationUpdateHandler`.
    public typealias ConfigurationUpdateHandler = (UITableViewCell, UICellConfigurationState) -> Void

    /// Called before a dequeued row is handed out again; a picture makes every row fresh, so
    /// the table never calls it. Declared again here, as on iOS, so that an override a port
    /// writes in an extension is refused in this class's name, not the shared base's.
    open override func prepareForReuse() {
        super.prepareForReuse()
    }

    /// The layout of the older labels (`UITableViewCell.CellStyle`).
    public enum CellStyle: Int, Sendable {
        /// One label and an optional image: `UIListContentConfiguration.cell()`.
        case `default`
        /// The detail on the trailing side in the secondary colour: `valueCell()`.
        case value1
        /// A tinted footnote label beside a footnote detail (Contacts' style).
        case value2
        /// The detail under the label in a smaller font: `subtitleCell()`.
        case subtitle
    }

    /// The standard accessory at the trailing edge (`UITableViewCell.AccessoryType`).
    public enum AccessoryType: Int, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    /// How a selected row is highlighted (`UITableViewCell.SelectionStyle`); `.none` draws
    /// no selected background.
    public enum SelectionStyle: Int, Sendable {
        case none, blue, gray, `default`
    }

    /// The control a row shows while its table is editing (`UITableViewCell.EditingStyle`).
    public enum EditingStyle: Int, Sendable {
        case none, delete, insert
    }

    /// The style the cell was made with; it picks the older labels' layout.
    public let cellStyle: CellStyle
    public internal(set) var reuseIdentifier: String?

    /// The standard accessory shown when not editing; `accessoryView` takes its place.
    open var accessoryType = AccessoryType.none
    /// A view shown as the trailing accessory (a `UISwitch`, a label, any view), instead
    /// of `accessoryType`'s.
    open var accessoryView: UIView?
    /// The standard accessory shown while editing.
    open var editingAccessoryType = AccessoryType.none
    /// A view shown as the trailing accessory while editing.
    open var editingAccessoryView: UIView?
    open var selectionStyle = SelectionStyle.default
    /// Whether the row shows its reorder control while editing (the data source's
    /// `tableView(_:moveRowAt:to:)` shows it too).
    open var showsReorderControl = false
    /// Kept as a value: the separator follows the content as in a list (`separatorInset`).
    open var separatorInset = UIEdgeInsets()

    private var ownTextLabel: UILabel?
    private var ownDetailTextLabel: UILabel?
    private var ownImageView: UIImageView?

    /// A row of `style`, identified by `reuseIdentifier` (kept as a value: nothing is
    /// reused in a picture).
    public init(style: CellStyle, reuseIdentifier: String?) {
        cellStyle = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// A row of the default style: how `dequeueReusableCell(withIdentifier:for:)` makes one
    /// of a registered class. Required, so that a subclass that writes its own
    /// `init(style:reuseIdentifier:)` (and with it `init?(coder:)`, as Swift asks) inherits
    /// it, as on iOS where the table makes registered classes through that initialiser.
    public required convenience init() {
        self.init(style: .default, reuseIdentifier: nil)
    }

    /// A row of the default style with `frame`.
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// The row's main label (`textLabel`), made when first asked for with the style's font
    /// and colour; setting its text gives the row a content configuration when it is drawn.
    open var textLabel: UILabel? {
        Self.madeOnce(&ownTextLabel) { Self.label(with: styleConfiguration().textProperties) }
    }

    /// The row's detail label (`detailTextLabel`): nil in the `.default` style, as in UIKit.
    open var detailTextLabel: UILabel? {
        guard cellStyle != .default else { return nil }
        return Self.madeOnce(&ownDetailTextLabel) { Self.label(with: styleConfiguration().secondaryTextProperties) }
    }

    /// The row's image (`imageView`): nil in the `.value2` style, as in UIKit.
    open var imageView: UIImageView? {
        guard cellStyle != .value2 else { return nil }
        return Self.madeOnce(&ownImageView) { UIImageView(image: nil) }
    }

    /// What `slot` holds, made by `make` and kept there the first time it is asked for: the
    /// one rule behind the three built-in subviews.
    private static func madeOnce<View>(_ slot: inout View?, _ make: () -> View) -> View {
        if let slot { return slot }
        let view = make()
        slot = view
        return view
    }

    open var isSelected: Bool {
        get { model.isSelected }
        set { model.isSelected = newValue }
    }

    open var isHighlighted: Bool {
        get { model.isHighlighted }
        set { model.isHighlighted = newValue }
    }

    /// Whether the row shows its editing controls; the table sets it from its own
    /// `isEditing` when it draws the row.
    open var isEditing: Bool {
        get { model.isEditing }
        set { model.isEditing = newValue }
    }

    /// The row's current state: its traits, flags and custom states. Override to add
    /// custom states, starting from `super.configurationState`.
    open var configurationState: UICellConfigurationState {
        model.modelConfigurationState
    }

    /// Override to set the row's configurations for `state` (`updateConfiguration(using:)`).
    /// Called once per update pass, after the automatic updates; the default does nothing.
    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// Called at the end of every update pass with the row and the state it was for,
    /// after `updateConfiguration(using:)`. Setting it schedules an update.
    public var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { model.setConfigurationUpdateHandler(configurationUpdateHandler, for: self) }
    }

    open func setSelected(_ selected: Bool, animated: Bool) {
        isSelected = selected
    }

    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        isHighlighted = highlighted
    }

    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
    }

    /// A label with a configuration's text font and colour.
    private static func label(with properties: ListContentConfiguration.TextProperties) -> UILabel {
        let label = UILabel(frame: .zero)
        label.font = properties.font
        label.textColor = properties.color
        label.numberOfLines = properties.numberOfLines
        return label
    }

    /// The configuration the style's labels stand for, in the cell's list and traits.
    func styleConfiguration() -> ListContentConfiguration {
        switch cellStyle {
        case .default: return defaultContentConfiguration()
        case .subtitle: return .subtitleCell(traitCollection: traitCollection)
        case .value1: return .valueCell(traitCollection: traitCollection)
        case .value2:
            // DEC-TC: both labels Footnote, the label in the tint colour (docs/uikit-reference.md §3.3).
            var configuration = ListContentConfiguration.valueCell(traitCollection: traitCollection)
            configuration.textProperties.font = .preferredFont(forTextStyle: .footnote)
            configuration.textProperties.color = tintColor
            configuration.secondaryTextProperties.font = .preferredFont(forTextStyle: .footnote)
            configuration.secondaryTextProperties.color = .label
            return configuration
        }
    }

    /// The labels and image as the table found them; nil when the app set none of them.
    var legacyLabels: (text: UILabel?, detail: UILabel?, image: UIImageView?)? {
        guard ownTextLabel != nil || ownDetailTextLabel != nil || ownImageView?.image != nil else { return nil }
        return (ownTextLabel, ownDetailTextLabel, ownImageView)
    }
}
