import Foundation
import Raster

// Symbols are glyphs of one icon font, Material Icons (Debian package
// fonts-material-design-icons-iconfont), opened once per catalog on first use. Names are
// looked up in the package's Sass map (name → codepoint); a name missing from the map is
// tried as a ligature (the font shapes "star" into the star glyph), so a newer font with
// an older list still resolves. Outlines are read from FreeType once per (glyph, weight,
// turn) and kept in a two-generation cache like GlyphCache's: a hit costs a dictionary
// lookup, memory stays bounded, and eviction changes timing, never pixels.

/// The Material Icons font and name list that stand in for SF Symbols, with a cache of
/// glyph outlines.
///
/// Thread-safe: one lock guards loading and the cache; FreeType work happens under the
/// face's own lock.
public final class SymbolCatalog: @unchecked Sendable {
    /// The catalog ``SymbolImage`` and list layouts use unless given another.
    public static let shared = SymbolCatalog()

    /// Where Debian installs the font; tried before fontconfig so the file drawn does not
    /// depend on font configuration.
    public static let standardFontPaths = [
        "/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf",
    ]
    /// Where Debian installs the name list (a Sass map, name → hexadecimal codepoint).
    public static let standardNameListPaths = [
        "/usr/share/fonts-material-design-icons-iconfont/scss/_variables.scss",
    ]
    /// The font's family name, for the fontconfig fallback.
    public static let fontFamily = "Material Icons"

    private let fontPath: String?
    private let nameListPath: String?
    private let lock = NSLock()
    private var loaded: Result<Loaded, SymbolError>?
    private var recent: [OutlineKey: SymbolOutline] = [:]
    private var old: [OutlineKey: SymbolOutline] = [:]
    private var recentBytes = 0
    private var loads = 0

    /// The most bytes of outlines kept (approximately).
    public let byteLimit: Int

    struct Loaded {
        let face: FontFace
        /// Material name → Unicode scalar value, from the name list (empty without one).
        let codepoints: [String: UInt32]
    }

    struct OutlineKey: Hashable {
        let glyph: UInt32
        /// Emboldening strength in 1/64 font unit (what FreeType is given).
        let strength64: Int
        let quarterTurns: Int
    }

    /// A catalog reading the font and name list at the given paths; nil paths search the
    /// standard Debian locations, then (for the font) fontconfig.
    public init(fontPath: String? = nil, nameListPath: String? = nil, byteLimit: Int = 4 << 20) {
        self.fontPath = fontPath
        self.nameListPath = nameListPath
        self.byteLimit = max(1, byteLimit)
    }

    /// The icon font face.
    /// - Throws: ``SymbolError/fontUnavailable(searched:)`` when it cannot be found.
    public func face() throws(SymbolError) -> FontFace {
        try load().face
    }

    /// Every Material Icons name in the name list, sorted (empty without a list).
    public func materialNames() -> [String] {
        guard let l = try? load() else { return [] }
        return l.codepoints.keys.sorted()
    }

    /// Outlines read from the font so far; cache hits leave it unchanged (for tests).
    public var outlineLoadCount: Int {
        lock.lock(); defer { lock.unlock() }
        return loads
    }

    // MARK: - Names

    /// The entry and glyph a symbol name draws: an SF Symbol name from
    /// ``SymbolNameMapping``, or `material:` and a Material Icons name.
    func resolve(_ name: String) throws(SymbolError) -> (entry: SymbolNameMapping.Entry, glyph: UInt32, face: FontFace) {
        let l = try load()
        let entry: SymbolNameMapping.Entry
        if name.hasPrefix(SymbolNameMapping.materialPrefix) {
            let material = String(name.dropFirst(SymbolNameMapping.materialPrefix.count))
            guard let glyph = glyph(forMaterialName: material, in: l) else {
                throw .unknownName(name, suggestions: suggestions(for: name, loaded: l))
            }
            return (SymbolNameMapping.Entry(systemName: name, materialName: material), glyph, l.face)
        } else if let e = SymbolNameMapping.entry(forSystemName: name) {
            entry = e
        } else {
            throw .unknownName(name, suggestions: suggestions(for: name, loaded: l))
        }
        guard let glyph = glyph(forMaterialName: entry.materialName, in: l) else {
            throw .missingGlyph(name: name, materialName: entry.materialName)
        }
        return (entry, glyph, l.face)
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
        let run = TextShaper.shape(utf16, range: 0..<utf16.count, face: l.face, size: l.face.unitsPerEm,
                                   rightToLeft: false, language: nil, features: .default)
        guard run.glyphs.count == 1, let g = run.glyphs.first?.glyph, g != 0 else { return nil }
        return l.face.glyphOutline(g).path.isEmpty ? nil : g
    }

    // MARK: - Outlines

    /// The outline of `glyph` emboldened by `strength` font units and turned clockwise
    /// (as seen, y down) by `quarterTurns`, read once and cached.
    func outline(_ glyph: UInt32, face: FontFace, strength: Double, quarterTurns: Int) -> SymbolOutline {
        let key = OutlineKey(glyph: glyph, strength64: Int((strength * 64).rounded()), quarterTurns: quarterTurns)
        lock.lock()
        if let o = recent[key] { lock.unlock(); return o }
        if let o = old[key] {
            insertLocked(key, o)
            lock.unlock()
            return o
        }
        lock.unlock()
        var path = face.glyphOutline(glyph, emboldenedBy: Double(key.strength64) / 64)
        // Clockwise on screen is clockwise with y down, i.e. (x, y) → (y, −x) with y up.
        for _ in 0..<quarterTurns {
            path = path.applying(Transform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: 0))
        }
        let o = SymbolOutline(path: path)
        lock.lock(); defer { lock.unlock() }
        loads += 1
        if let existing = recent[key] { return existing }
        insertLocked(key, o)
        return o
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

    private func load() throws(SymbolError) -> Loaded {
        lock.lock(); defer { lock.unlock() }
        if let loaded { return try loaded.get() }
        let result = loadLocked()
        loaded = result
        return try result.get()
    }

    private func loadLocked() -> Result<Loaded, SymbolError> {
        let fontCandidates = fontPath.map { [$0] } ?? SymbolCatalog.standardFontPaths
        var face: FontFace?
        for path in fontCandidates where FileManager.default.fileExists(atPath: path) {
            if let f = try? FontFace(path: path) { face = f; break }
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
        for path in listCandidates {
            if let text = try? String(contentsOfFile: path, encoding: .utf8) {
                codepoints = SymbolCatalog.parseNameList(text)
                break
            }
        }
        return .success(Loaded(face: face, codepoints: codepoints))
    }
}
