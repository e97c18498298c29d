import Foundation

/// A list section's configuration (`UICollectionLayoutListConfiguration`): RenderCells'
/// `ListConfiguration` with UIKit's swipe-action types, which are classes.
public struct UICollectionLayoutListConfiguration {
    public typealias Appearance = ListAppearance
    public typealias HeaderMode = ListConfiguration.HeaderMode
    public typealias FooterMode = ListConfiguration.FooterMode
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?
    public typealias ItemSeparatorHandler = (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration

    /// The configuration the list section is laid out with.
    package private(set) var configuration: ListConfiguration

    public init(appearance: Appearance) {
        configuration = ListConfiguration(appearance: appearance)
    }

    public var appearance: Appearance {
        get { configuration.appearance }
        set { configuration.appearance = newValue }
    }
    public var showsSeparators: Bool {
        get { configuration.showsSeparators }
        set { configuration.showsSeparators = newValue }
    }
    public var separatorConfiguration: UIListSeparatorConfiguration {
        get { configuration.separatorConfiguration }
        set { configuration.separatorConfiguration = newValue }
    }
    public var backgroundColor: UIColor? {
        get { configuration.backgroundColor }
        set { configuration.backgroundColor = newValue }
    }
    public var headerMode: HeaderMode {
        get { configuration.headerMode }
        set { configuration.headerMode = newValue }
    }
    public var footerMode: FooterMode {
        get { configuration.footerMode }
        set { configuration.footerMode = newValue }
    }
    public var headerTopPadding: CGFloat? {
        get { configuration.headerTopPadding.map { CGFloat($0) } }
        set { configuration.headerTopPadding = newValue.map { Double($0) } }
    }

    /// A plain table's empty rows below its last row (UITableView+List.swift).
    package var fillerRowHeight: Double? {
        get { configuration.fillerRowHeight }
        set { configuration.fillerRowHeight = newValue }
    }

    /// Per-row separators. Kept as given; the list calls it while it is laid out.
    public var itemSeparatorHandler: ItemSeparatorHandler? {
        didSet {
            configuration.itemSeparatorHandler = itemSeparatorHandler.map { handler in
                let handler = UncheckedSendable(handler)
                return { indexPath, base in handler.value(indexPath, base) }
            }
        }
    }

    /// The actions a row swiped from its leading edge shows.
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider? {
        didSet { configuration.leadingSwipeActionsConfigurationProvider = Self.bridge(leadingSwipeActionsConfigurationProvider) }
    }

    /// The actions a row swiped from its trailing edge shows.
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider? {
        didSet {
            configuration.trailingSwipeActionsConfigurationProvider = Self.bridge(trailingSwipeActionsConfigurationProvider)
        }
    }

    /// RenderCells' provider for a UIKit one: the classes' current values, read when the
    /// list asks.
    ///
    /// The swipe-action classes are `@MainActor`, as on iOS; the list asks from the render
    /// path, which for a UIKit-named screen runs on the main actor (the thread that
    /// configured it), and the runtime checks that at each call.
    private static func bridge(_ provider: SwipeActionsConfigurationProvider?)
        -> (@Sendable (IndexPath) -> SwipeActionsConfiguration?)?
    {
        guard let provider else { return nil }
        let boxed = UncheckedSendable(provider)
        return { indexPath in MainActor.assumeIsolated { boxed.value(indexPath)?.configuration } }
    }
}
