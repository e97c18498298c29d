/// One font face a render used, for render metadata: a snapshot made with other
/// font files then fails naming the font instead of with a pixel diff.
public struct FontFileInfo: Hashable, Sendable, Codable {
    /// The typographic family name (OpenType name ID 16, else 1), e.g. "Inter".
    public var family: String
    /// The typographic style name (name ID 17, else 2), e.g. "Semi Bold".
    public var style: String
    /// The absolute path of the font file.
    public var path: String
    /// The face's index inside a collection (`.ttc`); 0 for single-face files.
    public var faceIndex: Int
    /// SHA-256 of the whole file's bytes, lowercase hex (what `sha256sum` prints).
    public var sha256: String

    public init(family: String, style: String, path: String, faceIndex: Int, sha256: String) {
        self.family = family
        self.style = style
        self.path = path
        self.faceIndex = faceIndex
        self.sha256 = sha256
    }
}
