import Raster
import Symbols
import TestSupport
import Testing
import Typesetting

/// Sizes, weights, directions and drawing of ``SymbolImage`` (the sizing rule of
/// `SymbolImage+Metrics.swift`, checked against the measured anchors of docs/uikit-reference.md §3.4/§3.8).
@Suite struct SymbolImageTests {
    static let emphasizedBodySmall = SymbolConfiguration(
        font: Font.preferredFont(forTextStyle: .body).emphasized(),
        scale: .small)

    static func environment(_ category: ContentSizeCategory = .large, rtl: Bool = false) -> TextEnvironment {
        TextEnvironment(contentSizeCategory: category, layoutDirection: rtl ? .rightToLeft : .leftToRight)
    }

    @Test(
        "disclosure chevron: chevron.forward, EmphasizedBody 17 pt semibold, small ≈ 6.7 × 12 pt (docs/uikit-reference.md §3.8)")
    func disclosureChevronAnchor() throws {
        let chevron = try SymbolImage(systemName: "chevron.forward", configuration: Self.emphasizedBodySmall)
        #expect(chevron.pointSize == 17 && chevron.weight == .semibold && chevron.scale == .small)
        print("chevron.forward EmphasizedBody small: \(chevron.size.width) × \(chevron.size.height) pt")
        // Phosphor's caret (160 units of geometry) and semibold's stroke in a live square of
        // 17 × 1443/2048 × 1.08 = 12.94 pt: 11.76 pt, measured 11.67–12.
        #expect(abs(chevron.size.height - 11.85) <= 0.17)
        // Its width at semibold's stroke: 6.79 pt, within the 1/3-pt measuring error of
        // iOS's 6.67 (Material's chevron was 7.23).
        #expect(abs(chevron.size.width - 6.67) <= 1.0 / 3)
    }

    @Test("Body, scale large: most symbols 21–23 pt, the wide ones 27–28 pt wide (iPadOS sidebar at 2x, docs/symbols.md)")
    func bodyLargeAnchors() throws {
        let body = SymbolConfiguration(textStyle: .body, scale: .large)
        #expect(abs(SymbolImage.targetDimension(pointSize: 17, scale: .large) - 17 * 1443 / 2048 * 1.78) < 1e-9)
        // SF's measured 42–46 px include about a pixel of antialiasing: 20.5–23 pt of ink;
        // the icon set draws a few figures (the house) a little inside its live square.
        for name in ["star.fill", "gear", "house", "person.crop.circle", "folder", "bell", "magnifyingglass", "rectangle.stack"] {
            let image = try SymbolImage(systemName: name, configuration: body)
            let side = max(image.size.width, image.size.height)
            #expect(side >= 20 && side <= 23, "\(name): \(image.size.width) × \(image.size.height) pt")
        }
        // Wide symbols keep their aspect: wider than the point size, not fitted into a square.
        for name in ["tv", "dot.radiowaves.left.and.right"] {
            let image = try SymbolImage(systemName: name, configuration: body)
            #expect(image.size.width >= 26 && image.size.width <= 28.5, "\(name): \(image.size.width) pt wide")
            #expect(image.size.height < image.size.width * 0.85, "\(name): \(image.size.height) pt tall")
        }
        // A flat figure stays flat and a small one small: nothing is stretched to the square.
        let ellipsis = try SymbolImage(systemName: "ellipsis", configuration: body)
        #expect(ellipsis.size.height < 5 && ellipsis.size.width > 15)
        // rectangle.stack is a stack standing as tall as the others, not a flat strip.
        let stack = try SymbolImage(systemName: "rectangle.stack", configuration: body)
        #expect(stack.size.height > 20 && stack.size.width > 20)
    }

    @Test("outlineDisclosure chevron.down is the chevron turned a quarter (measured 11.7 × 6.7 pt)")
    func chevronDown() throws {
        let forward = try SymbolImage(systemName: "chevron.forward", configuration: Self.emphasizedBodySmall)
        let down = try SymbolImage(systemName: "chevron.down", configuration: Self.emphasizedBodySmall)
        print("chevron.down EmphasizedBody small: \(down.size.width) × \(down.size.height) pt")
        #expect(abs(down.size.width - forward.size.height) < 1e-9)
        #expect(abs(down.size.height - forward.size.width) < 1e-9)
        let up = try SymbolImage(systemName: "chevron.up", configuration: Self.emphasizedBodySmall)
        #expect(abs(up.size.width - down.size.width) < 1e-9 && abs(up.size.height - down.size.height) < 1e-9)
    }

