import Foundation
import RenderCells
import SnapshotCore
import SpecTesting
import TestSupport
import Testing

/// `render-cells test` in process: record, pass, fail with pictures, record modes, the
/// manifest's fast path, shards, orphans, and the same results whatever the job count.
@Suite struct SnapshotTestRunnerTests {
    /// A folder with two specs (one with two style variants) and nothing else.
    static func suite() throws -> String {
        let dir = NSTemporaryDirectory() + "spec-suite-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir + "/more", withIntermediateDirectories: true)
        try """
        width: 200
        scale: 1
        variants: {style: [light, dark]}
        sections:
          - items:
              - {text: "Wi-Fi", secondaryText: "Home", variant: valueCell}
              - {text: "Bluetooth", variants: {state: selected}}
        """.write(toFile: dir + "/settings.yaml", atomically: true, encoding: .utf8)
        try """
        {"width": 160, "scale": 1, "sections": [{"items": [{"text": "Hello"}]}]}
        """.write(toFile: dir + "/more/hello.json", atomically: true, encoding: .utf8)
        return dir
    }

    static func options(
        _ dir: String, _ mode: SnapshotRecordMode, jobs: Int = 1, shard: (Int, Int)? = nil,
        orphans: Bool = false, prune: Bool = false
    ) -> SnapshotTestOptions {
        SnapshotTestOptions(
            paths: ["."], outputDirectory: "report", recordMode: mode, jobs: jobs,
            shard: shard.map { (index: $0.0, count: $0.1) }, listsOrphans: orphans, prunesOrphans: prune,
            workingDirectory: dir)
    }

