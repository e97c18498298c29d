import Foundation
import RenderCells
import SafeIO

/// `manifest.json` in a references folder: per snapshot, fingerprints of what went into
/// its reference (spec, variant, renderer version, font files) and of its decoded pixels
/// and file. A render whose pixels hash to the recorded value, with the reference file
/// unchanged since, matched it: the reference need not be decoded.
///
/// Version 2 fingerprints with ``PixelHash``; version 1 (written before it changed) with
/// `LegacyPixelHash`. Both are read, and each entry keeps the version it was read with, so
/// a version-1 folder keeps its fast path with no re-record. A manifest is always written
/// whole as version 2, with only version-2 entries: a version-1 entry is never rewritten
/// with the new fingerprints by decoding its reference (that would decode every reference
/// of the folder, whose sizes the run has not checked, at the moment a manifest is
/// written), so it is dropped when its folder's manifest is next written, unless the run
/// re-derived it. A run that writes manifests (any mode but `never`) re-derives every
/// version-1 entry it matches: the render's pixels and the file's bytes are at hand, so
/// the new fingerprints cost nothing (`matchesManifest`). A full run outside `never` thus
/// turns a version-1 manifest into version 2 with every passing entry; entries it did not
/// reach (other shards, failures) are dropped, and a later run outside `never` writes them
/// again. It is a cache: a missing entry only costs a decode.
package struct SnapshotManifest: Codable, Equatable, Sendable {
    package struct Entry: Codable, Equatable, Sendable {
        /// SHA-256 over the spec's bytes, the variant's name, the renderer's version and the
        /// font files' hashes: what the reference was made from.
        package var inputs: String
        /// ``PixelHash`` of the reference's decoded pixels (`LegacyPixelHash` in version 1).
        package var pixels: String
        /// ``PixelHash`` of the reference file's bytes: a reference replaced by hand (an
        /// accept `cp`) no longer matches, so its pixels are compared again.
        package var file: String
        /// The manifest version whose fingerprints `pixels` and `file` are: the version of
        /// the file it was read from, or ``SnapshotManifest/version`` for a new entry. Not in
        /// the file, whose `version` says it for every entry.
        package var version = SnapshotManifest.version

        package init(inputs: String, pixels: String, file: String, version: Int = SnapshotManifest.version) {
            self.inputs = inputs
            self.pixels = pixels
            self.file = file
            self.version = version
        }

        enum CodingKeys: String, CodingKey {
            case inputs, pixels, file
        }
    }

    /// The version this tool writes: 2, fingerprints by ``PixelHash``.
    package static let version = 2
    /// The versions this tool reads: 1 (`LegacyPixelHash`) and 2.
    package static let readableVersions = 1...version

    /// Every entry read or set, each with its own fingerprints' version.
    package var snapshots: [String: Entry] = [:]

    package static let fileName = "manifest.json"

    /// An empty manifest (what a folder without one has).
    package init() {}

    /// The largest manifest read (16 MiB): an entry is about 250 bytes, so some 60,000
    /// snapshots in one folder. A 209 MB one had taken 26 s and 1.06 GB to read.
    static let maxBytes = 16 << 20

    /// The manifest in `folder`, or an empty one (missing or unreadable: it is a cache), with
    /// a sentence naming the file when it was there but could not be used.
    package static func load(from folder: String) -> (manifest: SnapshotManifest, problem: String?) {
        let path = folder + "/" + fileName
        var info = stat()
        guard lstat(path, &info) == 0 else { return (SnapshotManifest(), nil) }
        let notUsed = "every reference there is decoded and compared, and the manifest is rewritten when references are recorded"
        let data: [UInt8]
        do {
            // A regular file of bounded size, never a link: the folder comes from a pull request.
            data = try RegularFile.read(path, maxBytes: maxBytes, what: "a manifest", links: .refuse)
        } catch {
            return (SnapshotManifest(), "\(error.description.dropLast()); \(notUsed)")
        }
        do {
            let manifest = try JSONDecoder().decode(SnapshotManifest.self, from: Data(data))
            return (manifest, nil)
        } catch let error as UnreadableVersion {
            return (
                SnapshotManifest(),
                "\(TerminalText.escaped(path)): manifest version \(error.version) is not one this tool reads; \(notUsed)"
            )
        } catch {
            return (
                SnapshotManifest(),
                "\(TerminalText.escaped(path)): not a readable manifest "
                    + "(\(TerminalText.escaped("\(error)"))); \(notUsed)"
            )
        }
    }

    /// A `version` outside ``readableVersions``.
    struct UnreadableVersion: Error {
        var version: Int
    }

    enum CodingKeys: String, CodingKey {
        case version, snapshots
    }

    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let version = try c.decode(Int.self, forKey: .version)
        guard Self.readableVersions.contains(version) else { throw UnreadableVersion(version: version) }
        snapshots = try c.decode([String: Entry].self, forKey: .snapshots).mapValues { entry in
            var e = entry
            e.version = version
            return e
        }
    }

    /// Version 2 with its version-2 entries: entries read from a version-1 file are not
    /// written back (the type's documentation says why).
    package func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(Self.version, forKey: .version)
        try c.encode(written.snapshots, forKey: .snapshots)
    }

    /// The manifest as ``write(to:)`` writes it and a later ``load(from:)`` reads it back:
    /// its version-2 entries only.
    package var written: SnapshotManifest {
        var m = SnapshotManifest()
        m.snapshots = snapshots.filter { $0.value.version == Self.version }
        return m
    }

    /// Writes the manifest (sorted keys, so it diffs well), or removes it when it has no
    /// entry to write.
    package func write(to folder: String) throws {
        let path = folder + "/" + Self.fileName
        if written.snapshots.isEmpty {
            var info = stat()
            if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG { unlink(path) }
            return
        }
        try AtomicFile.write(try encoded(), to: path)
    }

    /// The file's bytes: pretty-printed JSON with sorted keys and a final line break.
    package func encoded() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return Array(try encoder.encode(self)) + [10]
    }
}
