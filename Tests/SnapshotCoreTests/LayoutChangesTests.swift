import Raster
import SnapshotCore
import Testing
import Typesetting

/// Layout dumps compared element by element, and the failure message built from pixels,
/// fonts and layout together.
@Suite struct LayoutChangesTests {
    static func dump(rowHeight: Double, font: String, extra: Bool = false, background: String = "#FFFFFFFF") -> String {
        let extraElement =
            extra
            ? """
            , {"id": "sections[0].items[1]", "kind": "cell", "frame": [0, 44, 390, 44], "properties": {}, "children": []}
            """ : ""
        return """
            {"backgroundColor": "\(background)", "width": 390, "height": \(rowHeight), "scale": 3, "elements": [
              {"id": "sections[0].items[0]", "kind": "cell", "frame": [0, 0, 390, \(rowHeight)], "properties": {},
               "children": [
                 {"id": "sections[0].items[0].secondaryText", "kind": "text", "frame": [20, 11.5137, 80, 20.2871],
                  "properties": {"font": "\(font)", "color": "#3C3C4399"}, "children": []}]}\(extraElement)]}
            """
    }

    static func inter(sha: String) -> FontFileInfo {
        FontFileInfo(
            family: "Inter", style: "Regular", path: "/usr/share/fonts/opentype/inter/Inter-Regular.otf",
            faceIndex: 0, sha256: sha)
    }

