import Foundation
import Raster
import SnapshotCore
import Testing

/// results.json and a failure's `.result.json` are written by hand (SnapshotTestRun+JSON)
/// and must stay the bytes Foundation's JSONEncoder wrote for them: merge-reports, review
/// and other tools' readers see the same file. Checked on a run with every status, every
/// field set somewhere, and awkward text; and the fixture is checked to set every field the
/// types have, so a field added to a type without its writer fails here.
@Suite struct ReportJSONTests {
    static let awkward =
        "quote \" back\\slash /slash tab\t lf\n cr\r bs\u{8} ff\u{C} \u{0}\u{1}\u{1F} del\u{7F} é 漢字 🎉 \u{2028} "
        + "\u{FFFE}\u{FFFF} </script><script>alert(1)</script> & <b>"

    static func result(_ n: Int, _ status: SnapshotTestStatus) -> SnapshotTestResult {
        var r = SnapshotTestResult(
            id: "specs/s\(n).yaml#v\(n) \(awkward)", name: "s\(n).v\(n)", spec: n % 4 == 3 ? nil : "specs/s\(n).yaml",
            variant: "insetGrouped-dark-AX\(n)", status: status, reference: "specs/__Snapshots__/s\(n).png",
            message: n % 2 == 0 ? "message \(n): \(awkward)" : nil, milliseconds: [0, 0.001, 12.5, 1e-7, 98765.4321, 3][n % 6])
        r.matchedByHash = n % 3 == 0
        guard status == .failed else { return r }
        r.actual = "s\(n).png"
        r.diff = "s\(n).diff.png"
        r.threePane = "s\(n).three-pane.png"
        r.referenceCopy = "s\(n).reference.png"
        r.fontMismatch = "font \(awkward)"
        r.acceptCommand = "render-cells accept 'report' 's\(n) \(awkward)'"
        r.difference = difference
        r.difference?.differingPixels = 412 * n
        r.difference?.boundingBox = n == 1 ? nil : [1, 2, 30, 4]
        r.difference?.densestWindowShare = [0.5, 1, 0.000123456789, 1e-9][n % 4]
        r.difference?.referenceSize = [1170, 2532 + n]
        r.layoutChanges = [
            LayoutChange(
                id: "sections[0].items[\(n)].text", kind: "text", status: .changed,
                fields: [
                    .init(name: "string", reference: "Old \(awkward)", actual: "New"),
                    .init(name: "font", reference: "body 17pt", actual: nil),
                    .init(name: "color", reference: nil, actual: "#FFFFFFFF"),
                    .init(name: "y", reference: "11.5", actual: "12")
                ]),
            LayoutChange(id: "new \(awkward)", kind: "cell", status: .added),
            LayoutChange(id: "gone", kind: "separator", status: .removed)
        ]
        return r
    }

    /// A real comparison's numbers, which each failure then changes.
    static let difference: SnapshotTestResult.DifferenceSummary? = {
        guard let white = Pixmap(width: 4, height: 3, color: .white), let black = Pixmap(width: 4, height: 3, color: .black)
        else { return nil }
        return .init(SnapshotDifference(actual: white, reference: black))
    }()

    static var run: SnapshotTestRun {
        let statuses: [SnapshotTestStatus] = [.failed, .failed, .passed, .new, .missing, .recorded, .error, .orphaned, .passed]
        var run = SnapshotTestRun(
            tool: "render-cells 0.9.0 \(awkward)", recordMode: "never", tolerance: "exact \(awkward)",
            shards: ["1/3", "2/3 \(awkward)"], results: statuses.enumerated().map { result($0.offset, $0.element) },
            milliseconds: 1234.5678)
        run.warnings = ["manifest \(awkward)", "second"]
        return run
    }

    static func encoded(_ value: some Encodable) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(value)) + [10]
    }

    @Test func aRunIsWrittenAsTheEncoderWroteIt() throws {
        let run = Self.run
        #expect(try SnapshotReport.json(run) == Self.encoded(run))
        for result in run.results { #expect(try SnapshotReport.json(result) == Self.encoded(result)) }
        // Empty lists, no results, no layout changes: the encoder's empty containers.
        var empty = SnapshotTestRun(tool: "", recordMode: "", tolerance: "", shards: [], results: [], milliseconds: 0)
        #expect(try SnapshotReport.json(empty) == Self.encoded(empty))
        var bare = Self.result(0, .failed)
        bare.layoutChanges = []
        empty.results = [bare]
        #expect(try SnapshotReport.json(empty) == Self.encoded(empty))
    }

    /// Seeded random text of every kind of character the escaping treats apart.
    @Test func randomTextAsTheEncoderWroteIt() throws {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        let pool: [Unicode.Scalar] =
            Array("aZ0 \"\\/&<>'é漢🎉\t\n\r".unicodeScalars) + (0..<0x20).map { Unicode.Scalar($0)! }
            + ["\u{7F}", "\u{FFFE}", "\u{FFFF}", "\u{2028}", "\u{10FFFF}"]
        var run = Self.run
        for k in run.results.indices {
            var s = String.UnicodeScalarView()
            for _ in 0..<(Int(next() % 40)) { s.append(pool[Int(next() % UInt64(pool.count))]) }
            run.results[k].message = String(s)
            run.results[k].milliseconds = Double(next() % 1_000_000) / Double(1 + next() % 1000)
        }
        #expect(try SnapshotReport.json(run) == Self.encoded(run))
    }

    /// A number JSON cannot hold is refused, as the encoder refused it: nothing half-written.
    @Test func aNumberJSONCannotHoldThrows() {
        var run = Self.run
        run.results[0].difference?.densestWindowShare = .nan
        #expect(throws: (any Error).self) { try SnapshotReport.json(run) }
        #expect(throws: (any Error).self) { try Self.encoded(run) }
        run = Self.run
        run.milliseconds = .infinity
        #expect(throws: (any Error).self) { try SnapshotReport.json(run) }
    }

    /// Every stored property of the run, a result, a difference, a layout change and its
    /// fields appears in the fixture's JSON: a property added without its line in the writer
    /// (which would silently drop it from results.json) shows up here.
    @Test func theFixtureSetsEveryField() throws {
        let run = Self.run
        func keys(_ json: Any?) -> Set<String> { Set((json as? [String: Any])?.keys.map { $0 } ?? []) }
        func labels(_ value: Any) -> Set<String> { Set(Mirror(reflecting: value).children.compactMap(\.label)) }
        let root = try JSONSerialization.jsonObject(with: Data(try Self.encoded(run))) as? [String: Any]
        #expect(keys(root) == labels(run))
        let results = root?["results"] as? [[String: Any]] ?? []
        #expect(results.reduce(Set<String>()) { $0.union(keys($1)) } == labels(run.results[0]))
        let difference = results.compactMap { $0["difference"] as? [String: Any] }
        #expect(difference.reduce(Set<String>()) { $0.union(keys($1)) } == labels(run.results[0].difference!))
        let changes = results.flatMap { $0["layoutChanges"] as? [[String: Any]] ?? [] }
        #expect(changes.reduce(Set<String>()) { $0.union(keys($1)) } == labels(run.results[0].layoutChanges![0]))
        let fields = changes.flatMap { $0["fields"] as? [[String: Any]] ?? [] }
        #expect(fields.reduce(Set<String>()) { $0.union(keys($1)) } == labels(run.results[0].layoutChanges![0].fields[0]))
    }
}
