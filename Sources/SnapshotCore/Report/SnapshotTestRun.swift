/// A whole `render-cells test` run (or several merged): what was asked, each snapshot's
/// result in a stable order, and the counts. Written as `results.json`; the HTML and JUnit
/// reports are made from it, so `merge-reports` can make them again from shards' JSON.
public struct SnapshotTestRun: Codable, Sendable, Equatable {
    /// The schema's version; bumped when a field changes meaning.
    public var schemaVersion: Int = 1
    /// `render-cells` and its version.
    public var tool: String
    /// The record mode in effect: all, failed, missing or never.
    public var recordMode: String
    /// The tolerance in words ("exact", or its three numbers).
    public var tolerance: String
    /// The shards this run covers (`["1/3"]`; several after merging; empty: unsharded).
    public var shards: [String]
    /// Results sorted by ``SnapshotTestResult/id``; orphans last, by reference path.
    public var results: [SnapshotTestResult]
    /// Wall time of the run, in milliseconds (the longest shard's after merging).
    public var milliseconds: Double
    /// Problems that did not stop the run, in words (a manifest that could not be read).
    public var warnings: [String] = []

    public init(
        tool: String, recordMode: String, tolerance: String, shards: [String], results: [SnapshotTestResult],
        milliseconds: Double
    ) {
        self.tool = tool
        self.recordMode = recordMode
        self.tolerance = tolerance
        self.shards = shards
        self.results = results
        self.milliseconds = milliseconds
    }

    /// The order results are kept in: by id, orphaned references last (the runner and
    /// `merge-reports` both sort with it, so a merged run equals an unsharded one).
    public static func precedes(_ a: SnapshotTestResult, _ b: SnapshotTestResult) -> Bool {
        (a.status == .orphaned ? 1 : 0, a.id) < (b.status == .orphaned ? 1 : 0, b.id)
    }

    /// `results` in ``precedes(_:_:)``'s order, as a stable sort with it gives them. The
    /// keys are sorted, not the results: a stable sort moves each result (a large value)
    /// through its buffers again and again, which for a run of 10,000 results was a tenth of
    /// what it did after its last snapshot.
    public static func inOrder(_ results: some Collection<SnapshotTestResult>) -> [SnapshotTestResult] {
        let results = Array(results)
        let keys = results.map { ($0.status == .orphaned ? 1 : 0, $0.id) }
        // Equal keys keep their places, as in a stable sort.
        let order = keys.indices.sorted { keys[$0] < keys[$1] || (keys[$0] == keys[$1] && $0 < $1) }
        return order.map { results[$0] }
    }

    /// The `tool` of results from `swift test` (an artefacts folder, or a shard's results.json
    /// written under RENDER_CELLS_SHARD): swift-snapshot-testing references, accepted beside
    /// their test files rather than from spec files.
    public static let swiftTestTool = "swift test"

    /// How many results have each status.
    public var counts: [SnapshotTestStatus: Int] {
        var out: [SnapshotTestStatus: Int] = [:]
        // By index: iterating the array copies each result whole (a dozen strings and
        // arrays retained and released) to read one field.
        for i in results.indices { out[results[i].status, default: 0] += 1 }
        return out
    }

    /// Whether the run fails (exit 1): a failed, missing or unrenderable snapshot.
    public var fails: Bool { results.indices.contains { results[$0].status.failsRun } }
}
