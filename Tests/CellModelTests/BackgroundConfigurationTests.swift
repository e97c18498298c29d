import CellModel
import Raster
import Testing

// Expected colours are typed in from docs/uikit-reference.md (§2a, §2b, §2c, §3.6), not read
// from the palette, so a wrong palette entry or a wrong state rule both fail here.

private let light = TraitCollection { $0.userInterfaceStyle = .light }
private let dark = TraitCollection { $0.userInterfaceStyle = .dark }

private func rgb(_ r: Int, _ g: Int, _ b: Int, _ alpha: Double = 1) -> RGBAColor {
    RGBAColor(r: r, g: g, b: b, alpha: alpha)
}

private let clearRGBA = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)
private let systemBlueLight = rgb(0, 122, 255)
private let systemBlueDark = rgb(10, 132, 255)

private func cellState(_ build: (inout CellConfigurationState) -> Void) -> CellConfigurationState {
    var state = CellConfigurationState(traitCollection: .iPhone)
    build(&state)
    return state
}

@Suite("BackgroundConfiguration")
struct BackgroundConfigurationTests {
    // MARK: Factory defaults (docs/uikit-reference.md §3.6)

    struct FactoryRow: Sendable, CustomStringConvertible {
        var name: String
        var make: @Sendable () -> BackgroundConfiguration
        var style: BackgroundConfiguration.Style
        var color: Color
        var light: RGBAColor
        var dark: RGBAColor
        var cornerRadius: Double
        var description: String { name }
    }

    static let factories: [FactoryRow] = [
        FactoryRow(
            name: "listPlainCell", make: { .listPlainCell() }, style: .listPlainCell,
            color: .systemBackground, light: rgb(255, 255, 255), dark: rgb(0, 0, 0), cornerRadius: 0),
        FactoryRow(
            name: "listGroupedCell", make: { .listGroupedCell() }, style: .listGroupedCell,
            color: .secondarySystemGroupedBackground, light: rgb(255, 255, 255), dark: rgb(28, 28, 30),
            cornerRadius: 0),
        FactoryRow(
            name: "listSidebarCell", make: { .listSidebarCell() }, style: .listSidebarCell,
            color: .clear, light: clearRGBA, dark: clearRGBA, cornerRadius: 10),
        FactoryRow(
            name: "listAccompaniedSidebarCell", make: { .listAccompaniedSidebarCell() },
            style: .listAccompaniedSidebarCell, color: .clear, light: clearRGBA, dark: clearRGBA, cornerRadius: 10),
        FactoryRow(
            name: "listPlainHeaderFooter", make: { .listPlainHeaderFooter() }, style: .listPlainHeaderFooter,
            color: .clear, light: clearRGBA, dark: clearRGBA, cornerRadius: 0),
        FactoryRow(
            name: "listGroupedHeaderFooter", make: { .listGroupedHeaderFooter() },
            style: .listGroupedHeaderFooter, color: .clear, light: clearRGBA, dark: clearRGBA, cornerRadius: 10),
        FactoryRow(
            name: "listSidebarHeader", make: { .listSidebarHeader() }, style: .listSidebarHeader,
            color: .clear, light: clearRGBA, dark: clearRGBA, cornerRadius: 10),
        FactoryRow(
            name: "clear", make: { .clear() }, style: .clear,
            color: .clear, light: clearRGBA, dark: clearRGBA, cornerRadius: 0)
    ]

    @Test("factory defaults in light and dark", arguments: factories)
    func factoryDefaults(row: FactoryRow) {
        let c = row.make()
        #expect(c.style == row.style)
        #expect(c.backgroundColor == row.color)
        #expect(c.backgroundColor?.resolvedRGBA(with: light) == row.light)
        #expect(c.backgroundColor?.resolvedRGBA(with: dark) == row.dark)
        #expect(c.resolvedBackgroundColor(for: .systemBlue).resolvedRGBA(with: dark) == row.dark)
        #expect(c.cornerRadius == row.cornerRadius)
        // The public defaults shared by every factory (docs/uikit-reference.md §3.6 "More on backgrounds").
        #expect(c.backgroundColorTransformer == nil)
        #expect(c.backgroundInsets == .zero)
        #expect(c.edgesAddingLayoutMarginsToBackgroundInsets == [])
        #expect(c.strokeWidth == 0)
        #expect(c.strokeOutset == 0)
        #expect(c.strokeColor == nil)
        #expect(c.strokeColorTransformer == nil)
        #expect(c.visualEffect == nil)
        #expect(c.customView == nil)
        #expect(c.image == nil)
        #expect(c.imageContentMode == .scaleToFill)
        #expect(c.explicitlySetProperties.isEmpty)
        // A factory's configuration in the normal state is already its own update.
        #expect(c.updated(for: CellConfigurationState(traitCollection: .iPhone)) == c)
    }

