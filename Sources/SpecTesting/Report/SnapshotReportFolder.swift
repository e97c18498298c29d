import Foundation
import RenderCells
import SnapshotCore

/// The report folder of a run: emptied at the start (only when this tool made it, known by
/// a marker file), then holding the failures' pictures, `results.json`, `junit.xml` and
/// `index.html`.
public enum SnapshotReportFolder {
    /// The file that marks a folder as a report this tool may empty.
    public static let marker = ".render-cells-report"

    /// Creates `folder`, or empties it when it is a report folder from an earlier run;
    /// refuses a folder with other files in it (a mistyped `-o .` must not wipe a project).
    public static func prepare(_ folder: String) throws {
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        if fm.fileExists(atPath: folder, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw SnapshotTestRunner.UsageError(description: "\(folder): the report folder is a file")
            }
            let contents = try fm.contentsOfDirectory(atPath: folder)
            if !contents.isEmpty {
                guard contents.contains(marker) else {
                    throw SnapshotTestRunner.UsageError(description: "\(folder) is not empty and was not made by "
                        + "render-cells test (it has no \(marker) file); name a new or empty folder for the report")
                }
                for name in contents { try fm.removeItem(atPath: folder + "/" + name) }
            }
        }
        try fm.createDirectory(atPath: folder, withIntermediateDirectories: true)
        fm.createFile(atPath: folder + "/" + marker, contents: Data("made by render-cells test; emptied by its next run\n".utf8))
    }

    /// Writes `results.json`, `junit.xml` and `index.html` for `run` into `folder`; result
    /// paths are relative to `folder` (pictures) and to `base` (references).
    public static func write(_ run: SnapshotTestRun, to folder: String, base: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try AtomicFile.write(Array(try encoder.encode(run)) + [10], to: folder + "/results.json")
        try AtomicFile.write(Array(run.junitXML().utf8), to: folder + "/junit.xml")
        let outputURL = URL(fileURLWithPath: folder).standardizedFileURL
        let html = run.html(
            embed: { path in
                for candidate in [folder + "/" + path, path.hasPrefix("/") ? path : base + "/" + path]
                where FileManager.default.fileExists(atPath: candidate) {
                    return FileManager.default.contents(atPath: candidate).map { [UInt8]($0) }
                }
                return nil
            },
            link: { path in relativeURL(from: outputURL, to: URL(fileURLWithPath: path.hasPrefix("/") ? path : base + "/" + path)) })
        try AtomicFile.write(Array(html.utf8), to: folder + "/index.html")
    }

    /// The run a report folder holds (its `results.json`).
    public static func read(_ folder: String) throws -> SnapshotTestRun {
        guard let data = FileManager.default.contents(atPath: folder + "/results.json") else {
            throw SnapshotTestRunner.UsageError(description: "\(folder): no results.json (not a render-cells test report)")
        }
        do {
            return try JSONDecoder().decode(SnapshotTestRun.self, from: data)
        } catch {
            throw SnapshotTestRunner.UsageError(description: "\(folder)/results.json: not a render-cells test result: \(error)")
        }
    }

    /// Joins shard reports: results merged in id order (an orphan every shard listed,
    /// once), each failure's pictures copied into `folder`.
    public static func merge(_ folders: [String], into folder: String, base: String) throws -> SnapshotTestRun {
        var runs: [(String, SnapshotTestRun)] = []
        for f in folders { runs.append((f, try read(f))) }
        try prepare(folder)
        var results: [String: SnapshotTestResult] = [:]
        for (source, run) in runs {
            for var result in run.results where results[result.id] == nil {
                // The accept command copies from the merged folder, where the picture now is.
                if let actual = result.actual, result.acceptCommand != nil {
                    let from = SpecDiscovery.relativePath(URL(fileURLWithPath: folder + "/" + actual).standardizedFileURL.path,
                                                          base: base)
                    result.acceptCommand = "cp \(SnapshotArtifacts.shellQuoted(from)) \(SnapshotArtifacts.shellQuoted(result.reference))"
                }
                results[result.id] = result
                for path in [result.actual, result.diff, result.threePane, result.referenceCopy].compactMap({ $0 }) {
                    let from = source + "/" + path, to = folder + "/" + path
                    guard FileManager.default.fileExists(atPath: from) else { continue }
                    try FileManager.default.createDirectory(atPath: (to as NSString).deletingLastPathComponent,
                                                            withIntermediateDirectories: true)
                    try? FileManager.default.removeItem(atPath: to)
                    try FileManager.default.copyItem(atPath: from, toPath: to)
                }
            }
        }
        let first = runs.first?.1
        var merged = SnapshotTestRun(tool: first?.tool ?? "render-cells", recordMode: first?.recordMode ?? "never",
                                     tolerance: first?.tolerance ?? "exact",
                                     shards: runs.flatMap(\.1.shards).sorted(),
                                     results: results.values.sorted(by: SnapshotTestRun.precedes),
                                     milliseconds: runs.map(\.1.milliseconds).max() ?? 0)
        merged.warnings = Array(Set(runs.flatMap(\.1.warnings))).sorted()
        try write(merged, to: folder, base: base)
        return merged
    }

    /// A relative URL (percent-encoded path) from the folder `from` to the file `to`.
    static func relativeURL(from: URL, to: URL) -> String {
        let a = from.standardizedFileURL.pathComponents, b = to.standardizedFileURL.pathComponents
        var common = 0
        while common < min(a.count, b.count) && a[common] == b[common] { common += 1 }
        let parts = Array(repeating: "..", count: a.count - common) + b[common...]
        return parts.map { $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? $0 }.joined(separator: "/")
    }
}
