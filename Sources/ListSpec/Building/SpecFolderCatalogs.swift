import RenderCells
import SafeIO

/// The catalogs of the folders specs name (`fontsDir`, `symbols`, or the commands'
/// `--fonts-dir`/`--symbols-dir`), one per folder.
///
/// A spec is a value (``ListSpec`` holds the folder's path), while a catalog owns open
/// faces, read outlines and caches; keeping one catalog per folder lets every collection
/// view made from the spec (one per snapshot and variant), and every spec naming the same
/// folder, share what was read instead of scanning the folder and reading its files again.
package enum SpecFolderCatalogs {
    private static let fonts = Locked<[String: FontCatalog]>([:])
    private static let symbols = Locked<[String: SymbolCatalog]>([:])

    /// The catalog of only the fonts in `folder` (`FontCatalog(fontDirectories:)`).
    package static func fontCatalog(for folder: String) -> FontCatalog {
        fonts.withLock { known in
            if let catalog = known[folder] { return catalog }
            let catalog = FontCatalog(fontDirectories: [folder])
            known[folder] = catalog
            return catalog
        }
    }

    /// The built-in symbols with the SF Symbols templates in `folder` over them
    /// (`SymbolCatalog(templateFolder:)`).
    package static func symbolCatalog(for folder: String) -> SymbolCatalog {
        symbols.withLock { known in
            if let catalog = known[folder] { return catalog }
            let catalog = SymbolCatalog(templateFolder: folder)
            known[folder] = catalog
            return catalog
        }
    }
}
