import ArgumentParser
import Foundation
import RenderCells

/// The `render-cells` command-line tool.
///
/// Exit codes: 0 success; 1 a run-time failure (unreadable input, a write that failed);
/// 64 a usage error (bad flags or values).
@main
struct RenderCells: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render-cells",
        abstract: "Draws iOS-style list cells into PNG images, on Linux, on the CPU.",
        version: RenderCellsVersion.current,
        // Every subcommand names itself (`commandName:`): a name derived from the type costs
        // `String(describing:)` of the type, about 0.7 ms, for each command listed before the
        // one run (2 ms of every `render-cells test`).
        subcommands: [
            Render.self, Compare.self, Audit.self, TestCommand.self, MergeReports.self, Accept.self, Review.self, Symbols.self,
            Demo.self, Bench.self, Doctor.self, Fidelity.self
        ]
    )

    static func main() {
        PeakMemoryReport.registerIfRequested()
        // Past a file-size limit (`ulimit -f`) a write then fails with EFBIG, which is reported
        // naming the file, instead of the process being killed half-way through its outputs.
        signal(SIGXFSZ, SIG_IGN)
        LargeAllocations.keepMapped()
        main(RepeatedOptions.deduplicated(Array(CommandLine.arguments.dropFirst())))
    }

    /// Without a subcommand there is nothing to do: a usage error (exit 64), not help
    /// printed as if the run had succeeded.
    func run() throws {
        throw ValidationError(
            "missing a subcommand: render, compare, audit, test, merge-reports, review, symbols, demo, bench or doctor (see render-cells --help)"
        )
    }
}