    @Test func namesFramesPropertiesAndElementsThatCameOrWent() throws {
        let changes = try #require(
            LayoutChanges(
                reference: Self.dump(rowHeight: 44, font: "subheadline 15pt weight 0"),
                actual: Self.dump(rowHeight: 48, font: "body 17pt weight 0", extra: true)))
        // Ranked: content and style first (a font, a new element), then sizes.
        #expect(
            changes.changes.map(\.summary) == [
                "sections[0].items[0].secondaryText (text): font subheadline 15pt weight 0 → body 17pt weight 0",
                "sections[0].items[1] (cell): new",
                "list (list): height 44 → 48",
                "sections[0].items[0] (cell): height 44 → 48"
            ])
        let back = try #require(
            LayoutChanges(
                reference: Self.dump(rowHeight: 44, font: "f", extra: true),
                actual: Self.dump(rowHeight: 44, font: "f")))
        #expect(back.changes == [LayoutChange(id: "sections[0].items[1]", kind: "cell", status: .removed)])
        #expect(
            LayoutChanges(reference: Self.dump(rowHeight: 44, font: "f"), actual: Self.dump(rowHeight: 44, font: "f"))?
                .isEmpty == true)
        #expect(LayoutChanges(reference: "not json", actual: Self.dump(rowHeight: 44, font: "f")) == nil)
        #expect(LayoutChanges(reference: "{\"width\": 3}", actual: Self.dump(rowHeight: 44, font: "f")) == nil)
    }

    @Test func longListsAreCut() throws {
        let changes = LayoutChanges(changes: (0..<25).map { LayoutChange(id: "e\($0)", kind: "text", status: .added) })
        let lines = changes.summary(limit: 20).split(separator: "\n")
        #expect(lines.count == 21)
        #expect(lines.last == "  … and 5 more")
    }

    /// A renamed row: its text changes, its row grows, and everything below only moves.
    static func settings(title: String, titleWidth: Double, rowHeight: Double, rows: Int) -> String {
        var elements = [
            """
            {"id": "sections[0].items[0]", "kind": "cell", "frame": [0, 0, 390, \(rowHeight)], "properties": {}, "children": [
              {"id": "sections[0].items[0].text", "kind": "text", "frame": [20, 11, \(titleWidth), 20],
               "properties": {"string": "\(title)"}, "children": []}]}
            """
        ]
        for row in 1..<rows {
            let y = rowHeight + Double(row - 1) * 44
            elements.append(
                """
                {"id": "sections[0].items[\(row)]", "kind": "cell", "frame": [0, \(y), 390, 44], "properties": {}, "children": []}
                """)
        }
        elements.append(
            """
            {"id": "sections[1].footer", "kind": "footer", "frame": [4, \(rowHeight + Double(rows - 1) * 44 + 8), 382, 30],
             "properties": {}, "children": []}
            """)
        return """
            {"width": 390, "height": \(rowHeight + Double(rows) * 44), "scale": 3, "elements": [\(elements.joined(separator: ","))]}
            """
    }

    @Test func causesComeFirstAndMovesAreCounted() throws {
        let changes = try #require(
            LayoutChanges(
                reference: Self.settings(title: "Privacy & Security", titleWidth: 150, rowHeight: 44, rows: 21),
                actual: Self.settings(title: "Privacy and Security", titleWidth: 162, rowHeight: 62, rows: 21)))
        #expect(
            changes.changes.map(\.rank) == [.content] + Array(repeating: .size, count: 2) + Array(repeating: .moved, count: 21))
        #expect(
            changes.summary() == """
                  sections[0].items[0].text (text): string Privacy & Security → Privacy and Security; width 150 → 162
                  list (list): height 968 → 986
                  sections[0].items[0] (cell): height 44 → 62
                  … and 21 elements moved down by 18 pt
                """)
        // Cut to one line, the count of what was cut and the moves still show.
        #expect(
            changes.summary(limit: 1).split(separator: "\n").map(String.init) == [
                "  sections[0].items[0].text (text): string Privacy & Security → Privacy and Security; width 150 → 162",
                "  … and 2 more",
                "  … and 21 elements moved down by 18 pt"
            ])
    }

    @Test func movesOfSeveralDistancesAreCountedCommonestFirst() {
        func moved(_ id: String, x: (String, String)?, y: (String, String)?) -> LayoutChange {
            var fields: [LayoutChange.Field] = []
            if let x { fields.append(.init(name: "x", reference: x.0, actual: x.1)) }
            if let y { fields.append(.init(name: "y", reference: y.0, actual: y.1)) }
            return LayoutChange(id: id, kind: "cell", status: .changed, fields: fields)
        }
        let changes = LayoutChanges(changes: [
            moved("a", x: ("20", "18"), y: ("10", "14.5")),
            moved("b", x: nil, y: ("50", "32")),
            moved("c", x: nil, y: ("94", "76"))
        ])
        #expect(changes.summary() == "  3 elements moved: 2 up by 18 pt, 1 left by 2 pt and down by 4.5 pt")
        #expect(LayoutChanges(changes: [moved("a", x: ("0", "1"), y: nil)]).summary() == "  1 element moved right by 1 pt")
    }

    @Test func aFailureGivesPixelsFontsAndLayout() throws {
        let white = try #require(Pixmap(width: 20, height: 20, color: .white))
        var black = white
        black[3, 4] = PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255)
        let fonts = SnapshotFontRecord([Self.inter(sha: "aa")])
        let otherFonts = SnapshotFontRecord([Self.inter(sha: "bb")])
        let reference = SnapshotPicture(pixmap: white, layout: Self.dump(rowHeight: 44, font: "f"), fonts: fonts)
        let actual = SnapshotPicture(pixmap: black, layout: Self.dump(rowHeight: 48, font: "f"), fonts: otherFonts)
        let comparison = SnapshotComparison(actual: actual, reference: reference)
        #expect(!comparison.passes)
        #expect(
            comparison.failureMessage() == """
                1 of 400 pixels differ (0.25 %) by up to 255/255; the first at (3, 4); all within x 3–3, y 4–4 (1 × 1); \
                the densest 16×16 window is 0.39 % different.
                The fonts differ, which may be the whole cause: font Inter Regular differs: the reference used \
                Inter-Regular.otf with SHA-256 aa…, this render Inter-Regular.otf with bb… (render-cells doctor \
                --reference names the fonts found here; draw with the reference's, or re-record).
                Layout changes (2 elements):
                  list (list): height 44 → 48
                  sections[0].items[0] (cell): height 44 → 48
                """)
        // Same pixels: a pass, whatever the fonts and layout say.
        let same = SnapshotComparison(
            actual: SnapshotPicture(pixmap: white, layout: "x", fonts: otherFonts), reference: reference)
        #expect(same.passes && same.failureMessage() == nil && same.fontMismatch == nil && same.layoutChanges == nil)
    }

    @Test func picturesRoundTripThroughPNG() throws {
        var pixmap = try #require(Pixmap(width: 4, height: 3, color: .white))
        pixmap[1, 2] = PremultipliedRGBA8(r: 0, g: 50, b: 0, a: 128)
        let picture = SnapshotPicture(
            pixmap: pixmap, layout: Self.dump(rowHeight: 44, font: "ب"),
            fonts: SnapshotFontRecord([Self.inter(sha: "cc")]))
        let png = try picture.pngData()
        #expect(try SnapshotPicture(png: png) == picture)
        #expect(try PNGDecoder.decode(png) == pixmap)
        let bare = try SnapshotPicture(png: try PNGEncoder().encode(pixmap))
        #expect(bare.layout == nil && bare.fonts == nil && bare.pixmap == pixmap)
    }
}
