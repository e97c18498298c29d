import RenderCells
import SnapshotCore

/// One snapshot as `render-cells test` drew it: the picture with its font record but no
/// layout dump, and the display list to dump the layout from only when a reference is
/// written or a failure explained (a passing run never needs it: dumping every render
/// made a passing run 13 % slower).
struct DrawnSnapshot {
    /// The picture without its layout dump.
    var picture: SnapshotPicture
    var list: DisplayList

    /// The pixels' fingerprint, what the manifest's fast path compares and a new entry
    /// records. Computed when asked rather than with the picture: a snapshot matched by a
    /// version-1 entry under `--record never` needs only `LegacyPixelHash` (computing both
    /// made such a run 16 % slower than before version 2), and no path asks more than
    /// twice (a pass found by decoding: about 0.5 ms beside the decode's tens).
    var pixels: String { PixelHash.hex(of: picture.pixmap) }

    var pixmap: Pixmap { picture.pixmap }

    /// The picture with its layout dump, as a reference or a failure's picture is written.
    var pictureWithLayout: SnapshotPicture {
        var p = picture
        p.layout = SnapshotPicture.layout(of: list)
        return p
    }
}
