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
    ///     file, and found when the picture's font record is first read); the list's own
    ///     catalog when it was not the shared one.
    ///   - withLayout: Whether to dump the layout now. A caller that compares by pixels first
    ///     (`render-cells test`, whose passing snapshots need no dump) passes false and adds
    ///     ``layout(of:)`` only when it records a reference or explains a failure.
    /// - Throws: What drawing throws (a picture too large, an image that cannot be drawn).
    public init(rendering list: DisplayList, fontCatalog: FontCatalog = .shared, withLayout: Bool = true) throws {
        let (pixmap, sources) = try list.renderWithGlyphSources()
        self.init(
            pixmap: pixmap, layout: withLayout ? Self.layout(of: list) : nil,
            faces: sources.compactMap { $0 as? FontFace }, catalog: fontCatalog,
            design: Self.design(of: list))
    }

    /// The design generation `list` was laid out in, as its sections' `design` property
    /// names it (written only when it is not iOS 18); nil for iOS 18.
    public static func design(of list: DisplayList) -> String? {
        list.elements.lazy.compactMap { $0.properties["design"] }.first
    }

    /// The layout a picture of `list` carries: its dump (every element's frame, font and
    /// colours) as JSON text.
    public static func layout(of list: DisplayList) -> String {
        String(decoding: list.dumpJSON(), as: UTF8.self)
    }
}
