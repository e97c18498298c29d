import RenderCells

// The demo picture: example lists side by side, each rendered through the whole pipeline
// (registrations → layout → display list → rasterizer) into one canvas, with a caption.

extension ListGallery {
    /// A panel of the demo picture.
    public struct Panel {
        public var title: String
        public var sections: [Section]
        public var traits: TraitCollection
        public var width: Double
        public var configure: ((CollectionView<Int, Int>) -> Void)?

        public init(
            _ title: String, _ sections: [Section], traits: TraitCollection = .iPhone, width: Double = 390,
            configure: ((CollectionView<Int, Int>) -> Void)? = nil
        ) {
            self.title = title
            self.sections = sections
            self.traits = traits
            self.width = width
            self.configure = configure
        }
    }

    /// The demo's panels: appearances, dark mode, the seeds' examples, states, Dynamic
    /// Type and right-to-left in the iOS 18 design (three rows), then each of those panels
    /// again in the iOS 26 design (three rows, in the same places).
    public static var demoPanels: [[Panel]] {
        let dark = TraitCollection.iPhone.modifyingTraits { $0.userInterfaceStyle = .dark }
        let ios26 = TraitCollection.iPhone.modifyingTraits { $0.listDesign = .ios26 }
        let ios26Dark = dark.modifyingTraits { $0.listDesign = .ios26 }
        let rtl = TraitCollection.iPhone.modifyingTraits { $0.layoutDirection = .rightToLeft }
        let ax = TraitCollection.iPhone.modifyingTraits { $0.preferredContentSizeCategory = .accessibilityMedium }
        return [
            [
                Panel("insetGrouped", settings(.insetGrouped)),
                Panel("insetGrouped, dark", settings(.insetGrouped), traits: dark),
                Panel("grouped", settings(.grouped)), Panel("plain", settings(.plain))
            ],
            [
                Panel("sidebar: seed 000's star in each state", helloWWDC(), width: 320),
                Panel("seed 004: Emoji Explorer", emojiExplorer()),
                Panel("seed 004: cell, valueCell, subtitleCell", hammer()),
                Panel("every state (insetGrouped)", states(.insetGrouped))
            ],
            [
                Panel("AX1: stacked value cells, wrapping", settings(.insetGrouped), traits: ax),
                Panel("right-to-left (Arabic)", settings(.insetGrouped, arabic: true), traits: rtl),
                Panel("sidebar, dark", helloWWDC(), traits: dark, width: 320),
                Panel("plain, scrolled: pinned header", settings(.plain)) { $0.contentOffset = 90 }
            ],
            [
                Panel("iOS 26: insetGrouped", settings(.insetGrouped), traits: ios26),
                Panel("iOS 26: insetGrouped, dark", settings(.insetGrouped), traits: ios26Dark),
                Panel("iOS 26: grouped", settings(.grouped), traits: ios26),
                Panel("iOS 26: plain", settings(.plain), traits: ios26)
            ],
            [
                Panel("iOS 26: sidebar: seed 000's star in each state", helloWWDC(), traits: ios26, width: 320),
                Panel("iOS 26: Emoji Explorer", emojiExplorer(), traits: ios26),
                Panel("iOS 26: cell, valueCell, subtitleCell", hammer(), traits: ios26),
                Panel("iOS 26: every state (insetGrouped)", states(.insetGrouped), traits: ios26)
            ],
            [
                Panel(
                    "iOS 26: AX1: stacked value cells, wrapping", settings(.insetGrouped),
                    traits: ax.modifyingTraits { $0.listDesign = .ios26 }),
                Panel(
                    "iOS 26: right-to-left (Arabic)", settings(.insetGrouped, arabic: true),
                    traits: rtl.modifyingTraits { $0.listDesign = .ios26 }),
                Panel("iOS 26: sidebar, dark", helloWWDC(), traits: ios26Dark, width: 320),
                Panel("iOS 26: plain, scrolled: pinned header", settings(.plain), traits: ios26) { $0.contentOffset = 90 }
            ]
        ]
    }

    /// The demo picture at `scale`, and the font faces its text used.
    public static func sheetWithFonts(scale: Double, rows: [[Panel]] = demoPanels) throws -> (pixmap: Pixmap, fonts: [FontFace]) {
        let margin = 24.0
        let caption = 28.0
        let gap = 24.0
        let maxHeight = 844.0
        // Lay every panel out first: the picture's size depends on the panels' heights.
        var laidOut: [[(Panel, DisplayList)]] = []
        for row in rows {
            laidOut.append(
                row.map { panel in
                    let view = collectionView(panel.sections, traits: panel.traits)
                    panel.configure?(view)
                    let layout = view.layout(width: panel.width, scale: scale)
                    let height = min(maxHeight, max(1, layout.contentHeight - layout.contentOffset))
                    return (panel, layout.displayList(height: height))
                })
        }
        let rowHeights = laidOut.map { $0.map(\.1.size.height).max() ?? 0 }
        let rowWidths = laidOut.map { $0.reduce(0) { $0 + $1.0.width } + gap * Double(max(0, $0.count - 1)) }
        let width = (rowWidths.max() ?? 0) + 2 * margin
        let height = rowHeights.reduce(margin) { $0 + caption + $1 + gap } - gap + margin
        guard let canvas = Canvas(width: Int((width * scale).rounded(.up)), height: Int((height * scale).rounded(.up)))
        else { return (Pixmap(width: 1, height: 1)!, []) }
        canvas.clear(RGBAColor(r: 209, g: 209, b: 214).premultiplied)
        let font = Font.preferredFont(forTextStyle: .subheadline, compatibleWith: .iPhone).withWeight(.semibold)
        var y = margin
        for (r, row) in laidOut.enumerated() {
            var x = margin
            for (panel, list) in row {
                canvas.transform = Transform(scale: scale)
                canvas.draw(
                    panel.title, font: font, color: Color.label.resolvedRGBA(with: .iPhone), at: Point(x: x, y: y + 4),
                    width: panel.width)
                try canvas.withSavedState {
                    let frame = Rect(x: x, y: y + caption, width: list.size.width, height: list.size.height)
                    canvas.clip(to: frame)
                    canvas.transform = Transform(translationX: frame.minX * scale, y: frame.minY * scale)
                    try list.draw(in: canvas)
                }
                x += panel.width + gap
            }
            y += caption + rowHeights[r] + gap
        }
        return (canvas.pixmap, canvas.usedFaces)
    }
}
