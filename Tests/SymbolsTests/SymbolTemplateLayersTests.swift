import Foundation
import Raster
import Symbols
import TestSupport
import Testing
import Typesetting

/// Templates as SF Symbols 5 and 6 export them (template 4.0 on): every path has
/// `monochrome-N` classes and the `<style>` says which are left out (`opacity:0.0`) and which
/// erase what is behind them (with `-sfsymbols-clear-behind:true`), as in real exports of a
/// cupcake with its wrapper's stripes cut out and a photo with a cleared gap around its badge.
/// Written here in that structure for the tests; nothing of Apple's is used.
@Suite struct SymbolTemplateLayersTests {
    /// A rectangle in template units (y down, the baseline at 0).
    static func box(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> String {
        "M\(x0) \(y0) L\(x1) \(y0) L\(x1) \(y1) L\(x0) \(y1) Z"
    }

    /// The layers, in order: a body 60 wide and 70 tall; a hole erased from it; a gap erased
    /// for a badge; the badge, drawn inside the gap; a bar to the right left out.
    static let layers = [
        box(0, -70, 60, 0), box(5, -60, 15, -50), box(35, -30, 55, -10), box(40, -25, 50, -15),
        box(70, -70, 80, 0)
    ]

    static let style = """
         <style>.monochrome-0 {-sfsymbols-motion-group:0}
        .monochrome-1 {opacity:0.0;-sfsymbols-clear-behind:true;-sfsymbols-motion-group:0}
        .monochrome-2 {opacity:0.0;-sfsymbols-clear-behind:true;-sfsymbols-motion-group:1}
        .monochrome-3 {-sfsymbols-clear-behind:true;-sfsymbols-motion-group:1}
        .monochrome-4 {opacity:0.0;-sfsymbols-motion-group:2}
        .SFSymbolsPreviewWireframe {fill:none;opacity:1.0;stroke:black;stroke-width:0.5}
        </style>
        """

    /// The three small masters (the same layers in each: point-compatible), with the style
    /// block or without it (a template 3.0 export, whose paths are all drawn).
    static func template(styled: Bool) -> String {
        let paths = layers.enumerated().map { i, d in
            "   <path class=\"monochrome-\(i) multicolor-\(i):tintColor hierarchical-\(i):primary SFSymbolsPreviewWireframe\" d=\"\(d)\"/>"
        }.joined(separator: "\n")
        let groups = [("Ultralight-S", 517.088), ("Regular-S", 1404.68), ("Black-S", 2884.86)].map { id, x in
            "  <g id=\"\(id)\" transform=\"matrix(1 0 0 1 \(x) 696)\">\n\(paths)\n  </g>"
        }.joined(separator: "\n")
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg version="1.1" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 3300 2200">
            \(styled ? style : "")
             <g id="Notes"><text id="template-version" transform="matrix(1 0 0 1 3036 1933)">\(styled ? "Template v.6.0" : "Template v.3.0")</text></g>
             <g id="Guides">
              <line id="Baseline-S" x1="263" x2="3036" y1="696" y2="696"/>
              <line id="Capline-S" x1="263" x2="3036" y1="625.541" y2="625.541"/>
              <line id="Baseline-M" x1="263" x2="3036" y1="1126" y2="1126"/>
              <line id="Capline-M" x1="263" x2="3036" y1="1055.54" y2="1055.54"/>
              <line id="Baseline-L" x1="263" x2="3036" y1="1556" y2="1556"/>
              <line id="Capline-L" x1="263" x2="3036" y1="1485.54" y2="1485.54"/>
             </g>
             <g id="Symbols">
            \(groups)
             </g>
            </svg>
            """
    }

    /// The symbol drawn 2 pixels per template unit; the alpha at a template point.
    static func alpha(styled: Bool, weight: FontWeight) throws -> (Double, Double) -> UInt8 {
        let dir = try SymbolTemplateText.folder(["square.svg": template(styled: styled)])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let image = try SymbolImage(
            systemName: "square", configuration: SymbolConfiguration(textStyle: .body, weight: weight),
            catalog: SymbolCatalog(templateFolder: dir))
        let width = styled ? 60.0 : 80.0
        #expect(abs(image.size.width / image.size.height - width / 70) < 1e-6, "\(image.size)")
        let canvas = try #require(Canvas(width: Int(2 * width), height: 140))
        canvas.clear(.transparent)
        image.draw(in: canvas, rect: Rect(x: 0, y: 0, width: 2 * width, height: 140), color: .black)
        let pixmap = canvas.pixmap
        return { x, y in pixmap.data[(Int(2 * (y + 70)) * pixmap.width + Int(2 * x)) * 4 + 3] }
    }

    @Test(arguments: [FontWeight.regular, .bold, .ultraLight])
    func erasersCutAndHiddenLayersAreLeftOut(weight: FontWeight) throws {
        let a = try Self.alpha(styled: true, weight: weight)
        #expect(a(30, -40) == 255, "the body")
        #expect(a(10, -55) == 0, "the hole erased from the body")
        #expect(a(37, -12) == 0, "the gap cleared around the badge")
        #expect(a(45, -20) == 255, "the badge drawn in its gap")
    }

    /// Without a style block (template 3.0), every path is drawn: the same layers make one
    /// solid figure with the bar beside it.
    @Test func withoutAStyleEveryPathIsDrawn() throws {
        let a = try Self.alpha(styled: false, weight: .regular)
        #expect(a(10, -55) == 255 && a(37, -12) == 255 && a(75, -35) == 255)
    }
}
