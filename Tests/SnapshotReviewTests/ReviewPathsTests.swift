import Foundation
import SnapshotCore
import SnapshotReview
import Testing

/// The path rules for a hostile report, on scratch folders: the review reads a report through
/// `SnapshotReport` (ContainedFolder's rule) and writes only inside its checkout.
@Suite struct ReviewPathsTests {
    func scratch() throws -> String {
        let dir = NSTemporaryDirectory() + "review-paths-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir + "/report/sub", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: dir + "/outside", withIntermediateDirectories: true)
        try Data("secret".utf8).write(to: URL(fileURLWithPath: dir + "/outside/secret.png"))
        try Data("picture".utf8).write(to: URL(fileURLWithPath: dir + "/report/sub/a.png"))
        let run = SnapshotTestRun(
            tool: "render-cells", recordMode: "never", tolerance: "exact", shards: [], results: [],
            milliseconds: 0)
        try Data(JSONEncoder().encode(run)).write(to: URL(fileURLWithPath: dir + "/report/results.json"))
        return dir
    }

    @Test func relativePathsOnly() {
        #expect((try? ReviewSession.relative("specs/a.yaml", field: "spec")) == "specs/a.yaml")
        for bad in [
            "", "/etc/passwd", "../a.png", "a/../../b.png", "a/./b.png", "a//b.png", "./a.png", "a/b/..",
            "a\0.png", "a\u{1B}[2J.png"
        ] {
            #expect(throws: ReviewError.self, "'\(bad)'") { try ReviewSession.relative(bad, field: "actual") }
        }
        // The refusal names the field, with the path's control characters escaped.
        let error = #expect(throws: ReviewError.self) { try ReviewSession.relative("a\u{1B}[2J.png", field: "actual") }
        #expect(error?.status == 422 && error?.description.contains("\u{1B}") == false, "\(error?.description ?? "")")
    }

    @Test func readsARegularFileInsideTheReport() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let report = try SnapshotReport(folder: dir + "/report")
        #expect(try report.read("sub/a.png", field: "actual", maxBytes: 100, what: "a picture") == Array("picture".utf8))
        // Over the limit, missing, a folder.
        #expect(throws: (any Error).self) { try report.read("sub/a.png", field: "actual", maxBytes: 3, what: "a picture") }
        #expect(throws: (any Error).self) { try report.read("sub/b.png", field: "actual", maxBytes: 100, what: "a picture") }
        #expect(throws: (any Error).self) { try report.read("sub", field: "actual", maxBytes: 100, what: "a picture") }
    }

    @Test func refusesSymlinksOutOfTheReport() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let fm = FileManager.default
        // A symlinked picture (pointing out, or even in), and a symlinked folder pointing out.
        try fm.createSymbolicLink(atPath: dir + "/report/link.png", withDestinationPath: dir + "/outside/secret.png")
        try fm.createSymbolicLink(atPath: dir + "/report/inside.png", withDestinationPath: dir + "/report/sub/a.png")
        try fm.createSymbolicLink(atPath: dir + "/report/out", withDestinationPath: dir + "/outside")
        let report = try SnapshotReport(folder: dir + "/report")
        for (path, why) in [("link.png", "symbolic link"), ("inside.png", "symbolic link"), ("out/secret.png", "outside")] {
            let error = #expect(throws: (any Error).self, "\(path)") {
                try report.read(path, field: "actual", maxBytes: 100, what: "a picture")
            }
            #expect(error.map { "\($0)" }?.contains(why) == true, "\(error.map { "\($0)" } ?? "")")
        }
    }

    @Test func destinationsStayInsideTheirRoots() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let fm = FileManager.default
        let checkout = dir + "/report"  // any folder serves as the checkout here
        try ReviewSession.checkDestination(checkout + "/sub/a.png", inside: [checkout])
        try ReviewSession.checkDestination(checkout + "/new/folder/b.png", inside: [checkout])
        #expect(throws: ReviewError.self) { try ReviewSession.checkDestination(dir + "/outside/secret.png", inside: [checkout]) }
        #expect(throws: ReviewError.self) {
            try ReviewSession.checkDestination(checkout + "/../outside/x.png", inside: [checkout])
        }
        #expect(throws: ReviewError.self) { try ReviewSession.checkDestination(checkout + "/sub/a.txt", inside: [checkout]) }
        #expect(throws: ReviewError.self) { try ReviewSession.checkDestination("sub/a.png", inside: [checkout]) }
        // Through a symlinked folder, or onto a symlink.
        try fm.createSymbolicLink(atPath: checkout + "/out", withDestinationPath: dir + "/outside")
        #expect(throws: ReviewError.self) { try ReviewSession.checkDestination(checkout + "/out/secret.png", inside: [checkout]) }
        #expect(throws: ReviewError.self) { try ReviewSession.checkDestination(checkout + "/out/new/x.png", inside: [checkout]) }
        try fm.createSymbolicLink(atPath: checkout + "/sub/link.png", withDestinationPath: checkout + "/sub/a.png")
        #expect(throws: ReviewError.self) { try ReviewSession.checkDestination(checkout + "/sub/link.png", inside: [checkout]) }
    }
}
