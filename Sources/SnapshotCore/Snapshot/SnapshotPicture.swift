import Foundation
import Raster
import Typesetting

/// A rendered picture with what was behind it: the layout dump (every element's frame,
/// font and colours) and the font files its text used. Kept as one PNG file whose text
/// chunks carry the layout and the fonts, so a reference explains itself when a later
/// render differs: which elements moved, which font file changed.
public struct SnapshotPicture: Sendable, Equatable {
    public var pixmap: Pixmap
    /// The layout dump JSON, nil when not known (a bare pixmap, an old reference).
    public var layout: String?
    /// The font files the render used, nil when not known. A rendered picture makes it
    /// when first asked for (`SnapshotFontSource` says why).
    public var fonts: SnapshotFontRecord? {
        get { fontSource.record }
        set { fontSource = .record(newValue) }
    }
    /// The list design generation the picture was drawn in (`ios26`), nil for iOS 18: a
    /// reference recorded before pictures carried their design is an iOS 18 one, so
    /// iOS 18 pictures keep the bytes they always had.
    public var design: String?
    private var fontSource: SnapshotFontSource

    public init(pixmap: Pixmap, layout: String? = nil, fonts: SnapshotFontRecord? = nil, design: String? = nil) {
        self.pixmap = pixmap
        self.layout = layout
        self.fontSource = .record(fonts)
        self.design = design
    }

    /// A rendered picture whose font record, of the files of `faces` in `catalog`, is made
    /// when first asked for: the same record ``init(pixmap:layout:fonts:design:)`` with
    /// `SnapshotFontRecord(faces:catalog:)` carries, without hashing font files for a picture
    /// whose record is never read (a passing snapshot).
    package init(pixmap: Pixmap, layout: String?, faces: [FontFace], catalog: FontCatalog, design: String?) {
        self.pixmap = pixmap
        self.layout = layout
        self.fontSource = .faces(faces, catalog)
        self.design = design
    }

    /// The text chunk keywords the layout, fonts and design are stored under.
    public static let layoutKeyword = "render-cells:layout"
    public static let fontsKeyword = "render-cells:fonts"
    public static let designKeyword = "render-cells:design"

    /// The PNG file: the pixels as `encoder` writes them, with the layout and the font
    /// record in compressed text chunks after the header. The text is deflated at zlib's
    /// level 9, or at level 1 when `encoder` is the fast setting a failure's pictures are
    /// written with (`PNGEncoder.Compression.fastLevel1`): either way the same picture
    /// gives the same bytes, and decoding gives the same picture back.
    public func pngData(encoder: PNGEncoder = PNGEncoder()) throws(PNGError) -> [UInt8] {
        try pngData(encoder: encoder, rowRepeats: nil)
    }

    /// ``pngData(encoder:)`` with what the comparison learnt of which of the pixels' rows
    /// repeat the row above (`SnapshotComparison.actualRowRepeats`; nil: the encoder finds
    /// out): the same bytes.
    package func pngData(encoder: PNGEncoder, rowRepeats: RowRepeats?) throws(PNGError) -> [UInt8] {
        let png = try encoder.encode(pixmap, rowRepeats: rowRepeats)
        var text: [String: String] = [:]
        if let layout { text[Self.layoutKeyword] = layout }
        if let fonts, let json = try? fonts.encoded() { text[Self.fontsKeyword] = String(decoding: json, as: UTF8.self) }
        if let design { text[Self.designKeyword] = design }
        return text.isEmpty
            ? png : try PNGText.inserting(text, into: png, level: encoder.compression == .fastLevel1 ? 1 : 9)
    }

    /// Reads a PNG file written by ``pngData(encoder:)`` or by any other writer (whose
    /// pictures simply have no layout or fonts). Only an unreadable picture throws: text
    /// that is corrupt or does not parse counts as absent, since it only explains pixels.
    public init(png bytes: [UInt8]) throws(PNGError) {
        let pixmap = try PNGDecoder.decode(bytes)
        let (layout, fonts, design) = Self.records(png: bytes)
        self.init(pixmap: pixmap, layout: layout, fonts: fonts, design: design)
    }

    /// The layout, fonts and design a PNG file records, as ``init(png:)`` reads them, without
    /// its pixels: for a comparison that reads those from the file's scanlines.
    package static func records(png bytes: [UInt8]) -> (layout: String?, fonts: SnapshotFontRecord?, design: String?) {
        // Only the chunks read here are inflated (within PNGText's per-file budget).
        let keywords: Set<String> = [layoutKeyword, fontsKeyword, designKeyword]
        let text = (try? PNGText.entries(in: bytes, keywords: keywords)) ?? [:]
        return (
            text[layoutKeyword],
            text[fontsKeyword].flatMap { try? JSONDecoder().decode(SnapshotFontRecord.self, from: Data($0.utf8)) },
            text[designKeyword]
        )
    }

    /// What the picture file at `path` records about its design: nil when there is no
    /// readable picture there, `.some(nil)` for one without a design record (an iOS 18
    /// picture), else the design's name. Reads the file's front and chunk headers, never its
    /// pixel data: planning a run asks every reference (`PNGText.entries(inFileAt:keywords:)`).
    public static func recordedDesign(ofFile path: String) -> String?? {
        guard let (front, entries) = try? PNGText.entries(inFileAt: path, keywords: [designKeyword]) else { return nil }
        guard front.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { return nil }
        let text = (try? entries.get()) ?? [:]
        return .some(text[designKeyword])
    }

    /// What a references folder records about its design, for a suite with no reference of
    /// its own yet: the record of its first picture in name order (difference pictures
    /// skipped), nil when it holds none (or is no folder). `render-cells test` and the Swift
    /// strategies both decide a new suite's design from it (`SuiteDesign`, ListSpec).
    public static func recordedDesign(ofFolder folder: String) -> String?? {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for name in names.sorted() where name.hasSuffix(".png") && !name.contains(".diff.") {
            if let recorded = recordedDesign(ofFile: folder + "/" + name) { return recorded }
        }
        return nil
    }

    /// The font record of the picture file at `path`, nil when it has none, read from its
    /// text chunks alone: the pixel data is never read, let alone decoded (a 2 MB 16384² 16-bit PNG decodes to
    /// 1 GiB; `doctor --reference` needs only the record). Throws when the file cannot be
    /// read or is not a PNG.
    public static func recordedFonts(ofFile path: String) throws(PNGError) -> SnapshotFontRecord? {
        let (front, entries) = try PNGText.entries(inFileAt: path, keywords: [fontsKeyword])
        guard PNGDecoder.headerSize(of: front) != nil else { throw .file(path: path, message: "is not a PNG file") }
        let text: [String: String]
        do { text = try entries.get() } catch {
            throw .file(path: path, message: error.description)
        }
        return text[fontsKeyword].flatMap { try? JSONDecoder().decode(SnapshotFontRecord.self, from: Data($0.utf8)) }
    }

    /// ``init(png:)`` from a file, reading at most `PNGDecoder.maxFileSize` bytes.
    public init(contentsOfFile path: String) throws(PNGError) {
        try self.init(png: PNGDecoder.readFile(path))
    }
}
