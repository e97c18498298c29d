import Foundation
import SafeIO

/// Finds font faces by family, weight and slant, opens each file once, and remembers
/// which faces a render used.
///
/// Two sources, one behaviour:
/// - fontconfig (the machine's font configuration): the file it matches is taken after
///   checking that the match really has the requested family — fontconfig otherwise
///   substitutes any font, which would make output depend on what is installed.
/// - ``init(fontDirectories:)`` scans only the given directories and matches by itself
///   (CSS-style nearest weight); nothing outside those directories can change a render.
///
/// ``shared`` is the one ``DataLocation/current`` names: the data folder's fonts (the
/// release archive's, or a folder the user names) when there is one, else fontconfig.
///
/// The system font (SF Pro on iOS) is stood in for by Inter, switching to its optical
/// "Inter Display" family from 20 pt the way SF Pro switches from Text to Display; the
/// text stage draws its glyphs at SF Pro's size (``SystemFontCompensation``). A folder
/// catalog that holds SF Pro's own files draws the system font with them instead.
/// Thread-safe: one lock guards the caches; faces are opened under it once and shared.
public final class FontCatalog: @unchecked Sendable {
    enum Source {
        case fontconfig(FontconfigMatcher)
        case directories([String])
    }

    /// The catalog of the fonts ``DataLocation/current`` names: a data folder's `fonts/`,
    /// else the machine's installed fonts through fontconfig.
    public static let shared = FontCatalog(data: .current)

    /// The family standing in for SF Pro Text below 20 pt.
    public static let systemFamily = "Inter"
    /// The family standing in for SF Pro Display from ``displayFamilyMinimumPointSize``.
    public static let systemDisplayFamily = "Inter Display"
    /// SF Pro switches its optical size from Text to Display at about 20 pt (docs/uikit-reference.md §1).
    public static let displayFamilyMinimumPointSize = 20.0

    let source: Source
    private let lock = NSLock()
    /// Open faces by file and face index: one object per face, so faces compare by identity.
    private var faces: [FaceKey: FontFace] = [:]
    /// Resolved requests (family lowercased, OpenType weight, italic) → face or failure.
    private var resolved: [Request: Result<FontFace, FontError>] = [:]
    private var entries: [FontCatalogEntry]?
    /// The folder scan behind ``entries``, kept for what it found unusable.
    private var scanned: FontCatalogEntry.ScanReport?
    /// Each font file's SHA-256 (``hash(of:)``), by path, behind a lock of its own.
    private var hashes: [String: Locked<String?>] = [:]
    private var hashedFiles = 0
    /// ``fileInfo(for:)`` by file and face index: every picture's font record asks for the
    /// same few faces, and reading their name tables again each time was about 1 % of a
    /// passing snapshot.
    private var infos: [FaceKey: FontFileInfo] = [:]
    /// Opened faces in opening order, for ``usedFonts()``.
    private var opened: [FontFace] = []
    /// ``unusableFontsMessage``, once computed (`.some(nil)`: usable).
    private var usability: String??
    /// The data location the catalog was made from (``init(data:)``), for messages.
    private(set) var dataLocation: DataLocation?

    struct FaceKey: Hashable {
        var path: String
        var index: Int
    }

    struct Request: Hashable {
        var family: String
        var weight: Int
        var italic: Bool
    }

    /// Whether a folder's font files must stay inside it once links are resolved.
    let keepsLinksInside: Bool

    init(source: Source, keepsLinksInside: Bool = true) {
        self.source = source
        self.keepsLinksInside = keepsLinksInside
    }

    /// The catalog of the fonts a data location names: its font folders when it has them,
    /// else fontconfig. A data folder is an installation, so its font files may be links
    /// to fonts elsewhere (a folder assembled from the machine's fonts).
    public convenience init(data: DataLocation) {
        self.init(
            source: data.fontDirectories.map { .directories($0) } ?? .fontconfig(FontconfigMatcher()),
            keepsLinksInside: false)
        dataLocation = data
    }

