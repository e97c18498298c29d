import Foundation
import Raster
import Typesetting

// Symbols come from two places. SF Symbol names (``SymbolNameMapping``) are drawn from
// Phosphor Icons' SVG files (PyPI's py-phosphor-icons, pinned; in the release archive's
// data folder, or where scripts/setup installs them; `DataLocation` says where they are
// looked for): the outline style from `regular/NAME.svg` (stroked paths, restroked here at
// the weight's width), the fill style from `fill/NAME-fill.svg`. `material:` names are
// glyphs of the Material Icons font (Debian fonts-material-design-icons-iconfont), looked
// up in its Sass name list or shaped as a ligature, as before #20.
//
// Files are read once per catalog and kept (a few hundred bytes each, at most one per
// icon). Finished outlines (per name, weight and scale) are kept in a two-generation cache
// like GlyphCache's: a hit costs a dictionary lookup, memory stays bounded, and eviction
// changes timing, never pixels.

/// The icon sets that stand in for SF Symbols, with a cache of finished outlines.
///
/// Thread-safe: one lock guards loading and the caches; FreeType work happens under the
/// face's own lock, and outlines are built outside the lock.
public final class SymbolCatalog: @unchecked Sendable {
    /// The catalog ``SymbolImage`` and list layouts use unless given another.
    public static let shared = SymbolCatalog()

    /// Where the symbol set is looked for (`DataLocation/current`: a data folder, then
    /// /usr/local/share/render-cells, where scripts/setup installs Phosphor's SVGs): each
    /// path is the wheel's `svgs/stroke` folder, whose `regular` and `fill` folders hold one
    /// file per icon. The version is in the path, so another version is never picked up by accident.
    public static var standardSymbolSetPaths: [String] { DataLocation.current.symbolSetPaths }
    /// Where the Material Icons font is looked for; tried before fontconfig so the file
    /// drawn does not depend on font configuration.
    public static var standardFontPaths: [String] { DataLocation.current.materialFontPaths }
    /// Where the Material name list (a Sass map, name → hexadecimal codepoint) is looked for.
    public static var standardNameListPaths: [String] { DataLocation.current.materialNameListPaths }
    /// The Material font's family name, for the fontconfig fallback.
    public static let fontFamily = "Material Icons"

    private let symbolSetPath: String?
    private let fontPath: String?
    private let nameListPath: String?
    /// A folder of SF Symbols templates (`NAME.svg`, exported by Apple's SF Symbols app)
    /// whose names override the built-in ones; nil for none (`SymbolCatalog+Templates.swift`).
    public let templateFolder: String?
    var templateIndex: Result<TemplateIndex, SymbolError>?
    var templateFiles: [String: Result<SymbolTemplate, SymbolError>] = [:]
    /// What the templates read so far have spent of ``templateBudget`` (bytes read, points kept).
    var templateSpent = (bytes: 0, points: 0)
    let lock = NSLock()
    private var loaded: Result<Loaded, SymbolError>?
    private var symbolSet: Result<String, SymbolError>?
    private var files: [String: Result<SymbolSVG, SymbolError>] = [:]
    private var recent: [OutlineKey: SymbolOutline] = [:]
    private var old: [OutlineKey: SymbolOutline] = [:]
    private var recentBytes = 0
    private var loads = 0
    /// Symbols already placed in points, by name, size, weight, scale and direction: a
    /// list resolves the same few symbols for thousands of rows, and scaling an outline
    /// into points each time cost 5 % of laying out 10,000 rows (L1layout, measured).
    /// Cleared whole when full; eviction changes timing, never pixels.
    private var images: [ImageKey: SymbolImage] = [:]
    private var imageBuilds = 0

