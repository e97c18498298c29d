import Foundation
import SafeIO
import Testing

/// Paths compared by what they reach, never by spelling: the rule merge-reports' output and
/// render's two outputs are checked by.
@Suite struct ResolvedPathTests {
    @Test func spellingsOfOneFolderAreOne() throws {
        let scratch = try ScratchFolder()
        try scratch.write("{}", to: "sh2/results.json")
        try scratch.write("{}", to: "sh1/results.json")
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/link", withDestinationPath: "sh2")
        let sh2 = ResolvedPath(scratch.path + "/sh2")
        for spelling in ["sh2/", "sh1/../sh2", "./sh2", "link", "link/"] {
            #expect(ResolvedPath(scratch.path + "/" + spelling).isSameFile(as: sh2), "\(spelling)")
        }
        #expect(!ResolvedPath(scratch.path + "/sh1").isSameFile(as: sh2))
        // Inside or around a shard overlaps it; a sibling does not.
        #expect(ResolvedPath(scratch.path + "/sh2/merged").overlaps(sh2))
        #expect(ResolvedPath(scratch.path).overlaps(sh2))
        #expect(!ResolvedPath(scratch.path + "/sh22").overlaps(sh2))
    }

    /// A path that does not exist yet resolves through its nearest existing folder, so two
    /// spellings of a new file are still one.
    @Test func aMissingFileResolvesThroughItsFolder() throws {
        let scratch = try ScratchFolder()
        try FileManager.default.createDirectory(atPath: scratch.path + "/sub", withIntermediateDirectories: true)
        let a = ResolvedPath(scratch.path + "/d.png")
        let b = ResolvedPath(scratch.path + "/sub/../new/../d.png")
        #expect(a.inode == nil && a.isSameFile(as: b))
        #expect(!a.isSameFile(as: ResolvedPath(scratch.path + "/sub/d.png")))
    }
}