    /// A catalog of only the fonts under `fontDirectories` (searched recursively), without
    /// fontconfig, so the fonts a render can use are exactly those files. A font file that
    /// is a link out of its folder is not read (``checkUsable()`` names it): the folder may
    /// come with a pull request.
    public convenience init(fontDirectories: [String]) {
        self.init(source: .directories(fontDirectories))
    }

    /// The face of `family` closest to `weight` and the slant (an upright face when no
    /// italic exists, and the other way round).
    /// - Throws: ``FontError/familyNotFound(_:)`` when no face has that family name.
    public func face(family: String, weight: FontWeight, italic: Bool) throws(FontError) -> FontFace {
        try face(family: family, openTypeWeight: weight.openTypeWeight, italic: italic)
    }

    /// Like ``face(family:weight:italic:)`` with an OpenType weight (100…900), which is
    /// how fallback asks for the weight of the face it falls back from.
    package func face(family: String, openTypeWeight: Int, italic: Bool) throws(FontError) -> FontFace {
        let request = Request(family: family.lowercased(), weight: openTypeWeight, italic: italic)
        lock.lock()
        defer { lock.unlock() }
        if let known = resolved[request] { return try known.get() }
        let result = resolveLocked(family: family, weight: openTypeWeight, italic: italic)
        resolved[request] = result
        return try result.get()
    }

    /// The system font face for a size: SF Pro's own faces when a folder catalog holds them
    /// (FontCatalog+SFPro.swift), else Inter below 20 pt and Inter Display from 20 pt
    /// (``displayFamilyMinimumPointSize``). Without Inter it falls back to DejaVu Sans,
    /// then to the first font the catalog knows.
    /// - Throws: what ``checkUsable()`` throws when the catalog has no face at all (a data
    ///   folder without fonts): text is then laid out empty and the checked render path
    ///   (`CollectionView`'s `displayList(width:scale:height:)`) reports it before drawing.
    public func systemFace(weight: FontWeight, italic: Bool, pointSize: Double) throws(FontError) -> FontFace {
        if let sf = sfProFace(weight: weight, italic: italic, pointSize: pointSize) { return sf }
        let preferred =
            pointSize >= FontCatalog.displayFamilyMinimumPointSize
            ? [FontCatalog.systemDisplayFamily, FontCatalog.systemFamily] : [FontCatalog.systemFamily]
        for family in preferred + [FontCatalog.lastResortFamily] {
            if let f = try? face(family: family, weight: weight, italic: italic) { return f }
        }
        if let any = anyFace() { return any }
        try checkUsable()
        // checkUsable() found a face that anyFace() did not: only a catalog whose files
        // changed in between; say so rather than draw with nothing.
        throw .noUsableFont(source: "\(source)", detail: "no face could be opened")
    }

    /// Why this catalog cannot be drawn with, in one line a user can act on (``checkUsable()``'s
    /// error, and for the catalog of a data folder named through ``DataLocation/folderVariable``,
    /// which folder and what to do); nil when it can be. Checked once per catalog: the
    /// files a catalog reads are found once.
    public var unusableFontsMessage: String? {
        lock.lock()
        if let known = usability {
            lock.unlock()
            return known
        }
        lock.unlock()
        var message: String?
        do {
            try checkUsable()
        } catch {
            message = error.description
            if let location = dataLocation, location.origin == .named, let folder = location.folder {
                message! +=
                    "; \(DataLocation.folderVariable) names \(folder): point it at a data folder with a "
                    + "fonts/ folder (docs/install.md), or unset it to use the machine's fonts"
            }
        }
        lock.lock()
        usability = .some(message)
        lock.unlock()
        return message
    }

