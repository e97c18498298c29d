import Typesetting

/// Where a picture's font record comes from: a record as given (read from a reference, set
/// by a caller), or the faces a render used, whose record is made when first asked for.
///
/// Why not make the record with the picture: it holds the SHA-256 of every font file the
/// render used, and hashing them was 4 % of a one-snapshot `render-cells test` run, while a
/// passing snapshot never looks at the record (it is written with a reference, compared
/// when the pixels differ, and part of a manifest entry's inputs). The record made later is
/// the one made at once: the catalog hashes each file once and keeps the digest
/// (`FontCatalog.fileInfo(for:)`), and the faces are kept as the render left them.
enum SnapshotFontSource: Sendable, Equatable {
    case record(SnapshotFontRecord?)
    case faces([FontFace], FontCatalog)

    /// The record: the one given, or the faces' files as the catalog finds them.
    var record: SnapshotFontRecord? {
        switch self {
        case .record(let record): return record
        case .faces(let faces, let catalog): return SnapshotFontRecord(faces: faces, catalog: catalog)
        }
    }

    /// Equal when the records are: a picture compares by what it carries, not by when its
    /// record is made.
    static func == (a: SnapshotFontSource, b: SnapshotFontSource) -> Bool {
        a.record == b.record
    }
}
