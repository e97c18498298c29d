import Foundation
import SnapshotReview
import Testing

/// The path rules for a hostile report, on scratch folders.
@Suite struct ReviewPathsTests {
    func scratch() throws -> String {
        let dir = NSTemporaryDirectory() + "review-paths-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir + "/report/sub", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: dir + "/outside", withIntermediateDirectories: true)
        try Data("secret".utf8).write(to: URL(fileURLWithPath: dir + "/outside/secret.png"))
        try Data("picture".utf8).write(to: URL(fileURLWithPath: dir + "/report/sub/a.png"))
        return dir
    }

    @Test func relativePathsOnly() {
        #expect((try? ReviewPaths.relative("specs/a.yaml", field: "spec")) == "specs/a.yaml")
        for bad in ["", "/etc/passwd", "../a.png", "a/../../b.png", "a/./b.png", "a//b.png", "./a.png", "a/b/..",
                    "a\\..\\b.png", "a\0.png"] {
            #expect(throws: ReviewError.self, "'\(bad)'") { try ReviewPaths.relative(bad, field: "actual") }
        }
    }

    @Test func readsARegularFileInsideTheReport() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(try ReviewPaths.readRegularFile("sub/a.png", in: dir + "/report", limit: 100, field: "actual")
            == Array("picture".utf8))
        // Over the limit, missing, a folder.
        #expect(throws: ReviewError.self) { try ReviewPaths.readRegularFile("sub/a.png", in: dir + "/report", limit: 3, field: "actual") }
        #expect(throws: ReviewError.self) { try ReviewPaths.readRegularFile("sub/b.png", in: dir + "/report", limit: 100, field: "actual") }
        #expect(throws: ReviewError.self) { try ReviewPaths.readRegularFile("sub", in: dir + "/report", limit: 100, field: "actual") }
    }

    @Test func refusesSymlinksOutOfTheReport() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let fm = FileManager.default
        // A symlinked picture (pointing out, or even in), and a symlinked folder pointing out.
        try fm.createSymbolicLink(atPath: dir + "/report/link.png", withDestinationPath: dir + "/outside/secret.png")
        try fm.createSymbolicLink(atPath: dir + "/report/inside.png", withDestinationPath: dir + "/report/sub/a.png")
        try fm.createSymbolicLink(atPath: dir + "/report/out", withDestinationPath: dir + "/outside")
        for path in ["link.png", "inside.png", "out/secret.png"] {
            let error = #expect(throws: ReviewError.self, "\(path)") {
                try ReviewPaths.readRegularFile(path, in: dir + "/report", limit: 100, field: "actual")
            }
            #expect(error?.description.contains("symlink") == true, "\(error?.description ?? "")")
        }
    }

    @Test func destinationsStayInsideTheirRoots() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let fm = FileManager.default
        let checkout = dir + "/report"  // any folder serves as the checkout here
        try ReviewPaths.checkDestination(checkout + "/sub/a.png", inside: [checkout])
        try ReviewPaths.checkDestination(checkout + "/new/folder/b.png", inside: [checkout])
        #expect(throws: ReviewError.self) { try ReviewPaths.checkDestination(dir + "/outside/secret.png", inside: [checkout]) }
        #expect(throws: ReviewError.self) { try ReviewPaths.checkDestination(checkout + "/../outside/x.png", inside: [checkout]) }
        #expect(throws: ReviewError.self) { try ReviewPaths.checkDestination(checkout + "/sub/a.txt", inside: [checkout]) }
        #expect(throws: ReviewError.self) { try ReviewPaths.checkDestination("sub/a.png", inside: [checkout]) }
        // Through a symlinked folder, or onto a symlink.
        try fm.createSymbolicLink(atPath: checkout + "/out", withDestinationPath: dir + "/outside")
        #expect(throws: ReviewError.self) { try ReviewPaths.checkDestination(checkout + "/out/secret.png", inside: [checkout]) }
        #expect(throws: ReviewError.self) { try ReviewPaths.checkDestination(checkout + "/out/new/x.png", inside: [checkout]) }
        try fm.createSymbolicLink(atPath: checkout + "/sub/link.png", withDestinationPath: checkout + "/sub/a.png")
        #expect(throws: ReviewError.self) { try ReviewPaths.checkDestination(checkout + "/sub/link.png", inside: [checkout]) }
    }
}
