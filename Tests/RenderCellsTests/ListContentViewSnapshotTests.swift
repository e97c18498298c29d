import RenderCells
import RenderCellsTesting
import SnapshotSupport
import TestSupport
import Testing

/// List content views drawn on their own, outside any list: vertical stacks on white
/// with hairline separators, compared with `Snapshots/ListContentViewSnapshotTests/*.listcontent-*.png` at tolerance 0.
@Suite struct ListContentViewSnapshotTests {
    static let width = 390.0
    static let scale = 2.0

    static func rtl() -> TraitCollection {
        TraitCollection.iPhone.modifyingTraits { $0.layoutDirection = .rightToLeft }
    }

    /// The rows of the stack, each with the traits its view lives under.
    static func rows() -> [ListContentView] {
        var cell = ListContentConfiguration.cell()
        cell.text = "Wi-Fi"
        // A template-like icon: an opaque white square tinted orange, rounded like Settings'.
        cell.image = .pixmap(Pixmap(width: 29, height: 29, color: .white)!)
        cell.imageProperties.tintColor = .systemOrange
        cell.imageProperties.cornerRadius = 7

        var subtitle = ListContentConfiguration.subtitleCell()
        subtitle.text = "Subtitle cell"
        subtitle.secondaryText = "Caption 1 under the Body text"

        var value = ListContentConfiguration.valueCell()
        value.text = "Version"
        value.secondaryText = "18.2"

        var wrapping = ListContentConfiguration.cell()
        wrapping.text =
            "A cell whose text is long enough to wrap onto three lines, so the row grows "
            + "by whole lines of Body text"

        var disabled = ListContentConfiguration.cell()
        disabled.text = "Disabled cell"
        var state = CellConfigurationState(traitCollection: .iPhone)
        state.isDisabled = true
        disabled = disabled.updated(for: state)

        var hebrew = ListContentConfiguration.valueCell(traitCollection: rtl())
        hebrew.text = "שלום עולם"
        hebrew.secondaryText = "פעיל"

        return [
            ListContentView(configuration: cell),
            ListContentView(configuration: subtitle),
            ListContentView(configuration: value),
            ListContentView(configuration: wrapping),
            ListContentView(configuration: disabled),
            ListContentView(configuration: hebrew, traitCollection: rtl())
        ]
    }

    /// Draws the rows one under another; separators (one device pixel) start at each row's
    /// text leading edge and run to the trailing edge, as a list's do.
    static func render(_ views: [ListContentView] = rows()) -> (Pixmap, [FontFace]) {
        let heights = views.map { $0.sizeThatFits(Size(width: width, height: .infinity)).height }
        let total = heights.reduce(0, +)
        let canvas = Canvas(width: Int((width * scale).rounded(.up)), height: Int((total * scale).rounded(.up)))!
        canvas.clear(.white)
        canvas.transform = Transform(scale: scale)
        var y = 0.0
        for (view, height) in zip(views, heights) {
            do {
                try view.draw(in: canvas, bounds: Rect(x: 0, y: y, width: width, height: height))
            } catch let error as SymbolError {
                // The one row showing an unknown name draws its text and an empty box, then
                // throws the name (never a silent box); anything else is a failure.
                if case .unknownName("no.such.symbol", _) = error {} else { Issue.record("unexpected: \(error)") }
            } catch {
                Issue.record("unexpected: \(error)")
            }
            y += height
            guard y < total, let text = view.layout(width: width).text else { continue }
            let hairline = 1 / scale
            let rtl = view.traitCollection.layoutDirection == .rightToLeft
            let x0 = rtl ? 0 : text.frame.minX
            let x1 = rtl ? text.frame.maxX : width
            let separator = Color.separator.resolvedRGBA(with: view.traitCollection)
            canvas.fill(Rect(x: x0, y: y - hairline, width: x1 - x0, height: hairline), with: Paint(color: separator))
        }
        return (canvas.pixmap, canvas.usedFaces)
    }

    @Test func stack() {
        let views = Self.rows()
        // What the picture must show, checked on the layouts before the pixels.
        let wrapping = views[3].layout(width: Self.width)
        #expect(wrapping.text?.layout.lineCount == 3)
        #expect(views[2].layout(width: Self.width).isSideBySide)
        #expect(views[5].layout(width: Self.width).isSideBySide)
        #expect(views[4].listContentConfiguration.textProperties.resolvedColor() == .tertiaryLabel)
        let (pixmap, fonts) = Self.render()
        assertRepositorySnapshot(of: picture(pixmap, fonts: fonts), as: .image, named: "listcontent-stack")
    }

    static func icon() -> ListImage { .pixmap(Pixmap(width: 29, height: 29, color: .white)!) }

