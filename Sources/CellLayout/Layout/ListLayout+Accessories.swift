import CellModel
import Display
import Raster
import Typesetting

// Accessory glyphs (reference §3.8): which symbol, at which text style, scale and weight,
// and in which colours. Symbols come from the symbol stage (Material Icons standing in for
// SF Symbols); sizes follow the symbol sizing rule, so the disclosure chevron at
// EmphasizedBody / small measures about 6.7 × 12 pt as on iOS.
//
// Colours: disclosure, reorder and the empty multiselect circle tertiaryLabel; checkmark,
// detail, outline disclosure and the filled multiselect circle the tint; delete white on
// systemRed, insert white on systemGreen; label secondaryLabel. On a tint-filled sidebar
// selection everything turns white (§3.3). An accessory's own tintColor wins.

extension CellAccessory {
    /// UIKit's placement order for trailing accessories (`UICellAccessory.Placement`
    /// values, §3.8): smaller sits nearer the content.
    var placement: Int {
        switch kind {
        case .label: 201
        case .checkmark: 202
        case .detail: 203
        case .outlineDisclosure: 204
        case .disclosureIndicator: 205
        case .reorder: 210
        case .delete, .insert, .multiselect: 0
        }
    }

    /// The accessory's name in dumps.
    var kindName: String {
        switch kind {
        case .disclosureIndicator: "disclosureIndicator"
        case .checkmark: "checkmark"
        case .detail: "detail"
        case .outlineDisclosure(let style): "outlineDisclosure(\(style.rawValue))"
        case .label: "label"
        case .delete: "delete"
        case .insert: "insert"
        case .multiselect: "multiselect"
        case .reorder: "reorder"
        }
    }
}

extension ListLayout.Builder {
    /// A resolved accessory: what to draw and its size.
    struct AccessoryGlyph {
        var symbol: SymbolImage?
        var text: TextLayout?
        var size: Size
        var color: RGBAColor
        var secondary: RGBAColor?
        var quarterTurns = 0
        /// Space between the glyph's ink and the trailing edge it is placed against.
        var trailingBearing = 0.0
    }

    func accessoryGlyph(_ accessory: CellAccessory, cell: ListLayout.CellInput, tinted: Bool) -> AccessoryGlyph {
        let t = cell.traitCollection
        let category = t.preferredContentSizeCategory
        let isAX3 = category >= .accessibilityExtraLarge
        let isAX1 = category.isAccessibilityCategory
        let emphasized = SymbolConfiguration(textStyle: .body, weight: .semibold, scale: .small)
        let body = SymbolConfiguration(textStyle: .body, scale: isAX3 ? .small : isAX1 ? .medium : .large)
        func color(_ standard: Color) -> RGBAColor {
            if let tint = accessory.tintColor { return resolve(tint, t) }
            return tinted ? .white : resolve(standard, t)
        }
        func symbol(_ name: String, _ configuration: SymbolConfiguration) -> SymbolImage? {
            try? SymbolImage(systemName: name, configuration: configuration, traits: t)
        }
        let tint = cell.tintColor
        var glyph: AccessoryGlyph
        switch accessory.kind {
        case .disclosureIndicator:
            glyph = make(symbol("chevron.forward", emphasized), color(.tertiaryLabel))
            // The bearing is the glyph's: it grows with the chevron's point size (Body, 17 pt
            // at Large, where it was measured).
            if let pointSize = glyph.symbol?.pointSize {
                glyph.trailingBearing = ListLayout.Metrics.disclosureTrailingBearing * pointSize / 17
            }
        case .checkmark:
            glyph = make(symbol("checkmark", SymbolConfiguration(textStyle: .body, weight: .semibold,
                                                                 scale: isAX3 ? .small : .medium)), color(tint))
        case .detail:
            glyph = make(symbol("info.circle", body), color(tint))
        case .outlineDisclosure(let style):
            let isHeader = style == .header
                || (style == .automatic && [.sidebarHeader, .groupedHeader, .plainHeader].contains(
                    cell.contentConfiguration?.style))
            if isHeader {
                glyph = make(symbol(cell.isExpanded ? "chevron.down" : "chevron.forward", emphasized), color(tint))
            } else {
                // The cell style turns the forward chevron a quarter turn when expanded.
                glyph = make(symbol("chevron.forward", emphasized), color(tint))
                if cell.isExpanded {
                    glyph.quarterTurns = isRightToLeft ? 3 : 1
                    glyph.size = Size(width: glyph.size.height, height: glyph.size.width)
                }
            }
        case .label(let text):
            let font = Font.preferredFont(forTextStyle: .body, compatibleWith: t)
            let styled = StyledText(text, font: font, color: tinted ? .white : resolve(accessory.tintColor ?? .secondaryLabel, traits))
            // Left-aligned in its own box: the box is as wide as the text, so alignment
            // only matters for where a right-to-left layout would otherwise push it.
            let layout = TextMeasurer.shared.layout(styled, style: ParagraphStyle(alignment: .left, numberOfLines: 1),
                                                    width: max(0, width / 2), environment: t.textEnvironment, catalog: catalog)
            glyph = AccessoryGlyph(text: layout, size: layout.size, color: .black)
        case .delete:
            glyph = make(symbol("minus.circle.fill", body), color(.systemRed))
            glyph.secondary = .white
        case .insert:
            glyph = make(symbol("plus.circle.fill", body), color(.systemGreen))
            glyph.secondary = .white
        case .multiselect:
            if cell.isSelected {
                glyph = make(symbol("checkmark.circle.fill", body), color(tint))
                glyph.secondary = .white
            } else {
                glyph = make(symbol("circle", body), color(.tertiaryLabel))
            }
        case .reorder:
            glyph = make(symbol("line.horizontal.3", body), color(.tertiaryLabel))
        }
        return glyph
    }

    private func make(_ symbol: SymbolImage?, _ color: RGBAColor) -> AccessoryGlyph {
        AccessoryGlyph(symbol: symbol, size: symbol?.size ?? .zero, color: color)
    }

    private func resolve(_ color: Color, _ traits: TraitCollection) -> RGBAColor { color.resolvedRGBA(with: traits) }
}
