import Foundation
import Raster
import Symbols
import TestSupport
import Testing
import Typesetting

/// Templates as the SF Symbols app has exported custom symbols since template 3.0: only the
/// three small-scale masters (`Ultralight-S`, `Regular-S`, `Black-S`), point-compatible, with
/// the guides of all three rows. Every weight is interpolated between the masters and every
/// scale derived from small, so a bold medium cell draws a bold medium symbol. The files are
/// written here in the app's structure (and in the path-guide structure that hand-made
/// templates use); nothing of Apple's is used.
@Suite struct SymbolTemplateMastersTests {
    /// A bar `width` units wide and 70 tall standing on the baseline: the same four lines in
    /// every master, so the masters are point-compatible.
    static func bar(_ width: Double) -> String { "M0 -70 L\(width) -70 L\(width) 0 L0 0 Z" }

    /// A template of the three small masters (10, 20 and 40 units wide), guides as `<line>`s
    /// as the app writes them (`lineGuides`) or as `<path>`s as hand-made templates do.
    static func masters(
        lineGuides: Bool = true, black: String = bar(40), version: String = "Template v.5.0",
        modern: Bool = false
    ) -> String {
        func guide(_ id: String, _ y: Double) -> String {
            lineGuides
                ? "<line id=\"\(id)\" style=\"fill:none;stroke:#27AAE1;opacity:1;stroke-width:0.5;\" x1=\"263\" x2=\"3036\" y1=\"\(y)\" y2=\"\(y)\"/>"
                : "<path id=\"\(id)\" d=\"M263,\(y) l2773,0\"/>"
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <!--Generator: written by hand for render-cells' tests-->
            <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
            <svg version="1.1" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" \(modern ? "viewBox=\"0 0 3300 2200\"" : "width=\"3300\" height=\"2200\"")>
             <!--glyph: "", point size: 100.0, template writer version: "written by hand for render-cells' tests"-->
            \(modern ? Self.modernStyle : "")
             <g id="Notes">
              <text style="stroke:none;fill:black;font-family:sans-serif;font-size:13;" transform="matrix(1 0 0 1 263 322)">Weight/Scale Variations</text>
              <text id="template-version" style="stroke:none;fill:black;font-family:sans-serif;font-size:13;" transform="matrix(1 0 0 1 3036 1933)">\(version)</text>
             </g>
             <g id="Guides">
              \(modern ? "<g id=\"H-reference\" style=\"fill:#27AAE1;stroke:none;\" transform=\"matrix(1 0 0 1 339 696)\"><path d=\"M0 0L10 -70.459L20 0Z\"/></g>" : "")
              \(guide("Baseline-S", 696))
              \(guide("Capline-S", 625.541))
              \(guide("Baseline-M", 1126))
              \(guide("Capline-M", 1055.54))
              \(guide("Baseline-L", 1556))
              \(guide("Capline-L", 1485.54))
              <line id="left-margin-Regular-S" style="fill:none;stroke:#00AEEF;stroke-width:0.5;opacity:1.0;" x1="1404.68" x2="1404.68" y1="600.785" y2="720.121"/>
              <line id="right-margin-Regular-S" style="fill:none;stroke:#00AEEF;stroke-width:0.5;opacity:1.0;" x1="1424.68" x2="1424.68" y1="600.785" y2="720.121"/>
             </g>
             <g id="Symbols">
              <g id="Ultralight-S" transform="matrix(1 0 0 1 517.088 696)">
               <path class="monochrome-0 multicolor-0:tintColor hierarchical-0:primary\(modern ? " SFSymbolsPreviewWireframe" : "")" d="\(bar(10))"/>
              </g>
              <g id="Regular-S" transform="matrix(1 0 0 1 1404.68 696)">
               <path class="monochrome-0 multicolor-0:tintColor hierarchical-0:primary\(modern ? " SFSymbolsPreviewWireframe" : "")" d="\(bar(20))"/>
              </g>
              <g id="Black-S" transform="matrix(1 0 0 1 2884.86 696)">
               <path class="monochrome-0 multicolor-0:tintColor hierarchical-0:primary\(modern ? " SFSymbolsPreviewWireframe" : "")" d="\(black)"/>
              </g>
             </g>
            </svg>
            """
    }

    /// The style block templates have had since the app's layer annotations (template 4.0 on).
    static let modernStyle = """
         <style>.defaults {-sfsymbols-variable-value-mode:color;-sfsymbols-draw-reverses-motion-groups:true}

        .monochrome-0 {-sfsymbols-motion-group:0}

        .SFSymbolsPreviewWireframe {fill:none;opacity:1.0;stroke:black;stroke-width:0.5}
        </style>
        """

    static func image(_ catalog: SymbolCatalog, weight: FontWeight = .regular, scale: SymbolScale = .medium) throws -> SymbolImage
    {
        try SymbolImage(
            systemName: "square", configuration: SymbolConfiguration(textStyle: .body, weight: weight, scale: scale),
            catalog: catalog)
    }

    /// Every weight is drawn, interpolated linearly in the OpenType weight class: Thin is a
    /// third of the way from Ultralight (10) to Regular (20), Bold 0.6 of the way from Regular
    /// to Black (40). The bar's width to height says which.
    @Test(arguments: ["Template v.3.0", "Template v.4.0", "Template v.5.0", "Template v.6.0"])
    func everyWeightFromThreeMasters(version: String) throws {
        let dir = try SymbolTemplateText.folder(["square.svg": Self.masters(version: version)])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let catalog = SymbolCatalog(templateFolder: dir)
        let expected: [(FontWeight, Double)] = [
            (.ultraLight, 10), (.thin, 10 + 10.0 / 3), (.light, 10 + 20.0 / 3), (.regular, 20),
            (.medium, 24), (.semibold, 28), (.bold, 32), (.heavy, 36), (.black, 40)
        ]
        for (weight, width) in expected {
            let image = try Self.image(catalog, weight: weight)
            #expect(abs(image.size.width / image.size.height - width / 70) < 1e-6, "\(weight): \(image.size)")
        }
        // Weights differ in pixels, not only in size: bold is not the Regular master.
        func pixels(_ image: SymbolImage) throws -> [UInt8] {
            let canvas = try #require(Canvas(width: 40, height: 40))
            canvas.clear(.transparent)
            image.draw(in: canvas, rect: Rect(x: 2, y: 2, width: image.size.width, height: image.size.height), color: .black)
            return canvas.pixmap.data
        }
        #expect(try pixels(Self.image(catalog, weight: .bold)) != pixels(Self.image(catalog)))
    }

    /// Medium and large come from small at SF's ratios: medium is 1/0.78 of small, large
    /// 1.29 of medium, as when a medium group stands in for the others.
    @Test func everyScaleFromSmall() throws {
        let dir = try SymbolTemplateText.folder(["square.svg": Self.masters()])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let catalog = SymbolCatalog(templateFolder: dir)
        let small = try Self.image(catalog, scale: .small)
        let medium = try Self.image(catalog, scale: .medium)
        let large = try Self.image(catalog, weight: .bold, scale: .large)
        let boldMedium = try Self.image(catalog, weight: .bold)
        #expect(abs(medium.size.height / small.size.height - 1 / 0.78) < 1e-6)
        #expect(abs(large.size.height / boldMedium.size.height - 1.29) < 1e-6)
        // The small bar's cap height is Body's cap height at small scale, as a small group's is.
        #expect(small.size.height > 0 && abs(small.size.width / small.size.height - 20.0 / 70) < 1e-6)
    }

    /// The structure of today's exports (a viewBox, a style block of layer annotations, the
    /// H reference in the guides, the wireframe class on every path) reads as the older one.
    @Test func todaysStructure() throws {
        let old = try SymbolTemplateText.folder(["square.svg": Self.masters()])
        let new = try SymbolTemplateText.folder(["square.svg": Self.masters(version: "Template v.7.0", modern: true)])
        defer {
            try? FileManager.default.removeItem(atPath: old)
            try? FileManager.default.removeItem(atPath: new)
        }
        for weight in [FontWeight.thin, .regular, .heavy] {
            let a = try Self.image(SymbolCatalog(templateFolder: old), weight: weight, scale: .large)
            let b = try Self.image(SymbolCatalog(templateFolder: new), weight: weight, scale: .large)
            #expect(abs(a.size.width - b.size.width) < 1e-9 && abs(a.size.height - b.size.height) < 1e-9, "\(weight)")
        }
    }

    /// Guides written as `<path>`s (hand-made templates) read as the app's `<line>`s do.
    @Test func pathGuides() throws {
        let lines = try SymbolTemplateText.folder(["square.svg": Self.masters()])
        let paths = try SymbolTemplateText.folder(["square.svg": Self.masters(lineGuides: false)])
        defer {
            try? FileManager.default.removeItem(atPath: lines)
            try? FileManager.default.removeItem(atPath: paths)
        }
        let a = try Self.image(SymbolCatalog(templateFolder: lines), weight: .semibold)
        let b = try Self.image(SymbolCatalog(templateFolder: paths), weight: .semibold)
        #expect(abs(a.size.width - b.size.width) < 1e-9 && abs(a.size.height - b.size.height) < 1e-9)
    }

    /// Masters that are not point-compatible cannot be interpolated: the error names the file,
    /// both masters and the lines they start on, and what differs.
    @Test func incompatibleMastersAreALocatedError() throws {
        let dir = try SymbolTemplateText.folder(["square.svg": Self.masters(black: "M0 -70 L40 -70 L40 0 Z")])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let catalog = SymbolCatalog(templateFolder: dir)
        #expect(throws: (any Error).self) { try Self.image(catalog, weight: .bold) }
        do {
            _ = try Self.image(catalog, weight: .bold)
        } catch {
            let message = "\(error)"
            #expect(message.contains("\(dir)/square.svg"))
            #expect(message.contains("Regular-S (line ") && message.contains("Black-S (line "), "\(message)")
            #expect(message.contains("path 1 has 5 elements against 4"), "\(message)")
        }
        // The weights that need only the compatible masters still draw.
        #expect(try Self.image(catalog, weight: .light).size.width > 0)
    }

    /// A template that draws Regular on both the small and the medium row sets the ratio
    /// between its scales itself: here medium is drawn 1.5 times small (measured against each
    /// row's guides), not SF's 1/0.78, so a bold medium symbol interpolated from the small
    /// masters is 1.5 times the bold small one. Without the Regular-M group, SF's ratio holds.
    @Test func theTemplatesOwnRowsSetTheScaleRatio() throws {
        // Regular-M: 30 wide (the small one's 20 × 1.5) and 105 tall (70 × 1.5), on row M.
        let regularM = """
              <g id="Regular-M" transform="matrix(1 0 0 1 1404.68 1126)">
               <path d="M0 -105 L30 -105 L30 0 L0 0 Z"/>
              </g>
             </g>
            </svg>
            """
        let text = Self.masters().replacingOccurrences(of: " </g>\n</svg>", with: regularM)
        try #require(text.contains("id=\"Regular-M\""))
        let drawn = try SymbolTemplateText.folder(["square.svg": text])
        let masters = try SymbolTemplateText.folder(["square.svg": Self.masters()])
        defer {
            try? FileManager.default.removeItem(atPath: drawn)
            try? FileManager.default.removeItem(atPath: masters)
        }
        // Each row's height against its own guides: row S's cap height is 70.459 units, row M's 70.46.
        let ratio = (105 / 70.46) / (70 / 70.459)
        let own = SymbolCatalog(templateFolder: drawn)
        let boldSmall = try Self.image(own, weight: .bold, scale: .small)
        let boldMedium = try Self.image(own, weight: .bold, scale: .medium)
        #expect(
            abs(boldMedium.size.height / boldSmall.size.height - ratio) < 1e-9,
            "\(boldMedium.size.height / boldSmall.size.height)")
        // Regular medium is the drawn group itself, 1.5 times Regular small.
        let regularSmall = try Self.image(own, scale: .small)
        let regularMedium = try Self.image(own)
        #expect(abs(regularMedium.size.height / regularSmall.size.height - ratio) < 1e-9)
        // Large comes from medium at the template's medium-to-large ratio: it draws no weight
        // on both rows, so SF's 1.29.
        let large = try Self.image(own, scale: .large)
        #expect(abs(large.size.height / regularMedium.size.height - 1.29) < 1e-9)
        let sf = SymbolCatalog(templateFolder: masters)
        let sfRatio = try Self.image(sf, weight: .bold).size.height / Self.image(sf, weight: .bold, scale: .small).size.height
        #expect(abs(sfRatio - 1 / 0.78) < 1e-9)
    }

    /// A drawn row without both guides, or with its cap line below its baseline, is an error
    /// naming the guide, its line and the file (it was passed over, ending in "has no group").
    @Test func missingOrMalformedGuidesAreNamed() throws {
        func message(_ text: String) throws -> String {
            let dir = try SymbolTemplateText.folder(["square.svg": text])
            defer { try? FileManager.default.removeItem(atPath: dir) }
            do {
                _ = try Self.image(SymbolCatalog(templateFolder: dir), scale: .small)
                return "no error"
            } catch {
                return "\(error)"
            }
        }
        let noCapline = try message(Self.masters().replacingOccurrences(of: "id=\"Capline-S\"", with: "id=\"Cap-S\""))
        #expect(noCapline.contains("square.svg"), "\(noCapline)")
        #expect(noCapline.contains("Black-S (line "), "\(noCapline)")
        #expect(
            noCapline.contains("is drawn on row S, but there is no Capline-S guide beside Baseline-S (line 13"),
            "\(noCapline)")
        let upsideDown = try message(Self.masters().replacingOccurrences(of: "y1=\"625.541\"", with: "y1=\"700\""))
        #expect(upsideDown.contains("guide Capline-S (line 14"), "\(upsideDown)")
        #expect(upsideDown.contains("at y 700.0 is not above Baseline-S (line 13"), "\(upsideDown)")
        let none = try message(
            Self.masters().replacingOccurrences(of: "id=\"Baseline-", with: "id=\"Base-")
                .replacingOccurrences(of: "id=\"Capline-", with: "id=\"Cap-"))
        #expect(none.contains("no Baseline-S/M/L or Capline-S/M/L guide"), "\(none)")
    }
}
