import Raster
import Testing
import Typesetting

/// The system font's size compensation (``SystemFontCompensation``): glyphs drawn and
/// advanced at SF Pro's cap height and x-height, line metrics untouched.
///
/// "Before" in these tests is the engine as it was without compensation: the same Inter
/// face asked for by name at the nominal size, with the system font's tracking given
/// explicitly — exactly what the system font shaped before. docs/type-metrics.md shows the
/// table ``measurementTable()`` prints.
@Suite struct TypeMetricsTests {
    static let samples = ["Value", "Settings", "Wi-Fi", "0123456789"]
    /// The four styles of the measurement table, at Large: 17, 15, 13 and 17 pt.
    static let styles: [TextStyle] = [.body, .subheadline, .footnote, .headline]

    /// Uncompensated Inter at the face and tracking the system font picks for `font`.
    static func uncompensated(_ font: Font) -> StyledText.Attributes {
        let family =
            font.pointSize >= FontCatalog.displayFamilyMinimumPointSize
            ? FontCatalog.systemDisplayFamily : FontCatalog.systemFamily
        return StyledText.Attributes(
            font: Font(name: family, size: font.pointSize, weight: font.weight),
            kern: FontCatalog.systemTracking(forPointSize: font.pointSize))
    }

    static func layout(_ s: String, _ attributes: StyledText.Attributes) -> TextLayout {
        TextLayoutEngine.layout(
            StyledText(s, attributes: attributes), style: ParagraphStyle(lineBreakMode: .clip),
            width: .infinity)
    }

    /// Ink of `s` drawn at 3x with its baseline on a device-pixel row: the coverage-weighted
    /// height (sum over rows of the row's darkest coverage, in device pixels) and the
    /// number of rows touched at all.
    static func ink(_ s: String, _ attributes: StyledText.Attributes) throws -> (height: Double, rows: Int) {
        let l = layout(s, attributes)
        let canvas = try #require(Canvas(width: Int((l.size.width + 8) * 3), height: Int((l.size.height + 8) * 3)))
        canvas.transform = Transform.identity.scaledBy(x: 3, y: 3)
        // Origin so that the baseline lands exactly on a device-pixel boundary.
        let top = ((4 + l.firstBaseline) * 3).rounded() / 3 - l.firstBaseline
        canvas.draw(l, at: Point(x: 4, y: top))
        var height = 0.0
        var rows = 0
        for y in 0..<canvas.height {
            var darkest: UInt8 = 0
            for x in 0..<canvas.width { darkest = max(darkest, canvas.pixmap[x, y].a) }
            height += Double(darkest) / 255
            if darkest > 0 { rows += 1 }
        }
        return (height, rows)
    }

    /// Cap height and x-height in points the system font's glyphs have at `font`.
    static func heights(_ font: Font, compensated: Bool) -> (cap: Double, x: Double) {
        // The machine's catalog always has a face (RenderDataCheckTests.theMachinesDataIsUsable).
        let face = try! FontCatalog.shared.systemFace(weight: font.weight, italic: false, pointSize: font.pointSize)
        let scale = compensated ? SystemFontCompensation(face: face, pointSize: font.pointSize).glyphScale : 1
        let size = font.pointSize * scale
        return (face.capHeight / face.unitsPerEm * size, face.xHeight / face.unitsPerEm * size)
    }

