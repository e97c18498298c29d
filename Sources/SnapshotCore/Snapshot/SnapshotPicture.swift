import Foundation
import Raster

/// A rendered picture with what was behind it: the layout dump (every element's frame,
/// font and colours) and the font files its text used. Kept as one PNG file whose text
/// chunks carry the layout and the fonts, so a reference explains itself when a later
/// render differs: which elements moved, which font file changed.
public struct SnapshotPicture: Sendable, Equatable {
    public var pixmap: Pixmap
    /// The layout dump JSON, nil when not known (a bare pixmap, an old reference).
    public var layout: String?
    /// The font files the render used, nil when not known.
    public var fonts: SnapshotFontRecord?

    public init(pixmap: Pixmap, layout: String? = nil, fonts: SnapshotFontRecord? = nil) {
        self.pixmap = pixmap
        self.layout = layout
        self.fonts = fonts
    }

    /// The text chunk keywords the layout and fonts are stored under.
    public static let layoutKeyword = "render-cells:layout"
    public static let fontsKeyword = "render-cells:fonts"

    /// The PNG file: the pixels as `encoder` writes them, with the layout and the font
    /// record in compressed text chunks after the header.
    public func pngData(encoder: PNGEncoder = PNGEncoder()) throws(PNGError) -> [UInt8] {
        let png = try encoder.encode(pixmap)
        var text: [String: String] = [:]
        if let layout { text[Self.layoutKeyword] = layout }
        if let fonts, let json = try? fonts.encoded() { text[Self.fontsKeyword] = String(decoding: json, as: UTF8.self) }
        return text.isEmpty ? png : try PNGText.inserting(text, into: png)
    }

    /// Reads a PNG file written by ``pngData(encoder:)`` or by any other writer (whose
    /// pictures simply have no layout or fonts). Only an unreadable picture throws: text
    /// that is corrupt or does not parse counts as absent, since it only explains pixels.
    public init(png bytes: [UInt8]) throws(PNGError) {
        pixmap = try PNGDecoder.decode(bytes)
        // Only the two chunks read here are inflated (within PNGText's per-file budget).
        let text = (try? PNGText.entries(in: bytes, keywords: [Self.layoutKeyword, Self.fontsKeyword])) ?? [:]
        layout = text[Self.layoutKeyword]
        fonts = text[Self.fontsKeyword].flatMap { try? JSONDecoder().decode(SnapshotFontRecord.self, from: Data($0.utf8)) }
    }

    /// ``init(png:)`` from a file, reading at most `PNGDecoder.maxFileSize` bytes.
    public init(contentsOfFile path: String) throws(PNGError) {
        try self.init(png: PNGDecoder.readFile(path))
    }
}
