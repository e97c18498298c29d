import CellModel
import Raster
import Symbols
import Typesetting

// The measure/arrange pass behind ``ListContentLayout/init(configuration:width:traits:superviewHorizontalMargin:measurer:catalog:)``,
// docs/uikit-reference.md §4 step by step. Works in leading-to-trailing coordinates (leading = left)
// and mirrors once at the end for right-to-left.

extension ListContentLayout {
    struct Builder {
        let configuration: ListContentConfiguration
        let traits: TraitCollection
        let measurer: TextMeasurer
        let catalog: FontCatalog
        let isRightToLeft: Bool
        let margins: EdgeInsets
        let primary: StyledText?
        let secondary: StyledText?
        let primaryStyle: ParagraphStyle
        let secondaryStyle: ParagraphStyle
        /// The image's drawn size and the layout size reserved for it (points).
        let image: (size: Size, reserved: Size, isReservedWidthExplicit: Bool)?
        /// The resolved symbol, when the image is a symbol whose name resolves.
        let symbol: SymbolImage?
        /// Why the image's symbol name did not resolve.
        let symbolError: SymbolError?

        init(
            configuration c: ListContentConfiguration, traits: TraitCollection, superMargin: Double,
            measurer: TextMeasurer, catalog: FontCatalog, symbols: SymbolCatalog
        ) {
            configuration = c
            self.traits = traits
            self.measurer = measurer
            self.catalog = catalog
            isRightToLeft = traits.layoutDirection == .rightToLeft
            var m = c.directionalLayoutMargins
            if c.axesPreservingSuperviewLayoutMargins.contains(.horizontal) {
                m.leading = max(m.leading, superMargin)
                m.trailing = max(m.trailing, superMargin)
            }
            margins = m
            (primary, primaryStyle) = Builder.label(c.text, c.attributedText, c.textProperties, traits)
            (secondary, secondaryStyle) = Builder.label(
                c.secondaryText, c.secondaryAttributedText,
                c.secondaryTextProperties, traits)
            switch Builder.symbol(c, traits: traits, catalog: symbols) {
            case .success(let s)?: (symbol, symbolError) = (s, nil)
            case .failure(let e)?: (symbol, symbolError) = (nil, e)
            case nil: (symbol, symbolError) = (nil, nil)
            }
            image = Builder.imageMetrics(c, traits: traits, symbol: symbol)
        }

        /// The symbol of a `.symbol` image (docs/uikit-reference.md §3.4): the list's configuration (Body,
        /// scale by content size), then the image properties' preferred configuration, then
        /// the image's own, later ones winning field by field (INF: UIKit documents neither
        /// order; the image's own is the most specific). nil when the name does not resolve.
        static func symbol(_ c: ListContentConfiguration, traits: TraitCollection, catalog: SymbolCatalog)
            -> Result<SymbolImage, SymbolError>?
        {
            guard case .symbol(let name, let own)? = c.image else { return nil }
            var configuration = SymbolConfiguration.listContent(
                for: traits.preferredContentSizeCategory,
                textWeight: c.textProperties.font.weight)
            if let preferred = c.imageProperties.preferredSymbolConfiguration {
                configuration = configuration.applying(preferred)
            }
            if let own { configuration = configuration.applying(own) }
            return Result { () throws(SymbolError) in
                try SymbolImage(systemName: name, configuration: configuration, traits: traits, catalog: catalog)
            }
        }

        /// The styled text and paragraph style of one label; nil text when it is empty.
        /// Colours are resolved here, for the content's traits: the text stage takes
        /// plain sRGB.
        static func label(
            _ string: String?, _ attributed: AttributedText?,
            _ p: ListContentConfiguration.TextProperties,
            _ traits: TraitCollection
        ) -> (StyledText?, ParagraphStyle) {
            let category = traits.preferredContentSizeCategory
            let font = p.adjustsFontForContentSizeCategory ? p.font.resolved(for: category) : p.font
            let color = p.resolvedColor().resolvedRGBA(with: traits)
            var text: StyledText?
            if let attributed, !attributed.string.isEmpty {
                text = StyledText(attributed, font: font, color: color, traits: traits)
            } else if let string, !string.isEmpty {
                text = StyledText(string, font: font, color: color)
            }
            let style = ParagraphStyle(
                alignment: p.alignment, lineBreakMode: p.lineBreakMode,
                numberOfLines: max(0, p.numberOfLines),
                lineHeight: Font.naturalLineHeight(forPointSize: font.pointSize),
                transform: p.transform,
                adjustsFontSizeToFitWidth: p.adjustsFontSizeToFitWidth,
                minimumScaleFactor: p.minimumScaleFactor,
                allowsDefaultTighteningForTruncation: p.allowsDefaultTighteningForTruncation)
            return (text, style)
        }

