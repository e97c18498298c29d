import Foundation
import SpecTesting
import TestSupport
import Testing

/// The page's links worked out per folder must be the links worked out whole, for every
/// shape of path: the report folder's own path and its parents, `.` and `..`, doubled
/// slashes, names that need percent-encoding, folders that exist and ones that do not.
@Suite struct RelativeLinksTests {
    @Test func eachLinkIsTheWholeLinkOnEveryShapeOfPath() throws {
        let root = try SpecTestFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        for made in ["report", "specs/__Snapshots__", "specs/deep/__Snapshots__", "a b/__Snapshots__", "report-2"] {
            try FileManager.default.createDirectory(atPath: root + "/" + made, withIntermediateDirectories: true)
        }
        let folders = [
            root + "/specs/__Snapshots__", root + "/specs/deep/__Snapshots__", root + "/a b/__Snapshots__",
            root + "/specs/../specs/__Snapshots__", root + "/specs/./__Snapshots__", root + "//specs//__Snapshots__",
            root + "/missing/folder", root, root + "/report", root + "/report/sub", "/", root + "/report-2",
            root + "/spécs", root + "/specs/.."
        ]
        let names = [
            "cell-000.plain-light-S.png", "screen.insetGrouped-dark-AX3.png", "report", "report-2", "..", ".",
            "a b.png", "50%.png", "x;y.png", "q?.png", "#1.png", "é.png", "~tilde_.png", "UPPER.PNG"
        ]
        for output in [root + "/report", root + "/report/", root + "/specs/__Snapshots__", root] {
            let from = URL(fileURLWithPath: output).standardizedFileURL.pathComponents
            let links = RelativeLinks(from: from)
            for folder in folders {
                for name in names {
                    let path = folder == "/" ? "/" + name : folder + "/" + name
                    let expected = SnapshotReportFolder.relativeURL(from: from, to: URL(fileURLWithPath: path))
                    // Twice: the folder's first link works it out, the second looks it up.
                    #expect(links.link(to: path) == expected, "from \(output) to \(path)")
                    #expect(links.link(to: path) == expected, "from \(output) to \(path), looked up")
                }
            }
        }
    }
}