    @Test("scales: the live square is 1.08, 1.38 and 1.78 × the cap height; a figure without strokes scales exactly")
    func scales() throws {
        let cap = 20 * 1443.0 / 2048
        for (scale, factor) in [(SymbolScale.small, 1.08), (.medium, 1.38), (.large, 1.78), (.default, 1.38)] {
            #expect(abs(SymbolImage.targetDimension(pointSize: 20, scale: scale) - cap * factor) < 1e-9)
        }
        // star.fill is all fill: its ink is the same share of the live square at every scale.
        var sides: [SymbolScale: Double] = [:]
        for scale in [SymbolScale.small, .medium, .large, .default] {
            let image = try SymbolImage(systemName: "star.fill", configuration: SymbolConfiguration(pointSize: 20, scale: scale))
            sides[scale] = max(image.size.width, image.size.height)
        }
        #expect(abs(sides[.medium]! / sides[.small]! - 1.38 / 1.08) < 1e-9)
        #expect(abs(sides[.large]! / sides[.small]! - 1.78 / 1.08) < 1e-9)
        #expect(sides[.default] == sides[.medium])
        // Stroked figures grow with the scale too; their strokes keep the weight's width.
        for name in ["gearshape", "checkmark", "line.horizontal.3"] {
            let sizes = try [SymbolScale.small, .medium, .large].map {
                try SymbolImage(systemName: name, configuration: SymbolConfiguration(pointSize: 20, scale: $0)).size.width
            }
            #expect(sizes[0] < sizes[1] && sizes[1] < sizes[2], "\(name): \(sizes)")
        }
    }

    @Test("a text style follows the content size category; a point size does not")
    func dynamicType() throws {
        let body = SymbolConfiguration(textStyle: .body, scale: .medium)
        let large = try SymbolImage(systemName: "heart", configuration: body, environment: Self.environment(.large))
        let ax3 = try SymbolImage(
            systemName: "heart", configuration: body, environment: Self.environment(.accessibilityExtraLarge))
        #expect(large.pointSize == 17 && ax3.pointSize == 40)
        #expect(abs(ax3.size.width / large.size.width - 40.0 / 17) < 1e-9)
        let fixed = SymbolConfiguration(pointSize: 30)
        let a = try SymbolImage(systemName: "heart", configuration: fixed, environment: Self.environment(.large))
        let b = try SymbolImage(
            systemName: "heart", configuration: fixed, environment: Self.environment(.accessibilityExtraLarge))
        #expect(a == b && a.pointSize == 30)
        // No configuration: Body's 17 pt at Large, medium, regular.
        let plain = try SymbolImage(systemName: "heart", environment: Self.environment(.accessibilityExtraLarge))
        #expect(plain.pointSize == 17 && plain.scale == .medium && plain.weight == .regular)
    }

    @Test("a point size applied over a text style replaces it (size is one setting)")
    func applyingSize() {
        let base = SymbolConfiguration(textStyle: .body, scale: .large)
        let sized = base.applying(SymbolConfiguration(pointSize: 30))
        #expect(sized.textStyle == nil && sized.pointSize == 30 && sized.scale == .large)
        let weighted = base.applying(SymbolConfiguration(weight: .bold))
        #expect(weighted.textStyle == .body && weighted.weight == .bold)
    }

    @Test("heavier weights widen the chevron's ink monotonically, and lengthen it by their stroke only")
    func weightsAreMonotonic() throws {
        var previous = -Double.infinity
        var previousHeight = -Double.infinity
        for weight in FontWeight.allCases {
            let c = SymbolConfiguration(textStyle: .body, weight: weight, scale: .small)
            let chevron = try SymbolImage(systemName: "chevron.forward", configuration: c)
            print("chevron.forward \(weight): \(chevron.size.width) × \(chevron.size.height)")
            #expect(chevron.size.width > previous, "\(weight)")
            #expect(chevron.size.height > previousHeight && chevron.size.height < 13, "\(weight)")
            previous = chevron.size.width
            previousHeight = chevron.size.height
        }
    }

