import ArgumentParser
import Foundation
import RenderCells
import SafeIO
import SnapshotCore
import SpecTesting

/// `render-cells test`: spec files as snapshot tests, for any CI.
struct TestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Check spec files against their reference pictures (snapshot tests), with reports for any CI.",
        discussion: """
            Each spec (and each combination of its `variants:`) is rendered and compared with its \
            reference, `__Snapshots__/<spec>[.<variant>].png` beside it (or under --references), on \
            decoded pixels, exactly unless a tolerance is given. The report folder (-o) gets the \
            failures' actual, difference and reference pictures (and three-pane ones with --three-pane), \
            results.json (docs/test-results.md), \
            junit.xml and an offline index.html that links the pictures beside it (--embed-pictures \
            puts them inside it); it is emptied first.

            Record modes: all (re-record every reference), failed (re-record what differs or is \
            missing), missing (record only missing ones; the default), never (the default when CI is \
            set); also from RENDER_CELLS_RECORD.

            Exit codes: 0 every snapshot passed (or was recorded); 1 a snapshot failed, was missing \
            under `never`, or could not be rendered; 64 a usage error.
            """
    )

    @Argument(help: "Spec files and folders of specs (default: the current folder).")
    var paths: [String] = []

    @Option(
        help: "A folder holding the references instead of __Snapshots__ beside each spec (the specs' folders mirrored under it).")
    var references: String?

    @Option(help: "all, failed, missing or never (default: RENDER_CELLS_RECORD, else never under CI, else missing).")
    var record: String?

    @Option(name: [.short, .long], help: "The report folder (emptied first; default render-cells-report).")
    var output: String = "render-cells-report"

    @Option(
        name: .customLong("tolerance-channel"), help: "The largest per-channel difference (0-255) that still counts as equal.")
    var toleranceChannel: Int = 0

    @Option(name: .customLong("tolerance-pixels"), help: "How many pixels may differ.")
    var tolerancePixels: Int = 0

    @Option(name: .customLong("tolerance-window"), help: "The largest share (0-1) of any 16x16 window that may differ.")
    var toleranceWindow: Double = 0

    @Option(help: "Snapshots rendered at once (default: every core).")
    var jobs: Int?

    @Option(
        help:
            "Run only part I of N of the snapshots (sorted by id and dealt in turn, so shard sizes differ by at most one), e.g. 2/4."
    )
    var shard: String?

    @Option(
        help: ArgumentHelp(
            """
            What to log on standard error while snapshots run: bar, lines (one per snapshot), failures (one per \
            failure) or none (default: bar on a terminal, failures under CI, else lines).
            """, valueName: "mode"))
    var log: String?

    @Flag(name: [.short, .long], help: "Log nothing while running: only the failures and the counts at the end (--log none).")
    var quiet = false

    @Option(
        help:
            "Test every spec in these list design generations, comma-separated (ios18, ios26), as a design variant axis: references <spec>.ios18.png and <spec>.ios26.png."
    )
    var design: AxisList<ListDesign>?

    @OptionGroup var summary: MarkdownSummaryOptions

    @OptionGroup var folders: SpecFolderOptions

    @Flag(help: "List references that no spec (with its variants) makes.")
    var orphans = false

    @Flag(help: "Delete references that no spec makes (and list them).")
    var prune = false

    @Flag(help: "Put the failures' pictures inside index.html (one file to send) instead of linking them beside it.")
    var embedPictures = false

    @Flag(help: "Also write each failure's three-pane picture (reference | difference | actual in one PNG).")
    var threePane = false

    func validate() throws {
        _ = try recordMode()
        _ = try shardNumbers()
        _ = try logMode(isTerminal: false)
        try AxisList.check(design, flag: "design")
        guard (0...255).contains(toleranceChannel) else {
            throw ValidationError("--tolerance-channel must be 0 to 255 (got \(toleranceChannel))")
        }
        guard tolerancePixels >= 0 else { throw ValidationError("--tolerance-pixels must be 0 or more (got \(tolerancePixels))") }
        guard toleranceWindow.isFinite, (0...1).contains(toleranceWindow) else {
            throw ValidationError("--tolerance-window must be a share from 0 to 1 (got \(toleranceWindow))")
        }
        if let jobs, !(1...256).contains(jobs) { throw ValidationError("--jobs must be 1 to 256 (got \(jobs))") }
        guard !output.isEmpty else { throw ValidationError("--output must name a folder") }
    }

    func recordMode() throws -> SnapshotRecordMode {
        if let record {
            guard let mode = SnapshotRecordMode(rawValue: record) else {
                throw ValidationError("--record must be all, failed, missing or never (got '\(record)')")
            }
            return mode
        }
        let environment = ProcessInfo.processInfo.environment
        if let value = environment["RENDER_CELLS_RECORD"], SnapshotRecordMode(rawValue: value.lowercased()) == nil,
            !["1", "true", "yes"].contains(value.lowercased())
        {
            throw ValidationError("RENDER_CELLS_RECORD must be all, failed, missing or never (got '\(value)')")
        }
        return SnapshotRecordMode.fromEnvironment(environment)
    }

    /// The progress mode: `--quiet`, `--log`, else the default for where the output goes.
    func logMode(isTerminal: Bool) throws -> TestLog {
        if let log {
            guard let mode = TestLog(rawValue: log) else {
                throw ValidationError("--log must be bar, lines, failures or none (got '\(log)')")
            }
            if quiet, mode != .none {
                throw ValidationError("--quiet logs nothing while running; it cannot go with --log \(log)")
            }
            return mode
        }
        if quiet { return .none }
        return TestLog.standard(isTerminal: isTerminal, environment: ProcessInfo.processInfo.environment)
    }

    func shardNumbers() throws -> (index: Int, count: Int)? {
        guard let shard else { return nil }
        // The one I/N reader, shared with RENDER_CELLS_SHARD for Swift suites.
        guard let parsed = ShardAssignment.Shard(shard) else {
            throw ValidationError("--shard must be I/N with 1 <= I <= N, e.g. 2/4 (got '\(shard)')")
        }
        return (parsed.index, parsed.count)
    }

    func run() throws {
        let cwd = FileManager.default.currentDirectoryPath
        var options = SnapshotTestOptions(
            paths: paths.isEmpty ? ["."] : paths, referencesDirectory: references, outputDirectory: output,
            recordMode: try recordMode(),
            tolerance: SnapshotTolerance(channel: toleranceChannel, pixels: tolerancePixels, window: toleranceWindow),
            jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount, shard: try shardNumbers(), listsOrphans: orphans,
            prunesOrphans: prune, workingDirectory: cwd, writesThreePane: threePane)
        (options.fontsDirectory, options.symbolsDirectory) = folders.folders
        options.designs = design?.values ?? []
        let outputFolder = URL(fileURLWithPath: output, relativeTo: URL(fileURLWithPath: cwd, isDirectory: true))
            .standardizedFileURL.path
        let progress = ProgressReporter(mode: try logMode(isTerminal: isatty(STDERR_FILENO) == 1))
        let run: SnapshotTestRun
        // Held until the report is written: a second run naming the same folder is told so.
        let lock: SnapshotReportFolder.Lock
        // Each result's report pieces, made as the run goes (SnapshotReportPieces says why).
        let pieces = SnapshotReportPieces()
        do {
            lock = try SnapshotReportFolder.prepare(outputFolder)
            let held = lock
            run = try SnapshotTestRunner(options: options).run(
                progress: {
                    progress.report($0)
                    held.snapshotFinished($0.result, left: $0.total - $0.done)
                }, finished: pieces.make)
        } catch let error as SnapshotTestRunner.UsageError {
            progress.finish()
            ErrorLine.print(error)
            throw ExitCode(64)
        } catch {
            progress.finish()
            ErrorLine.print(error)
            throw ExitCode.failure
        }
        progress.finish()
        if run.results.isEmpty, let shard = options.shard {
            // The suite has specs (an empty one is refused above), this shard none of them.
            print("shard \(shard.index)/\(shard.count): none of the suite's snapshots falls in this shard; nothing to test")
        }
        for warning in run.warnings {
            FileHandle.standardError.write(Data("warning: \(TerminalText.escaped(warning))\n".utf8))
        }
        do {
            try withExtendedLifetime(lock) {
                try SnapshotReportFolder.write(
                    run, to: outputFolder, base: cwd, embedsPictures: embedPictures, pieces: pieces)
            }
        } catch {
            // The results are known even when the report cannot be written: say both.
            print(Self.summary(of: run, report: nil))
            ErrorLine.print(error)
            throw ExitCode.failure
        }
        print(Self.summary(of: run, report: output + "/index.html"))
        do {
            try summary.write(run, reportFolder: outputFolder)
        } catch {
            ErrorLine.print(error)
            throw ExitCode.failure
        }
        if run.fails { throw ExitCode.failure }
    }

    /// The failures, one paragraph each, the orphans (and what `--prune` removed), the one
    /// short command that accepts every failure (`render-cells accept` on the report folder), then the counts and where the report is. Every string from input (names, messages, paths) is
    /// shown with its control characters escaped; a message's own line breaks are kept,
    /// indented deeper than the tool's own `  accept:` lines, so no line of a message (which
    /// can quote a spec's key or a file name) can pass for one of the tool's.
    static func summary(of run: SnapshotTestRun, report: String?) -> String {
        func safe(_ text: String) -> String { TerminalText.escaped(text) }
        var lines: [String] = []
        for r in run.results where r.status.failsRun {
            lines.append("\(r.status.rawValue.uppercased()) \(safe(r.name))")
            if let message = r.message {
                lines.append(
                    TerminalText.lines(of: message).enumerated()
                        .map { ($0.offset == 0 ? "  " : "    ") + safe($0.element) }.joined(separator: "\n"))
            }
            if let accept = r.acceptCommand { lines.append("  accept: \(safe(accept))") }
        }
        for r in run.results where r.status == .orphaned {
            let removed = r.message == SnapshotTestRunner.prunedMessage
            lines.append("\(removed ? "REMOVED" : "ORPHANED") \(safe(r.reference))")
        }
        // One short command for every failure, after them all (a chain of one `cp` per
        // failure was 150 KB on one line for 1,056 failures): `render-cells accept` on the report.
        let commands = run.acceptAllCommands
        if commands.count > 1, let report,
            let command = run.acceptAllCommand(reportFolder: (report as NSString).deletingLastPathComponent)
        {
            lines.append("accept all \(commands.count): " + safe(command))
        }
        let counts = run.counts
        let parts = SnapshotTestStatus.allCases.compactMap { s in counts[s].map { "\($0) \(s.rawValue)" } }
        let seconds = (run.milliseconds / 100).rounded() / 10
        lines.append(
            "\(run.results.count) snapshots: \(parts.isEmpty ? "none" : parts.joined(separator: ", ")) "
                + "(\(seconds) s)" + (report.map { "; report: \(safe($0))" } ?? "; the report could not be written"))
        return lines.joined(separator: "\n")
    }
}
