import Foundation
import Typesetting

/// The fonts a reference snapshot was rendered with, carried in its PNG (see
/// ``SnapshotPicture``), so a render with other font files fails naming the font
/// instead of with an unexplained pixel difference.
///
/// Entries keep the file's name (not its directory, which differs between
/// machines), the face index, the family and style, and the SHA-256 of the file.
public struct SnapshotFontRecord: Codable, Equatable, Sendable {
    public struct Entry: Codable, Equatable, Sendable {
        public var family: String
        public var style: String
        public var file: String
        public var faceIndex: Int
        public var sha256: String
    }

    public var fonts: [Entry]

    public init(_ infos: [FontFileInfo]) {
        fonts = infos.map {
            Entry(
                family: $0.family, style: $0.style, file: ($0.path as NSString).lastPathComponent,
                faceIndex: $0.faceIndex, sha256: $0.sha256)
        }.sorted { ($0.file, $0.faceIndex) < ($1.file, $1.faceIndex) }
    }

    /// The record of the faces a render used, their files found in `catalog`.
    public init(faces: [FontFace], catalog: FontCatalog = .shared) {
        self.init(faces.map { catalog.fileInfo(for: $0) })
    }

    /// A sentence naming the first font that differs, or nil when the records agree.
    public func mismatch(against reference: SnapshotFontRecord) -> String? {
        for r in reference.fonts {
            guard let m = fonts.first(where: { $0.family == r.family && $0.style == r.style && $0.faceIndex == r.faceIndex })
            else {
                return "the reference was rendered with \(r.family) \(r.style) (\(r.file)), which this render did not use"
            }
            if m.sha256 != r.sha256 {
                return
                    "font \(r.family) \(r.style) differs: the reference used \(r.file) with SHA-256 \(r.sha256.prefix(12))…, this render \(m.file) with \(m.sha256.prefix(12))… (render-cells doctor --reference names the fonts found here; draw with the reference's, or re-record)"
            }
        }
        for m in fonts
        where !reference.fonts.contains(where: { $0.family == m.family && $0.style == m.style && $0.faceIndex == m.faceIndex }) {
            return "this render used \(m.family) \(m.style) (\(m.file)), which the reference did not"
        }
        return nil
    }

    func encoded() throws -> [UInt8] {
        let e = JSONEncoder()
        e.outputFormatting = [.prettyPrinted, .sortedKeys]
        return Array(try e.encode(self)) + [10]
    }
}
