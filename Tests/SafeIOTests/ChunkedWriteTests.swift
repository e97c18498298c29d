import Foundation
import SafeIO
import Testing

/// A document written from its pieces is the pieces' bytes in order, whatever their sizes
/// and however the kernel takes them (short counts, interruptions), and a failure part way
/// leaves the old file as it was and no temporary file behind.
@Suite struct ChunkedWriteTests {
    /// Pieces of every awkward size: empty, one byte, around the gathering buffer's size
    /// (just under, at, just over), and large; each piece's bytes its own, so a piece out of
    /// place changes the file.
    static func pieces(seed: UInt64) -> [[UInt8]] {
        var state = seed
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        let capacity = ChunkedWrite.gatherCapacity
        let sizes = [0, 1, 0, 7, capacity - 1, 3, capacity, capacity + 1, 0, 200_000, 12, 40_000, 30_000, 0, 1, 5 * capacity]
        return sizes.map { size in (0..<size).map { _ in UInt8(truncatingIfNeeded: next()) } }
    }

    /// A stand-in for writev(2) that writes at most `limit` bytes a call through the real
    /// one, is interrupted every third call, and fails with `failure` at call `failAt`.
    final class FakeWrite: @unchecked Sendable {
        var calls = 0
        let limit: Int
        let failAt: Int?
        let failure: Int32
        let returnsZero: Bool

        init(limit: Int = .max, failAt: Int? = nil, failure: Int32 = ENOSPC, returnsZero: Bool = false) {
            self.limit = limit
            self.failAt = failAt
            self.failure = failure
            self.returnsZero = returnsZero
        }

        func call(_ fd: Int32, _ vectors: UnsafePointer<iovec>, _ count: Int32) -> Int {
            calls += 1
            if calls == failAt {
                errno = failure
                return -1
            }
            if returnsZero { return 0 }
            if calls % 3 == 0 {
                errno = EINTR
                return -1
            }
            // The first vectors up to `limit` bytes, the last of them cut short.
            var cut: [iovec] = []
            var left = limit
            for i in 0..<Int(count) where left > 0 {
                var v = vectors[i]
                v.iov_len = min(v.iov_len, left)
                left -= v.iov_len
                cut.append(v)
            }
            return cut.withUnsafeBufferPointer { writev(fd, $0.baseAddress!, Int32($0.count)) }
        }
    }

    @Test func theFileIsThePiecesInOrder() throws {
        let scratch = try ScratchFolder()
        let pieces = Self.pieces(seed: 1)
        try scratch.write("old", to: "doc.json")
        try AtomicFile.writeReplaceable(chunks: pieces, to: scratch.path + "/doc.json")
        #expect(try Data(contentsOf: URL(fileURLWithPath: scratch.path + "/doc.json")) == Data(pieces.joined()))
        #expect(scratch.names() == ["doc.json"])
    }

    /// A string's UTF-8 is written where it is: small strings, large ones, non-ASCII text.
    @Test func stringsAreWrittenAsTheirUTF8() throws {
        let scratch = try ScratchFolder()
        let strings = [
            "<!doctype html>", "", "é", String(repeating: "card → ", count: 30_000), "short", "ü",
            String(repeating: "x", count: ChunkedWrite.gatherCapacity)
        ]
        try AtomicFile.writeReplaceable(chunks: strings.lazy.map(\.utf8), to: scratch.path + "/index.html")
        #expect(scratch.contents(of: "index.html") == strings.joined())
    }

    /// A piece without contiguous storage is copied once and written like any other.
    @Test func aPieceWithoutContiguousStorageIsWritten() throws {
        let scratch = try ScratchFolder()
        let pieces = [repeatElement(UInt8(ascii: "a"), count: 5), repeatElement(UInt8(ascii: "b"), count: 100_000)]
        try AtomicFile.writeReplaceable(chunks: pieces, to: scratch.path + "/out.txt")
        #expect(scratch.contents(of: "out.txt") == String(repeating: "a", count: 5) + String(repeating: "b", count: 100_000))
    }

