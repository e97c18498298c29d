import CellModel
import Raster
import Testing

/// One expected colour: 0–255 components and a straight alpha.
private struct Expected: CustomStringConvertible {
    var r: Int, g: Int, b: Int, alpha: Double

    init(_ r: Int, _ g: Int, _ b: Int, _ alpha: Double = 1) {
        self.r = r
        self.g = g
        self.b = b
        self.alpha = alpha
    }

    var description: String { "(\(r), \(g), \(b), α\(alpha))" }

    func matches(_ c: RGBAColor) -> Bool {
        func q(_ v: Double) -> Int { Int((v * 255).rounded()) }
        return q(c.red) == r && q(c.green) == g && q(c.blue) == b && abs(c.alpha - alpha) < 1e-9
    }
}

/// One reference row with every variant written out, so a fallback rule in the
/// implementation cannot hide a wrong cell: light, dark, Increase Contrast light and
/// dark, elevated dark, Increase Contrast elevated dark.
private struct Row: CustomStringConvertible {
    var name: String
    var variants: [Expected]
    var description: String { name }
}

private func row(
    _ name: String, _ l: Expected, _ d: Expected, _ icl: Expected, _ icd: Expected,
    _ ed: Expected, _ iced: Expected
) -> Row {
    Row(name: name, variants: [l, d, icl, icd, ed, iced])
}

private func rgb(_ r: Int, _ g: Int, _ b: Int, _ alpha: Double = 1) -> Expected { Expected(r, g, b, alpha) }

/// `n/255`, for alphas the reference gives only in 8 bits.
private func a8(_ n: Int) -> Double { Double(n) / 255 }