    @Test("the pinned plain header blur is the list's, not the factory's")
    func plainHeaderHasNoMaterial() {
        #expect(BackgroundConfiguration.listPlainHeaderFooter().visualEffect == nil)
    }

    @Test("default cell background per list appearance")
    func cellBackgroundPerAppearance() {
        #expect(BackgroundConfiguration.listCell(for: .plain).style == .listPlainCell)
        #expect(BackgroundConfiguration.listCell(for: .grouped).style == .listGroupedCell)
        #expect(BackgroundConfiguration.listCell(for: .insetGrouped).style == .listGroupedCell)
        #expect(BackgroundConfiguration.listCell(for: .sidebar).style == .listSidebarCell)
        #expect(BackgroundConfiguration.listCell(for: .sidebarPlain).style == .listSidebarCell)
    }

    // MARK: updated(for:) per state and style (docs/uikit-reference.md §3.6)

    struct StateRow: Sendable, CustomStringConvertible {
        var name: String
        var style: BackgroundConfiguration.Style
        var state: CellConfigurationState
        /// nil: the background colour is nil, i.e. the tint colour.
        var color: Color?
        var light: RGBAColor
        var dark: RGBAColor
        var description: String { name }
    }

    static let gray4 = (rgb(209, 209, 214), rgb(58, 58, 60))
    static let gray6 = (rgb(242, 242, 247), rgb(28, 28, 30))
    static let gray2 = (rgb(174, 174, 178), rgb(99, 99, 102))
    static let gray = (rgb(142, 142, 147), rgb(142, 142, 147))
    static let secondaryFill = (rgb(120, 120, 128, 0.16), rgb(120, 120, 128, 0.32))
    static let quaternaryFill = (rgb(116, 116, 128, 0.08), rgb(118, 118, 128, 0.18))

    static let states: [StateRow] = {
        var rows: [StateRow] = []
        func add(
            _ name: String, _ style: BackgroundConfiguration.Style, _ color: Color?,
            _ values: (RGBAColor, RGBAColor), _ build: (inout CellConfigurationState) -> Void
        ) {
            rows.append(
                StateRow(
                    name: name, style: style, state: cellState(build), color: color,
                    light: values.0, dark: values.1))
        }
        for style in [BackgroundConfiguration.Style.listPlainCell, .listGroupedCell] {
            let normal: (Color, (RGBAColor, RGBAColor)) =
                style == .listPlainCell
                ? (.systemBackground, (rgb(255, 255, 255), rgb(0, 0, 0)))
                : (.secondarySystemGroupedBackground, (rgb(255, 255, 255), rgb(28, 28, 30)))
            let n = style.rawValue
            add("\(n) highlighted", style, .systemGray4, gray4) { $0.isHighlighted = true }
            add("\(n) selected", style, .systemGray4, gray4) { $0.isSelected = true }
            add("\(n) selected while editing", style, .systemGray6, gray6) {
                $0.isSelected = true
                $0.isEditing = true
            }
            add("\(n) editing, not selected", style, normal.0, normal.1) { $0.isEditing = true }
            add("\(n) drop target", style, .systemGray2, gray2) { $0.cellDropState = .targeted }
            add("\(n) drop target, selected", style, .systemGray2, gray2) {
                $0.cellDropState = .targeted
                $0.isSelected = true
            }
            add("\(n) drop session, not targeted", style, normal.0, normal.1) { $0.cellDropState = .notTargeted }
            add("\(n) disabled", style, normal.0, normal.1) { $0.isDisabled = true }
            add("\(n) swiped", style, normal.0, normal.1) { $0.isSwiped = true }
            add("\(n) focused", style, normal.0, normal.1) { $0.isFocused = true }
            add("\(n) expanded", style, normal.0, normal.1) { $0.isExpanded = true }
        }
        let sidebar = BackgroundConfiguration.Style.listSidebarCell
        let tint = (systemBlueLight, systemBlueDark)
        add("sidebar selected (key)", sidebar, nil, tint) { $0.isSelected = true }
        add("sidebar highlighted (key)", sidebar, nil, tint) { $0.isHighlighted = true }
        add("sidebar selected, not key", sidebar, .secondarySystemFill, secondaryFill) {
            $0.isSelected = true
            $0.isEmphasized = false
        }
        add("sidebar selected + disabled", sidebar, .quaternarySystemFill, quaternaryFill) {
            $0.isSelected = true
            $0.isDisabled = true
        }
        add("sidebar drop target", sidebar, .systemGray, gray) { $0.cellDropState = .targeted }
        add("sidebar disabled", sidebar, .clear, (clearRGBA, clearRGBA)) { $0.isDisabled = true }
        add("sidebar swiped", sidebar, .clear, (clearRGBA, clearRGBA)) { $0.isSwiped = true }
        add(
            "sidebar selected, Mac idiom", sidebar, .sidebarCellSelectedMacBackground,
            (rgb(255, 255, 255), rgb(120, 120, 128, 0.32))
        ) {
            $0.isSelected = true
            $0.traitCollection = $0.traitCollection.modifyingTraits { $0.userInterfaceIdiom = .mac }
        }
        let accompanied = BackgroundConfiguration.Style.listAccompaniedSidebarCell
        add("accompanied sidebar selected", accompanied, .secondarySystemFill, secondaryFill) { $0.isSelected = true }
        add("accompanied sidebar highlighted", accompanied, .secondarySystemFill, secondaryFill) { $0.isHighlighted = true }
        add("accompanied sidebar selected + disabled", accompanied, .quaternarySystemFill, quaternaryFill) {
            $0.isSelected = true
            $0.isDisabled = true
        }
        add("accompanied sidebar drop target", accompanied, .systemGray, gray) { $0.cellDropState = .targeted }
        for style in [BackgroundConfiguration.Style.listPlainHeaderFooter, .listGroupedHeaderFooter, .listSidebarHeader, .clear] {
            add("\(style.rawValue) selected", style, .clear, (clearRGBA, clearRGBA)) { $0.isSelected = true }
            add("\(style.rawValue) highlighted", style, .clear, (clearRGBA, clearRGBA)) { $0.isHighlighted = true }
            add("\(style.rawValue) drop target", style, .clear, (clearRGBA, clearRGBA)) { $0.cellDropState = .targeted }
        }
        return rows
    }()

