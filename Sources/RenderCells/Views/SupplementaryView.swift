import CellLayout
import CellModel
import Display
import Raster
import Typesetting

// A section header or footer of a list (a supplementary `UICollectionViewListCell`): a
// content configuration and a background, nothing else. Its defaults follow the list's
// appearance (reference §3.3: `header()` / `footer()` re-resolution).

/// A list section's header or footer view.
public final class SupplementaryView {
    /// Which supplementary element.
    public typealias Kind = SupplementaryKind

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
        .listSupplementary(kind, for: appearance)
    }

    /// What the layout stage is given: the view's configurations as values.
    var layoutInput: ListLayout.SupplementaryInput {
        ListLayout.SupplementaryInput(kind: kind, traitCollection: traitCollection,
                                      contentConfiguration: contentConfiguration,
                                      backgroundConfiguration: backgroundConfiguration ?? defaultBackgroundConfiguration())
    }
}