// Typed in from docs/uikit-reference.md §2a–§2c. Cells blank there are
// the normal value, except the backgrounds' and placeholderText's blank cells, taken
// from Flutter's colors.dart (FL-C, the sheet's source for those rows).
private let referenceRows: [Row] = [
    //   name                light                 dark                     IC light               IC dark                  elevated dark            IC elevated dark
    row("label", rgb(0, 0, 0), rgb(255, 255, 255), rgb(0, 0, 0), rgb(255, 255, 255), rgb(255, 255, 255), rgb(255, 255, 255)),
    row(
        "secondaryLabel", rgb(60, 60, 67, 0.60), rgb(235, 235, 245, 0.60), rgb(60, 60, 67, 0.68), rgb(235, 235, 245, 0.68),
        rgb(235, 235, 245, 0.60), rgb(235, 235, 245, 0.68)),
    row(
        "tertiaryLabel", rgb(60, 60, 67, 0.30), rgb(235, 235, 245, 0.30), rgb(60, 60, 67, 0.38), rgb(235, 235, 245, 0.38),
        rgb(235, 235, 245, 0.30), rgb(235, 235, 245, 0.38)),
    row(
        "quaternaryLabel", rgb(60, 60, 67, 0.18), rgb(235, 235, 245, 0.16), rgb(60, 60, 67, a8(66)), rgb(235, 235, 245, a8(61)),
        rgb(235, 235, 245, 0.16), rgb(235, 235, 245, a8(61))),
    row(
        "placeholderText", rgb(60, 60, 67, 0.30), rgb(235, 235, 245, 0.30), rgb(60, 60, 67, a8(96)), rgb(235, 235, 245, a8(96)),
        rgb(235, 235, 245, 0.30), rgb(235, 235, 245, a8(96))),
    row("link", rgb(0, 122, 255), rgb(9, 132, 255), rgb(0, 122, 255), rgb(9, 132, 255), rgb(9, 132, 255), rgb(9, 132, 255)),
    row(
        "separator", rgb(60, 60, 67, 0.29), rgb(84, 84, 88, 0.60), rgb(60, 60, 67, a8(94)), rgb(84, 84, 88, a8(173)),
        rgb(84, 84, 88, 0.60),
        rgb(84, 84, 88, a8(173))),
    row(
        "opaqueSeparator", rgb(198, 198, 200), rgb(56, 56, 58), rgb(198, 198, 200), rgb(56, 56, 58), rgb(56, 56, 58),
        rgb(56, 56, 58)),
    row(
        "systemFill", rgb(120, 120, 128, 0.20), rgb(120, 120, 128, 0.36), rgb(120, 120, 128, a8(71)), rgb(120, 120, 128, a8(112)),
        rgb(120, 120, 128, 0.36), rgb(120, 120, 128, a8(112))),
    row(
        "secondarySystemFill", rgb(120, 120, 128, 0.16), rgb(120, 120, 128, 0.32), rgb(120, 120, 128, a8(61)),
        rgb(120, 120, 128, a8(102)), rgb(120, 120, 128, 0.32), rgb(120, 120, 128, a8(102))),
    row(
        "tertiarySystemFill", rgb(118, 118, 128, 0.12), rgb(118, 118, 128, 0.24), rgb(118, 118, 128, a8(51)),
        rgb(118, 118, 128, a8(81)),
        rgb(118, 118, 128, 0.24), rgb(118, 118, 128, a8(81))),
    row(
        "quaternarySystemFill", rgb(116, 116, 128, 0.08), rgb(118, 118, 128, 0.18), rgb(116, 116, 128, a8(40)),
        rgb(118, 118, 128, a8(66)), rgb(118, 118, 128, 0.18), rgb(118, 118, 128, a8(66))),
    row("systemBackground", rgb(255, 255, 255), rgb(0, 0, 0), rgb(255, 255, 255), rgb(0, 0, 0), rgb(28, 28, 30), rgb(36, 36, 38)),
    row(
        "secondarySystemBackground", rgb(242, 242, 247), rgb(28, 28, 30), rgb(235, 235, 240), rgb(36, 36, 38), rgb(44, 44, 46),
        rgb(54, 54, 56)),
    row(
        "tertiarySystemBackground", rgb(255, 255, 255), rgb(44, 44, 46), rgb(255, 255, 255), rgb(54, 54, 56), rgb(58, 58, 60),
        rgb(68, 68, 70)
    ),
    row(
        "systemGroupedBackground", rgb(242, 242, 247), rgb(0, 0, 0), rgb(235, 235, 240), rgb(0, 0, 0), rgb(28, 28, 30),
        rgb(36, 36, 38)),
    row(
        "secondarySystemGroupedBackground", rgb(255, 255, 255), rgb(28, 28, 30), rgb(255, 255, 255), rgb(36, 36, 38),
        rgb(44, 44, 46),
        rgb(54, 54, 56)),
    row(
        "tertiarySystemGroupedBackground", rgb(242, 242, 247), rgb(44, 44, 46), rgb(235, 235, 240), rgb(54, 54, 56),
        rgb(58, 58, 60),
        rgb(68, 68, 70)),
    row(
        "systemGray", rgb(142, 142, 147), rgb(142, 142, 147), rgb(108, 108, 112), rgb(174, 174, 178), rgb(142, 142, 147),
        rgb(174, 174, 178)),
    row(
        "systemGray2", rgb(174, 174, 178), rgb(99, 99, 102), rgb(142, 142, 147), rgb(124, 124, 128), rgb(99, 99, 102),
        rgb(124, 124, 128)),
    row(
        "systemGray3", rgb(199, 199, 204), rgb(72, 72, 74), rgb(174, 174, 178), rgb(84, 84, 86), rgb(72, 72, 74), rgb(84, 84, 86)),
    row(
        "systemGray4", rgb(209, 209, 214), rgb(58, 58, 60), rgb(188, 188, 192), rgb(68, 68, 70), rgb(58, 58, 60), rgb(68, 68, 70)),
    row(
        "systemGray5", rgb(229, 229, 234), rgb(44, 44, 46), rgb(216, 216, 220), rgb(54, 54, 56), rgb(44, 44, 46), rgb(54, 54, 56)),
    row(
        "systemGray6", rgb(242, 242, 247), rgb(28, 28, 30), rgb(235, 235, 240), rgb(36, 36, 38), rgb(28, 28, 30), rgb(36, 36, 38)),
    row(
        "systemBlue", rgb(0, 122, 255), rgb(10, 132, 255), rgb(0, 64, 221), rgb(64, 156, 255), rgb(10, 132, 255),
        rgb(64, 156, 255)),
    row(
        "systemGreen", rgb(52, 199, 89), rgb(48, 209, 88), rgb(36, 138, 61), rgb(48, 219, 91), rgb(48, 209, 88), rgb(48, 219, 91)),
    row(
        "systemIndigo", rgb(88, 86, 214), rgb(94, 92, 230), rgb(54, 52, 163), rgb(125, 122, 255), rgb(94, 92, 230),
        rgb(125, 122, 255)),
    row(
        "systemOrange", rgb(255, 149, 0), rgb(255, 159, 10), rgb(201, 52, 0), rgb(255, 179, 64), rgb(255, 159, 10),
        rgb(255, 179, 64)),
    row(
        "systemPink", rgb(255, 45, 85), rgb(255, 55, 95), rgb(211, 15, 69), rgb(255, 100, 130), rgb(255, 55, 95),
        rgb(255, 100, 130)),
    row(
        "systemPurple", rgb(175, 82, 222), rgb(191, 90, 242), rgb(137, 68, 171), rgb(218, 143, 255), rgb(191, 90, 242),
        rgb(218, 143, 255)),
    row("systemRed", rgb(255, 59, 48), rgb(255, 69, 58), rgb(215, 0, 21), rgb(255, 105, 97), rgb(255, 69, 58), rgb(255, 105, 97)),
    row(
        "systemYellow", rgb(255, 204, 0), rgb(255, 214, 10), rgb(160, 90, 0), rgb(255, 212, 38), rgb(255, 214, 10),
        rgb(255, 212, 38)),
    row(
        "systemTeal", rgb(48, 176, 199), rgb(64, 200, 224), rgb(48, 176, 199), rgb(93, 230, 255), rgb(64, 200, 224),
        rgb(93, 230, 255)),
    row(
        "systemCyan", rgb(50, 173, 230), rgb(100, 210, 255), rgb(0, 113, 164), rgb(112, 215, 255), rgb(100, 210, 255),
        rgb(112, 215, 255)),
    row(
        "systemMint", rgb(0, 199, 190), rgb(99, 230, 226), rgb(12, 129, 123), rgb(102, 212, 207), rgb(99, 230, 226),
        rgb(102, 212, 207)),
    row(
        "systemBrown", rgb(162, 132, 94), rgb(172, 142, 104), rgb(127, 101, 69), rgb(181, 148, 105), rgb(172, 142, 104),
        rgb(181, 148, 105))
]

