import Foundation
import SnapshotCore
import SpecTesting
import Testing

/// Emptying a report folder from an earlier run: its files moved aside at once and deleted
/// while the run works, gone before the run lets the folder go, and links inside it deleted
/// as links (what they point at is left alone).
@Suite struct ReportFolderEmptyingTests {
    static let marker = SnapshotReportFolder.marker

    /// A report folder as an earlier run left it: `count` pictures, a sub-folder of pictures,
    /// a link to a file outside, and a hidden folder a killed run was deleting.
    static func earlierReport(count: Int) throws -> (dir: String, report: String) {
        let dir = NSTemporaryDirectory() + "report-emptying-\(UUID().uuidString)"
        let report = dir + "/report"
        let fm = FileManager.default
        try fm.createDirectory(atPath: report + "/screens", withIntermediateDirectories: true)
        try fm.createDirectory(atPath: report + "/.render-cells-removing-1-2", withIntermediateDirectories: true)
        try "made by render-cells test\n".write(toFile: report + "/" + marker, atomically: false, encoding: .utf8)
        for i in 0..<count {
            try Data(repeating: UInt8(i & 255), count: 4096).write(to: URL(fileURLWithPath: report + "/s\(i).png"))
        }
        try Data("nested".utf8).write(to: URL(fileURLWithPath: report + "/screens/a.diff.png"))
        try Data("left".utf8).write(to: URL(fileURLWithPath: report + "/.render-cells-removing-1-2/old.png"))
        try "keep me".write(toFile: dir + "/outside.txt", atomically: false, encoding: .utf8)
        try fm.createSymbolicLink(atPath: report + "/link.png", withDestinationPath: dir + "/outside.txt")
        return (dir, report)
    }

    @Test func theEarlierFilesAreOutOfTheWayAtOnceAndGoneWhenTheLockGoes() throws {
        let (dir, report) = try Self.earlierReport(count: 400)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let fm = FileManager.default
        do {
            let lock = try SnapshotReportFolder.prepare(report)
            // While the run holds the folder: nothing of the earlier run's under its own name
            // (at most the hidden folder being deleted), so this run's files cannot meet them.
            let visible = try fm.contentsOfDirectory(atPath: report).filter {
                !$0.hasPrefix(".render-cells-removing-\(getpid())-")
            }
            #expect(visible == [Self.marker])
            // This run's own files may go in at once, under the earlier files' names.
            try Data("new".utf8).write(to: URL(fileURLWithPath: report + "/s0.png"))
            withExtendedLifetime(lock) {}
        }
        // Once the lock is gone, the folder holds the marker and this run's file only: the
        // earlier 400 pictures, the sub-folder, the link and the killed run's folder are gone.
        #expect(try fm.contentsOfDirectory(atPath: report).sorted() == [Self.marker, "s0.png"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: report + "/s0.png")) == Data("new".utf8))
        // The link was deleted, not followed.
        #expect(try String(contentsOfFile: dir + "/outside.txt", encoding: .utf8) == "keep me")
    }

    @Test func aFolderOfTheMarkerAloneIsReadyAtOnce() throws {
        let dir = NSTemporaryDirectory() + "report-emptying-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try SnapshotReportFolder.prepare(dir + "/report")
        try SnapshotReportFolder.prepare(dir + "/report")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/report") == [Self.marker])
    }

    @Test func aSecondRunIsRefusedWhileTheFirstHoldsTheFolder() throws {
        let (dir, report) = try Self.earlierReport(count: 20)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let lock = try SnapshotReportFolder.prepare(report)
        #expect(throws: SnapshotTestRunner.UsageError.self) { try SnapshotReportFolder.prepare(report) }
        withExtendedLifetime(lock) {}
    }

    /// The inode of each regular file in `folder` and below it, by path relative to it.
    static func inodes(_ folder: String) -> [String: ino_t] {
        var out: [String: ino_t] = [:]
        for case let name as String in FileManager.default.enumerator(atPath: folder)! {
            var info = stat()
            if lstat(folder + "/" + name, &info) == 0, info.st_mode & S_IFMT == S_IFREG { out[name] = info.st_ino }
        }
        return out
    }

