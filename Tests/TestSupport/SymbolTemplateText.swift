import Foundation

/// SF Symbols templates written by hand in the structure Apple's SF Symbols app exports
/// (notes, guides, weight-and-scale groups), for the tests of a symbols folder; nothing of
/// Apple's is in them.
package enum SymbolTemplateText {
    /// A diamond 91 units wide and 90 tall standing on the baseline.
    package static let diamond = "M45.5 -80 L91 -35 L45.5 10 L0 -35 Z"

    /// A template in the SF Symbols app's structure: notes, guides at the app's medium
    /// positions (cap height 70.46 units of a 100-pt glyph), and the given symbol groups.
    package static func make(_ groups: [(id: String, path: String)]) -> String {
        let symbols = groups.map {
            """
              <g id="\($0.id)" transform="matrix(1 0 0 1 1551.11 1126)">
               <path class="monochrome-0 multicolor-0:tintColor" d="\($0.path)"/>
              </g>
            """
        }.joined(separator: "\n")
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
            <svg version="1.1" xmlns="http://www.w3.org/2000/svg" width="3300" height="2200">
             <!--glyph: "", point size: 100.0, template writer version: "written by hand for render-cells' tests"-->
             <g id="Notes">
              <rect height="2200" id="artboard" style="fill:white;opacity:1" width="3300" x="0" y="0"/>
              <text style="stroke:none;fill:black;font-family:sans-serif;font-size:13;" transform="matrix(1 0 0 1 263 322)">Weight/Scale Variations</text>
             </g>
             <g id="Guides">
              <line id="Baseline-M" style="fill:none;stroke:#27AAE1;opacity:1;stroke-width:0.577;" x1="263" x2="3036" y1="1126" y2="1126"/>
              <line id="Capline-M" style="fill:none;stroke:#27AAE1;opacity:1;stroke-width:0.577;" x1="263" x2="3036" y1="1055.54" y2="1055.54"/>
              <line id="left-margin-Regular-M" style="fill:none;stroke:#00AEEF;" x1="1551.11" x2="1551.11" y1="1030.79" y2="1150.12"/>
              <line id="right-margin-Regular-M" style="fill:none;stroke:#00AEEF;" x1="1642.11" x2="1642.11" y1="1030.79" y2="1150.12"/>
             </g>
             <g id="Symbols">
            \(symbols)
             </g>
            </svg>
            """
    }

    /// A fresh scratch folder holding `files` (name → text).
    package static func folder(_ files: [String: String]) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("symbol-templates-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: URL(fileURLWithPath: dir + "/" + name)) }
        return dir
    }
}
