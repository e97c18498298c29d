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
    /// The pixels' hash, what the manifest's fast path compares.
    let pixels: String

    init(picture: SnapshotPicture, list: DisplayList) {
        self.picture = picture
        self.list = list
        pixels = PixelHash.hex(of: picture.pixmap)
    }

    var pixmap: Pixmap { picture.pixmap }

    /// The picture with its layout dump, as a reference or a failure's picture is written.
    var pictureWithLayout: SnapshotPicture {
        var p = picture
        p.layout = SnapshotPicture.layout(of: list)
        return p
    }
}