    @Test("heavier weights put more ink down, for a symbol wider than tall too")
    func weightsAddInk() throws {
        var previous = -1
        for weight in FontWeight.allCases {
            let star = try SymbolImage(systemName: "star", configuration: SymbolConfiguration(pointSize: 40, weight: weight))
            let canvas = try #require(Canvas(width: 60, height: 60))
            star.draw(in: canvas, rect: Rect(x: 2, y: 2, width: star.size.width, height: star.size.height), color: .black)
            let data = canvas.pixmap.data
            let ink = stride(from: 3, to: data.count, by: 4).reduce(0) { $0 + Int(data[$1]) }
            #expect(ink > previous, "\(weight)")
            previous = ink
        }
    }

    @Test("forward and backward symbols mirror in right-to-left; right and left do not")
    func rightToLeft() throws {
        for name in ["chevron.forward", "chevron.backward", "arrow.forward"] {
            let ltr = try SymbolImage(systemName: name, environment: Self.environment())
            let rtl = try SymbolImage(systemName: name, environment: Self.environment(rtl: true))
            #expect(rtl.size == ltr.size)
            let flipped = ltr.path.applying(Transform(a: -1, b: 0, c: 0, d: 1, tx: ltr.size.width, ty: 0))
            #expect(Self.samePoints(flipped, rtl.path), "\(name)")
            #expect(!Self.samePoints(ltr.path, rtl.path), "\(name)")
        }
        let right = try SymbolImage(systemName: "chevron.right", environment: Self.environment())
        let rightRTL = try SymbolImage(systemName: "chevron.right", environment: Self.environment(rtl: true))
        #expect(right == rightRTL)
    }

    /// Element-wise equality of two paths to 1e-9 pt (mirroring rounds differently).
    static func samePoints(_ a: Path, _ b: Path) -> Bool {
        let pa = a.flattened(tolerance: 0.01).flatMap(\.points)
        let pb = b.flattened(tolerance: 0.01).flatMap(\.points)
        guard pa.count == pb.count else { return false }
        return zip(pa, pb).allSatisfy { abs($0.x - $1.x) < 1e-9 && abs($0.y - $1.y) < 1e-9 }
    }

    @Test("the outline fills exactly its ink box")
    func pathFillsInkBox() throws {
        for name in ["star", "chevron.down", "minus.circle.fill", "line.horizontal.3"] {
            let image = try SymbolImage(systemName: name, configuration: SymbolConfiguration(pointSize: 17, weight: .bold))
            let points = image.path.flattened(tolerance: 0.001).flatMap(\.points)
            let xs = points.map(\.x)
            let ys = points.map(\.y)
            #expect(abs(xs.min()!) < 1e-3 && abs(ys.min()!) < 1e-3, "\(name)")
            #expect(abs(xs.max()! - image.size.width) < 1e-3 && abs(ys.max()! - image.size.height) < 1e-3, "\(name)")
        }
    }

    @Test("drawing: tint colour inside, nothing outside the rect; aspect-fit into other rects")
    func drawing() throws {
        let star = try SymbolImage(systemName: "star.fill", configuration: SymbolConfiguration(pointSize: 40))
        let canvas = try #require(Canvas(width: 80, height: 80))
        canvas.clear(.white)
        let rect = Rect(x: 10, y: 12, width: star.size.width, height: star.size.height)
        star.draw(in: canvas, rect: rect, color: RGBAColor(r: 0, g: 122, b: 255))
        // The centre of a filled star is solid tint.
        let centre = canvas.pixmap[Int(rect.midX), Int(rect.midY + 2)]
        #expect(centre == RGBAColor(r: 0, g: 122, b: 255).premultiplied)
        // Outside the ink box, untouched.
        var touchedOutside = 0
        for y in 0..<80 {
            for x in 0..<80 where !rect.insetBy(dx: -1, dy: -1).contains(Point(x: Double(x) + 0.5, y: Double(y) + 0.5)) {
                if canvas.pixmap[x, y] != RGBAColor.white.premultiplied { touchedOutside += 1 }
            }
        }
        #expect(touchedOutside == 0)
        // A square rect: the star keeps its aspect ratio, centred.
        let square = try #require(Canvas(width: 80, height: 80))
        star.draw(in: square, rect: Rect(x: 0, y: 0, width: 80, height: 80), color: .black)
        let rows = (0..<80).filter { y in (0..<80).contains { square.pixmap[$0, y].a > 0 } }
        let expectedHeight = 80 * star.size.height / star.size.width
        #expect(abs(Double(rows.count) - expectedHeight) <= 2)
        #expect(abs(Double(rows.first!) - (80 - expectedHeight) / 2) <= 1)
    }

