import Foundation
import RenderCells
import SnapshotCore

/// A comparison sheet as an offline HTML page: the same title and headers as the picture,
/// each panel its own PNG inside the page. A page is not bound by the largest picture a
/// sheet can be (`Pixmap.maxDimension` a side), only each panel is, so it is the form for
/// sheets too big to look at as one picture.
public struct SheetPage: Sendable {
    public var title: String?
    public var scale: Double
    /// The panels; their frames are their sizes in device pixels (at the origin when the
    /// page was made without a sheet picture).
    public var panels: [SheetPanel]
    /// Each panel's picture as PNG bytes, in the order of ``panels``.
    public var pictures: [[UInt8]]
    /// The header texts, outermost first, as ``SheetPicture`` keeps them.
    public var columnHeaders: [[String]]
    public var rowHeaders: [[String]]
    public var rowCount: Int
    public var columnCount: Int

    /// The page of a drawn sheet: each panel cut from the picture.
    public init(_ picture: SheetPicture) throws {
        title = picture.title
        scale = picture.scale
        panels = picture.panels
        pictures = try picture.panels.map { try PNGEncoder().encode(picture.pixmap(of: $0)) }
        columnHeaders = picture.columnHeaders
        rowHeaders = picture.rowHeaders
        rowCount = picture.rowCount
        columnCount = picture.columnCount
    }

    init(
        title: String?, scale: Double, panels: [SheetPanel], pictures: [[UInt8]], columnHeaders: [[String]],
        rowHeaders: [[String]], rowCount: Int, columnCount: Int
    ) {
        self.title = title
        self.scale = scale
        self.panels = panels
        self.pictures = pictures
        self.columnHeaders = columnHeaders
        self.rowHeaders = rowHeaders
        self.rowCount = rowCount
        self.columnCount = columnCount
    }

    /// The page's style and its one script (zoom to device pixels), files of their own beside
    /// this one (sheet-page.css, sheet-page.js), embedded in the binary as the report's are.
    static let style = String(decoding: PackageResources.sheet_page_css, as: UTF8.self)
    static let script = String(decoding: PackageResources.sheet_page_js, as: UTF8.self)

    /// The page: panels shown at their size in points, zoomed to one device pixel per
    /// screen pixel by a click; PNG data inside the page, so it opens from `file://` with no
    /// network and no side files.
    public func html() -> String {
        let escape = HTMLText.escape
        var out = """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8">
            <meta name="generator" content="render-cells compare">
            <title>\(escape(title ?? "comparison sheet"))</title>
            <style>

            """ + Self.style + """
                </style></head><body>

                """
        if let title { out += "<h1>\(escape(title))</h1>\n" }
        out += "<table>\n"
        let rowAxes = rowHeaders.count
        // Column headers: one table row per axis, each value spanning its group.
        for (k, values) in columnHeaders.enumerated() {
            out += "<tr>" + String(repeating: "<td></td>", count: rowAxes)
            for span in HeaderSpans.spans(columnHeaders, level: k) {
                out += "<th colspan=\"\(span.count)\">\(escape(values[span.lowerBound]))</th>"
            }
            out += "</tr>\n"
        }
        // Each row axis's groups, by the row they start at: a value heads its group's first
        // row only, spanning the group.
        let rowSpans = rowHeaders.indices.map { k in
            Dictionary(uniqueKeysWithValues: HeaderSpans.spans(rowHeaders, level: k).map { ($0.lowerBound, $0) })
        }
        for r in 0..<rowCount {
            out += "<tr>"
            for (k, values) in rowHeaders.enumerated() {
                guard let span = rowSpans[k][r] else { continue }
                out += "<th class=\"row\" rowspan=\"\(span.count)\">\(escape(values[r]))</th>"
            }
            for (panel, png) in zip(panels, pictures) where panel.row == r {
                let w = Double(panel.frame.width) / scale
                let h = Double(panel.frame.height) / scale
                out +=
                    "<td><figure style=\"margin:0\"><img alt=\"\(escape(panel.name))\" title=\"\(escape(panel.name))\" "
                    + "width=\"\(format(w))\" height=\"\(format(h))\" "
                    + "src=\"\(HTMLText.pngDataURI(png))\">"
                    + "<figcaption>\(escape(panel.name))</figcaption></figure></td>"
            }
            out += "</tr>\n"
        }
        out += """
            </table>
            <script>

            """ + Self.script + """
                </script>
                </body></html>

                """
        return out
    }

    private func format(_ v: Double) -> String {
        v == v.rounded() ? String(Int(v)) : String((v * 1000).rounded() / 1000)
    }
}
