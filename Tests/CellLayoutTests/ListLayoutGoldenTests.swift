import Foundation
import Gallery
import RenderCells
import SnapshotCore
import TestSupport
import Testing

// Golden layout dumps for regression: each appearance × {cell, subtitleCell, valueCell,
// each with a symbol and a disclosure, under a header and above a footer} × {xS, L, XXXL,
// AX1, AX5}, as `DisplayList.dumpJSON()` writes it, compared byte for byte with
// `Tests/CellLayoutTests/Fixtures/layouts/<name>.json`.
//
// The dump is text, so it is compared as bytes (unlike pictures). Text widths in it come
// from the installed fonts, so each fixture keeps a font record beside it
// (`<name>.fonts.json`, as the PNG snapshots do) and a render with other font files fails
// naming the font. Recording follows the PNG snapshots' `RENDER_CELLS_RECORD` semantics
// (SnapshotRecordMode: all / failed / missing / never; `never` under CI): a recorded
// fixture fails the test so that someone reads it before it is kept.

/// Checks `dump` against the fixture `<name>.json` and its font record.
func assertLayoutDump(_ dump: [UInt8], fonts: SnapshotFontRecord, named name: String,
                      sourceLocation: SourceLocation = #_sourceLocation)
{
    let directory = packageRoot + "/Tests/CellLayoutTests/Fixtures/layouts"
    let path = directory + "/" + name + ".json"
    let fontPath = directory + "/" + name + ".fonts.json"
    let mode = SnapshotRecordMode.fromEnvironment(ProcessInfo.processInfo.environment)
    let manager = FileManager.default
    func fail(_ message: String) { Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation) }
    func record() {
        do {
            try manager.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try Data(dump).write(to: URL(fileURLWithPath: path), options: .atomic)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try (encoder.encode(fonts) + Data([10])).write(to: URL(fileURLWithPath: fontPath), options: .atomic)
            fail("recorded a new layout fixture at \(path); read it, check it against the reference, and run again")
        } catch {
            fail("cannot record layout fixture \(path): \(error)")
        }
    }

    let exists = manager.fileExists(atPath: path)
    if mode == .all || (!exists && (mode == .missing || mode == .failed)) { return record() }
    guard exists, let reference = manager.contents(atPath: path) else {
        return fail("no layout fixture at \(path) (record with RENDER_CELLS_RECORD=missing)")
    }
    guard let data = manager.contents(atPath: fontPath),
          let referenceFonts = try? JSONDecoder().decode(SnapshotFontRecord.self, from: data)
    else {
        if mode == .failed { return record() }
        return fail("layout fixture '\(name)' has no readable font record at \(fontPath)")
    }
    if let why = fonts.mismatch(against: referenceFonts) {
        if mode == .failed { return record() }
        return fail("layout fixture '\(name)': \(why)")
    }
    if Array(reference) == dump { return }
    if mode == .failed { return record() }

    let failures = packageRoot + "/.snapshot-failures/layouts"
    let actualPath = failures + "/" + name + ".actual.json"
    try? manager.createDirectory(atPath: failures, withIntermediateDirectories: true)
    try? Data(dump).write(to: URL(fileURLWithPath: actualPath), options: .atomic)
    let expected = String(decoding: reference, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    let actual = String(decoding: dump, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    let line = zip(expected, actual).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(expected.count, actual.count)
    let want = line < expected.count ? String(expected[line]) : "(end)"
    let got = line < actual.count ? String(actual[line]) : "(end)"
    fail("layout dump '\(name)' differs from \(path) at line \(line + 1): expected `\(want)`, got `\(got)`; "
        + "actual dump: \(actualPath)")
}

@Suite struct ListLayoutGoldenTests {
    typealias R = ListReference

    static let appearances: [ListAppearance] = [.plain, .grouped, .insetGrouped, .sidebar, .sidebarPlain]

    /// The three main cell variants, each with a symbol and a disclosure.
    static func sections(_ a: ListAppearance) -> [ListGallery.Section] {
        let disclosure: [CellAccessory] = [.disclosureIndicator()]
        return [R.section(a, header: "Header", footer: "Footer", [
            R.row(.cell, "General", symbol: "gear", accessories: disclosure),
            R.row(.subtitleCell, "Bluetooth", secondary: "Connected", symbol: "bolt", accessories: disclosure),
            R.row(.valueCell, "Wi-Fi", secondary: "Home", symbol: "wifi", accessories: disclosure),
        ])]
    }

    static func width(_ a: ListAppearance) -> Double { a == .sidebar || a == .sidebarPlain ? 320 : 390 }

    /// The dump of a list and the fonts its picture uses (found by drawing it at 1x).
    static func dump(_ a: ListAppearance, _ c: ContentSizeCategory) throws -> ([UInt8], SnapshotFontRecord) {
        let view = ListGallery.collectionView(sections(a), traits: R.traits(c))
        let list = view.layout(width: width(a), scale: 3).displayList()
        let sketch = DisplayList(size: list.size, scale: 1, backgroundColor: list.backgroundColor,
                                 commands: list.commands, elements: list.elements)
        let (w, h) = sketch.pixelSize
        let canvas = try #require(Canvas(width: w, height: h))
        sketch.draw(in: canvas)
        let record = SnapshotFontRecord(canvas.usedFaces.map { FontCatalog.shared.fileInfo(for: $0) })
        return (list.dumpJSON(), record)
    }

    @Test("layout dump matches its fixture", arguments: appearances, R.sweep)
    func golden(_ a: ListAppearance, _ c: ContentSizeCategory) throws {
        let (dump, fonts) = try Self.dump(a, c)
        #expect(!fonts.fonts.isEmpty)
        assertLayoutDump(dump, fonts: fonts, named: "list-\(a.rawValue)-\(c.shortName)")
    }

    @Test("the dump is the same bytes twice")
    func dumpIsStable() throws {
        #expect(try Self.dump(.insetGrouped, .large).0 == Self.dump(.insetGrouped, .large).0)
    }
}
