import Foundation
import SafeIO
import Testing

@Suite struct AtomicFileTests {
    @Test func splitsPaths() {
        #expect(AtomicFile.split("a/b/c.png") == ("a/b", "c.png"))
        #expect(AtomicFile.split("c.png") == (".", "c.png"))
        #expect(AtomicFile.split("/c.png") == ("/", "c.png"))
        #expect(AtomicFile.split("a/") == ("a", ""))
    }

    @Test func replacesARegularFileAndLeavesNoTemporaryFile() throws {
        let scratch = try ScratchFolder()
        try scratch.write("old", to: "out.txt")
        try AtomicFile.write(Array("new".utf8), to: scratch.path + "/out.txt")
        #expect(scratch.contents(of: "out.txt") == "new")
        #expect(scratch.names() == ["out.txt"])
    }

    /// A report's files skip the flush to disk, nothing else: a whole file renamed into place,
    /// no temporary left, and a link at the path refused as `write` refuses it.
    @Test func aReplaceableFileIsWrittenWholeAndRefusesLinksAsWriteDoes() throws {
        let scratch = try ScratchFolder()
        try scratch.write("old", to: "out.txt")
        try AtomicFile.writeReplaceable(Array("new".utf8), to: scratch.path + "/out.txt")
        #expect(scratch.contents(of: "out.txt") == "new")
        let target = try scratch.write("target", to: "target.txt")
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/link.txt", withDestinationPath: target)
        let error = try #require(throws: FileError.self) {
            try AtomicFile.writeReplaceable([1, 2, 3], to: scratch.path + "/link.txt")
        }
        #expect(error.message.contains("is a symbolic link; an output only replaces a regular file"), "\(error)")
        #expect(scratch.contents(of: "target.txt") == "target")
        #expect(scratch.names() == ["link.txt", "out.txt", "target.txt"])
    }

    /// `-o link.png` must not replace the link (nor write through it); a FIFO or a folder at
    /// an output path is refused the same way, before anything is written.
    @Test func refusesLinksFIFOsAndFolders() throws {
        let scratch = try ScratchFolder()
        let target = try scratch.write("target", to: "target.txt")
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/link.txt", withDestinationPath: target)
        #expect(mkfifo(scratch.path + "/fifo", 0o600) == 0)
        try FileManager.default.createDirectory(atPath: scratch.path + "/folder", withIntermediateDirectories: false)
        for (name, what) in [("link.txt", "a symbolic link"), ("fifo", "a FIFO"), ("folder", "a folder")] {
            let error = try #require(throws: FileError.self) { try AtomicFile.write([1, 2, 3], to: scratch.path + "/" + name) }
            #expect(error.message.contains("is \(what); an output only replaces a regular file"), "\(error)")
        }
        #expect(scratch.contents(of: "target.txt") == "target")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: scratch.path + "/link.txt") == target)
        #expect(scratch.names() == ["fifo", "folder", "link.txt", "target.txt"])
    }

    /// Several files are replaced all or none: when the second cannot be put in place, the
    /// first gets its old contents back (the old `render` deleted the earlier layout dump).
    @Test func aFailedBatchRestoresWhatItReplaced() throws {
        let scratch = try ScratchFolder()
        try scratch.write("old dump", to: "dump.json")
        // The second destination's folder does not exist: its temporary file cannot be made.
        let error = try #require(throws: FileError.self) {
            try AtomicFile.write([
                (scratch.path + "/dump.json", Array("new dump".utf8)),
                (scratch.path + "/missing/out.png", [1, 2, 3])
            ])
        }
        #expect(error.path == scratch.path + "/missing/out.png")
        #expect(scratch.contents(of: "dump.json") == "old dump")
        #expect(scratch.names() == ["dump.json"])
    }

    /// The rename of the second file fails (its destination became a folder after the check):
    /// the first, already renamed, is put back.
    @Test func aFailedRenameRestoresTheEarlierFiles() throws {
        let scratch = try ScratchFolder()
        try scratch.write("old a", to: "a.txt")
        // A non-empty folder named like the second output: rename(2) over it fails.
        try scratch.write("x", to: "b.txt/inside")
        let error = try #require(throws: FileError.self) {
            try AtomicFile.write([
                (scratch.path + "/a.txt", Array("new a".utf8)), (scratch.path + "/c.txt", [1]),
                (scratch.path + "/b.txt", [2])
            ])
        }
        #expect(error.message.contains("folder"), "\(error)")
        #expect(scratch.contents(of: "a.txt") == "old a")
        #expect(scratch.names() == ["a.txt", "b.txt"])
    }

    @Test func makesFoldersOrNamesWhatIsInTheWay() throws {
        let scratch = try ScratchFolder()
        try AtomicFile.makeFolders(scratch.path + "/a/b/c")
        try AtomicFile.makeFolders(scratch.path + "/a/b/c")
        #expect(scratch.names(in: "a/b") == ["c"])
        try scratch.write("file", to: "f.txt")
        let error = try #require(throws: FileError.self) { try AtomicFile.makeFolders(scratch.path + "/f.txt/sub") }
        #expect(error.description == "\(scratch.path)/f.txt: is not a folder.")
    }

    @Test func inputsAreNeverOutputs() throws {
        let scratch = try ScratchFolder()
        let spec = try scratch.write("width: 100", to: "spec.yaml")
        #expect(link(spec, scratch.path + "/hard.yaml") == 0)
        for output in [spec, scratch.path + "/./spec.yaml", scratch.path + "/hard.yaml"] {
            let error = try #require(throws: FileError.self) {
                try AtomicFile.checkOutputs([scratch.path + "/out.png", output], inputs: [spec])
            }
            #expect(error.message.contains("an output never replaces an input"), "\(error)")
        }
        try AtomicFile.checkOutputs([scratch.path + "/out.png", scratch.path + "/dump.json"], inputs: [spec])
    }

    /// Temporary files carry a recognisable name; the next write into their folder removes
    /// the ones whose process is gone and that are older than it, and nothing else.
    @Test func staleTemporaryFilesAreRemovedByTheNextWrite() throws {
        let scratch = try ScratchFolder()
        // A process id that cannot be running: above the kernel's pid_max (at most 2^22).
        let dead = ".out.png.render-cells-99999999-abc123.tmp"
        let alive = ".out.png.render-cells-1-abc123.tmp"  // init: always alive
        let young = ".x.render-cells-99999998-zz.tmp"
        let other = ".out.png.12345.abc.tmp"  // not this tool's name: kept
        for name in [dead, alive, other] { try scratch.write("partial", to: name) }
        let old = Date(timeIntervalSinceNow: -3600)
        for name in [dead, alive, other] {
            try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: scratch.path + "/" + name)
        }
        try scratch.write("partial", to: young)
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: 3600)],
            ofItemAtPath: scratch.path + "/" + young)
        #expect(AtomicFile.removeStaleTemporaries(in: scratch.path) == [dead])
        #expect(scratch.names() == [alive, other, young].sorted())
    }
}
