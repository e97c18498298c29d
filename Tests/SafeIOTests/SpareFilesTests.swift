import Foundation
import SafeIO
import Testing

/// Spare files of an earlier report reused as the temporary files of atomic writes: the
/// same bytes as a new file, and never a link, a hard link to a file elsewhere or a FIFO
/// written through.
@Suite struct SpareFilesTests {
    /// The inode of the file at `path` (not following a link).
    static func inode(_ path: String) -> ino_t? {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_ino : nil
    }

    /// Writes `files` (name, text) into `folder` with `spares` lent, then reclaims them.
    static func write(_ files: [(String, String)], in folder: String, lending spares: SpareFiles) throws {
        AtomicFile.lend(spares)
        defer { AtomicFile.reclaim(spares) }
        for (name, text) in files { try AtomicFile.writeReplaceable(Array(text.utf8), to: folder + "/" + name) }
    }

    /// A longer earlier file takes the new bytes alone (cut to their length), keeps its
    /// inode (it was reused, not replaced) and leaves no temporary file.
    @Test func aSpareIsWrittenOverCutToLengthAndRenamedIntoPlace() throws {
        let scratch = try ScratchFolder()
        let spare = try scratch.write(String(repeating: "earlier picture ", count: 500), to: "aside/old.png")
        let before = try #require(Self.inode(spare))
        let spares = SpareFiles(folder: scratch.path + "/report")
        spares.add([spare])
        try FileManager.default.createDirectory(atPath: scratch.path + "/report", withIntermediateDirectories: true)
        try Self.write([("new.png", "new"), ("second.png", "second")], in: scratch.path + "/report", lending: spares)
        #expect(scratch.contents(of: "report/new.png") == "new")
        #expect(scratch.contents(of: "report/second.png") == "second")
        // The last spare listed is taken first; the second write had none left and made a file.
        #expect(Self.inode(scratch.path + "/report/new.png") == before)
        #expect(scratch.names(in: "aside").isEmpty)
        #expect(scratch.names(in: "report") == ["new.png", "second.png"])
        #expect(spares.count == 0)
    }

    /// The point of the checks: a hard link in an earlier report to a file outside it, or a
    /// symbolic link, is unlinked, never emptied or written through; the write still
    /// succeeds with a file of its own.
    @Test func aHardLinkOrALinkIsNeverWrittenThrough() throws {
        let scratch = try ScratchFolder()
        let outside = try scratch.write("the user's file", to: "outside.txt")
        try FileManager.default.createDirectory(atPath: scratch.path + "/aside", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: scratch.path + "/report", withIntermediateDirectories: true)
        #expect(link(outside, scratch.path + "/aside/hard.png") == 0)
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/aside/soft.png", withDestinationPath: outside)
        #expect(mkfifo(scratch.path + "/aside/fifo.png", 0o666) == 0)
        let spares = SpareFiles(folder: scratch.path + "/report")
        spares.add(["hard.png", "soft.png", "fifo.png"].map { scratch.path + "/aside/" + $0 })
        try Self.write([("a.png", "a"), ("b.png", "b"), ("c.png", "c")], in: scratch.path + "/report", lending: spares)
        #expect(scratch.contents(of: "outside.txt") == "the user's file")
        var info = stat()
        #expect(lstat(outside, &info) == 0 && info.st_nlink == 1)
        for name in ["a", "b", "c"] {
            #expect(scratch.contents(of: "report/\(name).png") == name)
            #expect(Self.inode(scratch.path + "/report/\(name).png") != Self.inode(outside))
            #expect(Self.fileType(scratch.path + "/report/\(name).png") == S_IFREG)
        }
        // Each refused spare was unlinked as what it is (the link's target is still there).
        #expect(scratch.names(in: "aside").isEmpty)
        #expect(scratch.names(in: "report") == ["a.png", "b.png", "c.png"])
    }

    /// A file with other permission bits than a new file gets (here executable) is not
    /// reused: a report's file looks the same whether or not it was reused.
    @Test func aSpareWithOtherPermissionsIsNotReused() throws {
        let scratch = try ScratchFolder()
        let spare = try scratch.write("old", to: "aside/run.png")
        #expect(chmod(spare, 0o755) == 0)
        try FileManager.default.createDirectory(atPath: scratch.path + "/report", withIntermediateDirectories: true)
        let spares = SpareFiles(folder: scratch.path + "/report")
        spares.add([spare])
        try Self.write([("new.png", "new")], in: scratch.path + "/report", lending: spares)
        #expect(scratch.contents(of: "report/new.png") == "new")
        // The mode of a file made afresh (the spare's inode number may well be handed out
        // again once it is unlinked, so only the mode tells them apart).
        let fresh = try scratch.write("fresh", to: "fresh.png")
        #expect(Self.mode(scratch.path + "/report/new.png") == Self.mode(fresh))
        #expect(scratch.names(in: "aside").isEmpty)
    }

    /// Only writes inside the lent folder take spares: not a sibling whose name starts the
    /// same, not once the spares are reclaimed.
    @Test func onlyTheLentFolderTakesSpares() throws {
        let scratch = try ScratchFolder()
        let spare = try scratch.write("old", to: "aside/old.png")
        for sub in ["report", "report-2"] {
            try FileManager.default.createDirectory(atPath: scratch.path + "/" + sub, withIntermediateDirectories: true)
        }
        let spares = SpareFiles(folder: scratch.path + "/report")
        spares.add([spare])
        AtomicFile.lend(spares)
        try AtomicFile.writeReplaceable(Array("x".utf8), to: scratch.path + "/report-2/x.png")
        AtomicFile.reclaim(spares)
        try AtomicFile.writeReplaceable(Array("y".utf8), to: scratch.path + "/report/y.png")
        #expect(spares.count == 1)
        #expect(scratch.contents(of: "aside/old.png") == "old")
    }

    /// What is beyond the expected need is handed out for deleting, by the need last said.
    @Test func theSurplusIsWhatTheRunCanNoLongerTake() {
        let spares = SpareFiles(folder: "/nowhere")
        spares.add((0..<10).map { "/nowhere/\($0)" })
        #expect(spares.surplus().isEmpty)
        spares.expect(atMost: 7)
        #expect(spares.surplus() == ["/nowhere/0", "/nowhere/1", "/nowhere/2"])
        spares.expect(atMost: 9)
        #expect(spares.surplus().isEmpty)
        #expect(spares.take() == "/nowhere/9")
        spares.expect(atMost: 4)
        #expect(spares.surplus() == ["/nowhere/3", "/nowhere/4"])
        #expect(spares.takeAll() == ["/nowhere/5", "/nowhere/6", "/nowhere/7", "/nowhere/8"])
        #expect(spares.count == 0)
    }

    /// The permission bits of the file at `path`.
    static func mode(_ path: String) -> mode_t? {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & 0o7777 : nil
    }

    /// The file type bits of what is at `path` (not following a link).
    static func fileType(_ path: String) -> mode_t? {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : nil
    }
}
