import Foundation
import SafeIO
import Testing

@Suite struct ContainedFolderTests {
    @Test func theRuleForPathsReadFromFiles() {
        for good in ["a.png", "sub/a.png", "a b/ü.png", "..a.png", "a..png"] {
            #expect(ContainedFolder.problem(withRelativePath: good) == nil, "\(good)")
        }
        for (bad, why) in [
            ("", "is empty"), ("/etc/x", "is absolute"), ("../x", "'..'"), ("l/../../x", "'..'"),
            ("a/./b", "'.'"), ("a//b", "empty component"), ("a/", "empty component"),
            ("a\u{1B}[2J.png", "control characters"), ("a\nb", "control characters"),
            (String(repeating: "a", count: 5000), "longer than")
        ] {
            let problem = ContainedFolder.problem(withRelativePath: bad)
            #expect(problem?.contains(why) == true, "\(bad.prefix(20)): \(problem ?? "nil")")
        }
    }

    @Test func readsRegularFilesInsideOnly() throws {
        let scratch = try ScratchFolder()
        try scratch.write("inside", to: "shard/sub/a.png")
        let secret = try scratch.write("secret", to: "outside/secret.txt")
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/shard/link.png", withDestinationPath: secret)
        try FileManager.default.createSymbolicLink(
            atPath: scratch.path + "/shard/dir",
            withDestinationPath: scratch.path + "/outside")
        try FileManager.default.createSymbolicLink(
            atPath: scratch.path + "/shard/inner.png",
            withDestinationPath: scratch.path + "/shard/sub/a.png")
        #expect(mkfifo(scratch.path + "/shard/fifo.png", 0o600) == 0)
        let shard = try ContainedFolder(scratch.path + "/shard")
        #expect(try shard.read("sub/a.png", field: "f", maxBytes: 100) == Array("inside".utf8))
        for (path, why) in [
            ("link.png", "symbolic link"), ("inner.png", "symbolic link"), ("dir/secret.txt", "outside"),
            ("fifo.png", "a FIFO"), ("../outside/secret.txt", "'..'"), (secret, "absolute")
        ] {
            let error = try #require(throws: FileError.self, "\(path)") {
                try shard.read(path, field: "results.json: results[0].actual", maxBytes: 100)
            }
            #expect(error.description.contains(why), "\(path): \(error)")
        }
        let big = try #require(throws: FileError.self) { try shard.read("sub/a.png", field: "f", maxBytes: 3, what: "a picture") }
        #expect(big.message == "6 bytes is over the 3-byte limit for a picture")
    }
}
