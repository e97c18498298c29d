// A section header or footer of a list (a supplementary `UICollectionViewListCell`): a
// content configuration and a background, nothing else. Its defaults follow the list's
// appearance (reference §3.3: `header()` / `footer()` re-resolution).

/// A list section's header or footer view.
public final class SupplementaryView {
    /// Which supplementary element.
    public enum Kind: String, Hashable, Sendable, Codable {
        case header
        case footer
    }

    public let kind: Kind
    public let appearance: ListAppearance
    public let traitCollection: TraitCollection
    /// What the view shows; nil shows nothing but keeps the appearance's empty height.
    public var contentConfiguration: ListContentConfiguration?
    /// nil: the appearance's default header/footer background.
    public var backgroundConfiguration: BackgroundConfiguration?

    public init(kind: Kind, appearance: ListAppearance, traitCollection: TraitCollection) {
        self.kind = kind
        self.appearance = appearance
        self.traitCollection = traitCollection
    }

    /// The header or footer configuration for this list's appearance
    /// (`UIListContentConfiguration.header()` / `.footer()`).
    public func defaultContentConfiguration() -> ListContentConfiguration {
        switch kind {
        case .header: .header(for: appearance, traitCollection: traitCollection)
        case .footer: .footer(for: appearance, traitCollection: traitCollection)
        }
    }

    /// The appearance's header/footer background (reference §3.6).
    public func defaultBackgroundConfiguration() -> BackgroundConfiguration {
        switch appearance {
        case .plain, .sidebarPlain: .listPlainHeaderFooter()
        case .grouped, .insetGrouped: .listGroupedHeaderFooter()
        case .sidebar: kind == .header ? .listSidebarHeader() : .listGroupedHeaderFooter()
        }
    }
}
