import Foundation

// Every picture depends on font files and on the symbol set, and a reference records its
// fonts by file name and SHA-256 (SnapshotFontRecord), so where those files come from
// decides whether a reference made on one machine passes on another. This type is the one
// place that says where they are looked for; FontCatalog.shared and SymbolCatalog.shared
// take their paths from it, and `render-cells doctor` prints it.
//
// A data folder has one layout (the release archive's `share/render-cells`, or any folder
// a user fills the same way):
//
//   fonts/                       font files, scanned recursively (FontCatalog(fontDirectories:))
//   fonts/material-icons/MaterialIcons-Regular.ttf   the Material Icons font
//   material-icons/_variables.scss                   its name list (name → codepoint)
//   py-phosphor-icons-0.1.1/py_phosphor_icons/svgs/stroke/{regular,fill}/   the symbol set
//
// The symbol set keeps the path scripts/setup installs it under (the wheel's own folders,
// with the version in the name so another version is never picked up by accident), so
// /usr/local/share/render-cells, where setup puts it, is a data folder too.
//
// The order, first found wins: a folder the user names (RENDER_CELLS_DATA: naming one is
// explicit, so it is never ignored, and a named folder that does not exist is an error,
// not a silent fall-back), then `<prefix>/share/render-cells` beside the executable's
// `<prefix>/bin` (the archive), then the machine's own (fontconfig, Debian's paths,
// /usr/local/share/render-cells). Fonts come from one place only: the data folder's
// `fonts/` when it has one, else fontconfig, never a mix, so the face a request resolves
// to never depends on what else happens to be installed. RENDER_CELLS_NO_SYSTEM_DATA=1
// switches every lookup of the machine's own off, so an incomplete archive fails instead
// of quietly borrowing the build machine's fonts.

/// Where the fonts and the symbol set a render depends on are found at run time.
public struct DataLocation: Sendable, Equatable, CustomStringConvertible {
    /// How the data folder was found.
    public enum Origin: Sendable, Equatable {
        /// Named by the user through ``folderVariable``.
        case named
        /// `<prefix>/share/render-cells` beside the executable's `<prefix>/bin`.
        case besideExecutable
        /// No data folder: the machine's own fonts and paths only.
        case system
    }

    /// The environment variable naming a data folder.
    public static let folderVariable = "RENDER_CELLS_DATA"
    /// The environment variable that, set to `1`, switches the machine's own lookups off.
    public static let noSystemDataVariable = "RENDER_CELLS_NO_SYSTEM_DATA"
    /// The families every picture may need: the system font's two optical sizes, the CJK
    /// regions, colour emoji and the last resort (``FontCatalog/fallbackChain``).
    public static let requiredFamilies: [String] =
        [FontCatalog.systemFamily, FontCatalog.systemDisplayFamily]
        + FontCatalog.CJKRegion.allCases.map(\.family) + [FontCatalog.emojiFamily, FontCatalog.lastResortFamily]

    /// A data folder's font folder, relative to the data folder.
    public static let fontsSubpath = "fonts"
    /// The Phosphor symbol set (the folder holding `regular/` and `fill/`), relative to a data folder.
    public static let symbolSetSubpath = "py-phosphor-icons-0.1.1/py_phosphor_icons/svgs/stroke"
    /// The Material Icons font, relative to a data folder.
    public static let materialFontSubpath = "fonts/material-icons/MaterialIcons-Regular.ttf"
    /// The Material Icons name list, relative to a data folder.
    public static let materialNameListSubpath = "material-icons/_variables.scss"
    /// A data folder relative to the executable's folder (`<prefix>/bin` → `<prefix>/share/render-cells`).
    public static let besideExecutableSubpath = "../share/render-cells"

    /// The machine's data folders (scripts/setup installs the symbol set in the first).
    public static let systemFolders = ["/usr/local/share/render-cells", "/usr/share/render-cells"]
    /// Where Debian installs the Material Icons font (fonts-material-design-icons-iconfont);
    /// tried before fontconfig so the file drawn does not depend on font configuration.
    public static let systemMaterialFontPaths = [
        "/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf"
    ]
    /// Where Debian installs the Material name list (a Sass map, name → hexadecimal codepoint).
    public static let systemMaterialNameListPaths = [
        "/usr/share/fonts-material-design-icons-iconfont/scss/_variables.scss"
    ]