    /// The usage errors of runs of `dir` on each of `jobs`, which must all be refused.
    static func refusals(_ dir: String, _ mode: SnapshotRecordMode, jobs: [Int]) throws -> Set<String> {
        var messages: Set<String> = []
        for n in jobs {
            let error = try #require(throws: SnapshotTestRunner.UsageError.self) {
                try SnapshotTestRunner(options: options(dir, mode, jobs: n)).run()
            }
            messages.insert(error.description)
        }
        return messages
    }

    static func statuses(_ run: SnapshotTestRun) -> [String: SnapshotTestStatus] {
        Dictionary(uniqueKeysWithValues: run.results.map { ($0.name, $0.status) })
    }

    @Test func recordThenPassThenFail() throws {
        let dir = try Self.suite()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // Never: everything is missing, nothing written.
        let never = try SnapshotTestRunner(options: Self.options(dir, .never)).run()
        #expect(never.fails)
        #expect(Set(never.results.map(\.status)) == [.missing])
        #expect(!FileManager.default.fileExists(atPath: dir + "/__Snapshots__"))
        // Missing: recorded as new; the run passes.
        let first = try SnapshotTestRunner(options: Self.options(dir, .missing)).run()
        #expect(!first.fails)
        #expect(
            Self.statuses(first) == [
                "settings.light-bluetooth-selected": .new,
                "settings.dark-bluetooth-selected": .new, "hello": .new
            ])
        #expect(
            first.results.map(\.reference).sorted() == [
                "__Snapshots__/settings.dark-bluetooth-selected.png", "__Snapshots__/settings.light-bluetooth-selected.png",
                "more/__Snapshots__/hello.png"
            ])
        // Second run: every snapshot passes by its manifest entry, without decoding.
        let second = try SnapshotTestRunner(options: Self.options(dir, .never)).run()
        #expect(!second.fails)
        #expect(second.results.allSatisfy { $0.status == .passed && $0.matchedByHash })
        // One word changed: a failure with pictures, layout changes and an accept command.
        let spec = dir + "/settings.yaml"
        try (try String(contentsOfFile: spec, encoding: .utf8)).replacingOccurrences(of: "Home", with: "Office")
            .write(toFile: spec, atomically: true, encoding: .utf8)
        var withPanes = Self.options(dir, .never)
        withPanes.writesThreePane = true
        let third = try SnapshotTestRunner(options: withPanes).run()
        #expect(third.fails)
        let failed = third.results.filter { $0.status == .failed }
        #expect(failed.count == 2)
        let f = try #require(failed.first)
        #expect(f.layoutChanges?.first?.fields.contains { $0.name == "string" && $0.actual == "Office" } == true)
        #expect(f.difference?.differingPixels ?? 0 > 0)
        for path in [f.actual, f.diff, f.threePane, f.referenceCopy] {
            #expect(FileManager.default.fileExists(atPath: dir + "/report/" + (path ?? "?")), "\(path ?? "nil")")
        }
        #expect(f.acceptCommand == "render-cells accept 'report' '\(f.id)'")
        // Accepting by hand (cp) leaves the manifest stale: the file hash catches it and the
        // pixels are compared again, so the accepted picture passes.
        for r in failed {
            try FileManager.default.removeItem(atPath: dir + "/" + r.reference)
            try FileManager.default.copyItem(atPath: dir + "/report/" + r.actual!, toPath: dir + "/" + r.reference)
        }
        let fourth = try SnapshotTestRunner(options: Self.options(dir, .never)).run()
        #expect(!fourth.fails)
        #expect(fourth.results.filter { !$0.matchedByHash }.map(\.name).sorted() == failed.map(\.name).sorted())
        // Record failed: differing references are replaced, the rest left alone.
        try (try String(contentsOfFile: spec, encoding: .utf8)).replacingOccurrences(of: "Office", with: "Home")
            .write(toFile: spec, atomically: true, encoding: .utf8)
        let fifth = try SnapshotTestRunner(options: Self.options(dir, .failed)).run()
        #expect(!fifth.fails)
        #expect(Self.statuses(fifth)["hello"] == .passed)
        #expect(fifth.results.filter { $0.status == .recorded }.count == 2)
    }

    @Test(.tags(.concurrent)) func jobsAndShardsGiveTheSameResults() throws {
        let dir = try Self.suite()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = try SnapshotTestRunner(options: Self.options(dir, .missing)).run()
        func normalized(_ run: SnapshotTestRun) -> [String] { run.results.map { "\($0.id) \($0.status)" } }
        let one = try SnapshotTestRunner(options: Self.options(dir, .never, jobs: 1)).run()
        let four = try SnapshotTestRunner(options: Self.options(dir, .never, jobs: 4)).run()
        #expect(normalized(one) == normalized(four))
        // Three shards cover every snapshot exactly once, the same way on every run.
        var seen: [String] = []
        var sizes: [Int] = []
        for i in 1...3 {
            let shard = try SnapshotTestRunner(options: Self.options(dir, .never, shard: (i, 3))).run()
            #expect(shard.shards == ["\(i)/3"])
            seen += shard.results.map(\.id)
            sizes.append(shard.results.count)
            let again = try SnapshotTestRunner(options: Self.options(dir, .never, shard: (i, 3))).run()
            #expect(again.results.map(\.id) == shard.results.map(\.id))
        }
        #expect(seen.sorted() == one.results.map(\.id).sorted())
        // Balanced by count: the shards differ by at most one snapshot.
        #expect(sizes.max()! - sizes.min()! <= 1)
    }

    /// Specs are planned on the run's jobs and joined in spec order: on any number of jobs a
    /// suite with specs that cannot be read or drawn gives the same results, messages and
    /// order, and two specs making one reference are refused naming the same pair.
    @Test(.tags(.concurrent)) func planningOnManyJobsGivesTheSamePlansAndErrors() throws {
        let dir = try Self.suite()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for i in 0..<6 {
            try """
            width: \(150 + i * 10)
            scale: 1
            variants: {contentSize: [S, XL]}
            sections:
              - items:
                  - {text: "Row \(i)"}
            """.write(toFile: dir + "/more/row\(i).yaml", atomically: true, encoding: .utf8)
        }
        try "sections:\n  - items:\n      - variant: cel\n".write(
            toFile: dir + "/more/bad.yaml", atomically: true, encoding: .utf8)
        try "width: 0\nsections: []\n".write(toFile: dir + "/more/narrow.yaml", atomically: true, encoding: .utf8)
        func described(_ run: SnapshotTestRun) -> [String] {
            run.results.map { "\($0.id) \($0.status) \($0.reference) \($0.message ?? "")" }
        }
        let one = described(try SnapshotTestRunner(options: Self.options(dir, .missing, jobs: 1)).run())
        #expect(one.count == 3 + 6 * 2 + 2)
        #expect(one.contains { $0.hasPrefix("more/bad.yaml#default error") })
        for jobs in [2, 3, 8] {
            let again = try SnapshotTestRunner(options: Self.options(dir, .never, jobs: jobs)).run()
            #expect(described(again).map { $0.replacingOccurrences(of: " passed ", with: " new ") } == one)
        }
        // A YAML spec beside a JSON one of the same name makes the same reference.
        try "width: 120\nsections:\n  - items:\n      - {text: Twin}\n"
            .write(toFile: dir + "/more/hello.yaml", atomically: true, encoding: .utf8)
        let messages = try Self.refusals(dir, .never, jobs: [1, 2, 5])
        #expect(messages.count == 1)
        #expect(messages.first?.contains("both make the reference more/__Snapshots__/hello.png") == true)
    }

    /// The report's three files are made side by side: each is still the whole of what its
    /// writer makes for the run, in its own file, and written again the same bytes.
    @Test(.tags(.concurrent)) func reportFilesAreMadeSideBySideEachWhole() throws {
        let dir = try Self.suite()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = try SnapshotTestRunner(options: Self.options(dir, .missing)).run()
        let spec = dir + "/settings.yaml"
        try (try String(contentsOfFile: spec, encoding: .utf8)).replacingOccurrences(of: "Home", with: "Office")
            .write(toFile: spec, atomically: true, encoding: .utf8)
        let run = try SnapshotTestRunner(options: Self.options(dir, .never, jobs: 2)).run()
        let failed = try #require(run.results.first { $0.status == .failed })
        func files() throws -> [[UInt8]] {
            try ["results.json", "junit.xml", "index.html"].map {
                try Array(Data(contentsOf: URL(fileURLWithPath: dir + "/report/" + $0)))
            }
        }
        try SnapshotReportFolder.write(run, to: dir + "/report", base: dir)
        let first = try files()
        #expect(first[0] == (try SnapshotReport.json(run)))
        #expect(first[1] == Array(run.junitXML().utf8))
        let page = String(decoding: first[2], as: UTF8.self)
        #expect(page.hasPrefix("<!doctype html>") && page.hasSuffix("</html>\n"))
        #expect(page.contains("src=\"\(try #require(failed.diff))\""))
        #expect(page.contains("src=\"\(try #require(failed.referenceCopy))\""))
        #expect(try SnapshotReportFolder.read(dir + "/report").results == run.results)
        for _ in 0..<3 {
            try SnapshotReportFolder.write(run, to: dir + "/report", base: dir)
            #expect(try files() == first)
        }
    }

    @Test func orphansAreRightUnderShardsAndPathsAndPrunedOnRequest() throws {
        let dir = try Self.suite()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = try SnapshotTestRunner(options: Self.options(dir, .missing)).run()
        try Data([1]).write(to: URL(fileURLWithPath: dir + "/__Snapshots__/settings.sepia.png"))
        for shard in [(1, 2), (2, 2)] {
            var options = Self.options(dir, .never, shard: shard, orphans: true)
            options.paths = ["settings.yaml"]  // one spec named: the folder's other specs still count
            let run = try SnapshotTestRunner(options: options).run()
            #expect(run.results.filter { $0.status == .orphaned }.map(\.reference) == ["__Snapshots__/settings.sepia.png"])
        }
        let pruned = try SnapshotTestRunner(options: Self.options(dir, .never, prune: true)).run()
        #expect(pruned.results.filter { $0.status == .orphaned }.count == 1)
        #expect(!pruned.fails, "an orphan does not fail a run")
        #expect(!FileManager.default.fileExists(atPath: dir + "/__Snapshots__/settings.sepia.png"))
        #expect(FileManager.default.fileExists(atPath: dir + "/__Snapshots__/settings.light-bluetooth-selected.png"))
    }

    @Test func badSpecsAndPathsAreReported() throws {
        let dir = try Self.suite()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "sections:\n  - items:\n      - variant: cel\n".write(toFile: dir + "/bad.yaml", atomically: true, encoding: .utf8)
        let run = try SnapshotTestRunner(options: Self.options(dir, .missing)).run()
        let bad = try #require(run.results.first { $0.spec == "bad.yaml" })
        #expect(bad.status == .error)
        #expect(bad.message?.hasPrefix("bad.yaml:3:18: sections[0].items[0].variant: unknown variant 'cel'") == true)
        #expect(run.fails)
        var options = Self.options(dir, .never)
        options.paths = ["nope"]
        #expect(throws: SnapshotTestRunner.UsageError.self) { try SnapshotTestRunner(options: options).run() }
    }

    @Test func theReportFolderIsOnlyEmptiedWhenItIsOurs() throws {
        let dir = NSTemporaryDirectory() + "report-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try Data([1]).write(to: URL(fileURLWithPath: dir + "/precious.txt"))
        #expect(throws: SnapshotTestRunner.UsageError.self) { try SnapshotReportFolder.prepare(dir) }
        #expect(FileManager.default.fileExists(atPath: dir + "/precious.txt"))
        try FileManager.default.removeItem(atPath: dir + "/precious.txt")
        try SnapshotReportFolder.prepare(dir)
        try Data([1]).write(to: URL(fileURLWithPath: dir + "/stale.png"))
        try SnapshotReportFolder.prepare(dir)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == [SnapshotReportFolder.marker])
    }

    /// Failure paths: a corrupt manifest, an unreadable reference, a reference of another
    /// size — each named, the other snapshots still checked, no reference overwritten.
    @Test func failurePathsNameTheFileAndOverwriteNothing() throws {
        let dir = try Self.suite()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = try SnapshotTestRunner(options: Self.options(dir, .missing)).run()
        let refs = dir + "/__Snapshots__"
        try Data("{ not json".utf8).write(to: URL(fileURLWithPath: refs + "/manifest.json"))
        let garbage = Data("not a png".utf8)
        try garbage.write(to: URL(fileURLWithPath: refs + "/settings.light-bluetooth-selected.png"))
        let small = try #require(Pixmap(width: 10, height: 10, color: .white))
        try PNGEncoder().write(small, toFile: refs + "/settings.dark-bluetooth-selected.png")
        let run = try SnapshotTestRunner(options: Self.options(dir, .never)).run()
        #expect(run.warnings.count == 1)
        #expect(run.warnings.first?.hasPrefix(refs + "/manifest.json: not a readable manifest") == true)
        let byName = Dictionary(uniqueKeysWithValues: run.results.map { ($0.name, $0) })
        let unreadable = try #require(byName["settings.light-bluetooth-selected"])
        #expect(unreadable.status == .failed)
        #expect(
            unreadable.message?.hasPrefix(
                "the reference __Snapshots__/settings.light-bluetooth-selected.png is not a readable PNG") == true)
        let resized = try #require(byName["settings.dark-bluetooth-selected"])
        #expect(resized.status == .failed)
        #expect(
            resized.message?.hasPrefix("The picture is 200 x ") == true
                && resized.message?.contains("the reference 10 x 10") == true)
        #expect(byName["hello"]?.status == .passed, "the other snapshots are still checked")
        // Nothing was overwritten under `never`.
        #expect(try Data(contentsOf: URL(fileURLWithPath: refs + "/settings.light-bluetooth-selected.png")) == garbage)
        #expect(try PNGDecoder.decode(contentsOfFile: refs + "/settings.dark-bluetooth-selected.png") == small)
    }

    /// `--references DIR`: the specs' folders mirrored under one folder, orphans found there.
    @Test func referencesUnderOneFolder() throws {
        let dir = try Self.suite()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var options = Self.options(dir, .missing)
        options.referencesDirectory = "refs"
        let first = try SnapshotTestRunner(options: options).run()
        #expect(
            first.results.map(\.reference).sorted() == [
                "refs/more/hello.png", "refs/settings.dark-bluetooth-selected.png", "refs/settings.light-bluetooth-selected.png"
            ])
        #expect(!FileManager.default.fileExists(atPath: dir + "/__Snapshots__"))
        try Data([1]).write(to: URL(fileURLWithPath: dir + "/refs/more/gone.png"))
        options.recordMode = .never
        options.listsOrphans = true
        let second = try SnapshotTestRunner(options: options).run()
        #expect(second.results.filter { $0.status == .passed }.count == 3)
        #expect(second.results.filter { $0.status == .orphaned }.map(\.reference) == ["refs/more/gone.png"])
        // A failure's accept command names the folder, which `render-cells accept` needs to
        // find where the runner keeps the reference.
        try (try String(contentsOfFile: dir + "/more/hello.json", encoding: .utf8)).replacingOccurrences(
            of: "Hello", with: "Hallo"
        )
        .write(toFile: dir + "/more/hello.json", atomically: true, encoding: .utf8)
        options.listsOrphans = false
        let third = try SnapshotTestRunner(options: options).run()
        let failed = try #require(third.results.first { $0.status == .failed })
        #expect(failed.acceptCommand == "render-cells accept 'report' 'more/hello.json#default' --references 'refs'")
    }

    /// A library caller's shard outside 1...N is a usage error naming it, not a trap in the
    /// dealing rule (the CLI's `--shard` is checked by its parser before this).
    @Test(arguments: [(0, 0), (0, 4), (5, 4), (-1, 2)])
    func aShardOutsideItsCountIsAUsageError(index: Int, count: Int) throws {
        let dir = try Self.suite()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let error = try #require(throws: SnapshotTestRunner.UsageError.self) {
            try SnapshotTestRunner(options: Self.options(dir, .missing, shard: (index, count))).run()
        }
        #expect(error.description.contains("\(index)/\(count)"))
    }
}
