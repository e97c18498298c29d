/// A UTF-16 range of a paragraph and the face that draws it, out of font fallback.
///
/// `FontFace` is a class, so two runs are equal only when they use the very same
/// face object; the catalog hands out one object per file and face index, so that is
/// the same as "the same font".
public struct FontRun: Hashable, Sendable {
    /// UTF-16 offsets into the paragraph's text.
    public var range: Range<Int>
    public var face: FontFace

    public init(range: Range<Int>, face: FontFace) {
        self.range = range
        self.face = face
    }

    public static func == (a: FontRun, b: FontRun) -> Bool {
        a.range == b.range && a.face === b.face
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(range)
        hasher.combine(ObjectIdentifier(face))
    }
}
