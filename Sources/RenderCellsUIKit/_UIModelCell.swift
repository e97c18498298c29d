import Foundation

/// What a collection view's cell (`UICollectionViewCell`) and a table view's row
/// (`UITableViewCell`) both forward to their model cell: the content view, the content and
/// background configurations and the update pass, written once.
///
/// Not UIKit's (the underscore keeps it out of an app's way): on iOS the two classes declare
/// these members each, and they cannot share a base class here without giving a collection
/// view's headers and footers (`UICollectionReusableView`, the cell's superclass) members
/// UIKit does not give them. The members here are UIKit's public ones that a subclass does
/// not override; those it overrides (`isSelected`, `configurationState`,
/// `updateConfiguration(using:)`, …) stay `open` in each class.
@MainActor
public protocol _UIModelCell: _UIModelCellView {}

extension _UIModelCell {
    /// The view an app adds its own subviews to (`contentView`): drawn as the cell's content
    /// when the cell has no content configuration, laid out at the cell's content frame
    /// (inside the accessories) after the cell's `layoutSubviews()`, and in the row's fixed
    /// height when a table gives one.
    ///
    /// Without a fixed height, the cell's height is its
    /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`,
    /// which a frame-based cell overrides as on iOS.
    public var contentView: UIView {
        model.hostedContentView
    }

    /// What the cell shows; nil shows nothing (or a table row's older labels' text, when
    /// set). When `automaticallyUpdatesContentConfiguration` is on, a configuration set here
    /// is stored already updated for the current state.
    public var contentConfiguration: (any ContentConfiguration)? {
        get { model.contentConfiguration }
        set { model.contentConfiguration = newValue }
    }

    /// The cell's background; nil draws none.
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

    /// Schedules an update pass; several calls before the cell is drawn make one pass.
    public func setNeedsUpdateConfiguration() {
        model.setNeedsUpdateConfiguration()
    }

    /// Runs the pending update pass, if any; the list or table runs it before laying out or
    /// drawing the cell.
    public func updateConfigurationIfNeeded() {
        model.updateConfigurationIfNeeded()
    }

    /// The background the cell's list or table gives a cell (`defaultBackgroundConfiguration()`).
    public func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        model.defaultBackgroundConfiguration()
    }
}
