import CHarfBuzz
import Foundation

/// One face found by scanning a font directory: its names and style, read from the
/// file's own `name`, `OS/2` and `head` tables through HarfBuzz (no FreeType face is
/// opened until the face is used).
struct FontCatalogEntry: Hashable, Sendable {
    var path: String
    var faceIndex: Int
    /// Every family name the face answers to: the typographic family (name ID 16) and
    /// the legacy RIBBI family (ID 1), e.g. ["Inter", "Inter Semi Bold"], as fontconfig lists them.
    var families: [String]
    var style: String
    /// OS/2 usWeightClass, 100…900.
    var weight: Double
    var isItalic: Bool
    /// Width in percent of normal (OS/2 usWidthClass mapped; 100 = normal, 75 = condensed).
    var width: Double

    /// What a scan of font directories found: the faces, and enough of what else was
    /// there to say why a folder gave no usable font.
    struct ScanReport {
        var entries: [FontCatalogEntry] = []
        /// Regular files seen, of any kind.
        var files = 0
        /// Symbolic links seen, whatever they point at, and those that point at nothing.
        var links = 0
        var brokenLinks: [String] = []
        /// Files with a font extension (.ttf, .otf, .ttc, .otc), usable or not.
        var fontFiles: [String] = []
        /// Whether the walk stopped at ``maxScannedEntries``.
        var truncated = false
        /// Font files that gave no face, with why, in path order: a broken file among good
        /// ones is reported by name (``FontCatalog/checkUsable()``) instead of being skipped
        /// without a word.
        var unreadable: [(path: String, reason: String)] = []
    }

    /// The largest font file opened, in bytes. The biggest face set drawn with, Noto Sans
    /// CJK's collection, is about 20 MB and SF Pro's largest file about 30 MB; a bigger
    /// file is refused by name rather than mapped.
    static let maxFontFileBytes = 256 << 20

    /// The most directory entries one scan visits: a font folder holds hundreds, and a
    /// wrong path (`/`, `/dev`) must end quickly with a message, not walk a whole disk.
    static let maxScannedEntries = 200_000

    /// Every face of every font file under `directories` (recursively), in a fixed order
    /// (sorted paths, then face index) so matching never depends on directory listing
    /// order, with what else the walk saw. Only regular files (after following symbolic
    /// links) are opened, so a FIFO or device named like a font never blocks the scan.
    /// `keepingLinksInside`: a font file whose resolved path is outside its folder is
    /// reported as unreadable instead of opened.
    static func scanReport(_ directories: [String], keepingLinksInside: Bool) -> ScanReport {
        var report = ScanReport()
        let fm = FileManager.default
        var paths: Set<String> = []
        var visited = 0
        var sizes: [String: Int] = [:]
        walk: for dir in directories {
            let root = URL(fileURLWithPath: dir).standardizedFileURL.path
            // A file reached through a link out of the folder (`a.ttf -> ~/.ssh/id_rsa`) is
            // never opened: a folder's contents may come from a pull request, and a font's
            // hash goes into every reference that uses it.
            guard let realRoot = realpath(root, nil) else { continue }
            let resolvedRoot = String(cString: realRoot)
            free(realRoot)
            guard let walker = fm.enumerator(atPath: root) else { continue }
            while let rel = walker.nextObject() as? String {
                visited += 1
                if visited > maxScannedEntries {
                    report.truncated = true
                    break walk
                }
                let path = root + "/" + rel
                var info = stat()
                // Links are counted so a folder of nothing but links is named as such, not "empty".
                if lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK {
                    report.links += 1
                    if stat(path, &info) != 0 { report.brokenLinks.append(path) }
                }
                guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
                report.files += 1
                let ext = (rel as NSString).pathExtension.lowercased()
                guard ["ttf", "otf", "ttc", "otc"].contains(ext) else { continue }
                guard let real = realpath(path, nil) else { continue }
                let resolved = String(cString: real)
                free(real)
                guard !keepingLinksInside || resolvedRoot == "/" || resolved.hasPrefix(resolvedRoot + "/") else {
                    report.unreadable.append((path, "it is a link to \(resolved), outside \(root); it is not read"))
                    continue
                }
                paths.insert(path)
                sizes[path] = Int(info.st_size)
            }
        }
        report.fontFiles = paths.sorted()
        for path in report.fontFiles {
            if let size = sizes[path], size > maxFontFileBytes {
                report.unreadable.append((path, "it is \(size) bytes, over the limit of \(maxFontFileBytes)"))
                continue
            }
            guard let blob = hb_blob_create_from_file_or_fail(path) else {
                report.unreadable.append((path, "it cannot be opened"))
                continue
            }
            defer { hb_blob_destroy(blob) }
            let count = hb_face_count(blob)
            var faces = 0
            for index in 0..<count {
                let face = hb_face_create(blob, index)!
                defer { hb_face_destroy(face) }
                // A file that is not a font gives an empty face with 0 glyphs.
                guard hb_face_get_glyph_count(face) > 0 else { continue }
                report.entries.append(entry(face: face, path: path, index: Int(index)))
                faces += 1
            }
            if faces == 0 { report.unreadable.append((path, "it is not a font HarfBuzz can read (no glyphs in any face)")) }
        }
        report.unreadable.sort { $0.path < $1.path }
        return report
    }