/// The trait collections of the six columns, in the rows' order.
private let columnTraits: [(name: String, traits: TraitCollection)] = [
    ("light", TraitCollection { $0.userInterfaceStyle = .light }),
    ("dark", TraitCollection { $0.userInterfaceStyle = .dark }),
    (
        "IC light",
        TraitCollection {
            $0.userInterfaceStyle = .light
            $0.accessibilityContrast = .high
        }
    ),
    (
        "IC dark",
        TraitCollection {
            $0.userInterfaceStyle = .dark
            $0.accessibilityContrast = .high
        }
    ),
    (
        "elevated dark",
        TraitCollection {
            $0.userInterfaceStyle = .dark
            $0.userInterfaceLevel = .elevated
        }
    ),
    (
        "IC elevated dark",
        TraitCollection {
            $0.userInterfaceStyle = .dark
            $0.accessibilityContrast = .high
            $0.userInterfaceLevel = .elevated
        }
    )
]

private let light = TraitCollection { $0.userInterfaceStyle = .light }
private let dark = TraitCollection { $0.userInterfaceStyle = .dark }

/// The colour `paint` leaves on a 1×1 canvas cleared to `background`, composited by
/// Raster's own source-over.
private func composite(_ color: RGBAColor, over background: PremultipliedRGBA8) throws -> PremultipliedRGBA8 {
    let canvas = try #require(Canvas(width: 1, height: 1))
    canvas.clear(background)
    canvas.fill(Rect(x: 0, y: 0, width: 1, height: 1), with: .color(color))
    return canvas.pixmap[0, 0]
}

