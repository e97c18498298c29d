import Foundation
import ListSpec
import RenderCells
import TestSupport
import Testing

/// What the command writes and prints when its inputs are hostile, run through the built
/// executable: outputs replace only regular files and never an input, a failed run puts
/// back what was there, temporary files of killed runs are cleaned, and nothing from input
/// reaches the terminal raw. Scratch files only: no test points at a system file.
@Suite struct HostileOutputTests {
    static var enabled: Bool { SpecCommandLineTests.enabled }
    let cli = SpecCommandLineTests()
    let shell = TestCommandLineTests()

    static let spec = "width: 200\nscale: 1\nsections:\n  - items:\n      - text: Hello\n"

    /// A scratch folder with `spec.yaml`.
    static func folder() throws -> String {
        let dir = try SpecTestFiles.temporaryDirectory()
        try spec.write(toFile: dir + "/spec.yaml", atomically: true, encoding: .utf8)
        return dir
    }

    /// `--dump-layout spec.yaml` used to overwrite the spec being rendered and exit 0.
    @Test(.enabled(if: enabled)) func theSpecIsNeverAnOutput() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createSymbolicLink(atPath: dir + "/alias.yaml", withDestinationPath: dir + "/spec.yaml")
        for dump in [dir + "/spec.yaml", dir + "/./spec.yaml"] {
            let r = try cli.run(["render", dir + "/alias.yaml", "-o", dir + "/out.png", "--dump-layout", dump])
            #expect(r.status == 1)
            #expect(
                r.stderr == "error: \(dump): is the input \(dir)/alias.yaml; an output never replaces an input\n",
                "\(r.stderr)")
        }
        #expect(try String(contentsOfFile: dir + "/spec.yaml", encoding: .utf8) == Self.spec)
        #expect(SpecTestFiles.contents(of: dir) == ["alias.yaml", "spec.yaml"])
    }

    /// An image the spec shows is an input too.
    @Test(.enabled(if: enabled)) func anImageIsNeverAnOutput() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(try cli.run(["render", dir + "/spec.yaml", "-o", dir + "/picture.png"]).status == 0)
        let before = try Data(contentsOf: URL(fileURLWithPath: dir + "/picture.png"))
        try "width: 200\nsections: [{items: [{text: a, image: {file: picture.png}}]}]\n"
            .write(toFile: dir + "/image.yaml", atomically: true, encoding: .utf8)
        let r = try cli.run(["render", dir + "/image.yaml", "-o", dir + "/picture.png"])
        #expect(r.status == 1)
        #expect(
            r.stderr.contains("picture.png: is the input ") && r.stderr.contains("an output never replaces an input"),
            "\(r.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: dir + "/picture.png")) == before)
    }

    /// "an appearance name", not "a appearance name" (seven messages read so).
    @Test func articlesFollowTheWord() throws {
        let error = try #require(throws: SpecError.self) {
            try ListSpec(yaml: "layout: {appearance: [1]}\nsections: []\n")
        }
        #expect(error.message.contains("an appearance name"), "\(error.message)")
        #expect(!error.message.contains("a appearance"))
    }

    /// A FIFO at `--dump-layout` used to be replaced by a regular file; a link at `-o` used
    /// to be replaced instead of its target. Both are refused before anything is drawn.
    @Test(.enabled(if: enabled)) func outputsReplaceOnlyRegularFiles() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(mkfifo(dir + "/fifo.json", 0o600) == 0)
        try "target".write(toFile: dir + "/target.png", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: dir + "/link.png", withDestinationPath: dir + "/target.png")
        let fifo = try cli.run(["render", dir + "/spec.yaml", "-o", dir + "/out.png", "--dump-layout", dir + "/fifo.json"])
        #expect(fifo.status == 1)
        #expect(fifo.stderr == "error: \(dir)/fifo.json: is a FIFO; an output only replaces a regular file\n", "\(fifo.stderr)")
        let link = try cli.run(["render", dir + "/spec.yaml", "-o", dir + "/link.png"])
        #expect(link.status == 1)
        #expect(
            link.stderr == "error: \(dir)/link.png: is a symbolic link; an output only replaces a regular file\n",
            "\(link.stderr)")
        var info = stat()
        #expect(lstat(dir + "/fifo.json", &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dir + "/link.png") == dir + "/target.png")
        #expect(try String(contentsOfFile: dir + "/target.png", encoding: .utf8) == "target")
        #expect(SpecTestFiles.contents(of: dir) == ["fifo.json", "link.png", "spec.yaml", "target.png"])
    }

    /// When the picture cannot be written (here: over the shell's file-size limit), the
    /// earlier picture and layout dump are left as they were; the old `render` deleted the dump.
    @Test(.enabled(if: enabled)) func aFailedWriteRestoresTheEarlierOutputs() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "old dump".write(toFile: dir + "/dump.json", atomically: true, encoding: .utf8)
        try "old picture".write(toFile: dir + "/out.png", atomically: true, encoding: .utf8)
        // One block of 512 bytes: smaller than the picture and the dump.
        let r = try shell.shell("ulimit -f 1; \"$RC\" render spec.yaml -o out.png --dump-layout dump.json --scale 3", in: dir)
        #expect(r.status == 1)
        #expect(r.stderr.hasPrefix("error: ") && r.stderr.contains("File too large"), "\(r.stderr)")
        #expect(try String(contentsOfFile: dir + "/dump.json", encoding: .utf8) == "old dump")
        #expect(try String(contentsOfFile: dir + "/out.png", encoding: .utf8) == "old picture")
        #expect(SpecTestFiles.contents(of: dir) == ["dump.json", "out.png", "spec.yaml"])
    }

    /// A temporary file left by a killed run (its process gone, older than this run) is
    /// removed by the next run writing into that folder; another process's is kept.
    @Test(.enabled(if: enabled)) func temporaryFilesOfKilledRunsAreCleaned() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let stale = ".out.png.render-cells-99999999-k1ll3d.tmp"
        let live = ".out.png.render-cells-1-l1v3.tmp"
        for name in [stale, live] {
            try "partial".write(toFile: dir + "/" + name, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSinceNow: -60)],
                ofItemAtPath: dir + "/" + name)
        }
        let r = try cli.run(["render", dir + "/spec.yaml", "-o", dir + "/out.png"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(SpecTestFiles.contents(of: dir) == [live, "out.png", "spec.yaml"])
    }

    /// ESC, BEL, CR, LF and NUL from a spec's keys and values reach the terminal escaped.
    @Test(.enabled(if: enabled)) func controlCharactersInErrorsAreEscaped() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "{\"width\": 200, \"w\\u001b]0;pwned\\u0007\\r\\nerror: fake\": 1}"
            .write(toFile: dir + "/bad.json", atomically: true, encoding: .utf8)
        let r = try cli.run(["render", dir + "/bad.json", "-o", dir + "/out.png"])
        #expect(r.status == 1)
        #expect(!r.stderr.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || $0.value == 0x7F })
        #expect(r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
        #expect(r.stderr.contains("w\\u{1B}]0;pwned\\u{7}\\u{D}\\u{A}error: fake"), "\(r.stderr)")
    }

    /// The same for `render-cells test`: the progress lines, the failures and the summary.
    @Test(.enabled(if: enabled)) func controlCharactersInTestOutputAreEscaped() throws {
        let dir = try SpecTestFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Self.spec.write(toFile: dir + "/a\u{1B}[2J.yaml", atomically: true, encoding: .utf8)
        try "width: 200\nsections:\n  - items:\n      - {text: a, \"k\\e[31m\\a\": 1}\n"
            .write(toFile: dir + "/b.yaml", atomically: true, encoding: .utf8)
        let r = try shell.shell("\"$RC\" test . --record missing -o report", in: dir)
        #expect(r.status == 1)
        for text in [r.stdout, r.stderr] {
            #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || $0.value == 0x7F }, "\(text)")
        }
        #expect(r.stderr.contains("new a\\u{1B}[2J "), "\(r.stderr)")
        #expect(r.stdout.contains("k\\u{1B}[31m\\u{7}"), "\(r.stdout)")
    }

    /// `--width -5` used to say "Missing value"; a negative number is a value, judged as one.
    @Test(.enabled(if: enabled)) func negativeNumbersAreValues() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for (flag, text) in [
            ("--width", "--width must be a number of points in (0, 10000] (got -5.0)"), ("--height", "--height"),
            ("--scale", "--scale must be 1, 2 or 3")
        ] {
            let r = try cli.run(["render", dir + "/spec.yaml", "-o", dir + "/out.png", flag, "-5"])
            #expect(r.status == 64)
            #expect(r.stderr.contains(text) && !r.stderr.contains("Missing value"), "\(flag): \(r.stderr)")
        }
        let compare = try cli.run(["compare", dir + "/spec.yaml", "-o", dir + "/sheet.png", "--width", "-5"])
        #expect(compare.status == 64 && compare.stderr.contains("--width must be a number of points"), "\(compare.stderr)")
    }

    /// `--prune` lists what it deleted; `--orphans` lists what it would.
    @Test(.enabled(if: enabled)) func pruneListsWhatItRemoved() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(try shell.shell("\"$RC\" test . -o report", in: dir).status == 0)
        try FileManager.default.copyItem(atPath: dir + "/__Snapshots__/spec.png", toPath: dir + "/__Snapshots__/gone.png")
        let listed = try shell.shell("\"$RC\" test . -o report --orphans", in: dir)
        #expect(listed.stdout.contains("ORPHANED __Snapshots__/gone.png\n"), "\(listed.stdout)")
        let pruned = try shell.shell("\"$RC\" test . -o report --prune", in: dir)
        #expect(pruned.stdout.contains("REMOVED __Snapshots__/gone.png\n"), "\(pruned.stdout)")
        #expect(SpecTestFiles.contents(of: dir + "/__Snapshots__") == ["manifest.json", "spec.png"])
    }

    /// `merge-reports` on a hostile shard: a located error and exit 1, never a raw
    /// Foundation error, and the file outside both folders untouched.
    @Test(.enabled(if: enabled)) func mergeReportsNamesTheBadField() throws {
        let dir = try SpecTestFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/shard", withIntermediateDirectories: true)
        try "keep".write(toFile: dir + "/victim.png", atomically: true, encoding: .utf8)
        try """
        {"schemaVersion": 1, "tool": "render-cells", "recordMode": "never", "tolerance": "exact", "shards": [],
         "milliseconds": 1, "warnings": [], "results": [{"id": "a", "name": "a", "variant": "default",
         "status": "failed", "reference": "a.png", "actual": "../victim.png", "matchedByHash": false,
         "milliseconds": 1}]}
        """.write(toFile: dir + "/shard/results.json", atomically: true, encoding: .utf8)
        let r = try shell.shell("\"$RC\" merge-reports shard -o merged", in: dir)
        #expect(r.status == 1)
        #expect(
            r.stderr == "error: shard/results.json: results[0].actual: the path '../victim.png' has a '..' component; "
                + "it must stay inside its folder\n", "\(r.stderr)")
        #expect(!r.stderr.contains("NSCocoaErrorDomain"))
        #expect(try String(contentsOfFile: dir + "/victim.png", encoding: .utf8) == "keep")
        // A merged folder that cannot be made: Foundation's error in words, not its raw form.
        try """
        {"schemaVersion": 1, "tool": "render-cells", "recordMode": "never", "tolerance": "exact", "shards": [],
         "milliseconds": 1, "warnings": [], "results": []}
        """.write(toFile: dir + "/shard/results.json", atomically: true, encoding: .utf8)
        let blocked = try shell.shell("\"$RC\" merge-reports shard -o victim.png/merged", in: dir)
        #expect(blocked.status == 1)
        #expect(blocked.stderr == "error: victim.png: is not a folder.\n", "\(blocked.stderr)")
        let help = try cli.run(["merge-reports", "--help"])
        let words = help.stdout.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
        #expect(words.contains("1 a shard that breaks those rules"), "\(help.stdout)")
    }
}
