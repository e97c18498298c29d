import Foundation
import SafeIO

extension SnapshotArtifacts {
    /// `<actual>.result.json` beside the failure's pictures.
    public var resultPath: String {
        (actualPath.hasSuffix(".png") ? String(actualPath.dropLast(4)) : actualPath) + ".result.json"
    }

    /// Writes ``resultPath``: the failure as one result in the shape of `render-cells test`'s
    /// `results.json` entries (docs/test-results.md), so `render-cells review` serves a
    /// `swift test` artefacts folder as it serves a test report. The pictures are named
    /// relative to `artifactsRoot` (the `SNAPSHOT_ARTIFACTS` folder) and the reference
    /// relative to `packageRoot` (where `swift test` runs), which is how the review finds it
    /// in another checkout; a reference outside `packageRoot` stays absolute (the review
    /// refuses it).
    public func writeResult(message: String?, artifactsRoot: String, packageRoot: String) throws {
        func relative(_ path: String, to root: String) -> String {
            let p = URL(fileURLWithPath: path).standardizedFileURL.path
            let r = URL(fileURLWithPath: root).standardizedFileURL.path
            let prefix = r.hasSuffix("/") ? r : r + "/"
            return p.hasPrefix(prefix) ? String(p.dropFirst(prefix.count)) : p
        }
        let actual = relative(actualPath, to: artifactsRoot)
        let base = actual.hasSuffix(".png") ? String(actual.dropLast(4)) : actual
        let fm = FileManager.default
        var result = SnapshotTestResult(
            id: base, name: (base as NSString).lastPathComponent, spec: nil, variant: "",
            status: .failed, reference: relative(referencePath, to: packageRoot),
            message: message)
        result.actual = actual
        result.diff = fm.fileExists(atPath: diffPath) ? base + ".diff.png" : nil
        result.threePane = fm.fileExists(atPath: threePanePath) ? base + ".three-pane.png" : nil
        result.referenceCopy = base + ".reference.png"
        try AtomicFile.write(try SnapshotReport.json(result), to: resultPath)
    }
}
