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
    /// actual), with their paths and the commands a Linux user runs next: `xdg-open` on
    /// the three-pane picture, `render-cells review` on the folder, and the `cp` that
    /// accepts the new picture.
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
        // The comparison the test made, at its tolerance; decoded and compared exactly only
        // when the failure came from a strategy other than this library's.
        let pending = PendingPictureFailure.take(actualFile: failedFilePath, referenceFile: currentFilePath)
        // Without fonts the three-pane picture's labels cannot be set: the test has already
        // failed with why (RenderDataCheck), and no picture is made.
        guard RenderDataCheck.sharedProblem == nil else {
            return "no difference pictures: render-cells has no usable fonts (see the failure above)"
        }
        guard failedFilePath.hasSuffix(".png"),
            let failure = pending ?? (try? PendingPictureFailure(actualFile: failedFilePath, referenceFile: currentFilePath))
        else {
            return "diff -u \(SnapshotArtifacts.shellQuoted(currentFilePath)) \(SnapshotArtifacts.shellQuoted(failedFilePath))\n"
                + "accept: cp \(SnapshotArtifacts.shellQuoted(failedFilePath)) \(SnapshotArtifacts.shellQuoted(currentFilePath))"
        }
        let artifacts = SnapshotArtifacts(referencePath: currentFilePath, actualPath: failedFilePath)
        let artifactsRoot = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
        do {
            try artifacts.write(
                actual: failure.actual.pixmap, reference: failure.reference.pixmap,
                tolerance: failure.comparison.tolerance.channel,
                referencePNG: try? PNGDecoder.readFile(currentFilePath))
            // The failure as a result `render-cells review` reads, with the test's message.
            try artifacts.writeResult(
                message: failure.comparison.failureMessage(),
                artifactsRoot: artifactsRoot,
                packageRoot: FileManager.default.currentDirectoryPath)
        } catch {
            return "could not write the difference pictures: \(error)\naccept: \(artifacts.acceptCommand)"
        }
        return failureHints(artifacts, artifactsRoot: artifactsRoot)
    }

    /// The lines under a failed picture snapshot: where each file is, then what a person can
    /// run where the tests ran: open the three-pane picture (`xdg-open` on Linux, where
    /// swift-snapshot-testing's own hints, `open` and Kaleidoscope's `ksdiff`, are macOS
    /// commands), review every failure in a browser, or accept this one.
    static func failureHints(_ artifacts: SnapshotArtifacts, artifactsRoot: String) -> String {
        #if os(macOS)
            let opener = "open"
        #else
            let opener = "xdg-open"
        #endif
        return """
            reference:  \(artifacts.referencePath)
            actual:     \(artifacts.actualPath)
            difference: \(artifacts.diffPath)
            three-pane: \(artifacts.threePanePath)
            result:     \(artifacts.resultPath)
            look:       \(opener) \(SnapshotArtifacts.shellQuoted(artifacts.threePanePath))
            review:     render-cells review \(SnapshotArtifacts.shellQuoted(artifactsRoot)) (Accept or Reject each failure in a browser)
            accept:     \(artifacts.acceptCommand)
            """
    }
}
