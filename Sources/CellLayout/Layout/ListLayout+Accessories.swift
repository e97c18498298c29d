import CellModel
import Raster
import Symbols
import Typesetting

// Accessory glyphs (docs/uikit-reference.md §3.8): which symbol, at which text style, scale and weight,
// and in which colours. Symbols come from the symbol stage (Phosphor Icons standing in
// for SF Symbols); sizes follow the symbol sizing rule, so the disclosure chevron at
// EmphasizedBody / small measures about 6.7 × 12 pt as on iOS.
//
// Colours: disclosure, reorder and the empty multiselect circle tertiaryLabel; checkmark,
// detail, outline disclosure and the filled multiselect circle the tint; delete white on
// systemRed, insert white on systemGreen; label secondaryLabel. On a tint-filled sidebar
// selection everything turns white (docs/uikit-reference.md §3.3). An accessory's own tintColor wins.
//
// A pop-up menu (iOS 16+) is the selected item's title in Body and `chevron.up.chevron.down`
// (EmphasizedBody, small, docs/uikit-reference.md §3.8) after it, both in the tint; the gap between them is N/F,
// 4 pt here (inferred from screenshots' proportions).
//
// A custom view is as big as it says (`sizeThatFits`, proposed half the row's width and
// an unbounded height; NaN, negative or over 100,000 points is a problem), placed on
// device pixels. It does not take the 11 pt above and
// below that a symbol accessory keeps from the row's edges: a 31-pt switch sits in a
// 44-pt Settings row with 6.5 above and below (measured on iOS screenshots), so the row
// grows only to hold the view itself (what UIKit pads around a taller view is N/F).
//
// Every accessory is centred in its slot, its reserved layout width (`.standard` and
// `.actual` are its own width).

extension CellAccessory {
    /// The accessory's name in dumps.
    var kindName: String {
        switch kind {
        case .outlineDisclosure(let style): "outlineDisclosure(\(style.rawValue))"
        default: accessoryType.rawValue
        }
    }
}

extension ListLayout.Builder {
    /// A resolved accessory: what to draw, its size, and the slot the row lays out for it.
    struct AccessoryGlyph {
        var symbol: SymbolImage?
        var text: TextLayout?
        /// The slot in the row's terms: its width is the reserved layout width, its height
        /// the one the row keeps 11 pt above and below (see ``drawnSize``).
        var size: Size
        var color: RGBAColor
        var secondary: RGBAColor?
        var quarterTurns = 0
        /// Space between the glyph's ink and the trailing edge it is placed against.
        var trailingBearing = 0.0
        /// How far below the centre of the row's body the glyph is drawn, in points.
        var verticalOffset = 0.0
        /// What is drawn, centred in the slot; nil: ``size``.
        var drawnSize: Size?
        /// A pop-up menu's title and chevrons, relative to the drawn box's origin.
        var textFrame: Rect?
        var symbolFrame: Rect?
        var customView: ListLayout.CustomView?
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
            glyph = make(
                symbol(
                    "checkmark",
                    SymbolConfiguration(
                        textStyle: .body, weight: .semibold,
                        scale: isAX3 ? .small : .medium)), color(tint))
        case .detail:
            glyph = make(symbol("info.circle", body), color(tint))
        case .outlineDisclosure(let style):
            let isHeader =
                style == .header
                || (style == .automatic
                    && [.sidebarHeader, .groupedHeader, .plainHeader].contains(
                        cell.contentConfiguration?.style))
            if isHeader {
                glyph = make(symbol(cell.isExpanded ? "chevron.down" : "chevron.forward", emphasized), color(tint))
                if cell.isExpanded {
                    glyph.trailingBearing = ListLayout.Metrics.outlineHeaderChevronDownShift
                    glyph.verticalOffset = ListLayout.Metrics.outlineHeaderChevronDownShift
                }
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
            let styled = StyledText(
                text, font: font, color: tinted ? .white : resolve(accessory.tintColor ?? .secondaryLabel, traits))
            // Left-aligned in its own box: the box is as wide as the text, so alignment
            // only matters for where a right-to-left layout would otherwise push it.
            let layout = TextMeasurer.shared.layout(
                styled, style: ParagraphStyle(alignment: .left, numberOfLines: 1),
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
        case .popUpMenu(let menu):
            glyph = popUpMenuGlyph(
                menu, chevrons: symbol("chevron.up.chevron.down", emphasized), color: color(tint),
                traits: t)
        case .customView(let configuration):
            glyph = customViewGlyph(configuration, tintColor: accessory.tintColor ?? tint, traits: t)
        }
        let drawn = glyph.drawnSize ?? glyph.size
        glyph.size.width = accessory.reservedLayoutWidth.reservedWidth(forActualWidth: drawn.width)
        return glyph
    }

