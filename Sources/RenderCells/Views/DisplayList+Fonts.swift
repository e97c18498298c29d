import Display
import Raster
import Typesetting

extension DisplayList {
    /// Draws the list, and returns the font faces its text and symbols used (render
    /// metadata for snapshots: a reference made with other font files fails naming the
    /// font).
    public func renderWithFonts() throws -> (pixmap: Pixmap, fonts: [FontFace]) {
        let (pixmap, sources) = try renderWithGlyphSources()
        return (pixmap, sources.compactMap { $0 as? FontFace })
    }
}
