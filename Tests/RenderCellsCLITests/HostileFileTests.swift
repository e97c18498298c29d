import Foundation
import ListSpec
import RenderCells
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The four ways hostile input used to hurt the command, each run as a user would meet it:
/// the built executable, with a hang guard, so a regression fails instead of hanging.
@Suite(.serialized) struct HostileFileTests {
    struct Run {
        var status: Int32
        var stderr: String
        var seconds: Double
        var timedOut: Bool
    }

    /// Runs `render-cells` with `arguments`, killing it after `limit` seconds: a hang guard
    /// (each run takes about 0.1 s; a FIFO that blocks would never end), not a speed test.
    func run(_ arguments: [String], limit: Double = HostileCorpusTests.hangGuard) throws -> Run {
        let r = try HostileCorpusTests.run(arguments, limit: limit)
        return Run(status: r.status, stderr: r.stderr, seconds: r.seconds, timedOut: r.killed && r.seconds >= limit)
    }

    func expectCleanFailure(
        _ r: Run, exitCode: Int32 = 1, mentioning text: String, outputs: [String],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(!r.timedOut, "still running after the limit", sourceLocation: sourceLocation)
        #expect(r.status == exitCode, "exit \(r.status): \(r.stderr)", sourceLocation: sourceLocation)
        // A usage error (exit 64) is the argument parser's `Error: ` line.
        #expect(
            r.stderr.lowercased().hasPrefix("error: ") && r.stderr.contains(text), "\(r.stderr)",
            sourceLocation: sourceLocation)
        for path in outputs {
            #expect(!FileManager.default.fileExists(atPath: path), "\(path) was written", sourceLocation: sourceLocation)
        }
    }

    // MARK: 1. Font folders with no usable font (was SIGILL from a fatalError)

    @Test(.enabled(if: SpecCommandLineTests.enabled)) func anEmptyFontFolder() throws {
        let dir = try SpecTestFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/fonts", withIntermediateDirectories: false)
        let r = try run([
            "render", packageRoot + "/examples/hammer.yaml", "-o", dir + "/out.png", "--fonts-dir",
            dir + "/fonts"
        ])
        expectCleanFailure(
            r, exitCode: 64, mentioning: "\(dir)/fonts: cannot use it as a font folder: there are no files in it",
            outputs: [dir + "/out.png"])
    }

    @Test(.enabled(if: SpecCommandLineTests.enabled)) func aFolderOfFilesThatAreNotFonts() throws {
        let dir = try SpecTestFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/fonts", withIntermediateDirectories: false)
        try "hello".write(toFile: dir + "/fonts/readme.txt", atomically: true, encoding: .utf8)
        try "not a font".write(toFile: dir + "/fonts/fake.ttf", atomically: true, encoding: .utf8)
        let r = try run([
            "render", packageRoot + "/examples/hammer.yaml", "-o", dir + "/out.png", "--fonts-dir",
            dir + "/fonts"
        ])
        expectCleanFailure(
            r, exitCode: 64, mentioning: "1 font file (fake.ttf), none of which could be read as a font",
            outputs: [dir + "/out.png"])
        try FileManager.default.removeItem(atPath: dir + "/fonts/fake.ttf")
        let plain = try run([
            "render", packageRoot + "/examples/hammer.yaml", "-o", dir + "/out.png", "--fonts-dir",
            dir + "/fonts"
        ])
        expectCleanFailure(
            plain, exitCode: 64, mentioning: "1 file, none of them a font file (.ttf, .otf, .ttc or .otc)",
            outputs: [dir + "/out.png"])
    }

    @Test(.enabled(if: SpecCommandLineTests.enabled)) func devAsTheFontFolder() throws {
        let dir = try SpecTestFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = try run(["render", packageRoot + "/examples/hammer.yaml", "-o", dir + "/out.png", "--fonts-dir", "/dev"])
        expectCleanFailure(r, exitCode: 64, mentioning: "/dev: cannot use it as a font folder", outputs: [dir + "/out.png"])
    }

    @Test func theCatalogSaysWhatAFolderHeld() throws {
        let dir = try SpecTestFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(throws: FontError.noUsableFont(source: dir, detail: "there are no files in it")) {
            try FontCatalog(fontDirectories: [dir]).checkUsable()
        }
        try FontCatalog(fontDirectories: ["/usr/share/fonts/truetype/dejavu"]).checkUsable()
        try FontCatalog.shared.checkUsable()
    }

    // MARK: 2–3. FIFOs where a spec or an image should be (was a hang in open(2))

    @Test(.enabled(if: SpecCommandLineTests.enabled)) func aSpecThatIsAFIFO() throws {
        let dir = try SpecTestFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(mkfifo(dir + "/spec.yaml", 0o600) == 0)
        let r = try run(["render", dir + "/spec.yaml", "-o", dir + "/out.png"])
        expectCleanFailure(r, mentioning: "spec.yaml: the spec is not a regular file", outputs: [dir + "/out.png"])
    }

    @Test(.enabled(if: SpecCommandLineTests.enabled)) func anImageThatIsAFIFO() throws {
        let dir = try SpecTestFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(mkfifo(dir + "/pipe.png", 0o600) == 0)
        try "sections: [{items: [{text: a, image: {file: pipe.png}}]}]\n"
            .write(toFile: dir + "/spec.yaml", atomically: true, encoding: .utf8)
        let r = try run(["render", dir + "/spec.yaml", "-o", dir + "/out.png"])
        expectCleanFailure(r, mentioning: "pipe.png: is a FIFO, not a regular file", outputs: [dir + "/out.png"])
    }

    /// What a check run on another thread found, so a check that blocks fails the test
    /// after a timeout instead of hanging it.
    final class Outcome: @unchecked Sendable {
        var error: FontError?
    }

    @Test func aFIFONamedLikeAFontIsSkipped() throws {
        let dir = try SpecTestFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(mkfifo(dir + "/pipe.ttf", 0o600) == 0)
        // The scan never opens it: an open would block until a writer came.
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            do { try FontCatalog(fontDirectories: [dir]).checkUsable() } catch let e as FontError { outcome.error = e } catch {}
            done.signal()
        }
        try #require(done.wait(timeout: .now() + 5) == .success, "the font scan blocked on a FIFO")
        #expect(outcome.error == .noUsableFont(source: dir, detail: "there are no files in it"))
    }

    // MARK: 4. A list far taller than any picture (was laid out in full first)

    @Test func aTallListStopsLayingOutPastTheLimit() throws {
        let items = (0..<10_000).map { "{text: \"Row \($0)\"}" }.joined(separator: ", ")
        let spec = try ListSpec(yaml: "width: 390\nscale: 3\nsections: [{items: [\(items)]}]\n")
        let view = spec.makeCollectionView()
        let full = view.layout(width: 390, scale: 3)
        let stopped = view.layout(width: 390, scale: 3, stoppingBelow: 1000)
        #expect(full.sections[0].items.count == 10_000)
        // Rows are laid out until the content passes 1000 pt, not one more.
        let rows = stopped.sections[0].items
        #expect(rows.count < 30)
        #expect(rows.last!.frame.maxY > 1000 && rows[rows.count - 2].frame.maxY <= 1000)
        #expect(stopped.contentHeight > 1000)
        #expect(stopped.isTruncated && !full.isTruncated)
    }

    @Test(.enabled(if: SpecCommandLineTests.enabled)) func aTallListIsRefusedWithALowerBound() throws {
        let dir = try SpecTestFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let items = (0..<10_000).map { "{text: \"Row \($0)\"}" }.joined(separator: ", ")
        try "width: 390\nscale: 3\nsections: [{items: [\(items)]}]\n"
            .write(toFile: dir + "/tall.yaml", atomically: true, encoding: .utf8)
        let r = try run(["render", dir + "/tall.yaml", "-o", dir + "/out.png"])
        expectCleanFailure(r, mentioning: "\(dir)/tall.yaml: the picture would be at least 1170 x ", outputs: [dir + "/out.png"])
        #expect(r.stderr.contains(" points or more at scale 3"), "\(r.stderr)")
        #expect(r.stderr.hasSuffix("give a height (in points) to crop the picture\n"), "\(r.stderr)")
    }
}
