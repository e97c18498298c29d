import Foundation
import RenderCells

/// `manifest.json` in a references folder: per snapshot, fingerprints of what went into
/// its reference (spec, variant, renderer version, font files) and of its decoded pixels
/// and file. A render whose pixels hash to the recorded value, with the reference file
/// unchanged since, matched it: the reference need not be decoded.
struct SnapshotManifest: Codable, Equatable, Sendable {
    struct Entry: Codable, Equatable, Sendable {
        /// SHA-256 over the spec's bytes, the variant's name, the renderer's version and the
        /// font files' hashes: what the reference was made from.
        var inputs: String
        /// ``PixelHash`` of the reference's decoded pixels.
        var pixels: String
        /// ``PixelHash`` of the reference file's bytes: a reference replaced by hand (an
        /// accept `cp`) no longer matches, so its pixels are compared again.
        var file: String
    }

    var version = 1
    var snapshots: [String: Entry] = [:]

    static let fileName = "manifest.json"

    /// The manifest in `folder`, or an empty one (missing or unreadable: it is a cache), with
    /// a sentence naming the file when it was there but could not be used.
    static func load(from folder: String) -> (manifest: SnapshotManifest, problem: String?) {
        let path = folder + "/" + fileName
        guard let data = FileManager.default.contents(atPath: path) else { return (SnapshotManifest(), nil) }
        do {
            let manifest = try JSONDecoder().decode(SnapshotManifest.self, from: data)
            guard manifest.version == 1 else {
                return (SnapshotManifest(), "\(path): manifest version \(manifest.version) is not one this tool reads; "
                    + "every reference there is decoded and compared, and the manifest is rewritten when references are recorded")
            }
            return (manifest, nil)
        } catch {
            return (SnapshotManifest(), "\(path): not a readable manifest (\(error)); every reference there is decoded "
                + "and compared, and the manifest is rewritten when references are recorded")
        }
    }

    /// Writes the manifest (sorted keys, so it diffs well), or removes it when empty.
    func write(to folder: String) throws {
        let path = folder + "/" + Self.fileName
        if snapshots.isEmpty {
            try? FileManager.default.removeItem(atPath: path)
            return
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try AtomicFile.write(Array(try encoder.encode(self)) + [10], to: path)
    }
}
