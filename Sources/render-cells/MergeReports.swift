import ArgumentParser
import Foundation
import SpecTesting

/// `render-cells merge-reports`: joins the report folders of `test --shard` runs.
struct MergeReports: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge-reports",
        abstract: "Join the report folders of sharded test runs into one report (results.json, junit.xml, index.html).",
        discussion: """
            Every shard is treated as hostile (on CI it is another job's artefact): the paths in its \
            results.json must be relative and stay inside the shard (pictures) or the project \
            (references), only regular files are copied, no symbolic link is followed, and the accept \
            commands are made again from the merged folder.

            The reports must be the shards of one run, each once (test --shard 1/N … N/N, with the same \
            record mode and tolerance): a missing or doubled shard is named and nothing is merged.
            Exit codes: 0 merged (whatever the snapshots' results); 1 a shard that breaks those rules \
            (named with its file and field), shards that do not form one run, or a file that cannot be \
            read or written; 64 a folder that \
            is not a report, a report folder in use by another run, or a bad option.
            """
    )

    @Argument(help: "The shards' report folders.")
    var folders: [String]

    @Option(name: [.short, .long], help: "The merged report's folder (emptied first).")
    var output: String

    @OptionGroup var summary: MarkdownSummaryOptions

    @Flag(help: "Put the failures' pictures inside index.html (one file to send) instead of linking them beside it.")
    var embedPictures = false

    func validate() throws {
        guard !folders.isEmpty else { throw ValidationError("name the shards' report folders") }
        guard !folders.contains(output) else { throw ValidationError("--output must be a folder other than the shards'") }
    }

    func run() throws {
        let cwd = FileManager.default.currentDirectoryPath
        do {
            let run = try SnapshotReportFolder.merge(folders, into: output, base: cwd, embedsPictures: embedPictures)
            try summary.write(run, reportFolder: output)
            print(TestCommand.summary(of: run, report: output + "/index.html"))
        } catch let error as SnapshotTestRunner.UsageError {
            ErrorLine.print(error)
            throw ExitCode(64)
        } catch {
            // A hostile shard, or a file that could not be read or written: named, exit 1.
            ErrorLine.print(error)
            throw ExitCode.failure
        }
    }
}
