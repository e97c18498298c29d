import ArgumentParser
import Foundation
import SafeIO
import SnapshotCore
import SnapshotReview

/// `render-cells accept`: the failures of a report made the references, from the command line.
///
/// It is the review page's Accept without the page: the report is read by the one report
/// reader (`SnapshotReport`, every path by ContainedFolder's rule), and each picture is
/// written by `ReviewSession.accept`, the same checked path the review server uses (the
/// reference the runner computes for the spec and variant, inside the checkout, with its
/// manifest entry; or swift-snapshot-testing's place beside a test file). A report is often a
/// CI artefact a pull request made, so nothing it says is trusted further than that.
struct Accept: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "accept",
        abstract: "Make the failures' pictures of a test report the references (all, or those named).",
        discussion: """
            REPORT is a report folder of `render-cells test -o` or `merge-reports`, or a `swift test` \
            artefacts folder (SNAPSHOT_ARTIFACTS). Run it in the checkout the report was made from. \
            Without SNAPSHOT, every failed or missing snapshot that has a picture in the report is \
            accepted; with SNAPSHOT…, only those whose id (`specs/a.yaml#dark`) or name \
            (`a.dark`) matches one of them, a shell glob (`'settings.*'`). Each reference is written \
            exactly as `render-cells review` writes it, with its manifest entry (docs/review.md).

            Exit codes: 0 every chosen snapshot accepted; 1 one or more could not be (each named, \
            the others are written), or a SNAPSHOT pattern matched nothing acceptable; 64 REPORT is \
            not a readable report, or a bad option.
            """
    )

    @Argument(help: "The report folder (holding results.json, or a swift test run's *.result.json files).")
    var report: String

    @Argument(help: "Ids or names of the snapshots to accept, or shell globs of them (default: all).")
    var snapshots: [String] = []

    @Option(help: "The references folder the test run used (its --references), if any.")
    var references: String?

    @Flag(name: .customLong("dry-run"), help: "Print what would be accepted; write nothing.")
    var dryRun = false

    func run() throws {
        let session = try ReviewSession.forCommand(report: report, references: references)
        let chosen = Self.chosen(session.acceptableIDs, in: session.report.run, patterns: snapshots)
        for pattern in chosen.unmatched {
            ErrorLine.print("'\(pattern)' matches no snapshot of the report that can be accepted (\(session.summary))")
        }
        var failed = chosen.unmatched.count
        var accepted = 0
        for id in chosen.ids {
            if dryRun {
                let reference = session.report.result(id: id)?.reference ?? ""
                print("would accept \(TerminalText.escaped(id)) -> \(TerminalText.escaped(reference))")
                continue
            }
            do {
                let written = try session.accept(id)
                accepted += 1
                print("accepted \(TerminalText.escaped(id)) -> \(TerminalText.escaped(written))")
            } catch {
                failed += 1
                ErrorLine.print(error)
            }
        }
        if !dryRun {
            print(
                "\(accepted) reference\(accepted == 1 ? "" : "s") written"
                    + (failed > 0 ? ", \(failed) not (see the errors above)" : "")
                    + (chosen.ids.isEmpty && snapshots.isEmpty ? ": nothing in the report to accept (\(session.summary))" : ""))
        }
        if failed > 0 { throw ExitCode.failure }
    }

    /// The acceptable ids `patterns` name (all of them when there is no pattern), in the
    /// report's order, and the patterns that named none. A pattern matches an id or a name
    /// exactly or as an `fnmatch` glob.
    static func chosen(_ acceptable: [String], in run: SnapshotTestRun, patterns: [String])
        -> (ids: [String], unmatched: [String])
    {
        guard !patterns.isEmpty else { return (acceptable, []) }
        let names = Dictionary(run.results.map { ($0.id, $0.name) }, uniquingKeysWith: { a, _ in a })
        func matches(_ pattern: String, _ text: String) -> Bool {
            pattern == text || fnmatch(pattern, text, 0) == 0
        }
        var used = Set<String>()
        let ids = acceptable.filter { id in
            let hits = patterns.filter { matches($0, id) || matches($0, names[id] ?? "") }
            used.formUnion(hits)
            return !hits.isEmpty
        }
        return (ids, patterns.filter { !used.contains($0) })
    }
}
