import ArgumentParser
import Foundation
import RenderCells
import SafeIO
import SnapshotCore
import SpecTesting

/// `render-cells fidelity`: a suite's simulator references (`<test>.<n>.png`, recorded by
/// swift-snapshot-testing on an iOS simulator) beside its Linux renders (`<test>.<n>.linux.png`,
/// recorded here) compared at a tolerance meant for people, written as the usual report
/// folder, so a team sees where the two differ. A report, not a test: the two are drawn by
/// different engines with different fonts, and an exact match is not expected; it exits 0
/// whatever it finds, and non-zero only when it cannot read or write.
struct Fidelity: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fidelity",
        abstract: "Compare a suite's simulator references (.png) with its Linux renders (.linux.png) and write a report.",
        discussion: """
            Every NAME.linux.png under the folders is paired with NAME.png beside it. A pair is within \
            the tolerance when at least --precision of the pixels are within --perceptual-precision \
            (swift-snapshot-testing's meanings: CIE94 colour difference at most (1 - p) x 100). \
            The report folder gets results.json, junit.xml and index.html, with the difference and \
            three-pane pictures of each pair outside the tolerance. A Linux render without a simulator \
            twin is listed as missing. This is a report of where the two engines differ, not a test: \
            the exit code is 0 whatever it finds.
            """
    )

    @Argument(help: "Folders holding the references (__Snapshots__), searched recursively.")
    var folders: [String]

    @Option(name: [.short, .long], help: "The report's folder (emptied first when an earlier report made it).")
    var output: String

    @Option(help: "The share of pixels (0...1) that must be within the perceptual precision.")
    var precision: Float = 0.95

    @Option(
        name: .customLong("perceptual-precision"),
        help: "How close in colour (0...1) a pixel must be: 0.98 allows a CIE94 difference of 2, about what an eye tells apart.")
    var perceptualPrecision: Float = 0.98

    /// The most entries a folder walk visits, so a wrong path (`/`) ends quickly.
    static let maxWalkedEntries = 100_000

    func validate() throws {
        guard !folders.isEmpty else { throw ValidationError("name the folders holding the references") }
        guard (0...1).contains(precision), (0...1).contains(perceptualPrecision) else {
            throw ValidationError("--precision and --perceptual-precision are between 0 and 1")
        }
    }

    func run() throws {
        let rule = ImagePrecision(precision: precision, perceptualPrecision: perceptualPrecision)
        let started = Date()
        let lock: SnapshotReportFolder.Lock
        do {
            lock = try SnapshotReportFolder.prepare(output)
        } catch {
            ErrorLine.print(error)
            throw ExitCode(64)
        }
        var results: [SnapshotTestResult] = []
        for folder in folders {
            for linux in try linuxRenders(in: folder) {
                results.append(compare(linux, rule: rule))
            }
        }
        results = SnapshotTestRun.inOrder(results)
        let run = SnapshotTestRun(
            tool: "render-cells fidelity \(RenderCellsVersion.current)", recordMode: "never",
            tolerance: "precision \(precision), perceptual precision \(perceptualPrecision)",
            shards: [], results: results, milliseconds: Date().timeIntervalSince(started) * 1000)
        try SnapshotReportFolder.write(run, to: output, base: FileManager.default.currentDirectoryPath)
        withExtendedLifetime(lock) {}
        let within = results.filter { $0.status == .passed }.count
        let differ = results.filter { $0.status == .failed }.count
        let missing = results.filter { $0.status == .missing }.count
        let line =
            "\(results.count) Linux render\(results.count == 1 ? "" : "s"): \(within) within the tolerance of the "
            + "simulator's, \(differ) differ, \(missing) without a simulator reference; report: \(output)/index.html\n"
        FileHandle.standardOutput.write(Data(TerminalText.escaped(line).utf8))
    }

    /// The `.linux.png` files under `folder`, sorted; symbolic links are not followed.
    private func linuxRenders(in folder: String) throws -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue,
            let walker = FileManager.default.enumerator(atPath: folder)
        else { throw ValidationError("\(TerminalText.escaped(folder)): not a folder") }
        var files: [String] = []
        var visited = 0
        while let relative = walker.nextObject() as? String, visited < Fidelity.maxWalkedEntries {
            visited += 1
            guard relative.hasSuffix(".linux.png") else { continue }
            let path = (folder as NSString).appendingPathComponent(relative)
            if (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil { continue }
            files.append(path)
        }
        return files.sorted()
    }

    /// One pair's result: the Linux render (`actual`) against its simulator twin (`reference`).
    private func compare(_ linuxPath: String, rule: ImagePrecision) -> SnapshotTestResult {
        let simulatorPath = String(linuxPath.dropLast(".linux.png".count)) + ".png"
        let id = String(linuxPath.dropLast(".linux.png".count))
        let name = (id as NSString).lastPathComponent
        var result = SnapshotTestResult(
            id: id, name: name, spec: nil, variant: "simulator vs Linux", status: .passed,
            reference: simulatorPath)
        guard FileManager.default.fileExists(atPath: simulatorPath) else {
            result.status = .missing
            result.message = "no simulator reference \(simulatorPath) beside it"
            return result
        }
        do {
            let linux = try SnapshotPicture(contentsOfFile: linuxPath)
            let simulator = try SnapshotPicture(contentsOfFile: simulatorPath)
            result.difference = .init(SnapshotDifference(actual: linux.pixmap, reference: simulator.pixmap, tolerance: .exact))
            guard let verdict = rule.failure(actual: linux.pixmap, reference: simulator.pixmap) else { return result }
            result.status = .failed
            result.message = verdict
            // The pictures go into the report folder, under the pair's path made relative.
            let relative = id.split(separator: "/").filter { $0 != ".." && $0 != "." }.joined(separator: "_")
            let actualPath = output + "/" + relative + ".png"
            try AtomicFile.write(try PNGDecoder.readFile(linuxPath), to: actualPath)
            let artifacts = SnapshotArtifacts(referencePath: simulatorPath, actualPath: actualPath)
            try artifacts.write(
                actual: linux.pixmap, reference: simulator.pixmap, referencePNG: try? PNGDecoder.readFile(simulatorPath))
            result.actual = relative + ".png"
            result.diff = FileManager.default.fileExists(atPath: artifacts.diffPath) ? relative + ".diff.png" : nil
            result.threePane =
                FileManager.default.fileExists(atPath: artifacts.threePanePath) ? relative + ".three-pane.png" : nil
            result.referenceCopy = relative + ".reference.png"
        } catch {
            result.status = .error
            result.message = ErrorLine.words(error)
        }
        return result
    }
}