    /// How many symbols were placed in points rather than found in the cache (for tests
    /// that count cache use).
    public var placedSymbolCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return imageBuilds
    }

    /// What a placed symbol depends on besides the catalog.
    struct ImageKey: Hashable {
        let name: String
        let pointSize: Double
        let weight: Double
        let scale: SymbolScale
        let mirrored: Bool
    }

    /// The placed symbol for `key`, if one was made.
    func image(for key: ImageKey) -> SymbolImage? {
        lock.lock()
        defer { lock.unlock() }
        return images[key]
    }

    /// Keeps `image` for `key`. The count kept follows the byte budget at about 4 KiB a
    /// symbol (1,024 for the default 4 MiB), so a small budget bounds both caches.
    func store(_ image: SymbolImage, for key: ImageKey) {
        lock.lock()
        defer { lock.unlock() }
        if images.count >= max(16, byteLimit >> 12) { images.removeAll(keepingCapacity: true) }
        imageBuilds += 1
        images[key] = image
    }

    /// The most bytes of outlines kept (approximately).
    public let byteLimit: Int

    struct Loaded {
        let face: FontFace
        /// Material name → Unicode scalar value, from the name list (empty without one).
        let codepoints: [String: UInt32]
        /// The name list read, nil without one.
        let nameListPath: String?
    }

    struct OutlineKey: Hashable {
        /// The SF name, or `material:` and the Material name.
        let name: String
        let weight: FontWeight
        let scale: SymbolScale
    }

    /// A catalog reading the symbol set, font and name list at the given paths; nil paths
    /// search the standard locations (and, for the font, fontconfig).
    public init(
        symbolSetPath: String? = nil, fontPath: String? = nil, nameListPath: String? = nil,
        templateFolder: String? = nil,
        byteLimit: Int = 4 << 20
    ) {
        self.symbolSetPath = symbolSetPath
        self.fontPath = fontPath
        self.nameListPath = nameListPath
        self.templateFolder = templateFolder
        self.byteLimit = max(1, byteLimit)
    }

    /// The Material Icons font face.
    /// - Throws: ``SymbolError/fontUnavailable(searched:)`` when it cannot be found.
    public func face() throws(SymbolError) -> FontFace {
        try load().face
    }

    /// Every Material Icons name in the name list, sorted (empty without a list).
    public func materialNames() -> [String] {
        guard let l = try? load() else { return [] }
        return l.codepoints.keys.sorted()
    }

    /// Outlines built so far; cache hits leave it unchanged (for tests).
    public var outlineLoadCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return loads
    }

    // MARK: - Names

    /// The entry a symbol name draws: an SF Symbol name from ``SymbolNameMapping``, or
    /// `material:` and a Material Icons name.
    func entry(named name: String) throws(SymbolError) -> SymbolNameMapping.Entry {
        if name.hasPrefix(SymbolNameMapping.materialPrefix) {
            let material = String(name.dropFirst(SymbolNameMapping.materialPrefix.count))
            let l = try load()
            guard glyph(forMaterialName: material, in: l) != nil else {
                throw .unknownName(name, suggestions: suggestions(for: name, materialNames: l.codepoints))
            }
            return SymbolNameMapping.Entry(systemName: name, source: .material(material))
        }
        if let file = try templateFile(for: name), let templateFolder {
            return SymbolNameMapping.Entry(systemName: name, source: .template(folder: templateFolder, file: file))
        }
        if let e = SymbolNameMapping.entry(forSystemName: name) { return e }
        throw .unknownName(name, suggestions: suggestions(for: name, materialNames: (try? load())?.codepoints ?? [:]))
    }

    /// The glyph of a Material name: through the name list's codepoint, else as a
    /// ligature; nil when neither gives a glyph with ink.
    func glyph(forMaterialName material: String, in l: Loaded) -> UInt32? {
        guard !material.isEmpty else { return nil }
        if let cp = l.codepoints[material], let scalar = Unicode.Scalar(cp) {
            let g = l.face.glyphIndex(for: scalar)
            if g != 0 { return g }
        }
        // Ligature lookup: the whole name must shape into exactly one glyph.
        let utf16 = Array(material.utf16)
        let run = TextShaper.shape(
            utf16, range: 0..<utf16.count, face: l.face, size: l.face.unitsPerEm,
            rightToLeft: false, language: nil, features: .default)
        guard run.glyphs.count == 1, let g = run.glyphs.first?.glyph, g != 0 else { return nil }
        return l.face.glyphOutline(g).path.isEmpty ? nil : g
    }

    // MARK: - Outlines

    /// The finished outline of `entry` at a weight and scale (design units, y down), and
    /// the font face it came from for Material glyphs; built once and cached.
    func outline(_ entry: SymbolNameMapping.Entry, weight: FontWeight, scale: SymbolScale)
        throws(SymbolError) -> (outline: SymbolOutline, face: FontFace?)
    {
        let key = OutlineKey(name: entry.systemName, weight: weight, scale: scale)
        var face: FontFace?
        if case .material = entry.source { face = try load().face }
        lock.lock()
        if let o = recent[key] {
            lock.unlock()
            return (o, face)
        }
        if let o = old[key] {
            insertLocked(key, o)
            lock.unlock()
            return (o, face)
        }
        lock.unlock()
        let o = try build(entry, weight: weight, scale: scale)
        lock.lock()
        defer { lock.unlock() }
        loads += 1
        if let existing = recent[key] { return (existing, face) }
        insertLocked(key, o)
        return (o, face)
    }

    /// Adds to the recent generation; when it holds half the budget it becomes the old
    /// one and the previous old generation is dropped.
    private func insertLocked(_ key: OutlineKey, _ o: SymbolOutline) {
        if recentBytes + o.byteCount > byteLimit / 2, !recent.isEmpty {
            old = recent
            recent = [:]
            recentBytes = 0
        }
        recent[key] = o
        recentBytes += o.byteCount
    }

    // MARK: - Loading

    /// The Phosphor icon `icon` in its outline or fill style, read once.
    func svg(_ icon: String, filled: Bool) throws(SymbolError) -> SymbolSVG {
        let directory = try symbolSetDirectory()
        let path = filled ? "\(directory)/fill/\(icon)-fill.svg" : "\(directory)/regular/\(icon).svg"
        return try cachedSVG(path) { () throws(SymbolError) in
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                throw .invalidSymbolFile(path: path, reason: "cannot be read (no such icon in the installed set?)")
            }
            return text
        }
    }

    /// A figure of the project's own (`OwnSymbol`) in its outline or fill style, read once.
    func ownSVG(_ figure: String, filled: Bool) throws(SymbolError) -> SymbolSVG {
        let key = "own:\(figure)" + (filled ? " (fill)" : "")
        return try cachedSVG(key) { () throws(SymbolError) in
            guard let own = OwnSymbol.all[figure] else {
                throw .invalidSymbolFile(path: key, reason: "no such figure of the project's own")
            }
            return own.svgText(filled: filled)
        }
    }

    /// The SVG named `key` (its path, or the own figure's key), parsed from `text()` the
    /// first time and then served from `files`; a failure is kept too, so a missing or
    /// broken file is read once. The lock is not held while reading or parsing: two
    /// threads may both parse the same file, and the second result (equal) replaces the first.
    private func cachedSVG(_ key: String, text: () throws(SymbolError) -> String) throws(SymbolError) -> SymbolSVG {
        lock.lock()
        if let cached = files[key] {
            lock.unlock()
            return try cached.get()
        }
        lock.unlock()
        let result: Result<SymbolSVG, SymbolError>
        do throws(SymbolError) {
            result = .success(try SymbolSVG(text: try text(), file: key))
        } catch {
            result = .failure(error)
        }
        lock.lock()
        files[key] = result
        lock.unlock()
        return try result.get()
    }

    /// The symbol set's folder (the one holding `regular/` and `fill/`), nil when none was found.
    public var symbolSetFolder: String? {
        try? symbolSetDirectory()
    }

    /// The Material name list read, nil when none was found (or the font was not).
    public var nameListFile: String? {
        (try? load())?.nameListPath
    }

    private func symbolSetDirectory() throws(SymbolError) -> String {
        lock.lock()
        defer { lock.unlock() }
        if let symbolSet { return try symbolSet.get() }
        let candidates = symbolSetPath.map { [$0] } ?? SymbolCatalog.standardSymbolSetPaths
        let found = candidates.first { FileManager.default.fileExists(atPath: "\($0)/regular/star.svg") }
        let result: Result<String, SymbolError> =
            found.map { .success($0) } ?? .failure(.symbolSetUnavailable(searched: candidates))
        symbolSet = result
        return try result.get()
    }

    func load() throws(SymbolError) -> Loaded {
        lock.lock()
        defer { lock.unlock() }
        if let loaded { return try loaded.get() }
        let result = loadLocked()
        loaded = result
        return try result.get()
    }

    private func loadLocked() -> Result<Loaded, SymbolError> {
        let fontCandidates = fontPath.map { [$0] } ?? SymbolCatalog.standardFontPaths
        var face: FontFace?
        for path in fontCandidates where FileManager.default.fileExists(atPath: path) {
            if let f = try? FontFace(path: path) {
                face = f
                break
            }
        }
        if face == nil, fontPath == nil,
            let f = try? FontCatalog.shared.face(family: SymbolCatalog.fontFamily, weight: .regular, italic: false),
            f.familyName == SymbolCatalog.fontFamily
        {
            face = f
        }
        guard let face else { return .failure(.fontUnavailable(searched: fontCandidates)) }
        let listCandidates = nameListPath.map { [$0] } ?? SymbolCatalog.standardNameListPaths
        var codepoints: [String: UInt32] = [:]
        var listPath: String?
        for path in listCandidates {
            if let text = try? String(contentsOfFile: path, encoding: .utf8) {
                codepoints = SymbolCatalog.parseNameList(text)
                listPath = path
                break
            }
        }
        return .success(Loaded(face: face, codepoints: codepoints, nameListPath: listPath))
    }
}
