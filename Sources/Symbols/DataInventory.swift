import Foundation
import Raster
import SafeIO
import Typesetting

/// What a `DataLocation` provides: the font faces the rendering resolves its families
/// to, the symbol set and the Material Icons font and names, each with where it was found
/// and its SHA-256, and what is missing. `render-cells doctor` prints it; the font hashes
/// are the ones a reference's font record (`FontFileInfo`) carries.
public struct DataInventory: Sendable {
    /// The symbol set found: its folder, how many icons each style has, and one SHA-256
    /// over every file (see ``symbolSetDigest(at:)``).
    public struct SymbolSet: Sendable, Equatable {
        public var path: String
        public var outlineIcons: Int
        public var fillIcons: Int
        public var sha256: String
    }

    /// A file found, with its SHA-256.
    public struct File: Sendable, Equatable {
        public var path: String
        public var sha256: String
    }

    public var location: DataLocation
    /// Every distinct face the required families resolve to (at each weight 100…900,
    /// upright and italic), sorted by file name and face index.
    public var fonts: [FontFileInfo]
    /// Required families no face answers to.
    public var missingFamilies: [String]
    public var symbolSet: SymbolSet?
    public var materialFont: File?
    public var materialNameList: File?
    /// How many names the Material name list has.
    public var materialNames: Int
    /// Whether the system font is drawn with SF Pro's own files (a data folder holding them).
    public var drawsSystemFontWithSFPro: Bool

    /// Looks everything up through `catalog` and `symbols` (by default the shared ones,
    /// which follow `DataLocation/current`).
    public init(location: DataLocation = .current, catalog: FontCatalog = .shared, symbols: SymbolCatalog = .shared) {
        self.location = location
        drawsSystemFontWithSFPro = catalog.drawsSystemFontWithSFPro
        var seen: Set<String> = []
        var fonts: [FontFileInfo] = []
        var missing: [String] = []
        for family in DataLocation.requiredFamilies {
            var found = false
            for weight in stride(from: 100, through: 900, by: 100) {
                for italic in [false, true] {
                    // The catalog answers only with a face of the family asked for (it never substitutes).
                    guard let face = try? catalog.face(family: family, openTypeWeight: weight, italic: italic) else { continue }
                    found = true
                    let key = "\(face.path)#\(face.faceIndex)"
                    if seen.insert(key).inserted { fonts.append(catalog.fileInfo(for: face)) }
                }
            }
            if !found { missing.append(family) }
        }
        self.fonts = fonts.sorted {
            (($0.path as NSString).lastPathComponent, $0.faceIndex) < (($1.path as NSString).lastPathComponent, $1.faceIndex)
        }
        missingFamilies = missing

        if let path = symbols.symbolSetFolder {
            let count = { (style: String) in
                ((try? FileManager.default.contentsOfDirectory(atPath: path + "/" + style)) ?? [])
                    .filter { $0.hasSuffix(".svg") }.count
            }
            symbolSet = SymbolSet(
                path: path, outlineIcons: count("regular"), fillIcons: count("fill"),
                sha256: DataInventory.symbolSetDigest(at: path))
        }
        if let face = try? symbols.face() {
            materialFont = File(path: face.path, sha256: SHA256.hexDigest(ofFileAt: face.path) ?? "")
        }
        if let path = symbols.nameListFile {
            materialNameList = File(path: path, sha256: SHA256.hexDigest(ofFileAt: path) ?? "")
        }
        materialNames = symbols.materialNames().count
    }

    /// What is missing, one sentence each; empty when everything a picture may need was found.
    public var problems: [String] {
        var out: [String] = []
        if let problem = location.problem { out.append(problem) }
        if !missingFamilies.isEmpty {
            out.append(
                "font famil\(missingFamilies.count == 1 ? "y" : "ies") \(missingFamilies.joined(separator: ", ")) "
                    + "not found in \(fontSourceDescription)")
        }
        func places(_ paths: [String]) -> String { paths.isEmpty ? "nowhere (no data folder)" : paths.joined(separator: ", ") }
        if symbolSet == nil {
            out.append("the symbol set (Phosphor Icons SVGs) not found in \(places(location.symbolSetPaths))")
        }
        if materialFont == nil {
            out.append("the Material Icons font not found in \(places(location.materialFontPaths)) or the font catalog")
        }
        if materialNameList == nil {
            out.append("the Material Icons name list not found in \(places(location.materialNameListPaths))")
        }
        return out
    }

    /// What to do when something is missing.
    /// What the pictures draw the system font and SF Symbols with, and how to draw them with
    /// Apple's own files: `render-cells doctor` prints it, and so does the first snapshot
    /// failure whose fonts differ, since a designer's first remark is that the text is
    /// Inter and the icons are not SF.
    public var sfNotes: [String] { Self.sfNotes(drawsSystemFontWithSFPro: drawsSystemFontWithSFPro) }

    /// ``sfNotes`` for a catalog that does or does not draw the system font with SF Pro.
    public static func sfNotes(drawsSystemFontWithSFPro: Bool) -> [String] {
        var notes: [String] = []
        if drawsSystemFontWithSFPro {
            notes.append("system font: SF Pro, from the data folder's fonts/")
        } else {
            notes.append(
                "system font: Inter stands in for SF Pro; to draw with SF Pro, put Apple's SF Pro Text and "
                    + "Display files (developer.apple.com/fonts) in a data folder's fonts/ and name the folder with "
                    + "\(DataLocation.folderVariable) (docs/install.md, \"SF Pro and SF Symbols on CI\")")
        }
        notes.append(
            "SF Symbols: names are drawn with Phosphor Icons unless a folder of the SF Symbols app's exported "
                + "templates is named (--symbols-dir FOLDER, a spec's symbols:, SymbolCatalog(templateFolder:) in Swift; "
                + "docs/symbols.md)")
        return notes
    }

    public static let remedy =
        "use the release archive (bin/render-cells finds the share/render-cells beside it), "
        + "set \(DataLocation.folderVariable) to such a folder, or on Debian run scripts/setup and unset "
        + "\(DataLocation.noSystemDataVariable)"

    /// Where fonts come from, in words: "/x/fonts" or "fontconfig".
    public var fontSourceDescription: String {
        guard let dirs = location.fontDirectories else { return "fontconfig (the machine's installed fonts)" }
        return dirs.isEmpty
            ? "no font folder (no data folder, and the machine's fonts switched off)" : dirs.joined(separator: ", ")
    }

    /// One SHA-256 over a symbol set: for each `.svg` of `regular/` and `fill/` in sorted
    /// order, its relative path, a zero byte, its SHA-256 (hex) and a newline; so two
    /// folders with the same icons give the same digest wherever they are.
    public static func symbolSetDigest(at path: String) -> String {
        var digest = SHA256()
        for style in ["regular", "fill"] {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: path + "/" + style)) ?? [])
                .filter { $0.hasSuffix(".svg") }.sorted()
            for name in names {
                let file = "\(style)/\(name)"
                let hash = SHA256.hexDigest(ofFileAt: path + "/" + file) ?? ""
                digest.update(Array("\(file)\u{0}\(hash)\n".utf8))
            }
        }
        return SHA256.hex(digest.finalize())
    }
}
