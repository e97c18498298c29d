import Foundation
import SpecTesting
import Testing

/// A reference's absolute path from its folder's, as planning works it out once per spec,
/// must be the path worked out whole, or not be given.
@Suite struct ReferencePathTests {
    @Test func theFoldersPathAndTheNameAreThePathWorkedOutWhole() throws {
        for base in ["/tmp/suite", "/tmp/suite/", "/tmp/a/../suite", "/"] {
            let runner = SnapshotTestRunner(
                options: SnapshotTestOptions(paths: ["."], outputDirectory: "report", workingDirectory: base))
            for folder in ["__Snapshots__", "specs/__Snapshots__", "./specs/../__Snapshots__", "a//b", "/abs/refs", "x y/é", ".."]
            {
                let absoluteFolder = runner.absolute(folder)
                for name in ["cell.plain-light-S.png", "a b.png", "é.png", "/\u{301}x.png", "...png", ".", "..", "", "a/b.png"] {
                    let reference = folder + "/" + name
                    guard let fast = runner.absoluteReference(reference, folder: folder, absoluteFolder: absoluteFolder)
                    else { continue }
                    #expect(fast == runner.absolute(reference), "\(base) + \(reference)")
                }
            }
        }
    }

    @Test func namesThatAreNotOneComponentAreWorkedOutWhole() {
        let runner = SnapshotTestRunner(
            options: SnapshotTestOptions(paths: ["."], outputDirectory: "report", workingDirectory: "/tmp/suite"))
        let folder = "__Snapshots__"
        let absoluteFolder = runner.absolute(folder)
        for name in [".", "..", "", "a/b.png", "/\u{301}x.png"] {
            #expect(
                runner.absoluteReference(folder + "/" + name, folder: folder, absoluteFolder: absoluteFolder) == nil, "\(name)")
        }
        #expect(runner.absoluteReference("other/x.png", folder: folder, absoluteFolder: absoluteFolder) == nil)
    }
}
