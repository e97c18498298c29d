import Foundation
import ListSpec
import RenderCells
import SnapshotCore
import SpecTesting
import TestSupport
import Testing

/// Issue #37, round two: what a run reads and writes stays inside the folders the user named
/// (S2b), an empty suite is not a green run, and merge-reports never writes over a shard
/// however its output is spelled (D3) nor collapses an id two shards hold.
@Suite struct NamedFolderTests {
    /// A spec, and a folder of specs, linked from outside the named folder are refused, naming
    /// the link; nothing is written into the link's target.
    @Test func linksOutOfTheSpecsFolderAreRefused() throws {
        let dir = try SnapshotTestRunnerTests.suite()
        let outside = try SnapshotTestRunnerTests.suite()
        defer {
            try? FileManager.default.removeItem(atPath: dir)
            try? FileManager.default.removeItem(atPath: outside)
        }
        let fm = FileManager.default
        for (name, target) in [("linked.yaml", outside + "/settings.yaml"), ("linked", outside + "/more")] {
            try fm.createSymbolicLink(atPath: dir + "/" + name, withDestinationPath: target)
            let error = try #require(throws: SnapshotTestRunner.UsageError.self) {
                try SnapshotTestRunner(options: SnapshotTestRunnerTests.options(dir, .missing)).run()
            }
            #expect(error.description.contains("\(name): a link out of ."), "\(error)")
            try fm.removeItem(atPath: dir + "/" + name)
        }
        #expect(!fm.fileExists(atPath: outside + "/__Snapshots__") && !fm.fileExists(atPath: outside + "/more/__Snapshots__"))
        // A link that stays inside is followed.
        try fm.createSymbolicLink(atPath: dir + "/inside.yaml", withDestinationPath: "more/hello.json")
        let run = try SnapshotTestRunner(options: SnapshotTestRunnerTests.options(dir, .missing)).run()
        #expect(run.results.map(\.name).contains("inside"))
    }

    /// S2b: a `__Snapshots__` folder that is a link elsewhere is not written into: the
    /// snapshot is an error saying so, and the link's target stays empty.
    @Test func aReferencesFolderLinkedElsewhereIsNotWrittenInto() throws {
        let dir = try SnapshotTestRunnerTests.suite()
        let outside = NSTemporaryDirectory() + "outside-\(UUID().uuidString)"
        let fm = FileManager.default
        try fm.createDirectory(atPath: outside, withIntermediateDirectories: true)
        defer {
            try? fm.removeItem(atPath: dir)
            try? fm.removeItem(atPath: outside)
        }
        try fm.createSymbolicLink(atPath: dir + "/more/__Snapshots__", withDestinationPath: outside)
        let run = try SnapshotTestRunner(options: SnapshotTestRunnerTests.options(dir, .missing)).run()
        let hello = try #require(run.results.first { $0.name == "hello" })
        #expect(hello.status == .error && hello.message?.contains("leads out of") == true, "\(hello)")
        #expect(try fm.contentsOfDirectory(atPath: outside).isEmpty)
        // The other spec's folder is its own: recorded.
        #expect(run.results.filter { $0.name.hasPrefix("settings") }.allSatisfy { $0.status == .new })
    }

    /// S2b: an image file is read only inside the spec's folder: an absolute path, `..` and a
    /// link out are refused naming the field, and the file is never read.
    @Test func imagesStayInsideTheSpecsFolder() throws {
        let dir = NSTemporaryDirectory() + "images-\(UUID().uuidString)"
        let fm = FileManager.default
        try fm.createDirectory(atPath: dir + "/specs", withIntermediateDirectories: true)
        defer { try? fm.removeItem(atPath: dir) }
        let png = try PNGEncoder().encode(try #require(Pixmap(width: 2, height: 2, color: .white)))
        try Data(png).write(to: URL(fileURLWithPath: dir + "/outside.png"))
        try Data(png).write(to: URL(fileURLWithPath: dir + "/specs/inside.png"))
        try fm.createSymbolicLink(atPath: dir + "/specs/link.png", withDestinationPath: dir + "/outside.png")
        for file in [dir + "/outside.png", "../outside.png", "link.png"] {
            try "sections: [{items: [{text: a, image: {file: \"\(file)\"}}]}]\n"
                .write(toFile: dir + "/specs/s.yaml", atomically: true, encoding: .utf8)
            let error = try #require(throws: SpecError.self, "\(file)") { try ListSpec(contentsOf: dir + "/specs/s.yaml") }
            #expect(error.path == "sections[0].items[0].image.file", "\(error)")
        }
        try "sections: [{items: [{text: a, image: {file: inside.png}}]}]\n"
            .write(toFile: dir + "/specs/s.yaml", atomically: true, encoding: .utf8)
        #expect(try ListSpec(contentsOf: dir + "/specs/s.yaml").imageFiles == [dir + "/specs/inside.png"])
    }

    /// A folder without specs is a usage error naming it (a path typo on CI used to pass
    /// green with "0 snapshots"); an empty shard of a suite that has specs passes.
    @Test func anEmptySuiteIsAnErrorAndAnEmptyShardIsNot() throws {
        let empty = NSTemporaryDirectory() + "empty-suite-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: empty + "/specs", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: empty) }
        var options = SnapshotTestRunnerTests.options(empty, .never)
        options.paths = ["specs"]
        let error = try #require(throws: SnapshotTestRunner.UsageError.self) { try SnapshotTestRunner(options: options).run() }
        #expect(error.description.hasPrefix("specs: no spec file"), "\(error)")

        let dir = try SnapshotTestRunnerTests.suite()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // Three snapshots in 5 shards: at least one shard holds none and passes.
        let runs = try (1...5).map {
            try SnapshotTestRunner(options: SnapshotTestRunnerTests.options(dir, .missing, shard: ($0, 5))).run()
        }
        #expect(runs.contains { $0.results.isEmpty && !$0.fails })
    }

    /// Two shards of one run, recorded in `dir/sh1` and `dir/sh2`.
    static func shards() throws -> String {
        let dir = try SnapshotTestRunnerTests.suite()
        for i in 1...2 {
            var options = SnapshotTestRunnerTests.options(dir, .missing, shard: (i, 2))
            options.outputDirectory = "sh\(i)"
            let lock = try SnapshotReportFolder.prepare(dir + "/sh\(i)")
            let run = try SnapshotTestRunner(options: options).run()
            try withExtendedLifetime(lock) { try SnapshotReportFolder.write(run, to: dir + "/sh\(i)", base: dir) }
        }
        return dir
    }

    /// D3: an output that is a shard, holds one or lies in one, however spelled (`./sh2`,
    /// `sh2/`, absolute, `sh1/../sh2`, a link), is refused before anything is touched.
    @Test func mergeReportsNeverWritesOverAShard() throws {
        let dir = try Self.shards()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createSymbolicLink(atPath: dir + "/link", withDestinationPath: "sh2")
        let before = SpecTestFiles.contents(of: dir + "/sh2")
        let cwd = FileManager.default.currentDirectoryPath
        FileManager.default.changeCurrentDirectoryPath(dir)
        defer { FileManager.default.changeCurrentDirectoryPath(cwd) }
        for output in ["./sh2", "sh2/", dir + "/sh2", "sh1/../sh2", "link", ".", "sh1/merged"] {
            let error = try #require(throws: SnapshotTestRunner.UsageError.self, "\(output)") {
                try SnapshotReportFolder.merge([dir + "/sh1", "sh2"], into: output, base: dir)
            }
            #expect(error.description.contains("nothing was touched"), "\(error)")
        }
        #expect(SpecTestFiles.contents(of: dir + "/sh2") == before)
        #expect(!FileManager.default.fileExists(atPath: dir + "/sh1/merged"))
        let merged = try SnapshotReportFolder.merge(["sh1", "sh2"], into: "merged", base: dir)
        #expect(merged.results.count == 3)
    }

    /// An id two shards both hold is an error naming both, not silently one of them.
    @Test func anIdInTwoShardsIsAnError() throws {
        let dir = try Self.shards()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let one = try SnapshotReport(folder: dir + "/sh1").run
        let results = dir + "/sh2/results.json"
        var two = try SnapshotReport(folder: dir + "/sh2").run
        two.results.append(try #require(one.results.first))
        try Data(try SnapshotReport.json(two)).write(to: URL(fileURLWithPath: results))
        let error = try #require(throws: SnapshotReportFolder.ShardError.self) {
            try SnapshotReportFolder.merge([dir + "/sh1", dir + "/sh2"], into: dir + "/merged", base: dir)
        }
        #expect(error.description.contains("is in two shards, \(dir)/sh1 and \(dir)/sh2"), "\(error)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/merged"))
    }
}
