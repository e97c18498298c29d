import Foundation
import SnapshotCore
import TestSupport
import Testing

/// The report's documents are written from their pieces as they were made (a result's JSON,
/// a JUnit case, a card of the page), never joined first: the pieces in order must be the
/// whole document, byte for byte, on any number of threads, each result's piece where its
/// result is.
@Suite(.tags(.concurrent)) struct ReportDocumentPiecesTests {
    @Test(arguments: [1, 2, 3, 8])
    func resultsJSONIsTheEncodersBytesInPiecesOfOneResultEach(threads: Int) throws {
        let run = try ReportDocumentsOnThreadsTests.bigRun()
        let pieces = try SnapshotReport.jsonChunks(run, threads: threads)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        #expect(Array(pieces.joined()) == Array(try encoder.encode(run)) + [0x0A])
        // The head, then a separator and a result's object for each result, then the tail.
        #expect(pieces.count == 2 * run.results.count + 1)
        for (i, result) in run.results.enumerated() {
            let object = try JSONSerialization.jsonObject(with: Data(pieces[2 * i + 1])) as? [String: Any]
            #expect(object?["id"] as? String == result.id)
        }
    }

    @Test func anEmptyRunIsOnePieceOfResultsJSON() throws {
        var run = try SnapshotReportTests.run()
        run.results = []
        let pieces = try SnapshotReport.jsonChunks(run, threads: 3)
        #expect(pieces.count == 1)
        #expect(pieces[0] == (try SnapshotReport.json(run)))
        #expect(String(decoding: pieces[0], as: UTF8.self).contains("\"results\" : [\n\n  ]"))
    }

    @Test(arguments: [1, 2, 3, 8])
    func junitIsACaseAPieceBetweenTheSuitesLines(threads: Int) throws {
        let run = try ReportDocumentsOnThreadsTests.bigRun()
        let pieces = run.junitXMLPieces(threads: threads).map { String(decoding: $0, as: UTF8.self) }
        let whole = run.junitXML(threads: 1)
        #expect(pieces.joined() == whole)
        let cases = pieces.filter { $0.hasPrefix("    <testcase name=\"") }
        #expect(cases.count == run.results.count)
        // In the document's order, each case whole in its own piece.
        let inDocument = whole.components(separatedBy: "    <testcase name=\"").dropFirst().map {
            "    <testcase name=\"" + $0.components(separatedBy: "  </testsuite>\n")[0]
        }
        #expect(cases == inDocument)
    }

    @Test(arguments: [1, 2, 3, 8])
    func thePageIsItsHeadACardAPieceAndItsEnd(threads: Int) throws {
        let run = try ReportDocumentsOnThreadsTests.bigRun()
        let pieces = run.htmlChunks(embed: { _ in SnapshotReportTests.picture }, link: { "../" + $0 }, threads: threads)
            .map { String(decoding: $0, as: UTF8.self) }
        #expect(pieces.joined() == run.html(embed: { _ in SnapshotReportTests.picture }, link: { "../" + $0 }, threads: 1))
        #expect(pieces.count == run.results.count + 2)
        #expect(pieces[0].hasPrefix("<!doctype html>") && pieces[0].hasSuffix("<main>\n"))
        for (i, result) in run.results.enumerated() {
            #expect(pieces[i + 1].hasPrefix("<section class=\"card \(result.status.rawValue)\" id=\"r\(i)\""))
            #expect(pieces[i + 1].hasSuffix("</section>\n"))
        }
        #expect(pieces[pieces.count - 1].hasSuffix("</body></html>\n"))
    }
}