    @Test("updated(for:) styles each state per factory", arguments: states)
    func stateStyling(row: StateRow) {
        let original = BackgroundConfiguration(style: row.style)
        let updated = original.updated(for: row.state)
        #expect(updated.backgroundColor == row.color)
        #expect(updated.backgroundColorTransformer == nil)
        #expect(updated.resolvedBackgroundColor(for: .systemBlue).resolvedRGBA(with: light) == row.light)
        #expect(updated.resolvedBackgroundColor(for: .systemBlue).resolvedRGBA(with: dark) == row.dark)
        // Nothing but the fill changes with state on iOS 14–18.
        #expect(updated.cornerRadius == original.cornerRadius)
        #expect(updated.explicitlySetProperties.isEmpty)
        // Coming back to the normal state restores the factory's look.
        #expect(updated.updated(for: CellConfigurationState(traitCollection: .iPhone)) == original)
    }

    @Test("the sidebar selection is filled with whatever the tint colour is")
    func sidebarSelectionFollowsTint() {
        let selected = BackgroundConfiguration.listSidebarCell().updated(for: cellState { $0.isSelected = true })
        #expect(selected.resolvedBackgroundColor(for: .systemGreen).resolvedRGBA(with: light) == rgb(52, 199, 89))
        #expect(selected.resolvedBackgroundColor(for: .systemGreen).resolvedRGBA(with: dark) == rgb(48, 209, 88))
        #expect(selected.resolvedBackgroundColor(for: Color(rgb(1, 2, 3))) == Color(rgb(1, 2, 3)))
    }

    @Test("a view configuration state styles with its view flags")
    func viewStateStyling() {
        var state = ViewConfigurationState(traitCollection: .iPhone)
        state.isSelected = true
        #expect(BackgroundConfiguration.listPlainCell().updated(for: state).backgroundColor == .systemGray4)
        state.isDisabled = true
        #expect(BackgroundConfiguration.listSidebarCell().updated(for: state).backgroundColor == .quaternarySystemFill)
    }

    // MARK: Locking and value semantics (seed 000)

