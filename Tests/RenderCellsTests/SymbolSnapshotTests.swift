import Gallery
import RenderCells
import RenderCellsTesting
import SnapshotSupport
import TestSupport
import Testing

/// Reference pictures of the symbols: `symbols-sheet` (every mapped SF name,
/// black on white, Body at scale large) and `symbols-scales` (scales,
/// weights and the palette form), both at scale 2, compared at tolerance 0.
@Suite struct SymbolSnapshotTests {
    static let scale = 2.0
    static let captionFont = Font.preferredFont(forTextStyle: .caption2)

    /// A caption centred in `width` points with its top at `y`, cut in the middle when long.
    static func caption(
        _ text: String, in canvas: Canvas, x: Double, y: Double, width: Double,
        color: RGBAColor = .black
    ) {
        let layout = TextLayoutEngine.layout(
            StyledText(text, font: captionFont, color: color),
            style: ParagraphStyle(alignment: .center, lineBreakMode: .truncateMiddle),
            width: width)
        canvas.draw(layout, at: Point(x: x, y: y))
    }

    static func canvas(width: Double, height: Double) -> Canvas {
        let canvas = Canvas(width: Int((width * scale).rounded(.up)), height: Int((height * scale).rounded(.up)))!
        canvas.clear(.white)
        canvas.transform = Transform(scale: scale)
        return canvas
    }

    /// Draws `symbol` at its own size centred on `centre` (points).
    static func draw(
        _ symbol: SymbolImage, in canvas: Canvas, centre: Point, color: RGBAColor = .black,
        secondary: RGBAColor? = nil
    ) {
        let rect = Rect(
            x: centre.x - symbol.size.width / 2, y: centre.y - symbol.size.height / 2,
            width: symbol.size.width, height: symbol.size.height)
        if let secondary {
            symbol.draw(in: canvas, rect: rect, primary: color, secondary: secondary)
        } else {
            symbol.draw(in: canvas, rect: rect, color: color)
        }
    }

    @Test func sheet() throws {
        let (pixmap, fonts) = try SymbolGallery.sheetWithFonts(scale: Self.scale)
        assertRepositorySnapshot(of: picture(pixmap, fonts: fonts), as: .image, named: "symbols-sheet")
    }

    /// The names lists use most (``SymbolNameMapping/commonNames``, chosen by counting in
    /// docs/symbols.md) at Body size, light and dark side by side: the sheet a designer
    /// holds beside SF Symbols.
    @Test func commonNamesSheet() throws {
        let (pixmap, fonts) = try SymbolGallery.commonSheetWithFonts(scale: Self.scale)
        assertRepositorySnapshot(of: picture(pixmap, fonts: fonts), as: .image, named: "symbols-common")
    }

    /// Every text style at six content sizes, the accessibility ones included: a symbol
    /// configured with the style (scale medium) beside "Ag" in the style's font, so a
    /// symbol that does not follow its text shows. A star, a semibold-headline gear and
    /// a composed heart.circle.fill alternate by row.
    @Test func textStyles() throws {
        let categories: [ContentSizeCategory] = [
            .extraSmall, .large, .extraExtraExtraLarge, .accessibilityMedium,
            .accessibilityExtraLarge, .accessibilityExtraExtraExtraLarge
        ]
        let names = ["star", "gearshape", "heart.circle.fill"]
        let labelWidth = 90.0
        let headerHeight = 24.0
        let cellWidths = categories.map { c in 30 + TextStyle.largeTitle.pointSize(for: c) * 2.2 }
        let rowHeights = TextStyle.allCases.map { style in
            categories.map { Font.naturalLineHeight(forPointSize: style.pointSize(for: $0)) }.max()! + 10
        }
        let width = labelWidth + cellWidths.reduce(0, +) + 8
        let height = headerHeight + rowHeights.reduce(0, +) + 8
        let canvas = Self.canvas(width: width, height: height)
        let grey = Color.secondaryLabel.resolvedRGBA(with: .iPhone)
        var x = labelWidth
        for (i, c) in categories.enumerated() {
            Self.caption(c.shortName, in: canvas, x: x, y: 6, width: cellWidths[i], color: grey)
            x += cellWidths[i]
        }
        var y = headerHeight
        for (row, style) in TextStyle.allCases.enumerated() {
            Self.caption(style.rawValue, in: canvas, x: 4, y: y + rowHeights[row] / 2 - 7, width: labelWidth - 8)
            var x = labelWidth
            for (i, category) in categories.enumerated() {
                let environment = TextEnvironment(contentSizeCategory: category)
                let symbol = try SymbolImage(
                    systemName: names[row % names.count],
                    configuration: SymbolConfiguration(textStyle: style), environment: environment)
                let font = Font.preferredFont(forTextStyle: style).resolved(for: category)
                let text = TextLayoutEngine.layout(
                    StyledText("Ag", font: font, color: .black), style: ParagraphStyle(),
                    width: cellWidths[i], environment: environment)
                // The symbol's centre on the text's cap-height middle, as a label's symbol sits.
                let baseline = y + 5 + text.firstBaseline
                let capMiddle = baseline - font.pointSize * SymbolImage.capHeightRatio / 2
                Self.draw(symbol, in: canvas, centre: Point(x: x + 4 + symbol.size.width / 2, y: capMiddle))
                canvas.draw(text, at: Point(x: x + 8 + symbol.size.width, y: y + 5))
                x += cellWidths[i]
            }
            y += rowHeights[row]
        }
        assertRepositorySnapshot(of: picture(canvas.pixmap, fonts: canvas.usedFaces), as: .image, named: "symbols-text-styles")
    }

