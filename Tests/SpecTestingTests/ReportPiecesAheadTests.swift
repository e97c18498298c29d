import Foundation
import SnapshotCore
import SpecTesting
import TestSupport
import Testing

/// `render-cells test` makes each result's piece of results.json and its JUnit case on the
/// worker that finished it (`SnapshotReportPieces`), so that less is left after the last
/// snapshot. The report must be the same bytes as one made whole at the end, the pieces must
/// be the ones used, and a piece made from a result that has since changed must not be.
@Suite(.tags(.concurrent)) struct ReportPiecesAheadTests {
    /// Every result's pieces made on `threads` threads at once, as workers make them.
    static func madeAhead(_ run: SnapshotTestRun, threads: Int, pieces: SnapshotReportPieces = SnapshotReportPieces())
        -> SnapshotReportPieces
    {
        let results = run.results
        DispatchQueue.concurrentPerform(iterations: threads) { t in
            for i in stride(from: t, to: results.count, by: threads) { pieces.make(results[i]) }
        }
        return pieces
    }

    @Test(arguments: [1, 2, 3])
    func theDocumentsAreTheBytesOfOnesMadeAtTheEnd(threads: Int) throws {
        let run = try ReportDocumentsOnThreadsTests.bigRun()
        let pieces = Self.madeAhead(run, threads: threads)
        for r in run.results {
            #expect(pieces.json(r) != nil && pieces.junit(r) != nil, "\(r.id)")
        }
        #expect(
            try SnapshotReport.jsonChunks(run, threads: threads) { pieces.json($0) }
                == SnapshotReport.jsonChunks(run, threads: 1))
        #expect(run.junitXMLPieces(threads: threads) { pieces.junit($0) } == run.junitXMLPieces(threads: 1))
    }

    @Test func theJUnitElementsMadeAheadAreTheOnesWritten() throws {
        let run = try ReportDocumentsOnThreadsTests.bigRun()
        // Elements that say where they came from: each must be in the document, in its place.
        let pieces = Self.madeAhead(
            run, threads: 2,
            pieces: SnapshotReportPieces(junitCase: { r in
                (SnapshotTestRun.junitCase(r).testcase, Array("    <made-ahead id=\"\(r.id)\"/>\n".utf8))
            }))
        let xml = String(decoding: run.junitXMLPieces(threads: 2) { pieces.junit($0) }.joined(), as: UTF8.self)
        #expect(!xml.contains("<testcase"))
        let ids = xml.components(separatedBy: "<made-ahead id=\"").dropFirst().map { $0.components(separatedBy: "\"")[0] }
        #expect(Set(ids) == Set(run.results.map(\.id)))
        #expect(ids.count == run.results.count)
    }

    @Test func aResultChangedAfterItsPiecesWereMadeIsWrittenAsItIsNow() throws {
        var run = try ReportDocumentsOnThreadsTests.bigRun()
        let pieces = Self.madeAhead(run, threads: 2)
        let changed = run.results.indices.filter { $0 % 5 == 2 }
        for i in changed {
            run.results[i].message = "changed after the run \(i)"
            run.results[i].milliseconds += 1
        }
        for i in changed {
            #expect(pieces.json(run.results[i]) == nil && pieces.junit(run.results[i]) == nil)
        }
        #expect(
            try SnapshotReport.jsonChunks(run, threads: 2) { pieces.json($0) } == SnapshotReport.jsonChunks(run, threads: 1))
        let xml = run.junitXMLPieces(threads: 2) { pieces.junit($0) }
        #expect(xml == run.junitXMLPieces(threads: 1))
        #expect(String(decoding: xml.joined(), as: UTF8.self).contains("changed after the run \(changed[0])"))
    }

    /// The runner hands every result it returns to `finished`, as it returns it, on one job
    /// and on several (planning while drawing), so every piece `render-cells test` made is used.
    @Test(arguments: [1, 3])
    func theRunnerGivesEachResultToFinished(jobs: Int) throws {
        let dir = try PlanningWhileDrawingTests.suite()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for mode in [SnapshotRecordMode.missing, .never] {
            let pieces = SnapshotReportPieces()
            let run = try SnapshotTestRunner(options: SnapshotTestRunnerTests.options(dir, mode, jobs: jobs))
                .run(finished: pieces.make)
            #expect(run.results.count == 3 + 8 * 2)
            for r in run.results {
                #expect(pieces.json(r) != nil, "\(mode) \(r.id)")
            }
        }
    }

    /// The report folder written with the pieces is the folder written without them.
    @Test func theReportFolderIsTheSameWithAndWithoutPieces() throws {
        let run = try ReportDocumentsOnThreadsTests.bigRun()
        let folder = NSTemporaryDirectory() + "report-pieces-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // One folder, written twice: its name is in the page's accept command.
        func files() throws -> [Data] {
            try ["results.json", "junit.xml", "index.html"].map { try Data(contentsOf: URL(fileURLWithPath: folder + "/" + $0)) }
        }
        try SnapshotReportFolder.write(run, to: folder, base: NSTemporaryDirectory())
        let whole = try files()
        try SnapshotReportFolder.write(
            run, to: folder, base: NSTemporaryDirectory(), pieces: Self.madeAhead(run, threads: 2))
        #expect(try files() == whole)
    }
}
