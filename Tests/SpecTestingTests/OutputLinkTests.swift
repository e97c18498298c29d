import Foundation
import SpecTesting
import TestSupport
import Testing

/// A link from the page to a picture in its own report folder, taken as it is when its every
/// component is a plain name, must be the link worked out whole through `URL`, however the
/// report folder is spelled (relative, with `.`, `..`, doubled or trailing slashes, through a
/// symbolic link) and whatever the picture is named.
@Suite struct OutputLinkTests {
    @Test func eachLinkIsTheWholeLinkForEverySpellingOfTheFolder() throws {
        let root = try SpecTestFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/report/sub", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/other", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root + "/linked", withDestinationPath: root + "/report")
        let folders = [
            root + "/report", root + "/report/", root + "//report", root + "/other/../report", root + "/./report",
            root + "/linked", root + "/report/sub/..", root + "/missing/report"
        ]
        let relatives = [
            "screen-0.grouped-dark-AX1.png", "screen-0.grouped-dark-AX1.diff.png", "sub/a.png", "sub/deeper/b.reference.png",
            "a b.png", "50%.png", "x;y.png", "q?.png", "#1.png", "é.png", "~tilde_.png", "UPPER.PNG", "sub/é/c.png",
            ".hidden.png", "..dots.png", "x"
        ]
        for folder in folders {
            let from = URL(fileURLWithPath: folder).standardizedFileURL.pathComponents
            for relative in relatives {
                let file = folder + "/" + relative
                let whole = SnapshotReportFolder.relativeURL(from: from, to: URL(fileURLWithPath: file))
                #expect(
                    SnapshotReportFolder.outputLink(to: relative, file: file, from: from) == whole,
                    "\(relative) in \(folder)")
            }
        }
    }
}