    @Test("an explicitly set background colour survives every state")
    func explicitColorIsLocked() {
        var c = BackgroundConfiguration.listPlainCell()
        c.backgroundColor = .systemRed
        #expect(c.explicitlySetProperties == [.backgroundColor])
        for row in BackgroundConfigurationTests.states {
            #expect(c.updated(for: row.state).backgroundColor == .systemRed, "\(row.name)")
        }
    }

    @Test("setting nil is a setting too: the tint colour stays in every state")
    func explicitNilIsLocked() {
        var c = BackgroundConfiguration.listGroupedCell()
        c.backgroundColor = nil
        let selected = c.updated(for: cellState { $0.isSelected = true })
        #expect(selected.backgroundColor == nil)
        #expect(selected.resolvedBackgroundColor(for: .systemBlue).resolvedRGBA(with: light) == systemBlueLight)
    }

    @Test("setting one property leaves the others free to follow the state")
    func otherPropertiesStillUpdate() {
        var c = BackgroundConfiguration.listPlainCell()
        c.cornerRadius = 8
        c.strokeWidth = 1
        c.strokeColor = .separator
        let selected = c.updated(for: cellState { $0.isHighlighted = true })
        #expect(selected.backgroundColor == .systemGray4)
        #expect(selected.cornerRadius == 8)
        #expect(selected.strokeWidth == 1)
        #expect(selected.strokeColor == .separator)
        #expect(selected.explicitlySetProperties == [.cornerRadius, .strokeWidth, .strokeColor])
    }

    @Test("an explicitly set transformer is kept, and the state's colour still flows under it")
    func explicitTransformerIsLocked() {
        var c = BackgroundConfiguration.listPlainCell()
        c.backgroundColorTransformer = .grayscale
        let selected = c.updated(for: cellState { $0.isSelected = true })
        #expect(selected.backgroundColorTransformer == .grayscale)
        #expect(selected.backgroundColor == .systemGray4)
    }

    @Test("updated(for:) leaves the original untouched")
    func originalUntouched() {
        let original = BackgroundConfiguration.listSidebarCell()
        let copy = original
        _ = original.updated(for: cellState { $0.isSelected = true })
        #expect(original == copy)
        #expect(original.backgroundColor == .clear)

        var changed = original
        changed.backgroundColor = .systemRed
        #expect(original.backgroundColor == .clear)
        #expect(original.explicitlySetProperties.isEmpty)
    }

    @Test("equality includes which properties were set, since updates differ")
    func equalityIncludesLocks() {
        var a = BackgroundConfiguration.listPlainCell()
        a.backgroundColor = .systemBackground
        #expect(a != BackgroundConfiguration.listPlainCell())
        #expect(a.updated(for: cellState { $0.isSelected = true }).backgroundColor == .systemBackground)
        #expect(BackgroundConfiguration.listPlainCell() == BackgroundConfiguration.listPlainCell())
        #expect(BackgroundConfiguration.listPlainCell() != BackgroundConfiguration(style: .listGroupedCell))
    }

    // MARK: Resolution with transformers

    @Test("resolvedBackgroundColor applies the transformer: grayscale of systemRed is its Rec. 709 luma")
    func grayscaleTransformer() {
        var c = BackgroundConfiguration.clear()
        c.backgroundColor = .systemRed
        c.backgroundColorTransformer = .grayscale
        let resolved = c.resolvedBackgroundColor(for: .systemBlue).resolvedRGBA(with: light)
        let luma = (0.2126 * 255 + 0.7152 * 59 + 0.0722 * 48) / 255  // systemRed light 255,59,48
        #expect(abs(resolved.red - luma) < 1e-12)
        #expect(resolved.red == resolved.green && resolved.green == resolved.blue)
        #expect(resolved.alpha == 1)
        let darkResolved = c.resolvedBackgroundColor(for: .systemBlue).resolvedRGBA(with: dark)
        #expect(abs(darkResolved.red - (0.2126 * 255 + 0.7152 * 69 + 0.0722 * 58) / 255) < 1e-12)  // 255,69,58
    }

    @Test("preferredTint takes the tint colour passed in")
    func preferredTintTransformer() {
        var c = BackgroundConfiguration.listPlainCell()
        c.backgroundColorTransformer = .preferredTint
        #expect(c.resolvedBackgroundColor(for: .systemGreen).resolvedRGBA(with: light) == rgb(52, 199, 89))
        #expect(c.resolvedBackgroundColor(for: .systemOrange).resolvedRGBA(with: dark) == rgb(255, 159, 10))
    }

