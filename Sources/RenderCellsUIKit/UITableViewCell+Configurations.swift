import Foundation

// The table cell's configurations and update passes: the model cell's, which the table's
// list configures and draws (as a collection-view list cell's).

extension UITableViewCell {
    /// What the row shows; nil shows nothing (or the older labels' text, when set).
    public var contentConfiguration: (any ContentConfiguration)? {
        get { model.contentConfiguration }
        set { model.contentConfiguration = newValue }
    }

    /// The row's background; nil draws none.
    public var backgroundConfiguration: UIBackgroundConfiguration? {
        get { model.backgroundConfiguration }
        set { model.backgroundConfiguration = newValue }
    }

    /// Whether state changes replace the content configuration with `updated(for:)`.
    public var automaticallyUpdatesContentConfiguration: Bool {
        get { model.automaticallyUpdatesContentConfiguration }
        set { model.automaticallyUpdatesContentConfiguration = newValue }
    }

    /// Whether state changes replace the background configuration with `updated(for:)`.
    public var automaticallyUpdatesBackgroundConfiguration: Bool {
        get { model.automaticallyUpdatesBackgroundConfiguration }
        set { model.automaticallyUpdatesBackgroundConfiguration = newValue }
    }

    /// Schedules an update pass; several calls before the row is drawn make one pass.
    public func setNeedsUpdateConfiguration() {
        model.setNeedsUpdateConfiguration()
    }

    /// Runs the pending update pass, if any; the table runs it before drawing the row.
    public func updateConfigurationIfNeeded() {
        model.updateConfigurationIfNeeded()
    }

    /// The content configuration the table's style gives a row (`defaultContentConfiguration()`).
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        model.defaultContentConfiguration()
    }

    /// The background the table's style gives a row (`defaultBackgroundConfiguration()`).
    public func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        model.defaultBackgroundConfiguration()
    }

    /// Controls beside the content, as a collection-view list cell's (RenderCells' addition:
    /// `accessoryType` and `accessoryView` become these when the table draws the row).
    public var accessories: [UICellAccessory] {
        get { model.accessories }
        set { model.accessories = newValue }
    }

    /// The row's depth (`indentationLevel`): its content moves towards the trailing edge
    /// by level × `indentationWidth`.
    public var indentationLevel: Int {
        get { model.indentationLevel }
        set { model.indentationLevel = newValue }
    }

    /// Points per indentation level (`indentationWidth`; UIKit's 10 unless set).
    public var indentationWidth: CGFloat {
        get { CGFloat(model.indentationWidth ?? 10) }
        set { model.indentationWidth = Double(newValue) }
    }
}
