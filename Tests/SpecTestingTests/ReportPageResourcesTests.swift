import Foundation
import SnapshotCore
import SpecTesting
import TestSupport
import Testing

/// The offline pages' CSS and JavaScript (the report's, the review's, the audit's and the
/// comparison sheet's) are files of their own, embedded in
/// the binary: what the page carries is those files exactly, and each is well formed enough
/// to trust a browser with (brackets balanced outside strings and comments; and, where Node
/// is installed, the scripts parse).
@Suite struct ReportPageResourcesTests {
    static let files = [
        "Sources/SpecTesting/Report/Page/palette.css", "Sources/SpecTesting/Report/Page/report.css",
        "Sources/SpecTesting/Report/Page/report.js", "Sources/SnapshotReview/Page/review.css",
        "Sources/SnapshotReview/Page/review.js", "Sources/CellAccessibility/Report/audit.css",
        "Sources/Sheets/sheet-page.css", "Sources/Sheets/sheet-page.js"
    ]

    static func text(_ file: String) throws -> String {
        try String(contentsOfFile: packageRoot + "/" + file, encoding: .utf8)
    }

    @Test func theWrittenPageCarriesTheFiles() throws {
        let run = SnapshotTestRun(
            tool: "render-cells", recordMode: "never", tolerance: "exact", shards: [], results: [],
            milliseconds: 0)
        let html = run.html(embed: { _ in nil }, link: { $0 })
        #expect(ReportPageResources.palette == (try Self.text(Self.files[0])))
        #expect(ReportPageResources.style == (try Self.text(Self.files[1])))
        #expect(ReportPageResources.script == (try Self.text(Self.files[2])))
        #expect(html.contains("<style>\n" + ReportPageResources.palette + ReportPageResources.style + "</style>"))
        #expect(html.contains("<script>\n" + ReportPageResources.script + "</script>"))
        // Inline, once each: the page is one offline file.
        #expect(html.components(separatedBy: "<script").count == 2)
        #expect(!html.contains("<link") && !html.contains(" src=\""))
    }

    /// `(` `[` `{` closed in order, outside strings, template literals and comments; a
    /// JavaScript regular expression literal would need more than this (the scripts have none).
    static func unbalanced(_ source: String, css: Bool) -> String? {
        var stack: [Character] = []
        let pairs: [Character: Character] = [")": "(", "]": "[", "}": "{"]
        let chars = Array(source)
        var i = 0
        var line = 1
        while i < chars.count {
            let c = chars[i]
            if c == "\n" { line += 1 }
            if c == "/", i + 1 < chars.count, chars[i + 1] == "*" {
                i += 2
                while i + 1 < chars.count, !(chars[i] == "*" && chars[i + 1] == "/") {
                    if chars[i] == "\n" { line += 1 }
                    i += 1
                }
                i += 2
                continue
            }
            if !css, c == "/", i + 1 < chars.count, chars[i + 1] == "/" {
                while i < chars.count, chars[i] != "\n" { i += 1 }
                continue
            }
            if c == "\"" || c == "'" || (!css && c == "`") {
                i += 1
                while i < chars.count, chars[i] != c {
                    if chars[i] == "\\" { i += 1 }
                    if chars[i] == "\n", c != "`" { return "line \(line): a string runs past its line" }
                    i += 1
                }
                i += 1
                continue
            }
            if "([{".contains(c) { stack.append(c) }
            if let open = pairs[c] {
                guard stack.popLast() == open else { return "line \(line): \(c) closes nothing open" }
            }
            i += 1
        }
        return stack.isEmpty ? nil : "\(stack.count) bracket(s) never closed"
    }

    @Test(arguments: files) func isNonEmptyAndBalanced(_ file: String) throws {
        let source = try Self.text(file)
        #expect(source.count > 200, "\(file) is empty or nearly")
        #expect(
            Self.unbalanced(source, css: file.hasSuffix(".css")) == nil,
            "\(file): \(Self.unbalanced(source, css: file.hasSuffix(".css")) ?? "")")
        #expect(source.hasSuffix("\n") && !source.hasSuffix("\n\n"))
    }

    @Test func theCheckerCatchesABrokenFile() {
        #expect(Self.unbalanced("a { color: red; ", css: true) != nil)
        #expect(Self.unbalanced("f(a, [b)];", css: false) != nil)
        #expect(Self.unbalanced("const s = '(';", css: false) == nil)
        #expect(Self.unbalanced("/* { */ a {}", css: true) == nil)
    }

    static let node = ["/usr/bin/node", "/usr/local/bin/node"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// `node --check`: the scripts parse as JavaScript (Node is not one of scripts/setup's
    /// packages; the browser tests run the report's script in Chromium).
    @Test(.enabled(if: node != nil), arguments: files.filter { $0.hasSuffix(".js") })
    func scriptParses(_ file: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.node!)
        process.arguments = ["--check", packageRoot + "/" + file]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(message)")
    }
}
