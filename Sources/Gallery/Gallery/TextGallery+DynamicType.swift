import RenderCells

extension TextGallery {
    /// The styles' names as the HIG writes them.
    static func displayName(_ style: TextStyle) -> String {
        switch style {
        case .largeTitle: return "Large Title"
        case .title1: return "Title 1"
        case .title2: return "Title 2"
        case .title3: return "Title 3"
        case .headline: return "Headline"
        case .body: return "Body"
        case .callout: return "Callout"
        case .subheadline: return "Subheadline"
        case .footnote: return "Footnote"
        case .caption1: return "Caption 1"
        case .caption2: return "Caption 2"
        }
    }

    /// The 11 text styles at one content size category, each on a line of the style's
    /// leading with its baseline marked, and its size / leading in points at the right.
    static func dynamicType(_ category: ContentSizeCategory) -> PrimitivePlate {
        let width = 400.0
        let margin = 12.0
        let header = 20.0
        let height = TextStyle.allCases.reduce(margin + header) { $0 + $1.leading(for: category) } + margin
        return PrimitivePlate(
            name: "styles-\(category.shortName)", title: "Text styles at \(category.shortName)",
            size: Size(width: width, height: height)
        ) { c in
            drawCaption(
                "Dynamic Type \(category.shortName): point size / leading",
                at: Point(x: margin, y: margin), on: c)
            let categoryTraits = traits.modifyingTraits { $0.preferredContentSizeCategory = category }
            var y = margin + header
            for style in TextStyle.allCases {
                let font = Font.preferredFont(forTextStyle: style, compatibleWith: categoryTraits)
                var paragraph = ParagraphStyle(lineBreakMode: .clip)
                paragraph.lineHeight = font.leading
                let l = layout(displayName(style), font: font, style: paragraph, width: width - 2 * margin)
                drawBaselines(l, at: Point(x: margin, y: y), width: width - 2 * margin, on: c)
                c.draw(l, at: Point(x: margin, y: y))
                let m = style.metrics(for: category)
                func number(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
                // The annotation shares the style's baseline.
                drawCaption(
                    "\(number(m.size)) / \(number(m.leading))", at: Point(x: margin, y: y), on: c,
                    width: width - 2 * margin, alignment: .right, baseline: y + l.firstBaseline)
                y += font.leading
            }
        }
    }
}
