import Foundation
import RenderCells
import SnapshotCore
import SnapshotReview
import SpecTesting
import Testing

/// Accepting and rejecting on a real failing report, and the report's hostile variants:
/// each refusal writes nothing.
@Suite struct ReviewSessionTests {
    @Test func acceptWritesTheReferenceAndItsManifestEntry() throws {
        let f = try ReviewFixture()
        defer { f.remove() }
        let session = try f.session()
        let wifiBefore = f.bytes(f.checkout + "/" + ReviewFixture.references[1])
        let bluetoothBefore = f.bytes(f.checkout + "/" + ReviewFixture.references[0])
        #expect(try session.accept(ReviewFixture.ids[1]) == ReviewFixture.references[1])
        // The reference is now the report's actual picture as `--record` writes it (the
        // report's file is at the fast setting); the other is untouched.
        let actual = try [UInt8](Data(contentsOf: URL(fileURLWithPath: f.report + "/specs/wifi.png")))
        let written = try SnapshotPicture(png: actual).pngData()
        #expect(written != actual, "the report's picture is at the fast setting")
        #expect(f.bytes(f.checkout + "/" + ReviewFixture.references[1]) == PixelHash.hex(ofBytes: written))
        #expect(f.bytes(f.checkout + "/" + ReviewFixture.references[1]) != wifiBefore)
        #expect(f.bytes(f.checkout + "/" + ReviewFixture.references[0]) == bluetoothBefore)
        let entry = try #require(try f.manifestEntry("wifi"))
        #expect(entry["file"] == PixelHash.hex(ofBytes: written))
        #expect(entry["pixels"] == PixelHash.hex(of: try PNGDecoder.decode(actual)))
        #expect(session.decision(ReviewFixture.ids[1]) == .accepted)
        // The next run passes the accepted one from the manifest alone; the other still fails.
        let run = try SnapshotTestRunner(options: f.options(.never)).run()
        let byID = Dictionary(uniqueKeysWithValues: run.results.map { ($0.id, $0) })
        #expect(byID[ReviewFixture.ids[1]]?.status == .passed)
        #expect(byID[ReviewFixture.ids[1]]?.matchedByHash == true)
        #expect(byID[ReviewFixture.ids[0]]?.status == .failed)
    }

    /// A spec whose reference was never recorded, run under `never` (as CI runs): its picture
    /// is in the report, and accepting it writes the reference and its manifest entry.
    @Test func aMissingReferenceIsAcceptedFromItsPicture() throws {
        let f = try ReviewFixture()
        defer { f.remove() }
        try ReviewFixture.spec("Cellular", "Off").write(
            toFile: f.checkout + "/specs/cellular.yaml", atomically: true,
            encoding: .utf8)
        try SnapshotReportFolder.prepare(f.report)
        let run = try SnapshotTestRunner(options: f.options(.never)).run()
        try SnapshotReportFolder.write(run, to: f.report, base: f.checkout)
        let id = "specs/cellular.yaml#default"
        let reference = "specs/__Snapshots__/cellular.png"
        #expect(run.results.first { $0.id == id }?.status == .missing)
        #expect(f.bytes(f.checkout + "/" + reference) == nil)
        let session = try f.session()
        #expect(try session.accept(id) == reference)
        #expect(f.bytes(f.checkout + "/" + reference) == f.accepted(f.report + "/specs/cellular.png"))
        #expect(try f.manifestEntry("cellular") != nil)
        let again = try SnapshotTestRunner(options: f.options(.never)).run()
        #expect(again.results.first { $0.id == id }?.status == .passed)
    }

    @Test func acceptAllSkipsRejected() throws {
        let f = try ReviewFixture()
        defer { f.remove() }
        let session = try f.session()
        let bluetoothBefore = f.bytes(f.checkout + "/" + ReviewFixture.references[0])
        try session.reject(ReviewFixture.ids[0])
        let (accepted, failed) = session.acceptAll()
        #expect(accepted == [ReviewFixture.ids[1]])
        #expect(failed.isEmpty)
        #expect(f.bytes(f.checkout + "/" + ReviewFixture.references[0]) == bluetoothBefore)
        #expect(session.decision(ReviewFixture.ids[0]) == .rejected)
        // Changing one's mind: a rejected snapshot can still be accepted one by one.
        try session.accept(ReviewFixture.ids[0])
        #expect(f.bytes(f.checkout + "/" + ReviewFixture.references[0]) == f.accepted(f.report + "/specs/bluetooth.png"))
    }

