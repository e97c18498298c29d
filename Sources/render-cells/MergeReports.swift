import ArgumentParser
import Foundation
import SpecTesting

/// `render-cells merge-reports`: joins the report folders of `test --shard` runs.
struct MergeReports: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge-reports",
        abstract: "Join the report folders of sharded test runs into one report (results.json, junit.xml, index.html).",
        discussion: "Exit codes: 0 merged (whatever the snapshots' results); 64 a folder that is not a report, or a bad option."
    )

    @Argument(help: "The shards' report folders.")
    var folders: [String]

    @Option(name: [.short, .long], help: "The merged report's folder (emptied first).")
    var output: String

    func validate() throws {
        guard !folders.isEmpty else { throw ValidationError("name the shards' report folders") }
        guard !folders.contains(output) else { throw ValidationError("--output must be a folder other than the shards'") }
    }

    func run() throws {
        let cwd = FileManager.default.currentDirectoryPath
        do {
            let run = try SnapshotReportFolder.merge(folders, into: output, base: cwd)
            print(TestCommand.summary(of: run, report: output + "/index.html"))
        } catch let error as SnapshotTestRunner.UsageError {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            throw ExitCode(64)
        }
    }
}