    /// AX3 rows: the primary text wraps around the icon (mode 2) in both directions, and
    /// a valueCell stacks.
    static func accessibilityRows() -> [ListContentView] {
        let ax = TraitCollection.iPhone.modifyingTraits { $0.preferredContentSizeCategory = .accessibilityExtraLarge }
        let axRTL = ax.modifyingTraits { $0.layoutDirection = .rightToLeft }
        var wrap = ListContentConfiguration.cell(traitCollection: ax)
        wrap.text = "Wrapping around the icon at AX3"
        wrap.image = icon()
        wrap.imageProperties.tintColor = .systemBlue
        wrap.imageProperties.cornerRadius = 7
        var value = ListContentConfiguration.valueCell(traitCollection: ax)
        value.text = "Version"
        value.secondaryText = "18.2"
        var hebrew = ListContentConfiguration.cell(traitCollection: axRTL)
        hebrew.text = "טקסט ארוך שעוטף את הסמל"
        hebrew.image = icon()
        hebrew.imageProperties.tintColor = .systemGreen
        hebrew.imageProperties.cornerRadius = 7
        return [
            ListContentView(configuration: wrap, traitCollection: ax),
            ListContentView(configuration: value, traitCollection: ax),
            ListContentView(configuration: hebrew, traitCollection: axRTL)
        ]
    }

    @Test func accessibilityStack() {
        let views = Self.accessibilityRows()
        #expect(views[0].layout(width: Self.width).mode == .accessibilityWrapping)
        #expect(views[1].layout(width: Self.width).mode == .accessibility)
        #expect(!views[1].layout(width: Self.width).isSideBySide)
        #expect(views[2].layout(width: Self.width).mode == .accessibilityWrapping)
        let (pixmap, fonts) = Self.render(views)
        assertRepositorySnapshot(of: picture(pixmap, fonts: fonts), as: .image, named: "listcontent-accessibility")
    }

    /// Rows with symbol images, for `listcontent-symbols`: the default tint
    /// (systemBlue), a wrapped text with the symbol on its first line, a set tint, the
    /// disabled state (tertiaryLabel), a sidebar row (28-pt column), a directional symbol
    /// right to left, an unknown name (box kept, nothing drawn), and AX3 (scale small).
    static func symbolRows() -> [ListContentView] {
        var star = ListContentConfiguration.cell()
        star.text = "Favorites"
        star.image = .systemName("star.fill")

        var wrapping = ListContentConfiguration.cell()
        wrapping.text = "A long title that wraps onto a second line keeps its symbol on the first line"
        wrapping.image = .systemName("hammer")

        var tinted = ListContentConfiguration.subtitleCell()
        tinted.text = "Health"
        tinted.secondaryText = "Tint set to systemRed"
        tinted.image = .systemName("heart.fill")
        tinted.imageProperties.tintColor = .systemRed

        var disabled = ListContentConfiguration.cell()
        disabled.text = "Disabled"
        disabled.image = .systemName("gearshape")
        var state = CellConfigurationState(traitCollection: .iPhone)
        state.isDisabled = true
        disabled = disabled.updated(for: state)

        var sidebar = ListContentConfiguration.sidebarCell()
        sidebar.text = "Documents"
        sidebar.image = .systemName("folder")

        var value = ListContentConfiguration.valueCell()
        value.text = "Wi-Fi"
        value.secondaryText = "Home"
        value.image = .systemName("wifi")

        var hebrew = ListContentConfiguration.cell(traitCollection: rtl())
        hebrew.text = "הבא"
        hebrew.image = .systemName("chevron.forward")

        var unknown = ListContentConfiguration.cell()
        unknown.text = "Unknown symbol: box kept, nothing drawn"
        unknown.image = .systemName("no.such.symbol")

        let ax = TraitCollection.iPhone.modifyingTraits { $0.preferredContentSizeCategory = .accessibilityExtraLarge }
        var large = ListContentConfiguration.cell(traitCollection: ax)
        large.text = "Bell at AX3"
        large.image = .systemName("bell.fill")

        return [
            ListContentView(configuration: star), ListContentView(configuration: wrapping),
            ListContentView(configuration: tinted), ListContentView(configuration: disabled),
            ListContentView(configuration: sidebar), ListContentView(configuration: value),
            ListContentView(configuration: hebrew, traitCollection: rtl()), ListContentView(configuration: unknown),
            ListContentView(configuration: large, traitCollection: ax)
        ]
    }

    @Test func symbols() throws {
        let views = Self.symbolRows()
        let layouts = views.map { $0.layout(width: Self.width) }
        #expect(layouts[1].text?.layout.lineCount == 2)
        #expect(layouts.enumerated().allSatisfy { $0.offset == 7 ? $0.element.symbol == nil : $0.element.symbol != nil })
        #expect(
            layouts[3].symbol != nil
                && views[3].listContentConfiguration.imageProperties.resolvedTintColor(for: .tintColor) == .tertiaryLabel)
        // The symbol sits on the first line's centre.
        for (i, l) in layouts.enumerated() where i != 7 {
            let image = try #require(l.imageFrame)
            let text = try #require(l.text)
            let firstLine = try #require(text.layout.lines.first)
            #expect(abs(image.midY - (text.frame.minY + firstLine.frame.midY)) < 1e-9, "row \(i)")
        }
        let (pixmap, fonts) = Self.render(views)
        assertRepositorySnapshot(of: picture(pixmap, fonts: fonts), as: .image, named: "listcontent-symbols")
    }

    @Test func drawsTheSameTwice() {
        #expect(Self.render().0 == Self.render().0)
    }
}
