import Foundation
import RenderCells
import SnapshotCore
import SpecTesting
import TestSupport
import Testing

/// The manifest's versions: version 2 (``PixelHash``) is written and read back; version 1
/// (``LegacyPixelHash``, every manifest written before) is still read and keeps the fast
/// path, is turned into version 2 by a run that writes manifests, and loses the entries that
/// run did not re-derive; any other version or shape is refused with a warning.
@Suite struct ManifestVersionTests {
    static func manifestBytes(_ folder: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: folder + "/" + SnapshotManifest.fileName))
    }

    static func json(_ folder: String) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: try manifestBytes(folder)) as! [String: Any]
    }

    /// Rewrites `folder`'s manifest as the tool wrote it before version 2: the same entries
    /// with ``LegacyPixelHash`` fingerprints of each reference's decoded pixels and bytes,
    /// plus `extra` entries, under `"version": 1`.
    static func makeVersionOne(_ folder: String, extra: [String: [String: String]] = [:]) throws {
        let current = try json(folder)
        var snapshots: [String: [String: String]] = extra
        for (name, value) in current["snapshots"] as! [String: [String: String]] {
            let path = folder + "/" + name + ".png"
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
            snapshots[name] = [
                "inputs": value["inputs"]!,
                "pixels": LegacyPixelHash.hex(of: try PNGDecoder.decode(contentsOfFile: path)),
                "file": LegacyPixelHash.hex(ofBytes: bytes)
            ]
        }
        let data = try JSONSerialization.data(
            withJSONObject: ["version": 1, "snapshots": snapshots], options: [.prettyPrinted, .sortedKeys])
        try data.write(to: URL(fileURLWithPath: folder + "/" + SnapshotManifest.fileName))
    }

    static func run(_ dir: String, _ mode: SnapshotRecordMode) throws -> SnapshotTestRun {
        try SnapshotTestRunner(options: SnapshotTestRunnerTests.options(dir, mode)).run()
    }

    @Test func versionOneManifestsKeepTheFastPathAndBecomeVersionTwo() throws {
        let dir = try SnapshotTestRunnerTests.suite()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = try Self.run(dir, .missing)
        let folders = [dir + "/__Snapshots__", dir + "/more/__Snapshots__"]
        let recorded = try folders.map(Self.manifestBytes)
        for folder in folders { #expect(try Self.json(folder)["version"] as? Int == 2) }
        for folder in folders { try Self.makeVersionOne(folder) }
        let versionOne = try folders.map(Self.manifestBytes)
        // A read-only run: every snapshot passes from the version-1 entries, nothing written.
        let never = try Self.run(dir, .never)
        #expect(never.warnings.isEmpty, "\(never.warnings)")
        #expect(never.results.count == 3)
        #expect(never.results.allSatisfy { $0.status == .passed && $0.matchedByHash })
        #expect(try folders.map(Self.manifestBytes) == versionOne)
        // A run that writes manifests re-derives each entry it matched, without decoding: the
        // manifests are then byte for byte what recording wrote.
        let missing = try Self.run(dir, .missing)
        #expect(missing.results.allSatisfy { $0.status == .passed && $0.matchedByHash })
        #expect(try folders.map(Self.manifestBytes) == recorded)
        let again = try Self.run(dir, .never)
        #expect(again.results.allSatisfy { $0.matchedByHash })
    }

    /// Each version's entries are read with their own fingerprint: the current values under
    /// `"version": 1`, or the legacy values under 2, match nothing (and the run still passes
    /// by decoding).
    @Test func eachVersionIsReadWithItsOwnFingerprint() throws {
        let dir = try SnapshotTestRunnerTests.suite()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = try Self.run(dir, .missing)
        let folder = dir + "/more/__Snapshots__"
        let path = folder + "/" + SnapshotManifest.fileName
        let current = try String(contentsOfFile: path, encoding: .utf8)
        try current.replacingOccurrences(of: "\"version\" : 2", with: "\"version\" : 1")
            .write(toFile: path, atomically: true, encoding: .utf8)
        let labelledOne = try Self.run(dir, .never)
        #expect(labelledOne.results.first { $0.name == "hello" }.map { $0.status == .passed && !$0.matchedByHash } == true)
        try current.write(toFile: path, atomically: true, encoding: .utf8)
        try Self.makeVersionOne(folder)
        let legacy = try String(contentsOfFile: path, encoding: .utf8)
        try legacy.replacingOccurrences(of: "\"version\" : 1", with: "\"version\" : 2")
            .write(toFile: path, atomically: true, encoding: .utf8)
        let labelledTwo = try Self.run(dir, .never)
        #expect(labelledTwo.results.first { $0.name == "hello" }.map { $0.status == .passed && !$0.matchedByHash } == true)
        // And the settings folder, untouched, still passes from its entries.
        #expect(labelledTwo.results.filter(\.matchedByHash).count == 2)
    }

    /// A version-1 manifest that gets a new entry is written whole as version 2: the entries
    /// the run re-derived stay, the others (here one no spec makes any more) are dropped.
    @Test func aVersionOneManifestWithANewEntryIsWrittenWholeAsVersionTwo() throws {
        let dir = try SnapshotTestRunnerTests.suite()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = try Self.run(dir, .missing)
        let folder = dir + "/__Snapshots__"
        let recorded = try Self.manifestBytes(folder)
        let stale = ["inputs": String(repeating: "0", count: 64), "pixels": "1", "file": "2"]
        try Self.makeVersionOne(folder, extra: ["settings.sepia": stale])
        try FileManager.default.removeItem(atPath: folder + "/settings.dark-bluetooth-selected.png")
        let run = try Self.run(dir, .missing)
        #expect(SnapshotTestRunnerTests.statuses(run)["settings.dark-bluetooth-selected"] == .new)
        #expect(run.results.first { $0.name == "settings.light-bluetooth-selected" }?.matchedByHash == true)
        #expect(try Self.manifestBytes(folder) == recorded, "version 2, the sepia entry dropped")
        // Under `never` nothing is written, whatever the version.
        try Self.makeVersionOne(folder, extra: ["settings.sepia": stale])
        let versionOne = try Self.manifestBytes(folder)
        _ = try Self.run(dir, .never)
        #expect(try Self.manifestBytes(folder) == versionOne)
    }

    @Test func versionTwoRoundTripsAndVersionOneEntriesAreNotWritten() throws {
        let folder = NSTemporaryDirectory() + "manifest-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var manifest = SnapshotManifest()
        manifest.snapshots["a"] = SnapshotManifest.Entry(inputs: "i", pixels: "p", file: "f")
        manifest.snapshots["b.dark"] = SnapshotManifest.Entry(inputs: "j", pixels: "q", file: "g")
        try manifest.write(to: folder)
        let text = try String(contentsOfFile: folder + "/" + SnapshotManifest.fileName, encoding: .utf8)
        #expect(text.contains("\"version\" : 2"))
        let (read, problem) = SnapshotManifest.load(from: folder)
        #expect(problem == nil)
        #expect(read == manifest)
        #expect(read.snapshots.values.allSatisfy { $0.version == 2 })
        // Version 1: read with each entry marked, and none of them written back.
        try text.replacingOccurrences(of: "\"version\" : 2", with: "\"version\" : 1")
            .write(toFile: folder + "/" + SnapshotManifest.fileName, atomically: true, encoding: .utf8)
        var old = SnapshotManifest.load(from: folder).manifest
        #expect(old.snapshots.count == 2 && old.snapshots.values.allSatisfy { $0.version == 1 })
        #expect(old.written == SnapshotManifest())
        old.snapshots["c"] = SnapshotManifest.Entry(inputs: "k", pixels: "r", file: "h")
        try old.write(to: folder)
        let rewritten = SnapshotManifest.load(from: folder)
        #expect(rewritten.problem == nil)
        #expect(rewritten.manifest.snapshots.keys.sorted() == ["c"])
        #expect(rewritten.manifest.snapshots["c"]?.version == 2)
        // A version-1 manifest with nothing to write is removed, as an empty one is.
        try text.replacingOccurrences(of: "\"version\" : 2", with: "\"version\" : 1")
            .write(toFile: folder + "/" + SnapshotManifest.fileName, atomically: true, encoding: .utf8)
        try SnapshotManifest.load(from: folder).manifest.write(to: folder)
        #expect(!FileManager.default.fileExists(atPath: folder + "/" + SnapshotManifest.fileName))
    }

    /// Versions this tool does not write, and shapes it cannot read: an empty manifest and a
    /// warning naming the file, as before version 2.
    @Test func otherVersionsAndShapesAreRefused() throws {
        let folder = NSTemporaryDirectory() + "manifest-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/" + SnapshotManifest.fileName
        let entry = #"{"a": {"inputs": "i", "pixels": "p", "file": "f"}}"#
        let rest = "every reference there is decoded and compared, and the manifest is rewritten when references are recorded"
        for (version, text) in [
            (3, #"{"version": 3, "snapshots": \#(entry)}"#), (0, #"{"version": 0, "snapshots": {}}"#),
            (-1, #"{"version": -1, "snapshots": \#(entry)}"#), (3, #"{"version": 3, "snapshots": [1, 2]}"#)
        ] {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            let (manifest, problem) = SnapshotManifest.load(from: folder)
            #expect(manifest == SnapshotManifest())
            #expect(problem == "\(path): manifest version \(version) is not one this tool reads; \(rest)", "\(text)")
        }
        for text in [
            #"{"version": "2", "snapshots": {}}"#, #"{"snapshots": \#(entry)}"#, #"{"version": 2}"#,
            #"{"version": 1e30, "snapshots": {}}"#, #"{"version": 2, "snapshots": {"a": {"inputs": "i"}}}"#, "[2]", ""
        ] {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            let (manifest, problem) = SnapshotManifest.load(from: folder)
            #expect(manifest == SnapshotManifest())
            #expect(problem?.hasPrefix("\(path): not a readable manifest (") == true, "\(text): \(problem ?? "nil")")
            #expect(problem?.hasSuffix(rest) == true)
        }
    }

    /// A run over a folder whose manifest is version 3: a warning, every reference decoded,
    /// and the run passes.
    @Test func aVersionThreeManifestIsDecodedPastWithAWarning() throws {
        let dir = try SnapshotTestRunnerTests.suite()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = try Self.run(dir, .missing)
        let path = dir + "/more/__Snapshots__/manifest.json"
        try (try String(contentsOfFile: path, encoding: .utf8)).replacingOccurrences(
            of: "\"version\" : 2", with: "\"version\" : 3"
        )
        .write(toFile: path, atomically: true, encoding: .utf8)
        let run = try Self.run(dir, .never)
        #expect(!run.fails)
        #expect(
            run.warnings == [
                "\(path): manifest version 3 is not one this tool reads; every reference there is decoded and compared, "
                    + "and the manifest is rewritten when references are recorded"
            ])
        #expect(run.results.first { $0.name == "hello" }?.matchedByHash == false)
    }
}