    /// Checks that the catalog has at least one face it can draw with, so that text (which
    /// falls back to any face) can always be set. Call it before laying out with a
    /// catalog made from folders a user named.
    /// - Throws: ``FontError/noUsableFont(source:detail:)`` saying where fonts were looked
    ///   for and what was found there: nothing, no font files, or font files FreeType
    ///   cannot read.
    /// - Throws: ``FontError/unreadableFontFile(path:detail:)`` for the first font file of a
    ///   folder catalog that gives no face (broken, too large, a link out of its folder), or
    ///   one of SF Pro's faces that FreeType cannot open, so a broken file is named instead of
    ///   quietly drawn with another face.
    public func checkUsable() throws(FontError) {
        if anyFace() != nil {
            try checkEveryFileUsable()
            return
        }
        switch source {
        case .fontconfig:
            throw .noUsableFont(
                source: "fontconfig's font folders",
                detail: "it matches no font file; run scripts/setup to install the fonts")
        case .directories(let dirs) where dirs.isEmpty:
            throw .noUsableFont(
                source: "no font folder",
                detail: "there is no data folder (\(DataLocation.current)) and the machine's fonts are "
                    + "switched off; set \(DataLocation.folderVariable) to a data folder or unset "
                    + "\(DataLocation.noSystemDataVariable) (render-cells doctor says more)")
        case .directories(let dirs):
            let report = FontCatalogEntry.scanReport(dirs, keepingLinksInside: keepsLinksInside)
            let place = dirs.joined(separator: ", ")
            let detail: String
            if report.truncated {
                detail =
                    "the folder holds more than \(FontCatalogEntry.maxScannedEntries) entries and no font among "
                    + "the first ones; name the folder that holds the font files"
            } else if report.files == 0 && report.links > 0 {
                // Links only, every one broken (a folder copied without the files its links name).
                let first = report.brokenLinks.first.map { " (\(($0 as NSString).lastPathComponent) is one)" } ?? ""
                detail =
                    "it holds only \(report.links) symbolic link\(report.links == 1 ? "" : "s") and no file; "
                    + "\(report.brokenLinks.count == report.links ? "every one" : "\(report.brokenLinks.count)") points at "
                    + "nothing\(first)"
            } else if report.files == 0 {
                detail = "there are no files in it"
            } else if report.fontFiles.isEmpty, let refused = report.unreadable.first {
                // Font files were found but refused before opening (links out of the folder).
                detail =
                    "\(report.unreadable.count) font file\(report.unreadable.count == 1 ? "" : "s") refused: "
                    + "\((refused.path as NSString).lastPathComponent): \(refused.reason)"
                    + (report.unreadable.count > 1 ? ", and the others likewise" : "")
            } else if report.fontFiles.isEmpty {
                detail =
                    "\(report.files) file\(report.files == 1 ? "" : "s"), none of them a font file "
                    + "(.ttf, .otf, .ttc or .otc)"
            } else {
                let names = report.fontFiles.prefix(3).map { ($0 as NSString).lastPathComponent }
                detail =
                    "\(report.fontFiles.count) font file\(report.fontFiles.count == 1 ? "" : "s") ("
                    + names.joined(separator: ", ") + (report.fontFiles.count > 3 ? ", …" : "")
                    + "), none of which could be read as a font"
            }
            throw .noUsableFont(source: place, detail: detail)
        }
    }

    /// Throws for the first font file of a folder catalog that is not usable (see
    /// ``checkUsable()``); opens SF Pro's faces, the ones a user brings for the system font.
    private func checkEveryFileUsable() throws(FontError) {
        guard case .directories = source else { return }
        lock.lock()
        defer { lock.unlock() }
        _ = entriesLocked()
        if let bad = scanned?.unreadable.first { throw .unreadableFontFile(path: bad.path, detail: bad.reason) }
        for e in entriesLocked() where e.answers(to: FontCatalog.sfProTextFamily) || e.answers(to: FontCatalog.sfProDisplayFamily)
        {
            if case .failure(let error) = openLocked(path: e.path, index: e.faceIndex) {
                throw .unreadableFontFile(path: e.path, detail: "FreeType cannot open it (\(error))")
            }
        }
    }

