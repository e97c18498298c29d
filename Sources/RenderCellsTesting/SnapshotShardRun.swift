import Foundation
import SafeIO
import SnapshotCore

// A Swift snapshot suite split over CI machines: each machine runs `swift test` with
// RENDER_CELLS_SHARD=I/N and its own SNAPSHOT_ARTIFACTS folder. The `.renderCellsSnapshots`
// trait asks this type, before a test's body runs, whether the test is in this shard
// (ShardAssignment's rule for a name met alone, on `<test file>/<test name>`): one that is
// not is cancelled, so it counts neither as passed nor as missing. Each test that runs is
// recorded here, and when the process exits the shard's results.json (SnapshotCore's
// report model, tool `swift test`, `shards: ["I/N"]`) is written into the artefacts folder
// beside the failures' pictures, so `render-cells merge-reports` joins the shards with its
// completeness check, and `render-cells review` / `accept` read the merged report.

/// The shard a `swift test` process runs, and the results it writes.
package final class SnapshotShardRun: Sendable {
    /// The environment variable that names the shard: `I/N`, 1 <= I <= N.
    package static let variable = "RENDER_CELLS_SHARD"

    package let shard: ShardAssignment.Shard
    /// The artefacts folder (`SNAPSHOT_ARTIFACTS`), where results.json is written.
    package let folder: String
    /// The package root the references are relative to (where `swift test` runs).
    let packageRoot: String
    let recordMode: String
    let started = Date()
    private let results = Locked<[SnapshotTestResult]>([])

    package init(shard: ShardAssignment.Shard, folder: String, packageRoot: String, recordMode: String) {
        self.shard = shard
        self.folder = folder
        self.packageRoot = packageRoot
        self.recordMode = recordMode
    }

    /// Why the environment's shard cannot be used, in a sentence naming the variable.
    package struct Problem: Error, CustomStringConvertible, Sendable {
        package var description: String
    }

    /// This process's shard run, from the environment: nil when RENDER_CELLS_SHARD is not set;
    /// a problem when it is not `I/N` or SNAPSHOT_ARTIFACTS does not name the folder for the
    /// shard's results. The results.json is written when the process exits.
    package static let current: Result<SnapshotShardRun?, Problem> = {
        let result = fromEnvironment(
            ProcessInfo.processInfo.environment,
            packageRoot: FileManager.default.currentDirectoryPath)
        if case .success(let run?) = result {
            // Written once, at exit: Swift Testing has no end-of-run hook a library can use,
            // and a process that crashes writes none, which merge-reports names as a missing shard.
            atexit { if case .success(let run?) = SnapshotShardRun.current { run.writeResults() } }
        }
        return result
    }()

    package static func fromEnvironment(_ environment: [String: String], packageRoot: String)
        -> Result<SnapshotShardRun?, Problem>
    {
        guard let text = environment[variable] else { return .success(nil) }
        guard let shard = ShardAssignment.Shard(text) else {
            return .failure(
                Problem(
                    description: "\(variable) must be I/N with 1 <= I <= N <= \(ShardAssignment.Shard.maxCount), "
                        + "e.g. 2/4 (got '\(TerminalText.escaped(text))')"))
        }
        guard let folder = environment["SNAPSHOT_ARTIFACTS"], !folder.isEmpty else {
            return .failure(
                Problem(
                    description: "\(variable)=\(shard) needs SNAPSHOT_ARTIFACTS: the folder each shard "
                        + "writes its results.json and failure pictures in, for render-cells merge-reports"))
        }
        let record = environment["SNAPSHOT_TESTING_RECORD"].flatMap { $0.isEmpty ? nil : $0 } ?? "missing"
        return .success(SnapshotShardRun(shard: shard, folder: folder, packageRoot: packageRoot, recordMode: record))
    }

    /// The id a test is dealt by: `<test file name without .swift>/<test name as
    /// swift-snapshot-testing spells it in file names>`, which is also the start of its
    /// failures' paths (and ids) in the artefacts folder: `ListTests/settings.1`.
    package static func testID(fileName: String, testName: String) -> String {
        (fileName.hasSuffix(".swift") ? String(fileName.dropLast(6)) : fileName) + "/"
            + SnapshotArtifacts.fileName(ofTest: testName)
    }

    /// Whether this shard runs the test `id`.
    package func runs(testID id: String) -> Bool { shard.contains(id: id) }

    /// Records a test of this shard that ran: its snapshots' failures (the `*.result.json`
    /// the diff tool left for it this run) or, when none, one passed result for the test;
    /// `error` when its body threw.
    package func record(testID id: String, testName: String, milliseconds: Double, error: (any Error)?) {
        var found = failures(testID: id)
        if found.isEmpty {
            let status: SnapshotTestStatus = error == nil ? .passed : .error
            found = [
                SnapshotTestResult(
                    id: id, name: testName, spec: nil, variant: "", status: status, reference: "",
                    message: error.map { "\($0)" }, milliseconds: milliseconds)
            ]
        }
        results.withLock { $0 += found }
    }

    /// The failure results the diff tool wrote this run for the test (its stale ones were
    /// removed when it started), read as every report reader reads them.
    func failures(testID id: String) -> [SnapshotTestResult] {
        let file = String(id.prefix { $0 != "/" })
        let prefix = String(id.dropFirst(file.count + 1)) + "."
        guard let root = try? ContainedFolder(folder),
            let names = try? FileManager.default.contentsOfDirectory(atPath: folder + "/" + file)
        else { return [] }
        return names.sorted().filter { $0.hasPrefix(prefix) && $0.hasSuffix(".result.json") }.compactMap { name in
            let relative = file + "/" + name
            guard
                let bytes = try? root.read(
                    relative, field: relative, maxBytes: SnapshotReport.maxResultFileBytes,
                    what: "a result file")
            else { return nil }
            return try? JSONDecoder().decode(SnapshotTestResult.self, from: Data(bytes))
        }
    }

    /// The shard's run as results.json holds it: each id once (the latest, for a test whose
    /// cases each reported), and a test's passed entry dropped when one of its snapshots failed
    /// (a parameterized test's cases report one by one).
    package var run: SnapshotTestRun {
        var seen = Set<String>()
        var unique: [SnapshotTestResult] = []
        for r in results.withLock({ $0 }).reversed() where seen.insert(r.id).inserted { unique.append(r) }
        let failed = unique.filter { $0.status != .passed }.map(\.id)
        unique.removeAll { r in r.status == .passed && failed.contains { $0.hasPrefix(r.id + ".") } }
        return SnapshotTestRun(
            tool: SnapshotTestRun.swiftTestTool, recordMode: recordMode, tolerance: "per test",
            shards: [shard.description], results: SnapshotTestRun.inOrder(unique),
            milliseconds: Date().timeIntervalSince(started) * 1000)
    }

    /// Writes `<SNAPSHOT_ARTIFACTS>/results.json`, all or nothing.
    package func writeResults() {
        do {
            try AtomicFile.makeFolders(folder)
            try AtomicFile.write(try SnapshotReport.json(run), to: folder + "/results.json")
        } catch {
            FileHandle.standardError.write(Data("error: \(folder)/results.json: \(error)\n".utf8))
        }
    }
}
