import Foundation
import RenderCells
import SafeIO

/// `manifest.json` in a references folder: per snapshot, fingerprints of what went into
/// its reference (spec, variant, renderer version, font files) and of its decoded pixels
/// and file. A render whose pixels hash to the recorded value, with the reference file
/// unchanged since, matched it: the reference need not be decoded.
package struct SnapshotManifest: Codable, Equatable, Sendable {
    package struct Entry: Codable, Equatable, Sendable {
        /// SHA-256 over the spec's bytes, the variant's name, the renderer's version and the
        /// font files' hashes: what the reference was made from.
        package var inputs: String
        /// ``PixelHash`` of the reference's decoded pixels.
        package var pixels: String
        /// ``PixelHash`` of the reference file's bytes: a reference replaced by hand (an
        /// accept `cp`) no longer matches, so its pixels are compared again.
        package var file: String
    }

    package var version = 1
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
            guard manifest.version == 1 else {
                return (
                    SnapshotManifest(),
                    "\(TerminalText.escaped(path)): manifest version \(manifest.version) is not one this tool reads; "
                        + "every reference there is decoded and compared, and the manifest is rewritten when references are recorded"
                )
            }
            return (manifest, nil)
        } catch {
            return (
                SnapshotManifest(),
                "\(TerminalText.escaped(path)): not a readable manifest "
                    + "(\(TerminalText.escaped("\(error)"))); \(notUsed)"
            )
        }
    }

    /// Writes the manifest (sorted keys, so it diffs well), or removes it when empty.
    package func write(to folder: String) throws {
        let path = folder + "/" + Self.fileName
        if snapshots.isEmpty {
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
