import CellLayout
import CellModel

import struct Foundation.IndexPath

extension ListCell {
    /// What the layout stage is given for this cell at `indexPath`: its configurations,
    /// state, traits and accessories as values, after its update pass.
    func layoutInput(at indexPath: IndexPath) -> ListLayout.CellInput {
        var input = ListLayout.CellInput(
            indexPath: indexPath, traitCollection: traitCollection, tintColor: tintColor,
            contentConfiguration: contentConfiguration as? ListContentConfiguration,
            backgroundConfiguration: backgroundConfiguration, configurationState: configurationState,
            accessories: accessories, indentationLevel: indentationLevel,
            indentationWidth: indentationWidth, indentsAccessories: indentsAccessories,
            swipeEdge: swipeEdge, showsFullSwipe: showsFullSwipe,
            reorderingTranslation: reorderingTranslation)
        input.accessibility = AccessibilityProperties(
            label: accessibilityLabel, value: accessibilityValue,
            hint: accessibilityHint, traits: accessibilityTraits,
            isAccessibilityElement: isAccessibilityElement)
        input.isHidden = isHidden
        input.fixedHeight = fixedHeight
        // Any other content configuration is a custom content view, measured by the cell's own.
        if let content = contentConfiguration, !(content is ListContentConfiguration) {
            input.customContent = ListLayout.CustomContent(content, view: contentView)
        } else if contentConfiguration == nil, let hosted = hostedContent, !hosted.isEmpty {
            input.customContent = hosted.customContent(for: self)
        }
        return input
    }
}