    /// Every crafted result is refused with a sentence, and nothing in the checkout changes.
    @Test func craftedResultsAreRefused() throws {
        let f = try ReviewFixture()
        defer { f.remove() }
        try Data("outside".utf8).write(to: URL(fileURLWithPath: f.root + "/outside.png"))
        try FileManager.default.createSymbolicLink(
            atPath: f.report + "/specs/link.png", withDestinationPath: f.root + "/outside.png")
        let id = ReviewFixture.ids[1]
        let crafts: [(String, (inout [String: Any]) -> Void)] = [
            ("spec outside", { $0["spec"] = "../outside.yaml" }),
            ("absolute spec", { $0["spec"] = "/etc/passwd" }),
            ("another variant", { $0["variant"] = "../../../outside" }),
            ("reference elsewhere", { $0["reference"] = "../outside.png" }),
            ("actual outside", { $0["actual"] = "../../outside.png" }),
            ("actual absolute", { $0["actual"] = "/etc/passwd" }),
            ("actual symlink", { $0["actual"] = "specs/link.png" }),
            ("actual not a PNG", { $0["actual"] = "results.json" })
        ]
        let before = try FileManager.default.subpathsOfDirectory(atPath: f.checkout + "/specs").sorted()
        let reference = f.bytes(f.checkout + "/" + ReviewFixture.references[1])
        let original = try Data(contentsOf: URL(fileURLWithPath: f.report + "/results.json"))
        for (what, change) in crafts {
            try original.write(to: URL(fileURLWithPath: f.report + "/results.json"))
            try f.craft(id, change)
            let session = try f.session()
            let error = #expect(throws: ReviewError.self, "\(what)") { try session.accept(id) }
            #expect(error?.description.isEmpty == false)
            #expect(session.decision(id) == .pending)
        }
        #expect(try FileManager.default.subpathsOfDirectory(atPath: f.checkout + "/specs").sorted() == before)
        #expect(f.bytes(f.checkout + "/" + ReviewFixture.references[1]) == reference)
        #expect(!FileManager.default.fileExists(atPath: f.root + "/outside.yaml"))
    }

    @Test func unknownIdsAndBadReportsAreRefused() throws {
        let f = try ReviewFixture()
        defer { f.remove() }
        let session = try f.session()
        #expect((#expect(throws: ReviewError.self) { try session.accept("specs/../../x.yaml#default") })?.status == 404)
        #expect((#expect(throws: ReviewError.self) { try session.picture(ReviewFixture.ids[0], kind: "../x") })?.status == 400)
        #expect(try session.picture(ReviewFixture.ids[0], kind: "diff").starts(with: [0x89, 0x50]))
        // A results.json that repeats an id, misses a field, is not JSON, or is a symlink.
        let path = f.report + "/results.json"
        let original = try Data(contentsOf: URL(fileURLWithPath: path))
        var run = try f.results()
        var list = run["results"] as! [[String: Any]]
        list.append(list[0])
        run["results"] = list
        try JSONSerialization.data(withJSONObject: run).write(to: URL(fileURLWithPath: path))
        #expect(
            (#expect(throws: (any Error).self) { try SnapshotReport(folder: f.report) }).map { "\($0)" }?.contains(
                "appears twice") == true)
        try original.write(to: URL(fileURLWithPath: path))
        try f.craft(ReviewFixture.ids[0]) { $0["status"] = nil }
        let missing = (#expect(throws: (any Error).self) { try SnapshotReport(folder: f.report) }).map { "\($0)" } ?? ""
        #expect(missing.contains("results[0].status: missing"), "\(missing)")
        try Data("{".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: (any Error).self) { try SnapshotReport(folder: f.report) }
        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: f.root + "/checkout/specs/wifi.yaml")
        #expect(throws: (any Error).self) { try SnapshotReport(folder: f.report) }
    }
}