    /// How the data folder was found.
    public var origin: Origin
    /// The data folder (absolute, standardized), nil for ``Origin/system``.
    public var folder: String?
    /// Whether the machine's own fonts and paths are looked at after the folder.
    public var systemLookups: Bool
    /// Where the executable's data folder would be, whether or not it exists (for messages).
    public var besideExecutableFolder: String?

    /// The location this process uses, resolved once from its environment and executable path.
    public static let current = DataLocation(
        environment: ProcessInfo.processInfo.environment,
        executablePath: Bundle.main.executableURL?.resolvingSymlinksInPath().path)

    /// Resolves the location from an environment and the executable's path (symbolic links
    /// already resolved, so a link in `/usr/local/bin` finds the archive it points into).
    public init(environment: [String: String], executablePath: String?) {
        systemLookups = environment[DataLocation.noSystemDataVariable] != "1"
        besideExecutableFolder = executablePath.map {
            URL(fileURLWithPath: $0).deletingLastPathComponent()
                .appendingPathComponent(DataLocation.besideExecutableSubpath).standardizedFileURL.path
        }
        if let named = environment[DataLocation.folderVariable], !named.isEmpty {
            origin = .named
            folder = URL(fileURLWithPath: named).standardizedFileURL.path
        } else if let beside = besideExecutableFolder, DataLocation.isDirectory(beside) {
            origin = .besideExecutable
            folder = beside
        } else {
            origin = .system
            folder = nil
        }
    }

    /// A location with an explicit folder (tests, and tools that take a folder as an option).
    public init(folder: String?, systemLookups: Bool) {
        origin = folder == nil ? .system : .named
        self.folder = folder.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        self.systemLookups = systemLookups
        besideExecutableFolder = nil
    }

    /// The font folders to scan, or nil when fonts come from fontconfig. A data folder's
    /// `fonts/` is used alone when it exists, when the machine's lookups are off, or when
    /// the folder itself is missing (then the catalog has no fonts, which
    /// ``FontCatalog/checkUsable()`` reports naming the folder, instead of falling back).
    public var fontDirectories: [String]? {
        if let folder {
            let fonts = folder + "/" + DataLocation.fontsSubpath
            if DataLocation.isDirectory(fonts) || !systemLookups || !DataLocation.isDirectory(folder) { return [fonts] }
        }
        return systemLookups ? nil : []
    }

    /// The folders the symbol set is looked for in, in order.
    public var symbolSetPaths: [String] {
        searchFolders.map { $0 + "/" + DataLocation.symbolSetSubpath }
    }

    /// The Material Icons font files looked for, in order (then fontconfig, when on).
    public var materialFontPaths: [String] {
        (folder.map { [$0 + "/" + DataLocation.materialFontSubpath] } ?? [])
            + (systemLookups ? DataLocation.systemMaterialFontPaths : [])
    }

    /// The Material Icons name lists looked for, in order.
    public var materialNameListPaths: [String] {
        searchFolders.map { $0 + "/" + DataLocation.materialNameListSubpath }
            + (systemLookups ? DataLocation.systemMaterialNameListPaths : [])
    }

    /// The data folder, then (when on) the machine's data folders.
    var searchFolders: [String] {
        (folder.map { [$0] } ?? []) + (systemLookups ? DataLocation.systemFolders.filter { $0 != folder } : [])
    }

    /// Where the data comes from, in a sentence: "/opt/rc/share/render-cells (beside the executable)".
    public var description: String {
        let lookups =
            systemLookups ? "" : "; the machine's own fonts and data switched off (\(DataLocation.noSystemDataVariable)=1)"
        switch origin {
        case .named: return "\(folder ?? "") (named by \(DataLocation.folderVariable))" + lookups
        case .besideExecutable: return "\(folder ?? "") (beside the executable)" + lookups
        case .system:
            let beside = besideExecutableFolder.map { "; no data folder at \($0)" } ?? ""
            return "the machine's own (fontconfig, /usr/share, /usr/local/share/render-cells)" + beside + lookups
        }
    }

    /// What is wrong with the location itself (a named folder that is not a folder), or nil.
    public var problem: String? {
        guard origin == .named, let folder, !DataLocation.isDirectory(folder) else { return nil }
        return "\(DataLocation.folderVariable) names \(folder), which is not a folder; unset it or point it at "
            + "a data folder (the archive's share/render-cells)"
    }

    static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