    /// The face for a ``Font``: the system face for `.system`, else the named family.
    public func face(for font: Font) throws(FontError) -> FontFace {
        switch font.family {
        case .system: return try systemFace(weight: font.weight, italic: font.isItalic, pointSize: font.pointSize)
        case .named(let name): return try face(family: name, weight: font.weight, italic: font.isItalic)
        }
    }

    /// Every face opened so far, sorted by path and face index, with the SHA-256 of its
    /// file (computed once per file, on first call).
    public func usedFonts() -> [FontFileInfo] {
        lock.lock()
        let list = opened
        lock.unlock()
        return list.sorted(by: { ($0.path, $0.faceIndex) < ($1.path, $1.faceIndex) }).map(fileInfo(for:))
    }

    /// Names, file and content hash of one face (hashes are cached per file).
    public func fileInfo(for f: FontFace) -> FontFileInfo {
        let key = FaceKey(path: f.path, index: f.faceIndex)
        if let known = lock.withLock({ infos[key] }) { return known }
        // Made outside the lock (the hash reads the whole file); two threads making the same
        // entry make identical ones.
        let names = FontCatalogEntry.entry(face: f.hbFace, path: f.path, index: f.faceIndex)
        let info = FontFileInfo(
            family: names.families.first ?? f.familyName, style: names.style, path: f.path,
            faceIndex: f.faceIndex, sha256: hash(of: f.path))
        lock.withLock { infos[key] = info }
        return info
    }

    /// The file's SHA-256, computed once per file: hashed under the file's own lock, outside
    /// the catalog's, so other threads keep resolving faces, while a second thread asking for
    /// the same file waits for the first one's digest instead of reading the file again (two
    /// workers reached their first font record together and both hashed every font file).
    private func hash(of path: String) -> String {
        let slot = lock.withLock {
            if let known = hashes[path] { return known }
            let slot = Locked<String?>(nil)
            hashes[path] = slot
            return slot
        }
        return slot.withLock { digest in
            if let digest { return digest }
            let h = SHA256.hexDigest(ofFileAt: path) ?? ""
            digest = h
            lock.withLock { hashedFiles += 1 }
            return h
        }
    }

    /// How many font files were hashed (for tests: each file once, and none for a picture
    /// whose font record is never read).
    package var hashedFileCount: Int {
        lock.withLock { hashedFiles }
    }

    // MARK: - Resolution (lock held)

    private func resolveLocked(family: String, weight: Int, italic: Bool) -> Result<FontFace, FontError> {
        let location: (path: String, index: Int)?
        switch source {
        case .fontconfig(let matcher):
            location = matcher.match(family: family, weight: weight, italic: italic)
        case .directories:
            let candidates = entriesLocked().filter { $0.answers(to: family) }
            location = FontCatalogEntry.bestMatch(candidates, weight: Double(weight), italic: italic)
                .map { ($0.path, $0.faceIndex) }
        }
        guard let location else { return .failure(.familyNotFound(family)) }
        return openLocked(path: location.path, index: location.index)
    }

    private func openLocked(path: String, index: Int) -> Result<FontFace, FontError> {
        let key = FaceKey(path: path, index: index)
        if let f = faces[key] { return .success(f) }
        do {
            let f = try FontFace(path: path, faceIndex: index)
            faces[key] = f
            opened.append(f)
            return .success(f)
        } catch {
            return .failure(error)
        }
    }

    private func entriesLocked() -> [FontCatalogEntry] {
        if let entries { return entries }
        guard case .directories(let dirs) = source else { return [] }
        let report = FontCatalogEntry.scanReport(dirs, keepingLinksInside: keepsLinksInside)
        scanned = report
        entries = report.entries
        return report.entries
    }

    /// Some face, for when not even the last-resort family exists.
    private func anyFace() -> FontFace? {
        lock.lock()
        defer { lock.unlock() }
        switch source {
        case .fontconfig(let matcher):
            guard let l = matcher.anyFont() else { return nil }
            return try? openLocked(path: l.path, index: l.index).get()
        case .directories:
            guard let e = entriesLocked().first else { return nil }
            return try? openLocked(path: e.path, index: e.faceIndex).get()
        }
    }
}