    /// No pieces, or only empty ones: an empty file, as an empty buffer gives.
    @Test func noBytesMakeAnEmptyFile() throws {
        let scratch = try ScratchFolder()
        try scratch.write("old", to: "a.txt")
        try AtomicFile.writeReplaceable(chunks: [[UInt8]](), to: scratch.path + "/a.txt")
        try AtomicFile.writeReplaceable(chunks: [[UInt8]](repeating: [], count: 5), to: scratch.path + "/b.txt")
        #expect(scratch.contents(of: "a.txt") == "")
        #expect(scratch.contents(of: "b.txt") == "")
        #expect(scratch.names() == ["a.txt", "b.txt"])
    }

    /// A document larger than what one call writes: every short count is carried on from
    /// where it stopped (inside a piece, or inside the gathered bytes), and interruptions are
    /// retried.
    @Test(arguments: [1, 999, 4096, ChunkedWrite.gatherCapacity + 5])
    func shortWritesAndInterruptionsAreCarriedOn(limit: Int) throws {
        let scratch = try ScratchFolder()
        let pieces = Self.pieces(seed: UInt64(limit))
        let fake = FakeWrite(limit: limit)
        try AtomicFile.writeReplaceable(chunks: pieces, to: scratch.path + "/doc.bin", using: fake.call)
        #expect(try Data(contentsOf: URL(fileURLWithPath: scratch.path + "/doc.bin")) == Data(pieces.joined()))
        #expect(fake.calls > pieces.joined().count / limit)
    }

    /// The second call fails (the disk is full): the error names the file and the reason, the
    /// old file is as it was, and no temporary file is left.
    @Test(arguments: [1, 2, 5])
    func aFailedWriteLeavesTheOldFile(failAt: Int) throws {
        let scratch = try ScratchFolder()
        try scratch.write("old", to: "results.json")
        let fake = FakeWrite(limit: 50_000, failAt: failAt)
        let error = try #require(throws: FileError.self) {
            try AtomicFile.writeReplaceable(chunks: Self.pieces(seed: 3), to: scratch.path + "/results.json", using: fake.call)
        }
        #expect(error.path == scratch.path + "/results.json")
        #expect(error.message == "cannot write: \(String(cString: strerror(ENOSPC)))", "\(error)")
        #expect(fake.calls == failAt)
        #expect(scratch.contents(of: "results.json") == "old")
        #expect(scratch.names() == ["results.json"])
    }

    /// A call that writes nothing of what it was given is an error, not a loop without end.
    @Test func aCallThatWritesNothingIsAnError() throws {
        let scratch = try ScratchFolder()
        let fake = FakeWrite(returnsZero: true)
        let error = try #require(throws: FileError.self) {
            try AtomicFile.writeReplaceable(chunks: [[UInt8](repeating: 1, count: 10)], to: scratch.path + "/a", using: fake.call)
        }
        #expect(error.message == "cannot write: \(String(cString: strerror(EIO)))", "\(error)")
        #expect(fake.calls == 1)
        #expect(scratch.names() == [])
    }

    /// The same refusals as a file written from one buffer: a link at the path is refused
    /// before anything is written.
    @Test func aLinkIsRefusedAsWriteRefusesIt() throws {
        let scratch = try ScratchFolder()
        let target = try scratch.write("target", to: "target.txt")
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/link.txt", withDestinationPath: target)
        let error = try #require(throws: FileError.self) {
            try AtomicFile.writeReplaceable(chunks: [[UInt8]([1, 2, 3])], to: scratch.path + "/link.txt")
        }
        #expect(error.message.contains("is a symbolic link; an output only replaces a regular file"), "\(error)")
        #expect(scratch.contents(of: "target.txt") == "target")
        #expect(scratch.names() == ["link.txt", "target.txt"])
    }
}