    @Test func compensationOfInterAndInterDisplay() throws {
        let text = try FontCatalog.shared.face(family: "Inter", weight: .regular, italic: false)
        let display = try FontCatalog.shared.face(family: "Inter Display", weight: .regular, italic: false)
        let t = SystemFontCompensation(face: text, pointSize: 17)
        let d = SystemFontCompensation(face: display, pointSize: 34)
        // Inter: caps 2048/2816 = 0.7273 em, x 0.5455 em; Inter Display: 0.7188 and 0.5156.
        #expect(t.glyphScale == 0.9669 && t.advanceScale == 1)
        #expect(d.glyphScale == 0.9826 && d.advanceScale == 0.9826)
        // The optical size follows SF Pro's switch at 20 pt.
        #expect(SystemFontCompensation(face: text, pointSize: 19.99).advanceScale == 1)
        #expect(SystemFontCompensation(face: text, pointSize: 20).advanceScale == 0.9669)
        // What is left: caps a fifth of a percent short, x-height as much past the band.
        #expect(abs(t.capHeightError) < 0.0025 && abs(t.xHeightError) < 0.0025)
        #expect(abs(d.capHeightError) < 0.0025 && abs(d.xHeightError) < 0.0025)
        // A face whose heights are SF Pro's is left alone; one without heights too.
        #expect(
            SystemFontCompensation(capHeight: 1443.0 / 2048, xHeight: 1060.0 / 2048, opticalSize: .text)
                .glyphScale == 1)
        #expect(SystemFontCompensation(capHeight: 0, xHeight: 0.5, opticalSize: .display) == .none)
    }

    /// Every text style at every content size category ends within half a percent of SF
    /// Pro's cap height and x-height band.
    @Test func everyStyleAtEverySizeIsWithinHalfAPercent() throws {
        for style in TextStyle.allCases {
            for category in ContentSizeCategory.all {
                let font = Font.preferredFont(forTextStyle: style, contentSizeCategory: category)
                let c = SystemFontCompensation(
                    face: try FontCatalog.shared.systemFace(weight: font.weight, italic: false, pointSize: font.pointSize),
                    pointSize: font.pointSize)
                let ok = abs(c.capHeightError) <= 0.005 && abs(c.xHeightError) <= 0.005
                #expect(ok, "\(style) at \(category): cap \(c.capHeightError), x \(c.xHeightError)")
            }
        }
    }

    /// iOS 17 draws Body's flat capitals 36 device pixels tall at 3x (0.7046 em × 51 px);
    /// uncompensated Inter drew them 37.1.
    @Test func bodyCapHeightAtThreeXIsSFPros() throws {
        let body = Font.preferredFont(forTextStyle: .body)
        let after = try Self.ink("H", StyledText.Attributes(font: body))
        let before = try Self.ink("H", Self.uncompensated(body))
        #expect(abs(after.height - 36) <= 0.5, "body cap height \(after.height) px at 3x")
        #expect(abs(before.height - 37.09) <= 0.1)
        // The "0" with its overshoots: iOS shows 36 rows; we were at 39, now 38.
        let zero = try Self.ink("0", StyledText.Attributes(font: body))
        #expect(zero.rows == 38, "body 0 touches \(zero.rows) rows")
        #expect(try Self.ink("0", Self.uncompensated(body)).rows == 39)
    }

    /// The compensation changes glyph size only: every line keeps its height, baseline and
    /// ascent of the nominal size.
    @Test func lineMetricsDoNotMove() {
        for style in TextStyle.allCases {
            for category in [ContentSizeCategory.extraSmall, .large, .accessibilityExtraExtraExtraLarge] {
                let font = Font.preferredFont(forTextStyle: style, contentSizeCategory: category)
                let a = Self.layout("Settings Wi-Fi", StyledText.Attributes(font: font))
                let b = Self.layout("Settings Wi-Fi", Self.uncompensated(font))
                #expect(a.lines[0].frame.height == b.lines[0].frame.height)
                #expect(a.lines[0].baseline == b.lines[0].baseline && a.firstBaseline == b.firstBaseline)
                #expect(a.lines[0].ascent == b.lines[0].ascent && a.lines[0].descent == b.lines[0].descent)
                #expect(a.size.height == b.size.height)
                // Widths: as Inter's below 20 pt (SF Pro Text's measured widths), scaled
                // with the glyphs from 20 pt (Display).
                if font.pointSize < 20 { #expect(a.size.width == b.size.width) } else { #expect(a.size.width < b.size.width) }
            }
        }
    }

    /// The ellipsis of truncated system text is drawn at the text's glyph size; runs in a
    /// fallback face (here Noto Sans CJK) keep the nominal size.
    @Test func ellipsisFollowsAndFallbackKeepsNominalSize() throws {
        let body = Font.preferredFont(forTextStyle: .body)
        let scale = SystemFontCompensation(
            face: try FontCatalog.shared.systemFace(weight: body.weight, italic: false, pointSize: body.pointSize),
            pointSize: 17
        ).glyphScale
        let l = TextLayoutEngine.layout(
            StyledText("Settings and more settings", font: body),
            style: ParagraphStyle(lineBreakMode: .truncateTail, numberOfLines: 1), width: 60)
        #expect(l.isTruncated)
        for piece in l.lines[0].runs { #expect(piece.run.size == 17 * scale) }
        let mixed = Self.layout("Wi-Fi 设置", StyledText.Attributes(font: body))
        let sizes = mixed.lines[0].runs.map { ($0.run.face.familyName.hasPrefix("Inter"), $0.run.size) }
        #expect(sizes.contains { $0.0 && $0.1 == 17 * scale })
        #expect(sizes.contains { !$0.0 && $0.1 == 17 })
    }

    /// The widths of the measurement table, after: below 20 pt the advances are Inter's, as
    /// before, but for digits, 4 % wider (`digitsAreWidenedInTheTextSizeOnly`; before that
    /// rule the digit row read 98.154, 87.951, 77.298 and 102.108); a change to the
    /// compensation, the face or the tracking shows here first. Points, to 1/1000.
    @Test func sampleWidthsAfter() {
        let expected: [TextStyle: [Double]] = [
            .body: [42.301, 63.324, 40.273, 102.235],
            .subheadline: [37.922, 56.920, 36.133, 91.552],
            .footnote: [33.343, 50.166, 31.792, 80.419],
            .headline: [44.221, 65.781, 42.132, 106.347]
        ]
        for style in Self.styles {
            let font = Font.preferredFont(forTextStyle: style)
            for (s, want) in zip(Self.samples, expected[style]!) {
                let got = Self.layout(s, StyledText.Attributes(font: font)).size.width
                #expect(abs(got - want) < 0.0005, "\(style) \(s): \(got)")
                if !s.contains("0") { #expect(got == Self.layout(s, Self.uncompensated(font)).size.width) }
            }
        }
        // From 20 pt (SF Pro Display) the advances scale with the glyphs, by 0.9826; the
        // tracking (+0.40 pt at 34 pt, after every letter but the line's last) does not.
        let largeTitle = Font.preferredFont(forTextStyle: .largeTitle)
        let after = Self.layout("Settings", StyledText.Attributes(font: largeTitle)).size.width
        let before = Self.layout("Settings", Self.uncompensated(largeTitle)).size.width
        #expect(abs((after - 7 * 0.40) - (before - 7 * 0.40) * 0.9826) < 1e-9)
        #expect(abs(after - 119.207) < 0.0005, "largeTitle Settings: \(after)")
    }

    /// The only published iOS text widths found (docs/type-metrics.md): public unit tests
    /// of the system font's `boundingRect` widths, floored or rounded up as each test did.
    /// They are why advances below 20 pt stay Inter's: scaled by 0.9669 with the glyphs,
    /// "string" in bold 16 pt would measure 43.1, outside iOS's (44, 45].
    @Test func publishedIOSWidths() {
        func width(_ s: String, _ font: Font) -> Double { Self.layout(s, StyledText.Attributes(font: font)).size.width }
        // SweetUIKit Tests/StringTests.swift: floor(width) of "a" and "aa", systemFont 15.
        #expect(width("a", .systemFont(ofSize: 15)).rounded(.down) == 8)
        #expect(width("aa", .systemFont(ofSize: 15)).rounded(.down) == 16)
        // SwiftyNotifications String+SizeTests.swift: ceil(width) of "string", boldSystemFont 16.
        #expect(width("string", .boldSystemFont(ofSize: 16)).rounded(.up) == 45)
    }

    /// Digits in SF Pro's Text size are about 4 % wider than Inter's unscaled advances
    /// (issue #30, iOS renders at the Medium content size, Body 16 pt): each digit's advance
    /// is widened by ``SystemFontCompensation/textDigitAdvanceScale`` and its ink centred,
    /// while letters keep the widths `publishedIOSWidths` holds. Display sizes are untouched.
    @Test func digitsAreWidenedInTheTextSizeOnly() throws {
        func width(_ s: String, _ size: Double) -> Double {
            Self.layout(s, StyledText.Attributes(font: .systemFont(ofSize: size))).size.width
        }
        func digitAdvances(_ size: Double, _ attributes: StyledText.Attributes) -> Double {
            Self.layout("0123456789", attributes).size.width + 9 * -FontCatalog.systemTracking(forPointSize: size)
        }
        let medium = Font.systemFont(ofSize: 16)
        let widened = digitAdvances(16, StyledText.Attributes(font: medium))
        // Uncompensated Inter has the same advances as compensation without the digit rule.
        let plain = digitAdvances(16, Self.uncompensated(medium))
        #expect(abs(widened / plain - 1.04) < 1e-9, "\(widened) vs \(plain)")
        print("digits 16 pt: \(Self.f(plain)) → \(Self.f(widened)) pt (advances without tracking)")
        // Letters are not widened: "string" keeps Inter's advances.
        let letters = Self.layout("string", StyledText.Attributes(font: medium)).size.width
        #expect(letters == Self.layout("string", Self.uncompensated(medium)).size.width)
        // Display (34 pt): digits scale with the glyphs like every other advance, no more.
        let large = Font.systemFont(ofSize: 34)
        let display = SystemFontCompensation(
            face: try FontCatalog.shared.systemFace(
                weight: .regular, italic: false,
                pointSize: 34), pointSize: 34)
        #expect(display.digitAdvanceScale == 1)
        let ratio = digitAdvances(34, StyledText.Attributes(font: large)) / digitAdvances(34, Self.uncompensated(large))
        #expect(abs(ratio - display.advanceScale) < 1e-9, "\(ratio)")
        #expect(width("0", 16) > width("0", 15))
    }

    /// Prints the table in docs/type-metrics.md (run with `--filter TypeMetricsTests`).
    @Test func measurementTable() {
        var out = "| style | pt | | cap height | x-height | " + Self.samples.map { "\"\($0)\"" }.joined(separator: " | ") + " |\n"
        out += "|---|---|---|---|---|" + String(repeating: "---|", count: Self.samples.count) + "\n"
        for style in Self.styles {
            let font = Font.preferredFont(forTextStyle: style)
            func row(_ label: String, _ attributes: StyledText.Attributes, compensated: Bool) -> String {
                let h = Self.heights(font, compensated: compensated)
                let widths = Self.samples.map { Self.layout($0, attributes).size.width }
                return "| \(style) | \(Int(font.pointSize)) | \(label) | \(Self.f(h.cap)) | \(Self.f(h.x)) | "
                    + widths.map(Self.f).joined(separator: " | ") + " |\n"
            }
            out += row("before", Self.uncompensated(font), compensated: false)
            out += row("after", StyledText.Attributes(font: font), compensated: true)
            let sf =
                "| \(style) | \(Int(font.pointSize)) | SF Pro | \(Self.f(SFProMetrics.capHeight * font.pointSize)) | "
                + "\(Self.f(SFProMetrics.xHeightLow * font.pointSize))–\(Self.f(SFProMetrics.xHeightHigh * font.pointSize)) | "
            out += sf + Array(repeating: "N/F", count: Self.samples.count).joined(separator: " | ") + " |\n"
        }
        print(out)
        #expect(out.contains("| body | 17 | after |"))
    }

    /// Prints docs/type-metrics.md's per-style table: for each style, the sizes set in each
    /// face with that face's compensation and remaining errors; checks that the face
    /// switches from Inter to Inter Display at 20 pt, as SF Pro from Text to Display.
    @Test func styleTable() throws {
        var out =
            "| style | face (file) | optical size | sizes (pt) | glyph scale | advance scale | cap height error | x-height error |\n"
        out += "|---|---|---|---|---|---|---|---|\n"
        for style in TextStyle.allCases {
            var groups: [(path: String, sizes: [Double], c: SystemFontCompensation)] = []
            for category in ContentSizeCategory.all {
                let font = Font.preferredFont(forTextStyle: style, contentSizeCategory: category)
                let face = try FontCatalog.shared.systemFace(weight: font.weight, italic: false, pointSize: font.pointSize)
                #expect(face.path.contains("InterDisplay") == (font.pointSize >= 20), "\(style) \(font.pointSize)")
                if groups.last?.path == face.path {
                    if groups[groups.count - 1].sizes.last != font.pointSize {
                        groups[groups.count - 1].sizes.append(font.pointSize)
                    }
                } else {
                    groups.append((face.path, [font.pointSize], SystemFontCompensation(face: face, pointSize: font.pointSize)))
                }
            }
            for g in groups {
                let file = g.path.split(separator: "/").last.map(String.init) ?? g.path
                let optical = file.hasPrefix("InterDisplay") ? "Display" : "Text"
                out +=
                    "| \(style) | \(file) | \(optical) | \(g.sizes.map { String(Int($0)) }.joined(separator: ", ")) | "
                    + "\(g.c.glyphScale) | \(g.c.advanceScale) | \(Self.percent(g.c.capHeightError)) | "
                    + "\(Self.percent(g.c.xHeightError)) |\n"
            }
        }
        print(out)
    }

    static func percent(_ v: Double) -> String {
        let r = (v * 10_000).rounded() / 100
        return (r > 0 ? "+" : "") + String(r) + " %"
    }

    static func f(_ v: Double) -> String {
        let r = (v * 100).rounded() / 100
        return String(r)
    }
}
