import Foundation
import ListSpec
import RenderCells
import SnapshotCore
import SpecTesting
import TestSupport
import Testing

/// On more than one job, specs are planned while the snapshots of those already planned are
/// drawn: the results, the manifest and the progress reports are those of one job, and a
/// suite where two specs might make one reference is planned whole first, so the clash is
/// refused before anything is drawn or written.
@Suite(.tags(.concurrent)) struct PlanningWhileDrawingTests {
    /// The runner tests' suite with eight more specs of two variants each, in two folders.
    static func suite() throws -> String {
        let dir = try SnapshotTestRunnerTests.suite()
        for i in 0..<8 {
            try """
            width: \(140 + i * 10)
            scale: 1
            variants: {style: [light, dark]}
            sections:
              - items:
                  - {text: "Row \(i)", secondaryText: "\(i)", variant: valueCell}
            """.write(toFile: dir + (i % 2 == 0 ? "/" : "/more/") + "row\(i).yaml", atomically: true, encoding: .utf8)
        }
        return dir
    }

    static func manifests(_ dir: String) throws -> [[UInt8]] {
        try ["__Snapshots__", "more/__Snapshots__"].map {
            try Array(Data(contentsOf: URL(fileURLWithPath: dir + "/" + $0 + "/manifest.json")))
        }
    }

    @Test func resultsAndManifestsAreThoseOfOneJob() throws {
        let one = try Self.suite()
        let many = try Self.suite()
        defer {
            try? FileManager.default.removeItem(atPath: one)
            try? FileManager.default.removeItem(atPath: many)
        }
        let recorded = try SnapshotTestRunner(options: SnapshotTestRunnerTests.options(one, .missing, jobs: 1)).run()
        let recordedOnMany = try SnapshotTestRunner(options: SnapshotTestRunnerTests.options(many, .missing, jobs: 3)).run()
        func described(_ run: SnapshotTestRun) -> [String] {
            run.results.map { "\($0.id) \($0.status) \($0.reference) \($0.message ?? "")" }
        }
        #expect(recorded.results.count == 3 + 8 * 2)
        #expect(described(recordedOnMany) == described(recorded))
        #expect(try Self.manifests(many) == (try Self.manifests(one)))
        for jobs in [2, 4] {
            let again = try SnapshotTestRunner(options: SnapshotTestRunnerTests.options(many, .never, jobs: jobs)).run()
            #expect(again.results.allSatisfy { $0.status == .passed && $0.matchedByHash })
            #expect(again.results.map(\.id) == recorded.results.map(\.id))
        }
    }

    /// The font catalog is readied on one of the jobs while the others plan, but no font
    /// file is hashed for a run that only passes: only a picture's font record needs the
    /// hash, and a snapshot matched by its fingerprint never reads one. Recording does.
    @Test func aPassingRunOnTwoJobsHashesNoFontFile() throws {
        let dir = try Self.suite()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // Each folder its own catalog, whose count starts at zero (catalogs are kept per folder).
        func fonts(_ name: String) throws -> String {
            let folder = dir + "/" + name
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try TestFont(family: FontCatalog.sfProTextFamily).write(to: folder, fileName: "SF-Pro-Text-Regular.otf")
            try TestFont(family: FontCatalog.sfProDisplayFamily).write(to: folder, fileName: "SF-Pro-Display-Regular.otf")
            return folder
        }
        var options = SnapshotTestRunnerTests.options(dir, .missing, jobs: 2)
        options.fontsDirectory = try fonts("fonts-recorded")
        _ = try SnapshotTestRunner(options: options).run()
        #expect(SpecFolderCatalogs.fontCatalog(for: options.fontsDirectory!).hashedFileCount > 0)
        options.recordMode = .never
        options.fontsDirectory = try fonts("fonts-verified")
        let run = try SnapshotTestRunner(options: options).run()
        #expect(run.results.count == 3 + 8 * 2)
        #expect(run.results.allSatisfy { $0.status == .passed && $0.matchedByHash })
        #expect(SpecFolderCatalogs.fontCatalog(for: options.fontsDirectory!).hashedFileCount == 0)
    }

    @Test func progressIsReportedOncePerSnapshotWithTheTotal() throws {
        let dir = try Self.suite()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for jobs in [2, 3] {
            let reports = ProgressLog()
            let run = try SnapshotTestRunner(options: SnapshotTestRunnerTests.options(dir, .missing, jobs: jobs)).run {
                reports.append($0)
            }
            let seen = reports.entries
            #expect(seen.map(\.done) == Array(1...run.results.count))
            #expect(seen.allSatisfy { $0.total == run.results.count })
            #expect(seen.map(\.id).sorted() == run.results.map(\.id).sorted())
        }
    }

    /// `a.yaml` with a variant `b`, and `a.b.yaml`: both make `a.b.png`. Whatever the jobs,
    /// the run is refused with the same message and nothing is recorded.
    @Test func aPossibleClashIsRefusedBeforeAnythingIsWritten() throws {
        let dir = NSTemporaryDirectory() + "spec-clash-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "width: 120\nvariants: {style: [light, dark]}\nsections:\n  - items:\n      - {text: One}\n"
            .write(toFile: dir + "/a.yaml", atomically: true, encoding: .utf8)
        try "width: 120\nsections:\n  - items:\n      - {text: Two}\n"
            .write(toFile: dir + "/a.dark.yaml", atomically: true, encoding: .utf8)
        let messages = try SnapshotTestRunnerTests.refusals(dir, .missing, jobs: [1, 2, 4])
        #expect(!FileManager.default.fileExists(atPath: dir + "/__Snapshots__"))
        #expect(messages.count == 1)
        #expect(messages.first?.contains("both make the reference __Snapshots__/a.dark.png") == true)
    }
}