    /// Reads names and style of an `hb_face_t`.
    static func entry(face: OpaquePointer, path: String, index: Int) -> FontCatalogEntry {
        let font = hb_font_create(face)!
        defer { hb_font_destroy(font) }
        let typographic = name(face, hb_ot_name_id_t(HB_OT_NAME_ID_TYPOGRAPHIC_FAMILY))
        let legacy = name(face, hb_ot_name_id_t(HB_OT_NAME_ID_FONT_FAMILY))
        var families: [String] = []
        for f in [typographic, legacy] where !f.isEmpty && !families.contains(f) { families.append(f) }
        var style = name(face, hb_ot_name_id_t(HB_OT_NAME_ID_TYPOGRAPHIC_SUBFAMILY))
        if style.isEmpty { style = name(face, hb_ot_name_id_t(HB_OT_NAME_ID_FONT_SUBFAMILY)) }
        let italic =
            hb_style_get_value(font, HB_STYLE_TAG_ITALIC) > 0.5
            || hb_style_get_value(font, HB_STYLE_TAG_SLANT_ANGLE) != 0
        return FontCatalogEntry(
            path: path, faceIndex: index, families: families, style: style,
            weight: Double(hb_style_get_value(font, HB_STYLE_TAG_WEIGHT)), isItalic: italic,
            width: Double(hb_style_get_value(font, HB_STYLE_TAG_WIDTH)))
    }

    /// A name-table string in English (HarfBuzz's default when no language is given).
    static func name(_ face: OpaquePointer, _ id: hb_ot_name_id_t) -> String {
        var size: UInt32 = 0
        let length = hb_ot_name_get_utf8(face, id, nil, &size, nil)
        guard length > 0 else { return "" }
        var buffer = [CChar](repeating: 0, count: Int(length) + 1)
        size = UInt32(buffer.count)
        _ = buffer.withUnsafeMutableBufferPointer { hb_ot_name_get_utf8(face, id, nil, &size, $0.baseAddress) }
        return String(decoding: buffer.prefix(Int(size)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    func answers(to family: String) -> Bool {
        families.contains { $0.compare(family, options: [.caseInsensitive]) == .orderedSame }
    }

    /// The best face of `candidates` (all of one family) for a weight and slant, like
    /// CSS font matching: the right slant if there is one, then the width closest to
    /// normal, then the nearest weight — at or below the wanted weight first for weights
    /// up to 400 (500 first tried at 400), at or above it first for heavier ones.
    /// Remaining ties keep the scan order (path, then face index).
    static func bestMatch(_ candidates: [FontCatalogEntry], weight: Double, italic: Bool) -> FontCatalogEntry? {
        guard !candidates.isEmpty else { return nil }
        var pool = candidates.filter { $0.isItalic == italic }
        if pool.isEmpty { pool = candidates }
        let bestWidth = pool.map { abs($0.width - 100) }.min()!
        pool = pool.filter { abs($0.width - 100) == bestWidth }
        func rank(_ e: FontCatalogEntry) -> (Int, Double) {
            let w = e.weight
            if w == weight { return (0, 0) }
            if weight >= 400 && weight <= 500 {
                // CSS: between 400 and 500 try up to 500 first, then lighter, then heavier.
                if w > weight && w <= 500 { return (1, w - weight) }
                if w < weight { return (2, weight - w) }
                return (3, w - weight)
            }
            if weight < 400 { return w < weight ? (1, weight - w) : (2, w - weight) }
            return w > weight ? (1, w - weight) : (2, weight - w)
        }
        return pool.min { rank($0) < rank($1) }
    }
}
