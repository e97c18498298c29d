import Foundation
import SnapshotCore
import SpecTesting
import TestSupport
import Testing

/// The report's three documents are made on every core (their results spread over threads,
/// joined in order) and written side by side: the bytes must be those of one thread, on a
/// run large enough that every thread takes several results, and a file that cannot be
/// written must still be the first named in the documents' order.
@Suite(.tags(.concurrent)) struct ReportDocumentsOnThreadsTests {
    /// 7 statuses x 9 copies: 63 results across several spec files, each copy with its own
    /// ids, names and times, so a card or case put in the wrong place changes the bytes.
    static func bigRun() throws -> SnapshotTestRun {
        let base = try SnapshotReportTests.run()
        var results: [SnapshotTestResult] = []
        for copy in 0..<9 {
            for var r in base.results {
                r.id += "-\(copy)"
                r.name += " \(copy)"
                r.spec = r.spec.map { copy % 3 == 0 ? $0 : $0.replacingOccurrences(of: ".yaml", with: "-\(copy % 3).yaml") }
                r.milliseconds += Double(copy) * 1.25
                r.message = r.message.map { $0 + " (copy \(copy))" }
                results.append(r)
            }
        }
        var run = base
        run.results = results
        return run
    }

    @Test(arguments: [2, 3, 8])
    func theDocumentsAreTheSameBytesOnAnyNumberOfThreads(threads: Int) throws {
        let run = try Self.bigRun()
        #expect(try SnapshotReport.json(run, threads: threads) == SnapshotReport.json(run, threads: 1))
        #expect(run.junitXML(threads: threads) == run.junitXML(threads: 1))
        let one = run.html(embed: { _ in SnapshotReportTests.picture }, link: { "../" + $0 }, threads: 1)
        let many = run.html(embed: { _ in SnapshotReportTests.picture }, link: { "../" + $0 }, threads: threads)
        #expect(many == one)
        // Each result once, in stored order, in every document.
        let json = try JSONSerialization.jsonObject(with: Data(try SnapshotReport.json(run, threads: threads))) as? [String: Any]
        #expect((json?["results"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == run.results.map(\.id))
        let cases = run.junitXML(threads: threads).components(separatedBy: "<testcase name=\"").dropFirst()
        #expect(cases.count == run.results.count)
        #expect(one.components(separatedBy: "<section class=\"card ").count == run.results.count + 1)
        #expect(one.range(of: "id=\"r0\"")!.lowerBound < one.range(of: "id=\"r62\"")!.lowerBound)
    }

    /// A number JSON cannot hold in a result far down the list is refused on many threads as
    /// on one: nothing half-written.
    @Test func aNumberJSONCannotHoldInAnyResultThrowsOnManyThreads() throws {
        var run = try Self.bigRun()
        run.results[50].milliseconds = .nan
        #expect(throws: (any Error).self) { try SnapshotReport.json(run, threads: 4) }
    }

    /// Two of the three files cannot be replaced (folders stand where they go): the error
    /// names the first of them in the documents' order, whichever thread finished first, and
    /// the file that could be written is whole.
    @Test func theFirstFileThatCannotBeWrittenIsTheOneReported() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("report-threads-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try SnapshotReportFolder.prepare(folder)
        try FileManager.default.createDirectory(atPath: folder + "/junit.xml", withIntermediateDirectories: false)
        try FileManager.default.createDirectory(atPath: folder + "/index.html", withIntermediateDirectories: false)
        let run = try Self.bigRun()
        for _ in 0..<5 {
            do {
                try SnapshotReportFolder.write(run, to: folder, base: folder)
                Issue.record("written over folders")
            } catch {
                #expect("\(error)".contains("junit.xml"), "\(error)")
                #expect(!"\(error)".contains("index.html"), "\(error)")
            }
            let json = try Data(contentsOf: URL(fileURLWithPath: folder + "/results.json"))
            #expect(Array(json) == (try SnapshotReport.json(run)))
        }
    }
}
