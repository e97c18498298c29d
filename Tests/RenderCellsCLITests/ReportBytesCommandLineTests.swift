import Foundation
import RenderCells
import TestSupport
import Testing

/// The report's files keep their bytes: `merge-reports` of a shard holding every status and
/// awkward text (quotes, ampersands, angle brackets, tab, line feed, carriage return, C0
/// controls, DEL, non-ASCII, an emoji, `</script>`, U+2028, U+FFFE, U+FFFF, backslashes and
/// slashes, in messages, names, paths, layout changes and warnings) writes results.json,
/// junit.xml and index.html byte for byte as the files in `Fixtures/report-bytes/expected`,
/// which render-cells 0.9.0 wrote (before results.json had its own writer and the escaping
/// worked on bytes); and with the pictures inside the page, the same page but for them.
///
/// The page's inlined style sheet and script are left out of the comparison (and of the
/// expected page): they are the page's fixed resources (ReportPageResourcesTests covers
/// them), not text from a run.
/// To see a difference: `diff -r` the expected folder with the `merged` folder the failing
/// test names.
@Suite struct ReportBytesCommandLineTests {
    static var enabled: Bool { SpecCommandLineTests.enabled }
    let shell = TestCommandLineTests()

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/report-bytes").path

    @Test(.enabled(if: enabled)) func mergedReportFilesKeepTheirBytes() throws {
        let dir = try SpecTestFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for folder in ["shard", "refs"] {
            try FileManager.default.copyItem(atPath: Self.fixtures + "/" + folder, toPath: dir + "/" + folder)
        }
        let linked = try shell.shell("\"$RC\" merge-reports shard -o merged", in: dir)
        #expect(linked.status == 0, "\(linked.stderr)")
        for name in ["results.json", "junit.xml", "index.html"] {
            try expectSameBytes(dir + "/merged/" + name, Self.fixtures + "/expected/" + name)
        }
        let embedded = try shell.shell("\"$RC\" merge-reports shard -o embedded --embed-pictures", in: dir)
        #expect(embedded.status == 0, "\(embedded.stderr)")
        // Each of the two failures' pictures as PNG data instead of its link, and the accept
        // commands naming this folder.
        var page = String(
            decoding: Self.withoutResources(try Data(contentsOf: URL(fileURLWithPath: dir + "/embedded/index.html"))),
            as: UTF8.self
        )
        .replacingOccurrences(of: "accept &#39;embedded&#39;", with: "accept &#39;merged&#39;")
        for picture in ["pics/a.png", "pics/a.diff.png", "pics/a.reference.png", "pics/m.png"] {
            let png = try Data(contentsOf: URL(fileURLWithPath: dir + "/shard/" + picture)).base64EncodedString()
            page = page.replacingOccurrences(
                of: "src=\"data:image/png;base64,\(png)\"", with: "loading=\"lazy\" src=\"\(picture)\"")
        }
        let expected = Self.withoutResources(try Data(contentsOf: URL(fileURLWithPath: Self.fixtures + "/expected/index.html")))
        #expect(Array(page.utf8) == expected)
    }

    func expectSameBytes(_ path: String, _ expectedPath: String) throws {
        let written = Self.withoutResources(try Data(contentsOf: URL(fileURLWithPath: path)))
        let expected = Self.withoutResources(try Data(contentsOf: URL(fileURLWithPath: expectedPath)))
        #expect(written.count == expected.count, "\(path): \(written.count) bytes, expected \(expected.count)")
        if let at = zip(written, expected).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset {
            let context = { (d: [UInt8]) in String(decoding: d[max(0, at - 60)..<min(d.count, at + 60)], as: UTF8.self) }
            Issue.record("\(path) differs at byte \(at): \(context(written)) | expected: \(context(expected))")
        }
    }

    /// The bytes with the text between `<style>` and `</style>` and between `<script>` and
    /// `</script>` left out (a page's inlined resources; a results.json or junit.xml has
    /// neither tag, so it stays whole: the escaped `&lt;/script&gt;` of a message is no tag).
    static func withoutResources(_ data: Data) -> [UInt8] {
        var bytes = [UInt8](data)
        for (open, close) in [("<style>", "</style>"), ("<script>\n", "</script>\n</body>")] {
            let o = Array(open.utf8)
            let c = Array(close.utf8)
            guard let start = find(o, in: bytes, from: 0), let end = find(c, in: bytes, from: start + o.count) else { continue }
            bytes.removeSubrange((start + o.count)..<end)
        }
        return bytes
    }

    static func find(_ needle: [UInt8], in bytes: [UInt8], from: Int) -> Int? {
        guard bytes.count >= needle.count, from <= bytes.count - needle.count else { return nil }
        return (from...(bytes.count - needle.count)).first { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
    }
}
