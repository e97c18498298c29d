import Foundation
import SafeIO
import Testing

/// A relative path that names nothing, where the same path with a leading `/` exists (a
/// pasted path missing its first character), is named with the path the user meant.
@Suite struct MissingPathHintTests {
    @Test func aDroppedLeadingSlashIsSuggested() throws {
        let scratch = try ScratchFolder()
        try Data("sections: []\n".utf8).write(to: URL(fileURLWithPath: scratch.path + "/a.yaml"))
        let absolute = scratch.path + "/a.yaml"
        let relative = String(absolute.dropFirst())
        // The test process's current folder is not /, so the relative path names nothing.
        try #require(FileManager.default.currentDirectoryPath != "/")
        let hint = "; did you mean \(absolute)? (a path without a leading / is read from the current folder)"
        #expect(FileError.missingPathHint(relative) == hint)
        #expect(throws: FileError(path: relative, message: "cannot open for reading: No such file or directory" + hint)) {
            _ = try RegularFile.read(relative, maxBytes: 100)
        }
        #expect(
            throws: FileError(
                path: String(scratch.path.dropFirst()),
                message: "cannot open the folder: No such file or directory"
                    + "; did you mean \(scratch.path)? (a path without a leading / is read from the current folder)")
        ) {
            _ = try ContainedFolder(String(scratch.path.dropFirst()))
        }
        // Nothing to suggest: an absolute path, a path that exists nowhere, ./ and ../ paths.
        #expect(FileError.missingPathHint(absolute + "x") == "")
        #expect(FileError.missingPathHint(relative + "x") == "")
        #expect(FileError.missingPathHint("./" + relative) == "")
    }
}
