import Benchmarks
import Foundation
import Gallery
import ListSpec
import RenderCells
import SnapshotCore
import TestSupport
import Testing

/// The layout dump's writer and reader against what they replaced, on real dumps: every
/// example spec in a spread of its variants, the bench's full Settings screen in every
/// appearance, style and a spread of sizes, the demo's lists and the checked-in golden
/// dumps. The writer must give Foundation's JSONEncoder's bytes (every reference picture
/// carries its dump), and a comparison of two dumps must name the same changes, in the same
/// order, as the comparison that read them with JSONSerialization (``LegacyLayoutComparison``).
@Suite struct LayoutDumpTests {
    /// The dumps to check, by name.
    static func dumps() throws -> [(name: String, list: DisplayList)] {
        var out: [(String, DisplayList)] = []
        let examples = packageRoot + "/examples"
        let files = (FileManager.default.enumerator(atPath: examples)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".yaml") && !$0.contains("__Snapshots__") }.sorted()
        #expect(files.count >= 5, "\(files)")
        for file in files {
            let spec = try ListSpec(contentsOf: examples + "/" + file)
            let variants = spec.snapshotVariants
            // A spread: the first, the last and some between (a spec can have hundreds).
            let step = max(1, variants.count / 6)
            for index in Set(stride(from: 0, to: variants.count, by: step).map { $0 } + [variants.count - 1]).sorted() {
                out.append(("\(file)#\(variants[index])", try spec.displayList(for: variants[index]).0))
            }
        }
        // The bench's full screen, as `bench --test-runs` writes it.
        let rows = zip(BenchmarkScenes.fullScreenNames, BenchmarkScenes.fullScreenSymbols).enumerated().map { i, row in
            "      - {variant: valueCell, image: \(row.1), text: \"\(row.0)\", secondaryText: \(i % 3 == 0 ? "On" : "Off"), "
                + "accessories: [disclosureIndicator]}"
        }
        let screen = try ListSpec(
            yaml:
                "width: 390\nscale: 3\nheight: 844\nvariants:\n  appearance: [plain, grouped, insetGrouped, sidebar, sidebarPlain]\n"
                + "  style: [light, dark]\n  contentSize: [xS, L, XXXL, AX1, AX3]\n"
                + "sections:\n  - header: Settings\n    items:\n" + rows.joined(separator: "\n") + "\n")
        for variant in screen.snapshotVariants { out.append(("screen#\(variant)", try screen.displayList(for: variant).0)) }
        // The gallery's lists: swipes, reordering (lifted rows as layers), an outline grid.
        let gallery: [(String, [ListGallery.Section])] = [
            ("swipes", ListGallery.swipes(.insetGrouped)), ("reordering", ListGallery.reordering(.plain)),
            ("emoji", ListGallery.emojiExplorer()), ("states", ListGallery.states(.sidebar))
        ]
        for (name, sections) in gallery {
            out.append((name, ListGallery.collectionView(sections).layout(width: 390, scale: 3).displayList()))
        }
        return out
    }

    /// The dump as it was written before: the same value through JSONEncoder.
    static func encoderDump(_ list: DisplayList) -> [UInt8] {
        struct Dump: Encodable {
            var width: Double
            var height: Double
            var scale: Double
            var backgroundColor: String
            var elements: [DisplayElement]
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let dump = Dump(
            width: list.size.width, height: list.size.height, scale: list.scale,
            backgroundColor: DisplayElement.hex(list.backgroundColor), elements: list.elements)
        let data = (try? encoder.encode(dump)) ?? Data("{}".utf8)
        return Array(data) + [0x0A]
    }

    @Test func theWriterGivesTheEncodersBytes() throws {
        let dumps = try Self.dumps()
        #expect(dumps.count > 60)
        for (name, list) in dumps {
            #expect(list.dumpJSON() == Self.encoderDump(list), "\(name)")
        }
    }

    /// Awkward strings, numbers the encoder writes with an exponent, empty and nested
    /// containers; NaN and a 300-deep nesting, which the encoder refuses, as `{}`.
    @Test func awkwardValuesAsTheEncoderWritesThem() throws {
        let awkward = "quote \" back\\slash /slash\t\n\r\u{8}\u{C}\u{1}\u{1F}\u{7F} é 漢字 🎉 \u{2028} \u{FFFE} </script>"
        var leaf = DisplayElement(
            id: awkward, kind: "k\u{0}", frame: Rect(x: 1e-7, y: -0.0, width: 1e21, height: 123_456_789.125),
            properties: [awkward: awkward, "": "", "B": "b", "a": "", "é": "1", "aa": "\u{10FFFF}"])
        leaf.children = [DisplayElement(id: "empty", kind: "k", frame: Rect(x: 0, y: 0, width: 0, height: 0))]
        for scale in [1.0, 2.5, 3] {
            let list = DisplayList(
                size: Size(width: 390.3333, height: 1e16), scale: scale,
                backgroundColor: RGBAColor(red: 1, green: 0.5, blue: 0, alpha: 1),
                commands: [], elements: [leaf, leaf.prefixingIDs(with: "p/")])
            #expect(list.dumpJSON() == Self.encoderDump(list))
        }
        let empty = DisplayList(size: Size(width: 0, height: 0), scale: 1, backgroundColor: .clear, commands: [], elements: [])
        #expect(empty.dumpJSON() == Self.encoderDump(empty))
        var bad = leaf
        bad.frame[2] = .nan
        let refused = DisplayList(
            size: Size(width: 1, height: 1), scale: 1, backgroundColor: .clear, commands: [], elements: [bad])
        #expect(refused.dumpJSON() == Array("{}\n".utf8))
        #expect(refused.dumpJSON() == Self.encoderDump(refused))
        for depth in [200, 254, 255, 256, 300] {
            var deep = DisplayElement(id: "leaf", kind: "k", frame: Rect(x: 0, y: 0, width: 1, height: 1))
            for _ in 0..<depth {
                deep = DisplayElement(id: "n", kind: "k", frame: Rect(x: 0, y: 0, width: 1, height: 1), children: [deep])
            }
            let list = DisplayList(
                size: Size(width: 1, height: 1), scale: 1, backgroundColor: .clear, commands: [], elements: [deep])
            #expect(list.dumpJSON() == Self.encoderDump(list), "depth \(depth)")
        }
    }

    /// The comparison of two real dumps names the same changes as before, for neighbouring
    /// variants (a size or style apart: many frames and fonts change) and far ones; and a
    /// render's display list compared without its dump gives what its dump gives.
    @Test func comparisonsAsBefore() throws {
        var texts = try Self.dumps().map {
            (name: $0.name, text: String(decoding: $0.list.dumpJSON(), as: UTF8.self), list: Optional($0.list))
        }
        let golden = packageRoot + "/Tests/CellLayoutTests/Fixtures/layouts"
        for file in try FileManager.default.contentsOfDirectory(atPath: golden).sorted() where file.hasSuffix(".json") {
            texts.append((file, try String(contentsOfFile: golden + "/" + file, encoding: .utf8), nil))
        }
        var compared = 0
        var changes = 0
        for i in texts.indices {
            for j in [i, (i + 1) % texts.count, (i + texts.count / 2) % texts.count] {
                let (a, b) = (texts[i], texts[j])
                let now = LayoutChanges(reference: a.text, actual: b.text)
                let before = LegacyLayoutComparison.changes(reference: a.text, actual: b.text)
                #expect(now?.changes == before, "\(a.name) → \(b.name)")
                #expect(now?.summary() == before.map { LayoutChanges(changes: $0).summary() })
                if let list = b.list { #expect(LayoutChanges(reference: a.text, actual: list) == now, "\(a.name) → \(b.name)") }
                compared += 1
                changes += now?.changes.count ?? 0
            }
        }
        #expect(compared > 200)
        #expect(changes > 10_000)
    }

    /// A list whose dump is `{}` (a NaN), or that nests past the typed reading's limit, is
    /// compared through its dump: the same answer either way.
    @Test func aListCompareLikeItsDump() throws {
        let reference = String(decoding: try Self.dumps()[0].list.dumpJSON(), as: UTF8.self)
        var element = DisplayElement(
            id: "e", kind: "cell", frame: Rect(x: 0, y: 0, width: 10, height: 10), properties: ["x": "7"])
        element.frame.append(3)
        var lists = [
            DisplayList(size: Size(width: 10, height: .nan), scale: 1, backgroundColor: .white, commands: [], elements: [])
        ]
        lists.append(
            DisplayList(size: Size(width: 10, height: 10), scale: 1, backgroundColor: .white, commands: [], elements: [element]))
        for depth in [199, 200, 201, 253, 254, 255] {
            var deep = DisplayElement(id: "leaf", kind: "k", frame: Rect(x: 0, y: 0, width: 1, height: 1))
            for _ in 0..<depth {
                deep = DisplayElement(id: "n\(depth)", kind: "k", frame: Rect(x: 0, y: 0, width: 1, height: 1), children: [deep])
            }
            lists.append(
                DisplayList(size: Size(width: 1, height: 1), scale: 1, backgroundColor: .clear, commands: [], elements: [deep]))
        }
        for list in lists {
            let throughDump = LayoutChanges(reference: reference, actual: String(decoding: list.dumpJSON(), as: UTF8.self))
            #expect(LayoutChanges(reference: reference, actual: list) == throughDump)
        }
    }
}