        /// docs/uikit-reference.md §3.4 / §4.2: symbols are their ink box inside the standard reserved box
        /// (24 or 28 pt wide scaled by FontMetrics, Body leading tall), or the box itself
        /// when the name does not resolve; pixmaps their size in points. Either is clamped
        /// aspect-fit to `maximumSize` (0 = no limit), inside any reserved size: a 10-pt
        /// maximum draws a symbol at 10 pt whatever its configuration (issue #42).
        static func imageMetrics(_ c: ListContentConfiguration, traits: TraitCollection, symbol: SymbolImage?)
            -> (size: Size, reserved: Size, isReservedWidthExplicit: Bool)?
        {
            guard let image = c.image else { return nil }
            let props = c.imageProperties
            let standard = Size(
                width: FontMetrics.default.scaledValue(for: c.style.isSidebar ? 28 : 24, compatibleWith: traits),
                height: TextStyle.body.leading(for: traits.preferredContentSizeCategory))
            func reserved(_ value: Double, standard: Double, isSymbol: Bool) -> Double {
                if value == ListContentConfiguration.ImageProperties.standardDimension { return standard }
                if value <= 0 || !value.isFinite { return isSymbol ? standard : 0 }
                return value
            }
            // A width the app reserved itself (a positive number, not `standardDimension`).
            let w = props.reservedLayoutSize.width
            let explicit = w > 0 && w.isFinite && w != ListContentConfiguration.ImageProperties.standardDimension
            switch image {
            case .symbol:
                let r = Size(
                    width: reserved(props.reservedLayoutSize.width, standard: standard.width, isSymbol: true),
                    height: reserved(props.reservedLayoutSize.height, standard: standard.height, isSymbol: true))
                return (symbol.map { fitted($0.size, within: props.maximumSize) } ?? r, r, explicit)
            case .pixmap(let pixmap):
                let r = Size(
                    width: reserved(props.reservedLayoutSize.width, standard: standard.width, isSymbol: false),
                    height: reserved(props.reservedLayoutSize.height, standard: standard.height, isSymbol: false))
                return (
                    fitted(Size(width: Double(pixmap.width), height: Double(pixmap.height)), within: props.maximumSize),
                    r, explicit
                )
            case .file:
                return nil
            }
        }

        /// `size` scaled down, aspect kept, to fit `maximum` (a zero side: no limit on it).
        static func fitted(_ size: Size, within maximum: Size) -> Size {
            var scale = 1.0
            if maximum.width > 0, size.width > maximum.width { scale = min(scale, maximum.width / size.width) }
            if maximum.height > 0, size.height > maximum.height { scale = min(scale, maximum.height / size.height) }
            return Size(width: size.width * scale, height: size.height * scale)
        }

        func lay(_ text: StyledText, _ style: ParagraphStyle, _ width: Double) -> TextLayout {
            measurer.layout(text, style: style, width: width, environment: traits.textEnvironment, catalog: catalog)
        }

        /// The width the text is placed after. A width the app reserved is kept whatever the
        /// image (seed 000: "if the image is larger than the reserved layout size, it will be
        /// allowed to extend outside of that area"; it stays centred on the reserve, so text
        /// stays aligned across rows). The standard reserve of a symbol grows with a larger
        /// symbol (INF: UIKit sizes the standard box for the symbol's configuration).
        var imageColumn: Double {
            image.map { $0.isReservedWidthExplicit ? $0.reserved.width : max($0.size.width, $0.reserved.width) } ?? 0
        }

