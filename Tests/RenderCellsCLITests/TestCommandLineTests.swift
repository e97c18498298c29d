import Foundation
import RenderCells
import TestSupport
import Testing

/// `render-cells test`, `merge-reports`, `symbols` and `--version` as a CI job runs them.
@Suite struct TestCommandLineTests {
    let cli = SpecCommandLineTests()
    static var enabled: Bool { SpecCommandLineTests.enabled }

    /// A CI-like run: a folder of specs in a temporary folder, the tool run from there.
    func run(_ arguments: [String], in dir: String) throws -> SpecCommandLineTests.Run {
        try cli.run(["test"] + arguments.map { $0 == "." ? dir : $0 })
    }

    static func suite() throws -> String {
        let dir = try SpecTestFiles.temporaryDirectory()
        try "width: 200\nscale: 1\nvariants: {style: [light, dark]}\nsections:\n  - items:\n      - text: Wi-Fi\n"
            .write(toFile: dir + "/a.yaml", atomically: true, encoding: .utf8)
        try "width: 160\nscale: 1\nsections:\n  - items:\n      - text: Hello\n"
            .write(toFile: dir + "/b.yaml", atomically: true, encoding: .utf8)
        return dir
    }

    @Test(.enabled(if: enabled)) func recordVerifyFailAndReport() throws {
        let dir = try Self.suite()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let report = dir + "/out"
        // Never records: missing references fail the run.
        let missing = try run([".", "--record", "never", "-o", report], in: dir)
        #expect(missing.status == 1)
        #expect(missing.stdout.contains("3 snapshots: 3 missing"))
        // Not under CI (whatever the machine running the tests says): a line per snapshot.
        let recorded = try cli.run(["test", dir, "--record", "missing", "-o", report], environment: ["CI": "false"])
        #expect(recorded.status == 0, "\(recorded.stderr)")
        #expect(recorded.stdout.contains("3 snapshots: 3 new"))
        // Not a terminal: one plain progress line per snapshot on stderr.
        #expect(recorded.stderr.split(separator: "\n").filter { $0.hasPrefix("[") && $0.contains("/3] new ") }.count == 3)
        #expect(SpecTestFiles.contents(of: dir + "/__Snapshots__") == ["a.dark.png", "a.light.png", "b.png", "manifest.json"])
        let passed = try run([".", "--record", "never", "-o", report, "--jobs", "2"], in: dir)
        #expect(passed.status == 0)
        #expect(passed.stdout.contains("3 snapshots: 3 passed"))
        try "width: 160\nscale: 1\nsections:\n  - items:\n      - text: Hallo\n"
            .write(toFile: dir + "/b.yaml", atomically: true, encoding: .utf8)
        let failed = try run([".", "--record", "never", "-o", report, "--three-pane"], in: dir)
        #expect(failed.status == 1)
        #expect(failed.stdout.contains("FAILED b\n"))
        #expect(failed.stdout.contains("sections[0].items[0].text (text): "))
        #expect(failed.stdout.contains("string Hello → Hallo"))
        #expect(failed.stdout.contains("3 snapshots: 2 passed, 1 failed"))
        #expect(
            SpecTestFiles.contents(of: report) == [
                ".render-cells-report", "b.diff.png", "b.png", "b.reference.png",
                "b.three-pane.png", "index.html", "junit.xml", "results.json"
            ])
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: report + "/results.json")))
        let results = try #require((json as? [String: Any])?["results"] as? [[String: Any]])
        #expect(results.map { $0["status"] as? String } == ["passed", "passed", "failed"])
        let junit = try String(contentsOfFile: report + "/junit.xml", encoding: .utf8)
        #expect(junit.contains("tests=\"3\"") && junit.contains("failures=\"1\""))
        // A stale picture from the failure is gone after a passing run.
        try "width: 160\nscale: 1\nsections:\n  - items:\n      - text: Hello\n"
            .write(toFile: dir + "/b.yaml", atomically: true, encoding: .utf8)
        #expect(try run([".", "-o", report, "--record", "never"], in: dir).status == 0)
        #expect(!SpecTestFiles.contents(of: report).contains("b.png"))
    }

    @Test(.enabled(if: enabled)) func shardsMergeIntoOneReport() throws {
        let dir = try Self.suite()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(try run([".", "--record", "missing", "-o", dir + "/r"], in: dir).status == 0)
        for i in 1...2 {
            let r = try run([".", "--record", "never", "--shard", "\(i)/2", "-o", dir + "/shard\(i)"], in: dir)
            #expect(r.status == 0, "\(r.stderr)")
        }
        let merged = try cli.run(["merge-reports", dir + "/shard1", dir + "/shard2", "-o", dir + "/merged"])
        #expect(merged.status == 0, "\(merged.stderr)")
        #expect(merged.stdout.contains("3 snapshots: 3 passed"))
        let junit = try String(contentsOfFile: dir + "/merged/junit.xml", encoding: .utf8)
        #expect(junit.contains("tests=\"3\""))
        #expect(try cli.run(["merge-reports", dir + "/nothing", "-o", dir + "/m2"]).status == 64)
        // A lost shard: named, exit 1, nothing merged.
        let lost = try cli.run(["merge-reports", dir + "/shard1", "-o", dir + "/m3"])
        #expect(lost.status == 1)
        #expect(lost.stderr.contains("the shards do not form one run: missing 2/2"), "\(lost.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/m3"))
        // Plain slashes in results.json's paths.
        let json = try String(contentsOfFile: dir + "/merged/results.json", encoding: .utf8)
        #expect(json.contains("/") && !json.contains("\\/"))
    }

    @Test(.enabled(if: enabled)) func usageErrorsExit64() throws {
        let dir = try Self.suite()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for (arguments, message) in [
            (["--record", "sometimes"], "--record must be all, failed, missing or never"),
            (["--shard", "3/2"], "--shard must be I/N with 1 <= I <= N"),
            (["--shard", "x"], "--shard must be I/N"),
            (["--tolerance-window", "2"], "--tolerance-window must be a share from 0 to 1"),
            (["--jobs", "0"], "--jobs must be 1 to 256"),
            ([dir + "/nope"], "no such file or folder")
        ] {
            let r = try run(["."] + arguments + ["-o", dir + "/r"], in: dir)
            #expect(r.status == 64, "\(arguments)")
            #expect(r.stderr.contains(message), "\(arguments): \(r.stderr)")
        }
        // A report folder that is not ours is not emptied.
        try FileManager.default.createDirectory(atPath: dir + "/mine", withIntermediateDirectories: true)
        try "keep".write(toFile: dir + "/mine/notes.txt", atomically: true, encoding: .utf8)
        let r = try run([".", "-o", dir + "/mine"], in: dir)
        #expect(r.status == 64)
        #expect(r.stderr.contains("was not made by render-cells test"))
        #expect(SpecTestFiles.contents(of: dir + "/mine") == ["notes.txt"])
    }

    @Test(.enabled(if: enabled)) func versionSymbolsAndOutputNames() throws {
        let version = try cli.run(["--version"])
        #expect(version.status == 0 && version.stdout == RenderCellsVersion.current + "\n")
        let symbols = try cli.run(["symbols"])
        #expect(symbols.status == 0)
        let names = symbols.stdout.split(separator: "\n").map(String.init)
        #expect(names == names.sorted() && names.contains("star.fill") && names.count == SymbolNameMapping.systemNames.count)
        // The sheet is the symbols-sheet reference picture, drawn by the same code.
        let sheetDir = try SpecTestFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: sheetDir) }
        let sheet = try cli.run(["symbols", "--sheet", sheetDir + "/symbols.png"])
        #expect(sheet.status == 0 && sheet.stdout.hasSuffix(" symbols)\n"), "\(sheet.stderr)")
        let reference = try PNGDecoder.decode(
            contentsOfFile: packageRoot
                + "/Snapshots/SymbolSnapshotTests/sheet.symbols-sheet.png")
        #expect(try PNGDecoder.decode(contentsOfFile: sheetDir + "/symbols.png") == reference)
        #expect(try cli.run(["symbols", "--sheet", sheetDir + "/symbols.jpg"]).status == 64)
        let jpeg = try cli.run(["render", SpecCommandLineTests.specFixture("settings.yaml"), "-o", "/tmp/out.jpg"])
        #expect(jpeg.status == 64 && jpeg.stderr.contains("--output must name a .png file"))
        // A .png name that is a folder is a run-time failure naming it, refused before
        // anything is drawn, with nothing written.
        let dir = try SpecTestFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/x.png", withIntermediateDirectories: true)
        let folder = try cli.run(["render", SpecCommandLineTests.specFixture("settings.yaml"), "-o", dir + "/x.png"])
        #expect(folder.status == 1)
        #expect(folder.stderr == "error: \(dir)/x.png: is a folder; an output only replaces a regular file\n", "\(folder.stderr)")
        #expect(SpecTestFiles.contents(of: dir) == ["x.png"])
    }

    /// Runs the tool through a shell in `dir` with `environment` added and `prefix` before
    /// it (a `ulimit`, say), as a CI script would.
    func shell(_ command: String, in dir: String, environment: [String: String] = [:]) throws -> SpecCommandLineTests.Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = URL(fileURLWithPath: dir)
        var env = ProcessInfo.processInfo.environment
        env.removeValue(forKey: "CI")
        env.removeValue(forKey: "RENDER_CELLS_RECORD")
        for (k, v) in environment { env[k] = v }
        env["RC"] = try #require(SpecCommandLineTests.executable)
        process.environment = env
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let o = out.fileHandleForReading.readDataToEndOfFile()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return .init(
            status: process.terminationStatus, stdout: String(decoding: o, as: UTF8.self),
            stderr: String(decoding: e, as: UTF8.self))
    }

    /// The whole cycle from a shell in the suite's folder: CI=1 never writes; record; change
    /// one text; fail; accept with the printed command; pass.
    @Test(.enabled(if: enabled)) func acceptWithThePrintedCommand() throws {
        let dir = try Self.suite()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let ci = try shell("\"$RC\" test", in: dir, environment: ["CI": "1"])
        #expect(ci.status == 1 && ci.stdout.contains("3 missing"))
        #expect(!FileManager.default.fileExists(atPath: dir + "/__Snapshots__"), "CI=1 never writes a reference")
        #expect(try shell("\"$RC\" test", in: dir).status == 0)
        try "width: 160\nscale: 1\nsections:\n  - items:\n      - text: Hallo\n"
            .write(toFile: dir + "/b.yaml", atomically: true, encoding: .utf8)
        let failed = try shell("\"$RC\" test", in: dir)
        #expect(failed.status == 1)
        let accept = try #require(failed.stdout.split(separator: "\n").first { $0.hasPrefix("  accept: ") })
            .dropFirst("  accept: ".count)
        #expect(accept == "render-cells accept 'render-cells-report' 'b.yaml#default'")
        #expect(try shell("\"$RC\"" + accept.dropFirst("render-cells".count), in: dir).status == 0)
        let passed = try shell("\"$RC\" test --record never", in: dir)
        #expect(passed.status == 0, "\(passed.stdout)")
        #expect(passed.stdout.contains("3 snapshots: 3 passed"))
        // Several failures: one line accepts them all.
        try "width: 200\nscale: 1\nvariants: {style: [light, dark]}\nsections:\n  - items:\n      - text: WLAN\n"
            .write(toFile: dir + "/a.yaml", atomically: true, encoding: .utf8)
        let two = try shell("\"$RC\" test", in: dir)
        let all = try #require(two.stdout.split(separator: "\n").first { $0.hasPrefix("accept all 2: ") })
            .dropFirst("accept all 2: ".count)
        // The printed line is one short `render-cells accept` on the report, not a `cp` per failure.
        #expect(all == "render-cells accept 'render-cells-report'")
        #expect(try shell("\"$RC\"" + all.dropFirst("render-cells".count), in: dir).status == 0)
        #expect(try shell("\"$RC\" test --record never", in: dir).stdout.contains("3 snapshots: 3 passed"))
    }

    /// A failure's picture in the report is written at the fast setting, and accepting it
    /// (the printed command, which is also the review page's Accept) writes the reference
    /// byte for byte as `--record all` writes it for the same spec, with the same manifest: a
    /// 3x screen with text, symbols and a switch, its layout and font records in the file.
    @Test(.enabled(if: enabled)) func acceptingWritesWhatRecordingWrites() throws {
        let dir = try SpecTestFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        func spec(_ value: String) -> String {
            "width: 390\nscale: 3\nlayout: {appearance: insetGrouped}\nvariants: {style: [light, dark]}\nsections:\n"
                + "  - header: Settings\n    items:\n"
                + "      - {variant: valueCell, image: wifi, text: Wi-Fi, secondaryText: \(value), "
                + "accessories: [disclosureIndicator]}\n"
                + "      - {image: bell.fill, text: Notifications, accessories: [{switch: true}]}\n"
        }
        try spec("Home").write(toFile: dir + "/s.yaml", atomically: true, encoding: .utf8)
        #expect(try shell("\"$RC\" test --record all", in: dir).status == 0)
        try spec("Office").write(toFile: dir + "/s.yaml", atomically: true, encoding: .utf8)
        let failed = try shell("\"$RC\" test --record never", in: dir)
        #expect(failed.status == 1 && failed.stdout.contains("2 failed"), "\(failed.stdout)")
        let report = dir + "/render-cells-report"
        let actual = try Data(contentsOf: URL(fileURLWithPath: report + "/s.dark.png"))
        // The same spec recorded in a copy of the folder: what accepting must give.
        let recorded = dir + "/recorded"
        try FileManager.default.createDirectory(atPath: recorded, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: dir + "/s.yaml", toPath: recorded + "/s.yaml")
        #expect(try shell("\"$RC\" test --record all -o r", in: recorded).status == 0)
        let expected = try Data(contentsOf: URL(fileURLWithPath: recorded + "/__Snapshots__/s.dark.png"))
        #expect(actual != expected, "the report's picture is written at the fast setting, not as a reference")
        let accept = try #require(failed.stdout.split(separator: "\n").first { $0.hasPrefix("accept all 2: ") })
            .dropFirst("accept all 2: ".count)
        #expect(try shell("\"$RC\"" + accept.dropFirst("render-cells".count), in: dir).status == 0)
        for name in ["s.dark.png", "s.light.png", "manifest.json"] {
            let accepted = try Data(contentsOf: URL(fileURLWithPath: dir + "/__Snapshots__/" + name))
            let wanted = try Data(contentsOf: URL(fileURLWithPath: recorded + "/__Snapshots__/" + name))
            #expect(accepted == wanted, "\(name): accepting wrote other bytes than --record")
        }
    }

    /// Two shards merged give the same results as one unsharded run (timings aside).
    @Test(.enabled(if: enabled)) func mergedShardsEqualOneRun() throws {
        let dir = try Self.suite()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "sections:\n  - items:\n      - text: C\n".write(toFile: dir + "/c.yaml", atomically: true, encoding: .utf8)
        #expect(try shell("\"$RC\" test -o r0", in: dir).status == 0)
        try "width: 160\nscale: 1\nsections:\n  - items:\n      - text: Hallo\n"
            .write(toFile: dir + "/b.yaml", atomically: true, encoding: .utf8)
        _ = try shell("\"$RC\" test --record never -o whole", in: dir)
        _ = try shell(
            "\"$RC\" test --record never --shard 1/2 -o s1 && true; \"$RC\" test --record never --shard 2/2 -o s2; "
                + "\"$RC\" merge-reports s1 s2 -o merged", in: dir)
        func results(_ folder: String) throws -> [String] {
            let object = try JSONSerialization.jsonObject(
                with: Data(contentsOf: URL(fileURLWithPath: dir + "/" + folder + "/results.json")))
            let list = try #require((object as? [String: Any])?["results"] as? [[String: Any]])
            return try list.map { r in
                var r = r
                r["milliseconds"] = nil
                // Each report's accept command accepts from its own folder.
                if let accept = r["acceptCommand"] as? String {
                    #expect(accept.hasPrefix("render-cells accept '\(folder)' "), "\(accept)")
                    r["acceptCommand"] = accept.replacingOccurrences(of: "'\(folder)' ", with: "")
                }
                return String(decoding: try! JSONSerialization.data(withJSONObject: r, options: [.sortedKeys]), as: UTF8.self)
            }
        }
        let whole = try results("whole")
        let merged = try results("merged")
        #expect(whole.count == 4 && whole == merged)
        #expect(FileManager.default.fileExists(atPath: dir + "/merged/b.diff.png"))
    }

    /// A full disk (here a file-size limit) while writing the report: the run says which file
    /// could not be written, checks every snapshot, and leaves the references alone.
    @Test(.enabled(if: enabled)) func aFullDiskIsReported() throws {
        let dir = try Self.suite()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(try shell("\"$RC\" test", in: dir).status == 0)
        let before = try Data(contentsOf: URL(fileURLWithPath: dir + "/__Snapshots__/b.png"))
        try "width: 160\nscale: 1\nsections:\n  - items:\n      - text: Hallo\n"
            .write(toFile: dir + "/b.yaml", atomically: true, encoding: .utf8)
        let full = try shell("ulimit -f 6; \"$RC\" test --record never", in: dir)
        #expect(full.status == 1)
        #expect(full.stderr.contains("File too large"), "\(full.stderr)")
        #expect(full.stderr.contains("render-cells-report/"), "the message names the file: \(full.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: dir + "/__Snapshots__/b.png")) == before)
        // Recording into a full disk fails naming the reference, and the old one stays whole.
        let record = try shell("ulimit -f 1; \"$RC\" test --record all -o r2", in: dir)
        #expect(record.status == 1)
        #expect(record.stdout.contains("cannot record __Snapshots__/"), "\(record.stdout)")
        #expect(record.stdout.contains("the report could not be written"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: dir + "/__Snapshots__/b.png")) == before)
    }
}