    /// A failing run written over its own earlier report reuses the earlier files (the same
    /// inodes) and leaves the same bytes as the run written into a new folder.
    @Test func aReportWrittenOverAnEarlierOneIsTheSameBytes() throws {
        let (dir, first) = try ReportPicturesTests.failingReport(embedsPictures: false)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let report = dir + "/report"
        let earlier = Self.inodes(report)
        var fresh: [String: Data] = [:]
        for name in earlier.keys { fresh[name] = FileManager.default.contents(atPath: report + "/" + name) }
        #expect(earlier.count == 10, "\(earlier.keys.sorted())")  // 3 pictures of 2 failures, 3 documents, the marker
        do {
            let lock = try SnapshotReportFolder.prepare(report)
            _ = try SnapshotTestRunner(options: SnapshotTestRunnerTests.options(dir, .never)).run()
            // The first run's results, so the documents' timing figure is the same too.
            try SnapshotReportFolder.write(first, to: report, base: dir)
            withExtendedLifetime(lock) {}
        }
        let again = Self.inodes(report)
        #expect(again.keys.sorted() == earlier.keys.sorted())
        for (name, bytes) in fresh {
            #expect(FileManager.default.contents(atPath: report + "/" + name) == bytes, "\(name)")
        }
        // Every file but the marker (kept, never moved) is an earlier file reused.
        let reused = Set(again.filter { $0.key != Self.marker }.values)
        #expect(reused.isSubset(of: Set(earlier.values)))
    }

    /// A crafted earlier report: hard links and a symbolic link to files outside it are
    /// deleted as names, never emptied or written through, when the run's documents look for
    /// earlier files to reuse (the hard links are the only regular files there, so the first
    /// document tries both).
    @Test func linksInAnEarlierReportAreNeverWrittenThrough() throws {
        let dir = NSTemporaryDirectory() + "report-emptying-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let report = dir + "/report"
        try FileManager.default.createDirectory(atPath: report + "/screens", withIntermediateDirectories: true)
        try "made by render-cells test\n".write(toFile: report + "/" + Self.marker, atomically: false, encoding: .utf8)
        try "hard".write(toFile: dir + "/hard.txt", atomically: false, encoding: .utf8)
        try "keep me".write(toFile: dir + "/outside.txt", atomically: false, encoding: .utf8)
        #expect(link(dir + "/hard.txt", report + "/hard.png") == 0)
        #expect(link(dir + "/hard.txt", report + "/screens/hard.png") == 0)
        try FileManager.default.createSymbolicLink(atPath: report + "/link.png", withDestinationPath: dir + "/outside.txt")
        do {
            let lock = try SnapshotReportFolder.prepare(report)
            let run = SnapshotTestRun(
                tool: "render-cells", recordMode: "never", tolerance: "exact", shards: [], results: [], milliseconds: 0)
            try SnapshotReportFolder.write(run, to: report, base: dir)
            withExtendedLifetime(lock) {}
        }
        #expect(try String(contentsOfFile: dir + "/outside.txt", encoding: .utf8) == "keep me")
        #expect(try String(contentsOfFile: dir + "/hard.txt", encoding: .utf8) == "hard")
        var info = stat()
        #expect(lstat(dir + "/hard.txt", &info) == 0 && info.st_nlink == 1)
        let names = try FileManager.default.contentsOfDirectory(atPath: report).sorted()
        #expect(names == [Self.marker, "index.html", "junit.xml", "results.json"].sorted())
    }

    /// As snapshots finish, the earlier files the rest of the run is not expected to reuse
    /// are deleted while the folder is still held: four a snapshot left, times the share of
    /// snapshots so far that failed (one more counted as failing), and three documents.
    @Test func theEarlierFilesBeyondWhatIsExpectedAreDeletedWhileTheRunWorks() throws {
        let (dir, report) = try Self.earlierReport(count: 40)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let lock = try SnapshotReportFolder.prepare(report)
        let aside = try #require(
            try FileManager.default.contentsOfDirectory(atPath: report).first {
                $0.hasPrefix(".render-cells-removing-\(getpid())-")
            })
        /// How many earlier files are left once the deleting thread has caught up with `kept`.
        func left(settlingAt kept: Int) -> Int {
            var left = Int.max
            for _ in 0..<500 {
                left = Self.inodes(report + "/" + aside).count
                if left <= kept { break }
                usleep(10_000)
            }
            return left
        }
        func result(_ status: SnapshotTestStatus) -> SnapshotTestResult {
            SnapshotTestResult(id: "s", name: "s", spec: "s.yaml", variant: "default", status: status, reference: "s.png")
        }
        // 42 earlier regular files (40 pictures, a nested one, one a killed run left).
        // One failed, 5 left: 5 × 2/2 = 5 expected, 23 files kept.
        lock.snapshotFinished(result(.failed), left: 5)
        #expect(left(settlingAt: 23) == 23)
        // Then three passed, 2 left: 2 × 2/5 rounded up = 1 expected, 7 kept.
        for left in [4, 3, 2] { lock.snapshotFinished(result(.passed), left: left) }
        #expect(left(settlingAt: 7) == 7)
        withExtendedLifetime(lock) {}
    }
}