    @Test("palette: minus.circle.fill shows a white minus on a red disc; plain symbols ignore secondary")
    func palette() throws {
        let minus = try SymbolImage(systemName: "minus.circle.fill", configuration: SymbolConfiguration(pointSize: 40))
        #expect(minus.hasKnockoutDisc || minus.knockout != nil)
        let canvas = try #require(Canvas(width: 60, height: 60))
        canvas.clear(.transparent)
        let red = RGBAColor(r: 255, g: 59, b: 48)
        let rect = Rect(x: 5, y: 5, width: minus.size.width, height: minus.size.height)
        minus.draw(in: canvas, rect: rect, primary: red, secondary: .white)
        #expect(canvas.pixmap[Int(rect.midX), Int(rect.midY)] == RGBAColor.white.premultiplied)
        #expect(canvas.pixmap[Int(rect.midX), Int(rect.minY + rect.height * 0.2)] == red.premultiplied)
        // Single-colour drawing leaves the minus transparent.
        let plain = try #require(Canvas(width: 60, height: 60))
        minus.draw(in: plain, rect: rect, color: red)
        #expect(plain.pixmap[Int(rect.midX), Int(rect.midY)].a == 0)
        // A symbol without a knocked-out disc draws the same either way.
        let star = try SymbolImage(systemName: "star", configuration: SymbolConfiguration(pointSize: 40))
        let a = try #require(Canvas(width: 60, height: 60))
        let b = try #require(Canvas(width: 60, height: 60))
        star.draw(in: a, rect: rect, color: red)
        star.draw(in: b, rect: rect, primary: red, secondary: .white)
        #expect(a.pixmap == b.pixmap)
    }

    @Test("drawing a material: symbol notes the icon face as used (for the snapshot's font record)")
    func notesFace() throws {
        let star = try SymbolImage(systemName: "material:star")
        let canvas = try #require(Canvas(width: 30, height: 30))
        star.draw(in: canvas, rect: Rect(x: 0, y: 0, width: 20, height: 20), color: .black)
        #expect(canvas.usedFaces.contains { $0.familyName == SymbolCatalog.fontFamily })
    }

    /// The share of a symbol's ink box its ink covers, drawn at 3x in one colour.
    static func coverage(_ name: String, _ configuration: SymbolConfiguration = SymbolConfiguration(pointSize: 17)) throws
        -> Double
    {
        let image = try SymbolImage(systemName: name, configuration: configuration)
        let w = Int((image.size.width * 3).rounded(.up))
        let h = Int((image.size.height * 3).rounded(.up))
        let canvas = try #require(Canvas(width: w, height: h))
        canvas.clear(.transparent)
        canvas.transform = Transform(scale: 3)
        image.draw(in: canvas, rect: Rect(origin: .zero, size: image.size), color: .black)
        var ink = 0
        for y in 0..<h { for x in 0..<w { ink += Int(canvas.pixmap[x, y].a) } }
        return Double(ink) / 255 / (image.size.width * image.size.height * 9)
    }

    @Test("plain names are outlines and .fill names are filled, by ink coverage (tray, doc, person.crop.circle …)")
    func fillVersusOutline() throws {
        var lines: [String] = []
        for name in [
            "tray", "doc", "person.crop.circle", "folder", "heart", "star", "bell", "trash", "house", "flag",
            "gearshape", "bookmark", "envelope", "archivebox", "paperplane", "circle", "square",
            "heart.circle", "xmark.circle"
        ] {
            let plain = try Self.coverage(name)
            let filled = try Self.coverage(name + ".fill")
            lines.append("\(name) \(plain) \(filled)")
            // An outline leaves at least half its box empty (its strokes are 1/12 of the
            // point size, so thin figures such as an envelope still cover about half); the
            // filled form covers clearly more.
            #expect(plain < 0.52, "\(name) covers \(plain) of its box: filled, not an outline")
            #expect(filled > plain * 1.15, "\(name).fill covers \(filled), \(name) \(plain)")
        }
        // The names measured filled before #20 (Material's regular style is its filled one)
        // are plainly outlines now: under 45 % of the box, their fills over 1.5 times that.
        for name in ["tray", "doc", "person.crop.circle"] {
            let plain = try Self.coverage(name)
            let filled = try Self.coverage(name + ".fill")
            #expect(plain < 0.45 && filled > 1.5 * plain, "\(name) \(plain) \(filled)")
        }
        print(lines.joined(separator: "\n"))
    }

