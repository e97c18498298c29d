import Foundation

// The table cell's older API as the list model's values. UIKit has drawn the four styles
// with the list content view since iOS 14: `.default` is `cell()`, `.subtitle`
// `subtitleCell()`, `.value1` `valueCell()` (DEC-TC, docs/uikit-reference.md §3.3), so the
// labels become a content configuration of that variant, and `accessoryType` and
// `accessoryView` become the accessories a collection-view list cell would be given.

extension UITableViewCell {
    /// Sets the content configuration from the older labels when the app used them and
    /// set no configuration itself, and the trailing accessories from `accessoryType` and
    /// `accessoryView` when the app set no accessories itself. The table calls this when it
    /// has the cell from its data source, before the cell's update pass.
    func applyLegacyContent() {
        if contentConfiguration == nil, let labels = legacyLabels {
            contentConfiguration = legacyConfiguration(text: labels.text, detail: labels.detail, image: labels.image)
        }
        if accessories.isEmpty {
            accessories =
                Self.accessories(for: accessoryType, view: accessoryView, displayed: .whenNotEditing)
                + Self.accessories(for: editingAccessoryType, view: editingAccessoryView, displayed: .whenEditing)
        }
    }

    /// The style's configuration showing the labels' text, with the fonts, colours and
    /// line counts the app changed on them.
    private func legacyConfiguration(text: UILabel?, detail: UILabel?, image: UIImageView?) -> ListContentConfiguration {
        let standard = styleConfiguration()
        var configuration = standard
        if let text, !text.isHidden {
            configuration.text = text.text
            Self.copy(text, over: &configuration.textProperties, standard: standard.textProperties)
        }
        if let detail, !detail.isHidden {
            configuration.secondaryText = detail.text
            Self.copy(detail, over: &configuration.secondaryTextProperties, standard: standard.secondaryTextProperties)
        }
        if let image, !image.isHidden {
            configuration.image = image.image
            configuration.imageProperties.preferredSymbolConfiguration = image.preferredSymbolConfiguration
        }
        return configuration
    }

    /// What the app changed on `label` (it was made with `standard`'s values) over `properties`.
    private static func copy(
        _ label: UILabel, over properties: inout ListContentConfiguration.TextProperties,
        standard: ListContentConfiguration.TextProperties
    ) {
        if label.font != standard.font { properties.font = label.font }
        if label.textColor != standard.color { properties.color = label.textColor }
        if label.numberOfLines != standard.numberOfLines { properties.numberOfLines = label.numberOfLines }
        if label.textAlignment != .natural { properties.alignment = label.textAlignment }
    }

    /// The accessories `type` and `view` stand for, shown in the `displayed` state.
    private static func accessories(for type: AccessoryType, view: UIView?, displayed: CellAccessory.DisplayedState)
        -> [CellAccessory]
    {
        if let view {
            let placement = CellAccessory.Placement.trailing(displayed: displayed)
            return [.customView(configuration: .init(customView: view, placement: placement))]
        }
        switch type {
        case .none: return []
        case .disclosureIndicator: return [.disclosureIndicator(displayed: displayed)]
        case .checkmark: return [.checkmark(displayed: displayed)]
        case .detailButton: return [.detail(displayed: displayed)]
        // From the content outwards: the info button, then the chevron at the edge.
        case .detailDisclosureButton: return [.detail(displayed: displayed), .disclosureIndicator(displayed: displayed)]
        }
    }
}
