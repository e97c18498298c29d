import Foundation
import Symbols
import TestSupport
import Testing
import Typesetting

/// Symbol templates are budgeted before their outlines are flattened (#37 M1): a heavy
/// template cost about 54 MB, and a folder of 300 took 11.4 GB.
@Suite struct SymbolTemplateBudgetTests {
    /// `count` cubic curves of about 9,200 flattened points each at the design tolerance
    /// (control points 4,000,000 units out): a few hundred bytes that flatten to megabytes.
    static func heavy(_ count: Int) -> String {
        "M0 0 " + Array(repeating: "C0 -4000000 4000000 -4000000 4000000 0", count: count).joined(separator: " ") + " Z"
    }

    static func read(_ name: String, in catalog: SymbolCatalog) -> String? {
        do {
            _ = try SymbolImage(systemName: name, configuration: SymbolConfiguration(textStyle: .body), catalog: catalog)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func aTemplateOverItsPointBudgetIsRefusedNamingIt() throws {
        let dir = try SymbolTemplateText.folder(["star.svg": SymbolTemplateText.make([("Regular-M", Self.heavy(30))])])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let error = try #require(Self.read("star", in: SymbolCatalog(templateFolder: dir)))
        #expect(error.contains("star.svg"), "\(error)")
        #expect(error.contains("more than the 250000 of a template"), "\(error)")
    }

    /// Templates each under their own budget are read until the catalog's is spent; the
    /// next is refused without being read, and an ordinary symbol of another catalog still draws.
    @Test func aFolderOfHeavyTemplatesStopsAtTheCatalogBudget() throws {
        var files: [String: String] = [:]
        for i in 0..<12 { files["s\(i).svg"] = SymbolTemplateText.make([("Regular-M", Self.heavy(24))]) }
        let dir = try SymbolTemplateText.folder(files)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let catalog = SymbolCatalog(templateFolder: dir)
        let errors = (0..<12).map { Self.read("s\($0)", in: catalog) }
        let refused = errors.compactMap { $0 }
        #expect(errors.prefix(9).allSatisfy { $0 == nil }, "\(errors)")
        #expect(!refused.isEmpty && refused.allSatisfy { $0.contains("over the budget of one symbols folder") }, "\(refused)")
        let fresh = try SymbolTemplateText.folder([
            "star.svg": SymbolTemplateText.make([("Regular-M", SymbolTemplateText.diamond)])
        ])
        defer { try? FileManager.default.removeItem(atPath: fresh) }
        #expect(Self.read("star", in: SymbolCatalog(templateFolder: fresh)) == nil)
    }

    /// A curve with coordinates near 1e200 trapped converting its step count to an Int
    /// (found by scripts/fuzz symbol-template); it is now capped like any long curve.
    @Test func hugeCoordinatesDoNotTrap() throws {
        let d = "M0 0 C0 -4e200 4e200 -4e200 4e200 0 Z"
        let dir = try SymbolTemplateText.folder(["star.svg": SymbolTemplateText.make([("Regular-M", d)])])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = Self.read("star", in: SymbolCatalog(templateFolder: dir))
    }
}