    @Test("a custom transformer and the stroke colour resolve the same way")
    func customTransformerAndStroke() {
        var c = BackgroundConfiguration.listPlainCell()
        c.backgroundColorTransformer = ColorTransformer { $0.withAlphaComponent(0.5) }
        #expect(c.resolvedBackgroundColor(for: .systemBlue).resolvedRGBA(with: dark) == rgb(0, 0, 0, 0.5))

        // A nil stroke colour is the tint colour, then the transformer applies.
        #expect(c.resolvedStrokeColor(for: .systemBlue).resolvedRGBA(with: light) == systemBlueLight)
        c.strokeColorTransformer = .grayscale
        let stroke = c.resolvedStrokeColor(for: .systemBlue).resolvedRGBA(with: light)
        #expect(abs(stroke.red - (0.7152 * 122 + 0.0722 * 255) / 255) < 1e-12)
        c.strokeColor = .systemGray
        c.strokeColorTransformer = nil
        #expect(c.resolvedStrokeColor(for: .systemBlue).resolvedRGBA(with: light) == rgb(142, 142, 147))
    }

    // MARK: Geometry

    @Test("background rectangle: insets plus the layout margins of the chosen edges")
    func backgroundRect() {
        var c = BackgroundConfiguration.listSidebarCell()
        c.backgroundInsets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        let bounds = Rect(x: 0, y: 0, width: 320, height: 44)
        let margins = EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 8)
        #expect(c.backgroundRect(in: bounds, layoutMargins: margins) == Rect(x: 2, y: 1, width: 314, height: 40))
        c.edgesAddingLayoutMarginsToBackgroundInsets = [.leading, .trailing]
        #expect(c.backgroundRect(in: bounds, layoutMargins: margins) == Rect(x: 18, y: 1, width: 290, height: 40))
        #expect(
            c.backgroundRect(in: bounds, layoutMargins: margins, rightToLeft: true)
                == Rect(x: 12, y: 1, width: 290, height: 40))
        c.edgesAddingLayoutMarginsToBackgroundInsets = .all
        #expect(c.backgroundRect(in: bounds, layoutMargins: margins) == Rect(x: 18, y: 12, width: 290, height: 18))
    }

    @Test("image content modes place the image as UIView.ContentMode does")
    func imageContentModes() {
        let bounds = Rect(x: 0, y: 0, width: 100, height: 100)
        let wide = Size(width: 200, height: 100)
        #expect(ImageContentMode.scaleToFill.frame(forImageOfSize: wide, in: bounds) == bounds)
        #expect(
            ImageContentMode.scaleAspectFit.frame(forImageOfSize: wide, in: bounds) == Rect(x: 0, y: 25, width: 100, height: 50))
        #expect(
            ImageContentMode.scaleAspectFill.frame(forImageOfSize: wide, in: bounds)
                == Rect(x: -50, y: 0, width: 200, height: 100))
        let small = Size(width: 20, height: 10)
        #expect(ImageContentMode.center.frame(forImageOfSize: small, in: bounds) == Rect(x: 40, y: 45, width: 20, height: 10))
        #expect(ImageContentMode.topLeft.frame(forImageOfSize: small, in: bounds) == Rect(x: 0, y: 0, width: 20, height: 10))
        #expect(
            ImageContentMode.bottomRight.frame(forImageOfSize: small, in: bounds) == Rect(x: 80, y: 90, width: 20, height: 10))
        #expect(ImageContentMode.right.frame(forImageOfSize: small, in: bounds) == Rect(x: 80, y: 45, width: 20, height: 10))
        #expect(ImageContentMode.top.frame(forImageOfSize: small, in: bounds) == Rect(x: 40, y: 0, width: 20, height: 10))
    }

    // MARK: Visual effects

    @Test("adaptive materials follow the interface style; fixed ones do not")
    func blurStyleResolution() {
        typealias S = VisualEffect.BlurStyle
        #expect(S.systemMaterial.resolved(for: .dark) == .systemMaterialDark)
        #expect(S.systemMaterial.resolved(for: .light) == .systemMaterialLight)
        #expect(S.systemMaterial.resolved(for: .unspecified) == .systemMaterialLight)
        #expect(S.systemChromeMaterialLight.resolved(for: .dark) == .systemChromeMaterialLight)
        #expect(S.systemUltraThinMaterialDark.resolved(for: .light) == .systemUltraThinMaterialDark)
        #expect(S.allCases.count == 15)
        #expect(S.allCases.filter(\.isAdaptive).count == 5)
        let effect = VisualEffect.blur(.systemChromeMaterial)
        #expect(effect.recipe(for: dark) == VisualEffect.Recipe.approximation(for: .systemChromeMaterialDark))
        #expect(effect.recipe(for: light) == VisualEffect.Recipe.approximation(for: .systemChromeMaterialLight))
    }

    @Test("thinner materials blur less and tint less")
    func materialsAreOrdered() {
        for fixed in [UserInterfaceStyle.light, .dark] {
            let recipes = [
                VisualEffect.BlurStyle.systemUltraThinMaterial, .systemThinMaterial, .systemMaterial,
                .systemThickMaterial
            ].map { VisualEffect.Recipe.approximation(for: $0.resolved(for: fixed)) }
            for (a, b) in zip(recipes, recipes.dropFirst()) {
                #expect(a.blurRadius <= b.blurRadius)
                #expect(a.tint.alpha < b.tint.alpha)
            }
        }
    }

    @Test("the dark chrome material turns black into the measured 18,18,18")
    func darkChromeOverBlack() throws {
        let recipe = VisualEffect.blur(.systemChromeMaterial).recipe(for: dark)
        var pixmap = try #require(Pixmap(width: 12, height: 12, color: RGBAColor.black.premultiplied))
        recipe.material(scale: 1).apply(to: &pixmap, region: pixmap.bounds)
        let p = pixmap[6, 6]
        #expect([p.r, p.g, p.b, p.a] == [18, 18, 18, 255])
    }

    // MARK: Custom content

    struct Fill: BackgroundContent {
        var color: Color
        func draw(in canvas: Canvas, rect: Rect, traitCollection: TraitCollection) {
            canvas.fill(rect, with: .color(color.resolvedRGBA(with: traitCollection)))
        }
    }

    struct Other: BackgroundContent {
        func draw(in canvas: Canvas, rect: Rect, traitCollection: TraitCollection) {}
    }

    @Test("custom content compares by value and type, and draws with the traits")
    func customContent() throws {
        #expect(BackgroundCustomContent(Fill(color: .systemRed)) == BackgroundCustomContent(Fill(color: .systemRed)))
        #expect(BackgroundCustomContent(Fill(color: .systemRed)) != BackgroundCustomContent(Fill(color: .systemBlue)))
        #expect(BackgroundCustomContent(Fill(color: .systemRed)) != BackgroundCustomContent(Other()))

        var c = BackgroundConfiguration.listPlainCell()
        c.customView = BackgroundCustomContent(Fill(color: .systemRed))
        #expect(c.updated(for: cellState { $0.isSelected = true }).customView == c.customView)

        let canvas = try #require(Canvas(width: 4, height: 4))
        try c.customView?.draw(in: canvas, rect: Rect(x: 0, y: 0, width: 4, height: 4), traitCollection: dark)
        let p = canvas.pixmap[1, 1]
        #expect([p.r, p.g, p.b, p.a] == [255, 69, 58, 255])  // systemRed, dark
    }

    /// App drawing that uses the tint: as an accessory it is handed the accessory's tint,
    /// as a background the cell's.
    struct TintDot: CustomView {
        func sizeThatFits(_ proposal: Size, traitCollection: TraitCollection) -> Size { Size(width: 4, height: 4) }
        func draw(in canvas: Canvas, rect: Rect, tintColor: Color, traitCollection: TraitCollection) {
            canvas.fill(rect, with: .color(tintColor.resolvedRGBA(with: traitCollection)))
        }
    }

    @Test("accessories and backgrounds hold app drawing in one eraser; a background's is given the tint")
    func oneEraserForAppDrawing() throws {
        var c = BackgroundConfiguration.listPlainCell()
        c.customView = AnyCustomView(TintDot())
        let accessory = CellAccessory.CustomViewConfiguration(customView: TintDot(), placement: .trailing())
        #expect(accessory.customView == c.customView)
        #expect(AccessoryCustomView(TintDot()) != BackgroundCustomContent(Fill(color: .systemRed)))
        #expect(c.customView?.name == "TintDot")

        let canvas = try #require(Canvas(width: 4, height: 4))
        try c.customView?.draw(
            in: canvas, rect: Rect(x: 0, y: 0, width: 4, height: 4), tintColor: .systemGreen,
            traitCollection: light)
        let p = canvas.pixmap[1, 1]
        #expect([p.r, p.g, p.b, p.a] == [52, 199, 89, 255])  // systemGreen, light
    }
}