        /// Image-to-text padding, when there is both an image and some text.
        var imageGap: Double {
            image != nil && (primary != nil || secondary != nil) ? configuration.imageToTextPadding : 0
        }

        var isAccessibility: Bool { traits.preferredContentSizeCategory.isAccessibilityCategory }

        /// The width the content wants with every paragraph on one line (docs/uikit-reference.md §4.7).
        func naturalWidth() -> Double {
            let t = primary.map { lay($0, primaryStyle, .infinity).size.width } ?? 0
            let s = secondary.map { lay($0, secondaryStyle, .infinity).size.width } ?? 0
            var content = max(t, s)
            if primary != nil, secondary != nil, !isAccessibility, configuration.prefersSideBySideTextAndSecondaryText {
                content = t + configuration.textToSecondaryTextHorizontalPadding + s
            }
            content += imageColumn + imageGap
            return margins.leading + content + margins.trailing
        }

        func build(width: Double) -> ListContentLayout {
            let available = max(0, width - margins.leading - margins.trailing)
            let textX = margins.leading + imageColumn + imageGap
            let besideWidth = max(0, available - imageColumn - imageGap)

            var mode = Mode.normal
            if isAccessibility {
                mode = .accessibility
                if image != nil, let p = primary, lay(p, primaryStyle, besideWidth).lineCount > 1 {
                    mode = .accessibilityWrapping
                }
            }

            // Text block, in block coordinates (y from the top of the text block).
            var primaryLabel: Label?
            var secondaryLabel: Label?
            var isSideBySide = false
            var imageTopInBlock: Double?
            switch mode {
            case .normal, .accessibility:
                if mode == .normal, configuration.prefersSideBySideTextAndSecondaryText, let p = primary,
                    let s = secondary, let pair = sideBySide(p, s, x: textX, width: besideWidth)
                {
                    (primaryLabel, secondaryLabel) = pair
                    isSideBySide = true
                } else {
                    (primaryLabel, secondaryLabel) = stacked(x: textX, width: besideWidth, primaryExclusion: nil)
                }
            case .accessibilityWrapping:
                // docs/uikit-reference.md §4.3: the image at the top-leading corner, centred on the first line when
                // it is no taller than it; the first lines start past it, later lines at the
                // leading margin; the secondary text is not indented.
                let img = image!.size
                let lineHeight = primaryStyle.lineHeight ?? img.height
                let top = img.height < lineHeight ? (lineHeight - img.height) / 2 : 0
                let cut = imageColumn + imageGap
                let exX = isRightToLeft ? available - cut : 0
                let exclusion = Rect(x: exX, y: top, width: cut, height: img.height)
                (primaryLabel, secondaryLabel) = stacked(x: margins.leading, width: available, primaryExclusion: exclusion)
                imageTopInBlock = top
            }
            var blockHeight = 0.0
            if let l = primaryLabel { blockHeight = max(blockHeight, l.frame.maxY) }
            if let l = secondaryLabel { blockHeight = max(blockHeight, l.frame.maxY) }

            // Heights (docs/uikit-reference.md §3.2, §4.7): content centred vertically in the row.
            var contentHeight = blockHeight
            if let image {
                let imageLayoutHeight = max(image.size.height, image.reserved.height)
                contentHeight = max(contentHeight, imageLayoutHeight + (imageTopInBlock ?? 0))
            }
            var height = margins.top + contentHeight + margins.bottom
            if configuration.style.enforcesMinimumHeight {
                height = max(height, ListContentLayout.minimumHeight(for: traits, sidebar: configuration.style.isSidebar))
            }
            let contentTop = margins.top + (height - margins.top - margins.bottom - contentHeight) / 2
            let blockTop = imageTopInBlock == nil ? contentTop + (contentHeight - blockHeight) / 2 : contentTop
            primaryLabel = primaryLabel.map { Label(layout: $0.layout, frame: $0.frame.offsetBy(dx: 0, dy: blockTop)) }
            secondaryLabel = secondaryLabel.map { Label(layout: $0.layout, frame: $0.frame.offsetBy(dx: 0, dy: blockTop)) }

            var imageFrame: Rect?
            if let image {
                let x = margins.leading + (imageColumn - image.size.width) / 2
                let y: Double
                if let top = imageTopInBlock {
                    y = blockTop + top
                } else {
                    // docs/uikit-reference.md §4.6: centred on the first line of the primary label, never above
                    // half the top margin.
                    let centre: Double
                    if let l = primaryLabel, let first = l.layout.lines.first {
                        centre = l.frame.minY + first.frame.midY
                    } else {
                        centre = contentTop + contentHeight / 2
                    }
                    y = max(centre - image.size.height / 2, margins.top / 2)
                }
                imageFrame = Rect(x: x, y: y, width: image.size.width, height: image.size.height)
            }

            func mirrored(_ r: Rect) -> Rect {
                isRightToLeft ? Rect(x: width - r.minX - r.width, y: r.minY, width: r.width, height: r.height) : r
            }
            return ListContentLayout(
                width: width, size: Size(width: width, height: height), mode: mode, margins: margins,
                imageFrame: imageFrame.map(mirrored), symbol: symbol, symbolError: symbolError,
                text: primaryLabel.map { Label(layout: $0.layout, frame: mirrored($0.frame)) },
                secondaryText: secondaryLabel.map { Label(layout: $0.layout, frame: mirrored($0.frame)) },
                isSideBySide: isSideBySide, layoutDirection: traits.layoutDirection)
        }