    @Test("regular strokes are 1/12 of the point size at every scale; weights follow the ratio table")
    func strokeWidth() throws {
        // `minus` is one horizontal stroke with round caps: its ink height is the stroke.
        for scale in [SymbolScale.small, .medium, .large] {
            for (weight, ratio) in [(FontWeight.ultraLight, 0.32), (.regular, 1.0), (.semibold, 1.28), (.black, 1.95)] {
                let minus = try SymbolImage(
                    systemName: "minus",
                    configuration: SymbolConfiguration(
                        pointSize: 24, weight: weight,
                        scale: scale))
                #expect(abs(minus.size.height - 2 * ratio) < 0.02, "\(scale) \(weight): \(minus.size.height)")
            }
        }
        // A headline's symbol is semibold, as the text is.
        #expect(try SymbolImage(systemName: "star", configuration: SymbolConfiguration(textStyle: .headline)).weight == .semibold)
    }

    @Test("composed .circle.fill: the figure is cut out in one colour and filled with the secondary in a palette")
    func composedKnockout() throws {
        let heart = try SymbolImage(systemName: "heart.circle.fill", configuration: SymbolConfiguration(pointSize: 40))
        #expect(heart.knockout != nil && !heart.hasKnockoutDisc)
        let rect = Rect(x: 5, y: 5, width: heart.size.width, height: heart.size.height)
        let red = RGBAColor(r: 255, g: 59, b: 48)
        let one = try #require(Canvas(width: 60, height: 60))
        heart.draw(in: one, rect: rect, color: red)
        // The heart's middle is cut out; the disc's rim is red.
        #expect(one.pixmap[Int(rect.midX), Int(rect.midY)].a == 0)
        #expect(one.pixmap[Int(rect.midX), Int(rect.minY + 2)] == red.premultiplied)
        let two = try #require(Canvas(width: 60, height: 60))
        heart.draw(in: two, rect: rect, primary: red, secondary: .white)
        #expect(two.pixmap[Int(rect.midX), Int(rect.midY)] == RGBAColor.white.premultiplied)
        // The ring form has the figure drawn, not cut out: the ring's inside is empty.
        let ring = try SymbolImage(systemName: "heart.circle", configuration: SymbolConfiguration(pointSize: 40))
        #expect(ring.knockout == nil)
        #expect(try Self.coverage("heart.circle") < Self.coverage("heart.circle.fill"))
    }

    @Test("deterministic: independent catalogs give equal images and equal pixels")
    func determinism() throws {
        func render(_ catalog: SymbolCatalog) throws -> Pixmap {
            let canvas = try #require(Canvas(width: 200, height: 40))
            canvas.clear(.white)
            canvas.transform = Transform(scale: 2)
            var x = 1.3
            for (name, weight) in [
                ("star", FontWeight.ultraLight), ("gearshape", .black), ("chevron.down", .semibold),
                ("checkmark.circle.fill", .regular)
            ] {
                let image = try SymbolImage(
                    systemName: name, configuration: SymbolConfiguration(pointSize: 15, weight: weight),
                    catalog: catalog)
                image.draw(
                    in: canvas, rect: Rect(x: x, y: 1.7, width: image.size.width, height: image.size.height),
                    primary: .black, secondary: RGBAColor(r: 255, g: 0, b: 0))
                x += 24.25
            }
            return canvas.pixmap
        }
        let a = SymbolCatalog()
        let b = SymbolCatalog()
        let first = try render(a)
        #expect(try render(b) == first)
        #expect(try render(a) == first)
        #expect(try SymbolImage(systemName: "heart", catalog: a) == SymbolImage(systemName: "heart", catalog: a))
    }
}
