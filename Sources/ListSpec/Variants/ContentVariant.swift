import RenderCells

/// Which content configuration a spec starts from: one of the 14 variants by name, or
/// `header` / `footer`, which resolve by the list's appearance as UIKit's
/// `UIListContentConfiguration.header()` / `.footer()` do.
package enum ContentVariant: Hashable, Sendable {
    case style(ListContentConfiguration.Style)
    case header
    case footer

    /// Every name a spec may give: the variants in UIKit's order, then header and footer.
    package static let names = ListContentConfiguration.Style.allCases.map(\.rawValue) + ["header", "footer"]

    init?(name: String) {
        switch name {
        case "header": self = .header
        case "footer": self = .footer
        default:
            guard let style = ListContentConfiguration.Style(rawValue: name) else { return nil }
            self = .style(style)
        }
    }

    /// The variant's fresh configuration in a list of `appearance`, for `traits`.
    package func configuration(appearance: ListAppearance, traits: TraitCollection) -> ListContentConfiguration {
        switch self {
        case .style(let style): ListContentConfiguration(style: style, traitCollection: traits)
        case .header: .header(for: appearance, traitCollection: traits)
        case .footer: .footer(for: appearance, traitCollection: traits)
        }
    }
}
