import Foundation
import SafeIO
import Testing

/// Reads of chosen ranges of a regular file: refused where `RegularFile.read` refuses,
/// with its messages, before any byte is read; the bytes of a range are the whole read's.
@Suite struct RegularFileReaderTests {
    @Test func refusesWhatTheWholeReadRefusesWithItsMessages() throws {
        let scratch = try ScratchFolder()
        // A file of ten bytes, and beside it a link to it, a FIFO and a folder.
        try FileManager.default.createSymbolicLink(
            atPath: scratch.path + "/link.txt", withDestinationPath: try scratch.write("0123456789", to: "ten.txt"))
        #expect(mkfifo(scratch.path + "/fifo", 0o600) == 0 && mkdir(scratch.path + "/folder", 0o700) == 0)
        let cases: [(String, Int, RegularFile.Links)] = [
            ("fifo", 100, .follow), ("folder", 100, .follow), ("missing", 100, .follow), ("link.txt", 100, .refuse),
            ("ten.txt", 9, .follow)
        ]
        for (name, limit, links) in cases {
            let path = scratch.path + "/" + name
            let whole = try #require(throws: FileError.self) {
                try RegularFile.read(path, maxBytes: limit, what: "a test file", links: links)
            }
            let ranged = try #require(throws: FileError.self) {
                try RegularFileReader(path, maxBytes: limit, what: "a test file", links: links)
            }
            #expect(ranged == whole, "\(name)")
        }
    }

    @Test func aRangeIsTheWholeReadsBytesClampedToTheFile() throws {
        let scratch = try ScratchFolder()
        let path = try scratch.write("0123456789", to: "ten.txt")
        let whole = try RegularFile.read(path, maxBytes: 10)
        let file = try RegularFileReader(path, maxBytes: 10, what: "a test file", links: .refuse)
        #expect(file.size == 10)
        for start in 0...12 {
            for end in start...14 {
                let expected = start < 10 ? Array(whole[start..<min(end, 10)]) : []
                #expect(try file.bytes(in: start..<end) == expected, "\(start)..<\(end)")
            }
        }
    }
}
