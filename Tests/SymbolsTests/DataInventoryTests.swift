import Foundation
import Symbols
import Testing
import Typesetting

/// What `render-cells doctor` lists: the fonts, the symbol set and the Material Icons font a
/// data location provides, and what is missing.
@Suite struct DataInventoryTests {
    /// A fresh folder laid out like an unpacked archive: `<root>/bin/` and, when `withData`,
    /// `<root>/share/render-cells/`.
    static func prefix(withData: Bool) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("data-inventory-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root + "/bin", withIntermediateDirectories: true)
        if withData {
            try FileManager.default.createDirectory(atPath: root + "/share/render-cells", withIntermediateDirectories: true)
        }
        return root
    }

    /// The inventory `render-cells doctor` prints names every required family on a machine
    /// set up by scripts/setup, and a missing family with what to do.
    @Test func theInventoryNamesWhatIsMissing() throws {
        let full = DataInventory(
            location: DataLocation(folder: nil, systemLookups: true),
            catalog: FontCatalog(data: DataLocation(folder: nil, systemLookups: true)),
            symbols: SymbolCatalog())
        #expect(full.problems == [], "\(full.problems)")
        #expect(full.fonts.contains { ($0.path as NSString).lastPathComponent == "Inter-Regular.otf" })
        #expect(full.symbolSet.map { $0.outlineIcons > 1000 && $0.fillIcons > 1000 } == true)
        #expect(full.materialNames > 2000)

        let root = try Self.prefix(withData: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let bare = DataLocation(environment: [DataLocation.noSystemDataVariable: "1"], executablePath: root + "/bin/render-cells")
        let data = root + "/share/render-cells"
        let empty = DataInventory(
            location: bare, catalog: FontCatalog(data: bare),
            symbols: SymbolCatalog(
                symbolSetPath: data + "/" + DataLocation.symbolSetSubpath,
                fontPath: data + "/" + DataLocation.materialFontSubpath,
                nameListPath: data + "/" + DataLocation.materialNameListSubpath))
        #expect(empty.fonts.isEmpty && empty.symbolSet == nil && empty.materialFont == nil)
        #expect(empty.missingFamilies == DataLocation.requiredFamilies)
        #expect(
            empty.problems.first
                == "font families \(DataLocation.requiredFamilies.joined(separator: ", ")) not found in \(data)/fonts",
            "\(empty.problems)")
        #expect(empty.problems.contains { $0.contains("symbol set") })
    }

    /// Two folders holding the same icons give the same digest, and any changed byte another.
    @Test func theSymbolSetDigestDependsOnContentNotPlace() throws {
        let a = try Self.prefix(withData: false)
        let b = try Self.prefix(withData: false)
        defer {
            try? FileManager.default.removeItem(atPath: a)
            try? FileManager.default.removeItem(atPath: b)
        }
        for root in [a, b] {
            for style in ["regular", "fill"] {
                try FileManager.default.createDirectory(atPath: root + "/" + style, withIntermediateDirectories: true)
            }
            try Data("<svg/>".utf8).write(to: URL(fileURLWithPath: root + "/regular/star.svg"))
            try Data("<svg></svg>".utf8).write(to: URL(fileURLWithPath: root + "/fill/star-fill.svg"))
        }
        #expect(DataInventory.symbolSetDigest(at: a) == DataInventory.symbolSetDigest(at: b))
        try Data("<svg />".utf8).write(to: URL(fileURLWithPath: b + "/regular/star.svg"))
        #expect(DataInventory.symbolSetDigest(at: a) != DataInventory.symbolSetDigest(at: b))
    }
}
