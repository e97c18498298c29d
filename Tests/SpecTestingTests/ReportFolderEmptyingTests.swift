import Foundation
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
}
