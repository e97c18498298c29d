import Foundation
import SnapshotCore
import SnapshotReview
import SpecTesting

/// A checkout with two specs whose references say "Home" and "On", and a report of a run
/// after both changed ("Office", "Off"): two failures to review, in scratch folders only.
struct ReviewFixture {
    let root: String
    var checkout: String { root + "/checkout" }
    var report: String { checkout + "/report" }
    static let ids = ["specs/bluetooth.yaml#default", "specs/wifi.yaml#default"]
    static let references = ["specs/__Snapshots__/bluetooth.png", "specs/__Snapshots__/wifi.png"]

    static func spec(_ text: String, _ value: String) -> String {
        "width: 320\nscale: 1\nlayout: {appearance: insetGrouped}\nsections:\n  - items:\n"
            + "      - {text: \(text), secondaryText: \(value), variant: valueCell}\n"
    }

    init() throws {
        root = NSTemporaryDirectory() + "review-\(UUID().uuidString)"
        let fm = FileManager.default
        try fm.createDirectory(atPath: root + "/checkout/specs", withIntermediateDirectories: true)
        try Self.spec("Wi-Fi", "Home").write(toFile: checkout + "/specs/wifi.yaml", atomically: true, encoding: .utf8)
        try Self.spec("Bluetooth", "On").write(toFile: checkout + "/specs/bluetooth.yaml", atomically: true, encoding: .utf8)
        _ = try SnapshotTestRunner(options: options(.missing)).run()
        try Self.spec("Wi-Fi", "Office").write(toFile: checkout + "/specs/wifi.yaml", atomically: true, encoding: .utf8)
        try Self.spec("Bluetooth", "Off").write(toFile: checkout + "/specs/bluetooth.yaml", atomically: true, encoding: .utf8)
        try SnapshotReportFolder.prepare(report)
        let run = try SnapshotTestRunner(options: options(.never)).run()
        try SnapshotReportFolder.write(run, to: report, base: checkout)
    }

    func options(_ mode: SnapshotRecordMode) -> SnapshotTestOptions {
        SnapshotTestOptions(paths: ["specs"], outputDirectory: "report", recordMode: mode, workingDirectory: checkout)
    }

    func remove() { try? FileManager.default.removeItem(atPath: root) }

    /// A fingerprint of the file at `path` (nil when missing): compared instead of the bytes,
    /// so a failing expectation prints two short strings.
    func bytes(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { PixelHash.hex(ofBytes: [UInt8]($0)) }
    }

    /// The fingerprint of the reference accepting the report's picture at `path` must write:
    /// the picture it holds, encoded as `--record` encodes it (the report's own file is at
    /// the fast setting). Nil when the file is missing or not a picture.
    func accepted(_ path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path),
            let png = try? SnapshotPicture(png: [UInt8](data)).pngData()
        else { return nil }
        return PixelHash.hex(ofBytes: png)
    }

    /// The report's results.json as JSON objects, to craft hostile variants of it.
    func results() throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: report + "/results.json"))) as! [String: Any]
    }

    /// Rewrites the result with `id` in results.json through `change`.
    func craft(_ id: String, _ change: (inout [String: Any]) -> Void) throws {
        var run = try results()
        var list = run["results"] as! [[String: Any]]
        let i = list.firstIndex { $0["id"] as? String == id }!
        change(&list[i])
        run["results"] = list
        try JSONSerialization.data(withJSONObject: run).write(to: URL(fileURLWithPath: report + "/results.json"))
    }

    func session() throws -> ReviewSession {
        try ReviewSession(report: SnapshotReport(folder: report), checkout: checkout)
    }

    /// The manifest entry of `name` in the specs' references folder.
    func manifestEntry(_ name: String) throws -> [String: String]? {
        let data = try Data(contentsOf: URL(fileURLWithPath: checkout + "/specs/__Snapshots__/manifest.json"))
        let manifest = try JSONSerialization.jsonObject(with: data) as! [String: Any]
        return (manifest["snapshots"] as? [String: Any])?[name] as? [String: String]
    }
}
