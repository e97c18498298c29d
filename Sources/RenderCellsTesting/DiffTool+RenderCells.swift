import Foundation
import RenderCells
import SnapshotCore
// The record mode in effect (the test's trait, `withSnapshotTesting`, or
// SNAPSHOT_TESTING_RECORD) is read where swift-snapshot-testing keeps it, behind its
// Internals SPI: it hands a diff tool only the two paths.
@_spi(Internals) import SnapshotTesting

extension SnapshotTestingConfiguration.DiffTool {
    /// What a failed picture snapshot leaves on Linux, where swift-snapshot-testing's
    /// attachments are not kept: beside the failing picture in the artefacts folder
    /// (`SNAPSHOT_ARTIFACTS`, else the system's temporary folder), a copy of the
    /// reference, the difference and a three-pane picture (reference | difference |
    /// actual), with their paths and a command that accepts the new picture.
    ///
    /// ```swift
    /// @Suite(.snapshots(diffTool: .renderCells)) struct ListTests { … }
    /// ```
    /// Files that are not PNG pictures (`.layout` JSON) get a `diff -u` command. While
    /// recording (`SNAPSHOT_TESTING_RECORD=failed`), a failing snapshot's new reference is
    /// all it leaves: the copy swift-snapshot-testing put in the artefacts folder is removed
    /// and no failure pictures are made.
    public static let renderCells = Self { currentFilePath, failedFilePath in
        if (SnapshotTestingConfiguration.current?.record ?? _record) == .failed {
            try? FileManager.default.removeItem(atPath: failedFilePath)
            return "recorded: \(currentFilePath)"
        }
        guard failedFilePath.hasSuffix(".png"),
              let reference = try? PNGDecoder.decode(contentsOfFile: currentFilePath),
              let actual = try? PNGDecoder.decode(contentsOfFile: failedFilePath)
        else {
            return "diff -u \(SnapshotArtifacts.shellQuoted(currentFilePath)) \(SnapshotArtifacts.shellQuoted(failedFilePath))\n"
                + "accept: cp \(SnapshotArtifacts.shellQuoted(failedFilePath)) \(SnapshotArtifacts.shellQuoted(currentFilePath))"
        }
        let artifacts = SnapshotArtifacts(referencePath: currentFilePath, actualPath: failedFilePath)
        do {
            try artifacts.write(actual: actual, reference: reference)
            // The failure as a result `render-cells review` reads; its message is the exact
            // comparison's (the tolerance the test used is not known here).
            let message = (try? SnapshotComparison(actual: SnapshotPicture(contentsOfFile: failedFilePath),
                                                   reference: SnapshotPicture(contentsOfFile: currentFilePath),
                                                   tolerance: .exact))?.failureMessage()
            try artifacts.writeResult(message: message,
                                      artifactsRoot: ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory(),
                                      packageRoot: FileManager.default.currentDirectoryPath)
        } catch {
            return "could not write the difference pictures: \(error)\naccept: \(artifacts.acceptCommand)"
        }
        return """
            reference:  \(currentFilePath)
            actual:     \(failedFilePath)
            difference: \(artifacts.diffPath)
            three-pane: \(artifacts.threePanePath)
            result:     \(artifacts.resultPath) (render-cells review serves the folder)
            accept:     \(artifacts.acceptCommand)
            """
    }
}
