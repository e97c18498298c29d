import RenderCells

extension PrimitiveGallery {
    /// The plates of the demo picture: every primitive plate, then the text plates that show
    /// shaping, fallback, truncation, bidi and wrapping around an image, and Body-to-Caption
    /// styles at the default size.
    public static var sheetPlates: [PrimitivePlate] {
        let textNames = ["multilingual", "truncation", "bidi", "exclusion", "styles-L"]
        return plates + textNames.compactMap { name in TextGallery.plates.first { $0.name == name } }
    }

    /// The plates as inset-grouped cards with footnote headers on the iOS grouped
    /// background: the demo picture.
    public static func sheet(scale: Double) -> Pixmap {
        sheetWithFonts(scale: scale).pixmap
    }

    /// The demo picture and the font faces its text used (render metadata).
    public static func sheetWithFonts(scale: Double) -> (pixmap: Pixmap, fonts: [FontFace]) {
        let list = sheetPlates
        let margin = 16.0
        let headerHeight = 30.0
        let gap = 8.0
        let width = list.map(\.size.width).max()! + 2 * margin
        let height = list.reduce(margin) { $0 + headerHeight + $1.size.height + gap } + margin
        let canvas = Canvas(width: Int((width * scale).rounded(.up)), height: Int((height * scale).rounded(.up)))!
        canvas.clear(RGBAColor(r: 242, g: 242, b: 247).premultiplied)
        let headerFont = Font.preferredFont(forTextStyle: .footnote, compatibleWith: .iPhone)
        var y = margin
        for plate in list {
            canvas.transform = Transform(scale: scale)
            // A grouped-list section header: footnote, secondary label, aligned with the card's content.
            let header = TextLayoutEngine.layout(
                StyledText(plate.title.uppercased(), font: headerFont, color: Color.secondaryLabel.resolvedRGBA(with: .iPhone)),
                style: ParagraphStyle(lineBreakMode: .truncateTail, numberOfLines: 1),
                width: plate.size.width - 32)
            canvas.draw(header, at: Point(x: margin + 16, y: y + headerHeight - 6 - header.size.height))
            y += headerHeight
            let card = Rect(x: margin, y: y, width: plate.size.width, height: plate.size.height)
            let outline = Path(roundedRect: card, cornerRadius: 10, cornerCurve: .continuous)
            canvas.withSavedState {
                canvas.fill(outline, with: .color(.white))
                canvas.clip(to: outline)
                canvas.transform = Transform(translationX: card.minX, y: card.minY).concatenating(Transform(scale: scale))
                plate.draw(canvas)
            }
            y += plate.size.height + gap
        }
        return (canvas.pixmap, canvas.usedFaces)
    }
}