    /// The selected title in Body, 4 pt, then the chevrons; both centred on the box's
    /// middle line.
    private func popUpMenuGlyph(
        _ menu: Menu, chevrons: SymbolImage?, color: RGBAColor,
        traits t: TraitCollection
    ) -> AccessoryGlyph {
        var text: TextLayout?
        if let title = menu.displayedTitle {
            let styled = StyledText(title, font: Font.preferredFont(forTextStyle: .body, compatibleWith: t), color: color)
            text = TextMeasurer.shared.layout(
                styled, style: ParagraphStyle(alignment: .left, numberOfLines: 1),
                width: max(0, width / 2), environment: t.textEnvironment, catalog: catalog)
        }
        let textSize = text?.size ?? .zero
        let symbolSize = chevrons?.size ?? .zero
        let gap = text == nil || chevrons == nil ? 0 : ListLayout.Metrics.popUpMenuTitleToChevrons
        let size = Size(width: textSize.width + gap + symbolSize.width, height: max(textSize.height, symbolSize.height))
        var glyph = AccessoryGlyph(symbol: chevrons, text: text, size: size, color: color)
        glyph.textFrame = Rect(
            x: 0, y: (size.height - textSize.height) / 2, width: textSize.width,
            height: textSize.height)
        glyph.symbolFrame = Rect(
            x: size.width - symbolSize.width, y: (size.height - symbolSize.height) / 2,
            width: symbolSize.width, height: symbolSize.height)
        return glyph
    }

    /// A custom view measured for the cell (or, keeping a fixed size, for the default
    /// Dynamic Type size); an unusable size is laid out empty and kept as a problem.
    private func customViewGlyph(
        _ configuration: CellAccessory.CustomViewConfiguration, tintColor: Color,
        traits t: TraitCollection
    ) -> AccessoryGlyph {
        let measuring =
            configuration.maintainsFixedSize
            ? t.modifyingTraits { $0.preferredContentSizeCategory = .large } : t
        let size = configuration.customView.view.sizeThatFits(
            Size(width: max(0, width / 2), height: .infinity),
            traitCollection: measuring)
        let sides = 0...ListLayout.Metrics.maxCustomViewSide
        let usable = sides.contains(size.width) && sides.contains(size.height)
        let problem =
            usable
            ? nil
            : "measured itself as \(size.width) × \(size.height) points; each side must be a finite number from 0 to 100000"
        let drawn = usable ? size : .zero
        // The row pads a slot's height by 11 above and below; a custom view asks for none.
        var glyph = AccessoryGlyph(size: Size(width: drawn.width, height: max(0, drawn.height - 22)), color: .black)
        glyph.drawnSize = drawn
        glyph.customView = ListLayout.CustomView(
            view: configuration.customView, tintColor: tintColor,
            traitCollection: t, problem: problem)
        return glyph
    }

    /// An accessory placed in its slot, which starts at `slotX`: centred in the slot and
    /// in the row's body; custom views on whole device pixels, as UIKit places views.
    func laidOut(
        _ accessory: CellAccessory, _ glyph: AccessoryGlyph, slotX: Double, bodyTop: Double,
        bodyHeight: Double
    ) -> ListLayout.Accessory {
        let drawn = glyph.drawnSize ?? glyph.size
        var x = slotX + (glyph.size.width - drawn.width) / 2
        var y = bodyTop + (bodyHeight - drawn.height) / 2 + glyph.verticalOffset
        if glyph.customView != nil {
            x = snap(x)
            y = snap(y)
        }
        let frame = Rect(x: x, y: y, width: drawn.width, height: drawn.height)
        var laid = ListLayout.Accessory(
            kind: accessory.kindName, frame: frame, symbol: glyph.symbol, text: glyph.text,
            color: glyph.color, secondaryColor: glyph.secondary,
            quarterTurns: glyph.quarterTurns)
        laid.textFrame = glyph.textFrame?.offsetBy(dx: x, dy: y)
        laid.symbolFrame = glyph.symbolFrame?.offsetBy(dx: x, dy: y)
        laid.customView = glyph.customView
        laid.isHidden = accessory.isHidden
        laid.configured = accessory
        return laid
    }

    private func make(_ symbol: SymbolImage?, _ color: RGBAColor) -> AccessoryGlyph {
        AccessoryGlyph(symbol: symbol, size: symbol?.size ?? .zero, color: color)
    }

    private func resolve(_ color: Color, _ traits: TraitCollection) -> RGBAColor { color.resolvedRGBA(with: traits) }
}
