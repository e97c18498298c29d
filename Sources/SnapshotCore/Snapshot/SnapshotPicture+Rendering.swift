import Display
import Typesetting

extension SnapshotPicture {
    /// `list` drawn, with its layout dump and the font files its text and symbols used: the
    /// picture a reference stores, so a later render that differs says which elements and
    /// which font files changed. The one place every caller renders a snapshot (the Swift
    /// strategies, `render-cells test`, the benchmark scenes).
    ///
    /// - Parameters:
    ///   - list: The display list, as a `CollectionView` or a spec makes it.
    ///   - fontCatalog: Where the faces' files are found (their names and SHA-256, cached per
    ///     file); the list's own catalog when it was not the shared one.
    /// - Throws: What drawing throws (a picture too large, an image that cannot be drawn).
    public init(rendering list: DisplayList, fontCatalog: FontCatalog = .shared) throws {
        let (pixmap, sources) = try list.renderWithGlyphSources()
        self.init(pixmap: pixmap, layout: String(decoding: list.dumpJSON(), as: UTF8.self),
                  fonts: SnapshotFontRecord(faces: sources.compactMap { $0 as? FontFace }, catalog: fontCatalog))
    }
}