    @Test func scales() throws {
        let names = [
            "star.fill", "gearshape", "chevron.forward", "checkmark", "heart", "person.crop.circle",
            "line.horizontal.3", "info.circle"
        ]
        let weights: [FontWeight] = [.ultraLight, .light, .regular, .semibold, .bold, .black]
        let labelWidth = 120.0
        let cellWidth = 60.0
        let rowHeight = 40.0
        let headerHeight = 46.0
        let gap = 16.0
        let columns = 3 + weights.count
        let width = labelWidth + Double(columns) * cellWidth + gap + 8
        let paletteHeight = 56.0
        let height = headerHeight + Double(names.count) * rowHeight + paletteHeight + 8
        let canvas = Self.canvas(width: width, height: height)
        func columnX(_ i: Int) -> Double { labelWidth + Double(i) * cellWidth + (i >= 3 ? gap : 0) }
        let headers = ["small", "medium", "large"] + weights.map(\.rawValue)
        for (i, header) in headers.enumerated() {
            Self.caption(
                header, in: canvas, x: columnX(i), y: 26, width: cellWidth,
                color: Color.secondaryLabel.resolvedRGBA(with: .iPhone))
        }
        Self.caption(
            "Body 17 pt: the three scales at regular weight | the weights at scale large",
            in: canvas, x: labelWidth, y: 6, width: width - labelWidth - 8,
            color: Color.secondaryLabel.resolvedRGBA(with: .iPhone))
        for (row, name) in names.enumerated() {
            let y = headerHeight + Double(row) * rowHeight
            Self.caption(name, in: canvas, x: 4, y: y + rowHeight / 2 - 7, width: labelWidth - 8)
            let configurations =
                [SymbolScale.small, .medium, .large].map { SymbolConfiguration(textStyle: .body, scale: $0) }
                + weights.map { SymbolConfiguration(textStyle: .body, weight: $0, scale: .large) }
            for (i, c) in configurations.enumerated() {
                let symbol = try SymbolImage(systemName: name, configuration: c)
                Self.draw(symbol, in: canvas, centre: Point(x: columnX(i) + cellWidth / 2, y: y + rowHeight / 2))
            }
        }
        // The palette form of the list's edit and selection controls (docs/uikit-reference.md §3.8).
        let y = headerHeight + Double(names.count) * rowHeight
        Self.caption("palette", in: canvas, x: 4, y: y + 20, width: labelWidth - 8)
        let palette: [(String, Color)] = [
            ("minus.circle.fill", .systemRed), ("plus.circle.fill", .systemGreen),
            ("checkmark.circle.fill", .systemBlue), ("xmark.circle.fill", .systemGray),
            ("info.circle.fill", .systemBlue), ("person.crop.circle.fill", .systemOrange)
        ]
        for (i, (name, color)) in palette.enumerated() {
            let symbol = try SymbolImage(systemName: name, configuration: SymbolConfiguration(textStyle: .body, scale: .large))
            Self.draw(
                symbol, in: canvas, centre: Point(x: columnX(i) + cellWidth / 2, y: y + 28),
                color: color.resolvedRGBA(with: .iPhone), secondary: .white)
        }
        assertRepositorySnapshot(of: picture(canvas.pixmap, fonts: canvas.usedFaces), as: .image, named: "symbols-scales")
    }
}