private func opaque(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> PremultipliedRGBA8 {
    PremultipliedRGBA8(r: r, g: g, b: b, a: 255)
}

@Suite struct ColorTests {
    // MARK: The palette

    @Test("every palette entry resolves to the reference values", arguments: referenceRows)
    fileprivate func paletteMatchesReference(_ row: Row) throws {
        let color = try #require(Color.systemColor(named: row.name))
        #expect(color.isDynamic)
        #expect(color.name == row.name)
        for (column, expected) in zip(columnTraits, row.variants) {
            let resolved = color.resolvedRGBA(with: column.traits)
            #expect(expected.matches(resolved), "\(row.name) \(column.name): \(resolved) ≠ \(expected)")
        }
        // Unspecified style resolves as light; the elevated level leaves light alone.
        #expect(row.variants[0].matches(color.resolvedRGBA(with: TraitCollection())))
        let elevatedLight = TraitCollection {
            $0.userInterfaceStyle = .light
            $0.userInterfaceLevel = .elevated
        }
        #expect(row.variants[0].matches(color.resolvedRGBA(with: elevatedLight)))
    }

    @Test func paletteNamesAreTheReferenceRowsAndStaticPropertiesAgree() {
        #expect(Color.systemColorNames == referenceRows.map(\.name))
        #expect(Color.systemColor(named: "systemGrey") == nil)
        let statics: [(String, Color)] = [
            ("label", .label), ("secondaryLabel", .secondaryLabel), ("tertiaryLabel", .tertiaryLabel),
            ("quaternaryLabel", .quaternaryLabel), ("placeholderText", .placeholderText), ("link", .link),
            ("separator", .separator), ("opaqueSeparator", .opaqueSeparator),
            ("systemFill", .systemFill), ("secondarySystemFill", .secondarySystemFill),
            ("tertiarySystemFill", .tertiarySystemFill), ("quaternarySystemFill", .quaternarySystemFill),
            ("systemBackground", .systemBackground), ("secondarySystemBackground", .secondarySystemBackground),
            ("tertiarySystemBackground", .tertiarySystemBackground), ("systemGroupedBackground", .systemGroupedBackground),
            ("secondarySystemGroupedBackground", .secondarySystemGroupedBackground),
            ("tertiarySystemGroupedBackground", .tertiarySystemGroupedBackground),
            ("systemGray", .systemGray), ("systemGray2", .systemGray2), ("systemGray3", .systemGray3),
            ("systemGray4", .systemGray4), ("systemGray5", .systemGray5), ("systemGray6", .systemGray6),
            ("systemBlue", .systemBlue), ("systemGreen", .systemGreen), ("systemIndigo", .systemIndigo),
            ("systemOrange", .systemOrange), ("systemPink", .systemPink), ("systemPurple", .systemPurple),
            ("systemRed", .systemRed), ("systemYellow", .systemYellow), ("systemTeal", .systemTeal),
            ("systemCyan", .systemCyan), ("systemMint", .systemMint), ("systemBrown", .systemBrown)
        ]
        #expect(statics.map(\.0) == referenceRows.map(\.name))
        for (name, color) in statics {
            #expect(color.name == name)
            // Same resolution as the by-name lookup, in the most specific column.
            #expect(
                color.resolvedRGBA(with: columnTraits[5].traits)
                    == Color.systemColor(named: name)?.resolvedRGBA(with: columnTraits[5].traits))
        }
    }

    @Test func spotValuesFromTheReference() {
        // The values later stages lean on, written out once more in 8 bits.
        #expect(Color.secondaryLabel.resolvedRGBA(with: light).premultiplied.a == 153)
        #expect(Color.secondaryLabel.resolvedRGBA(with: dark).premultiplied.a == 153)
        #expect(Color.secondarySystemGroupedBackground.resolvedRGBA(with: dark) == RGBAColor(r: 28, g: 28, b: 30))
        #expect(Color.systemBlue.resolvedRGBA(with: dark) == RGBAColor(r: 10, g: 132, b: 255))
        #expect(Color.systemGray4.resolvedRGBA(with: light) == RGBAColor(r: 209, g: 209, b: 214))
        #expect(Color.systemGray4.resolvedRGBA(with: dark) == RGBAColor(r: 58, g: 58, b: 60))
        #expect(Color.tintColor == .systemBlue)
        #expect(Color.tintColor.resolvedRGBA(with: light) == RGBAColor(r: 0, g: 122, b: 255))
    }

    @Test func listColoursAliasThePalette() {
        #expect(Color.tableCellPlainSelectedBackground == .systemGray4)
        #expect(Color.tableCellGroupedSelectedBackground == .systemGray4)
        #expect(Color.tableCellPlainBackground == .systemBackground)
        #expect(Color.tableCellGroupedBackground == .secondarySystemGroupedBackground)
        #expect(Color.tablePlainBackground == .systemBackground)
        #expect(Color.tableGroupedBackground == .systemGroupedBackground)
        #expect(Color.tableCellMultiSelectBackground == .systemGray6)
        #expect(Color.tableCellDropTargetBackground == .systemGray2)
        #expect(Color.sidebarCellSelectedInactiveBackground == .secondarySystemFill)
        #expect(Color.sidebarCellSelectedDisabledBackground == .quaternarySystemFill)
        #expect(Color.sidebarCellDropTargetBackground == .systemGray)
    }

    // MARK: Composites measured on screen (docs/uikit-reference.md §2a)

    /// The four composites measured on iOS screenshots: colour, traits, background, result.
    fileprivate static let measuredComposites: [(String, Color, TraitCollection, [Int], [Int])] = [
        ("light separator over white", .separator, light, [255, 255, 255], [198, 198, 200]),
        ("dark separator over the cell", .separator, dark, [28, 28, 30], [62, 62, 65]),
        ("dark secondaryLabel over the cell", .secondaryLabel, dark, [28, 28, 30], [152, 152, 159]),
        ("dark tertiaryLabel over the cell", .tertiaryLabel, dark, [28, 28, 30], [90, 90, 95])
    ]

    @Test func paletteReproducesTheMeasuredCompositesUnderTheSheetsModel() {
        // The sheet's model: round(src·α + dst·(1 − α)) per 8-bit sRGB channel, with
        // the palette's unquantised alpha. It checks the palette's colours and alphas.
        for (what, color, traits, background, measured) in Self.measuredComposites {
            let c = color.resolvedRGBA(with: traits)
            let src = [c.red, c.green, c.blue].map { $0 * 255 }
            let result = zip(src, background).map { s, d in Int((s * c.alpha + Double(d) * (1 - c.alpha)).rounded()) }
            #expect(result == measured, "\(what)")
        }
    }

    @Test func lightSeparatorOverWhiteIsTheMeasured198_198_200() throws {
        let separator = Color.separator.resolvedRGBA(with: light)
        #expect(try composite(separator, over: .white) == opaque(198, 198, 200))
    }

    @Test func darkSecondaryLabelOverTheCellIsTheMeasured152_152_159() throws {
        let cell = Color.secondarySystemGroupedBackground.resolvedRGBA(with: dark).premultiplied
        #expect(cell == opaque(28, 28, 30))
        #expect(try composite(Color.secondaryLabel.resolvedRGBA(with: dark), over: cell) == opaque(152, 152, 159))
    }

    @Test func darkSeparatorAndChevronThroughRasterMatchTheMeasuredPixels() throws {
        // iOS composites with the alpha unquantised and rounds once: 84·0.6 + 28·0.4 =
        // 61.6 → 62, and the chevron's 235·0.3 + 28·0.7 = 90.1 → 90. Premultiplying to
        // 8 bits first (50 + 11, or alpha 77/255) would give 61 and 91.
        let cell = opaque(28, 28, 30)
        let separator = try composite(Color.separator.resolvedRGBA(with: dark), over: cell)
        let chevron = try composite(Color.tertiaryLabel.resolvedRGBA(with: dark), over: cell)
        #expect(separator == opaque(62, 62, 65))
        #expect(chevron == opaque(90, 90, 95))
    }

    // MARK: Dynamic colours

    @Test func providerIsCalledWithTheGivenTraits() {
        // The provider encodes what it was given, so the result proves which traits it saw.
        let color = Color { traits in
            Color(
                red: traits.displayScale / 4, green: traits.userInterfaceStyle == .dark ? 1 : 0,
                blue: traits.preferredContentSizeCategory == .extraLarge ? 1 : 0)
        }
        let traits = TraitCollection {
            $0.displayScale = 2
            $0.userInterfaceStyle = .dark
            $0.preferredContentSizeCategory = .extraLarge
        }
        #expect(color.isDynamic)
        #expect(color.name == nil)
        #expect(color.resolvedRGBA(with: traits) == RGBAColor(red: 0.5, green: 1, blue: 1))
        #expect(color.resolvedRGBA(with: TraitCollection()) == RGBAColor(red: 0, green: 0, blue: 0))
        #expect(color.resolvedColor(with: traits) == Color(red: 0.5, green: 1, blue: 1))
        #expect(!color.resolvedColor(with: traits).isDynamic)
    }

    @Test func nestedProvidersResolveWithTheSameTraits() {
        // A provider that defers to system colours, which must see the same traits.
        let accent = Color { $0.accessibilityContrast == .high ? .label : .systemRed }
        let highDark = TraitCollection {
            $0.userInterfaceStyle = .dark
            $0.accessibilityContrast = .high
        }
        #expect(accent.resolvedRGBA(with: highDark) == RGBAColor(r: 255, g: 255, b: 255))
        #expect(accent.resolvedRGBA(with: dark) == RGBAColor(r: 255, g: 69, b: 58))
        #expect(accent.resolvedColor(with: light) == Color(RGBAColor(r: 255, g: 59, b: 48)))
    }

    @Test func withAlphaComponentOnADynamicColourAppliesAfterResolution() {
        let halfLabel = Color.label.withAlphaComponent(0.5)
        #expect(halfLabel.isDynamic)
        #expect(halfLabel.name == "label")
        #expect(halfLabel.resolvedRGBA(with: light) == RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.5))
        #expect(halfLabel.resolvedRGBA(with: dark) == RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.5))
        // It replaces the resolved alpha rather than multiplying it.
        let separator = Color.separator.withAlphaComponent(1)
        #expect(separator.resolvedRGBA(with: light) == RGBAColor(r: 60, g: 60, b: 67))
        // Fixed colours stay fixed.
        let fixed = Color.white.withAlphaComponent(0.25)
        #expect(!fixed.isDynamic)
        #expect(fixed == Color(white: 1, alpha: 0.25))
    }

    // MARK: Equality

    @Test func fixedColoursCompareByValue() {
        #expect(Color(red: 1, green: 0, blue: 0) == Color(RGBAColor(r: 255, g: 0, b: 0)))
        #expect(Color(white: 0.5) == Color.gray)
        #expect(Color(white: 0.5) != Color(white: 0.5, alpha: 0.5))
        #expect(Color.clear == Color(red: 0, green: 0, blue: 0, alpha: 0))
    }

    @Test func namedDynamicColoursCompareByNameAndAlpha() {
        #expect(Color.label == Color.systemColor(named: "label"))
        #expect(Color.label != Color.secondaryLabel)
        #expect(Color.label.withAlphaComponent(0.5) == Color.label.withAlphaComponent(0.5))
        #expect(Color.label.withAlphaComponent(0.5) != Color.label)
        #expect(Color.label.withAlphaComponent(0.5) != Color.label.withAlphaComponent(0.4))
        // A name is an identity: a user colour named "label" is the label colour.
        #expect(Color(name: "label", dynamicProvider: { _ in .red }) == Color.label)
    }

    @Test func unnamedDynamicColoursCompareByProviderIdentity() {
        let a = Color { _ in .red }
        let copy = a
        #expect(a == copy)
        #expect(a.withAlphaComponent(0.3) == copy.withAlphaComponent(0.3))
        #expect(a.withAlphaComponent(0.3) != a)
        // Same closure body, different provider: not equal, since providers cannot be compared.
        #expect(a != Color { _ in .red })
        // Named and unnamed never compare equal, nor fixed and dynamic.
        #expect(Color(name: "x", dynamicProvider: { _ in .red }) != a)
        #expect(Color { _ in .black } != Color.black)
        #expect(Color.black != Color.label)
    }

    // MARK: Transformers

    @Test func grayscaleOfSystemRedIsItsRec709Luma() {
        let gray = ColorTransformer.grayscale(.systemRed)
        #expect(gray.isDynamic)
        #expect(gray.name == "systemRed.grayscale")
        #expect(gray == ColorTransformer.grayscale(.systemRed))
        // Light 255,59,48: (0.2126·255 + 0.7152·59 + 0.0722·48) / 255 = 99.8754 / 255.
        let l = gray.resolvedRGBA(with: light)
        #expect(abs(l.red - 99.8754 / 255) < 1e-12)
        #expect(l.red == l.green && l.green == l.blue && l.alpha == 1)
        #expect(l.premultiplied == opaque(100, 100, 100))
        // Dark 255,69,58: 54.213 + 49.3488 + 4.1876 = 107.7494.
        let d = gray.resolvedRGBA(with: dark)
        #expect(abs(d.red - 107.7494 / 255) < 1e-12)
        #expect(d.premultiplied == opaque(108, 108, 108))
    }

    @Test func grayscaleKeepsAlphaAndFixedness() {
        let gray = ColorTransformer.grayscale(Color(red: 0, green: 1, blue: 0, alpha: 0.4))
        #expect(!gray.isDynamic)
        #expect(gray == Color(red: 0.7152, green: 0.7152, blue: 0.7152, alpha: 0.4))
        let secondary = ColorTransformer.grayscale(.secondaryLabel).resolvedRGBA(with: light)
        #expect(abs(secondary.alpha - 0.6) < 1e-12)
        // An alpha-modified colour's transform is unnamed, so it cannot pass for the plain one's.
        #expect(ColorTransformer.grayscale(Color.label.withAlphaComponent(0.5)).name == nil)
    }

    @Test func preferredTintReturnsTheContextTint() {
        let tint = Color(red: 1, green: 0.5, blue: 0)
        #expect(ColorTransformer.preferredTint(.label, context: .init(tintColor: tint)) == tint)
        #expect(ColorTransformer.preferredTint(.label) == .systemBlue)
        #expect(ColorTransformer.preferredTint(.label, context: .init(tintColor: .systemPink)) == .systemPink)
    }

    @Test func monochromeTintIsTheGreyTintWithTheInputAlpha() {
        let tint = Color(red: 1, green: 0, blue: 0)
        let fixed = ColorTransformer.monochromeTint(Color(white: 0, alpha: 0.3), context: .init(tintColor: tint))
        #expect(!fixed.isDynamic)
        #expect(fixed == Color(red: 0.2126, green: 0.2126, blue: 0.2126, alpha: 0.3))
        // Default tint systemBlue, light 0,122,255: (0.7152·122 + 0.0722·255) / 255 = 105.6654 / 255,
        // with secondaryLabel's alpha 0.6.
        let dynamic = ColorTransformer.monochromeTint(.secondaryLabel)
        #expect(dynamic.isDynamic)
        let l = dynamic.resolvedRGBA(with: light)
        #expect(abs(l.red - 105.6654 / 255) < 1e-12)
        #expect(l.red == l.blue)
        #expect(abs(l.alpha - 0.6) < 1e-12)
    }

    @Test func appendingRunsSelfThenOther() {
        let tint = Color(red: 1, green: 0, blue: 0)
        let context = ColorTransformer.Context(tintColor: tint)
        // Grey first, then the tint replaces it.
        let greyThenTint = ColorTransformer.grayscale.appending(.preferredTint)
        #expect(greyThenTint(.systemGreen, context: context) == tint)
        // Tint first, then grey: the tint's luma.
        let tintThenGrey = ColorTransformer.preferredTint.appending(.grayscale)
        #expect(tintThenGrey(.systemGreen, context: context) == Color(white: 0.2126))
        // Custom transformers compose in order too.
        let half = ColorTransformer { $0.withAlphaComponent(0.5) }
        let opaqueAgain = ColorTransformer { $0.withAlphaComponent(1) }
        #expect(half.appending(opaqueAgain)(Color.white) == Color.white)
        #expect(opaqueAgain.appending(half)(Color.white) == Color(white: 1, alpha: 0.5))
    }

    @Test func transformerEquality() {
        #expect(ColorTransformer.grayscale == ColorTransformer.grayscale)
        #expect(ColorTransformer.grayscale != ColorTransformer.preferredTint)
        #expect(ColorTransformer(name: "grayscale") { $0 } == ColorTransformer.grayscale)
        let composed = ColorTransformer.grayscale.appending(.monochromeTint)
        #expect(composed.name == "grayscale+monochromeTint")
        #expect(composed == ColorTransformer.grayscale.appending(.monochromeTint))
        #expect(composed != ColorTransformer.monochromeTint.appending(.grayscale))
        let custom = ColorTransformer { $0 }
        let copy = custom
        #expect(custom == copy)
        #expect(custom != ColorTransformer { $0 })
        #expect(custom.appending(.grayscale).name == nil)
    }
}