        /// docs/uikit-reference.md §4.5: secondary below the primary with the vertical padding, both `width` wide.
        func stacked(x: Double, width: Double, primaryExclusion: Rect?) -> (Label?, Label?) {
            var y = 0.0
            var first: Label?
            if let p = primary {
                var style = primaryStyle
                style.exclusion = primaryExclusion
                let layout = lay(p, style, width)
                first = Label(layout: layout, frame: Rect(x: x, y: 0, width: width, height: layout.size.height))
                y = layout.size.height + (secondary != nil ? configuration.textToSecondaryTextVerticalPadding : 0)
            }
            let second = secondary.map { s -> Label in
                let layout = lay(s, secondaryStyle, width)
                return Label(layout: layout, frame: Rect(x: x, y: y, width: width, height: layout.size.height))
            }
            return (first, second)
        }

        /// docs/uikit-reference.md §4.4: both on one line, primary at the leading edge, secondary at the trailing
        /// edge, first baselines aligned; nil when they must stack.
        func sideBySide(_ p: StyledText, _ s: StyledText, x: Double, width: Double) -> (Label, Label)? {
            var probe = primaryStyle
            if probe.numberOfLines == 1 { probe.numberOfLines = 2 }
            let measured = lay(p, probe, width)
            guard measured.lineCount <= 1 else { return nil }
            let textWidth = measured.size.width
            let room = width - textWidth - configuration.textToSecondaryTextHorizontalPadding
            // 1e-9 pt absorbs the rounding of margins + widths summed at a natural width.
            guard room >= -1e-9 else { return nil }
            let natural = lay(s, secondaryStyle, .infinity)
            guard natural.lineCount <= 1, natural.size.width <= room + 1e-9 else { return nil }
            let secondaryWidth = natural.size.width
            // Each label is laid out in its own box so its lines sit at the box's edges in
            // either direction.
            let primaryLayout = lay(p, primaryStyle, textWidth)
            let secondaryLayout = lay(s, secondaryStyle, secondaryWidth)
            // Boxes exactly as wide as the measured lines must still hold them on one line.
            guard primaryLayout.lineCount == 1, !primaryLayout.isTruncated, secondaryLayout.lineCount == 1,
                !secondaryLayout.isTruncated
            else { return nil }
            let shift = primaryLayout.firstBaseline - secondaryLayout.firstBaseline
            let primaryY = max(0, -shift)
            let secondaryY = max(0, shift)
            return (
                Label(
                    layout: primaryLayout,
                    frame: Rect(x: x, y: primaryY, width: textWidth, height: primaryLayout.size.height)),
                Label(
                    layout: secondaryLayout,
                    frame: Rect(
                        x: x + width - secondaryWidth, y: secondaryY, width: secondaryWidth,
                        height: secondaryLayout.size.height))
            )
        }
    }
}
