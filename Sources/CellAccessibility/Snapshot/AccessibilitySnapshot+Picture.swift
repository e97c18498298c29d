import RenderCells
import SnapshotCore

extension AccessibilitySnapshot {
    /// What VoiceOver reads in `layout` as a reference picture: the accessibility snapshot,
    /// with the list's layout dump and the font files the list's text and symbols used. The
    /// one place the accessibility picture is made, for `render-cells render --accessibility`,
    /// an `accessibility:` variant of `render-cells test` and the `.accessibilityImage`
    /// strategy alike; the list is drawn once, for the picture and its font record. It records
    /// the list's design generation as every reference does, so a suite's references agree.
    ///
    /// - Parameters:
    ///   - layout: The list laid out (an audit's checked layout, or a collection view's).
    ///   - fontCatalog: Where the faces' files are found (the list's own catalog when it was
    ///     not the shared one).
    ///   - withLayout: Whether to dump the layout now (`SnapshotPicture.init(rendering:fontCatalog:withLayout:)`
    ///     says when not to).
    /// - Throws: What drawing throws (`DisplayListError`: a picture too large, an image
    ///   that cannot be drawn).
    public static func picture(_ layout: ListLayout, fontCatalog: FontCatalog = .shared, withLayout: Bool = true) throws
        -> SnapshotPicture
    {
        let list = layout.displayList()
        let (listPicture, sources) = try list.renderWithGlyphSources()
        return SnapshotPicture(
            pixmap: try render(layout, list: list, listPicture: listPicture),
            layout: withLayout ? SnapshotPicture.layout(of: list) : nil,
            faces: sources.compactMap { $0 as? FontFace }, catalog: fontCatalog,
            design: SnapshotPicture.design(of: list))
    }
}
