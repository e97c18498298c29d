import RenderCells
import Synchronization

/// The font catalogs of the folders specs name with `fontsDir`, one per folder.
///
/// A spec is a value (``ListSpec`` holds the folder's path), while a catalog owns open
/// faces and caches; keeping one catalog per folder lets every collection view made from
/// the spec, and every spec naming the same folder, share the faces opened and the folder
/// scanned once.
package enum SpecFontCatalogs {
    private static let catalogs = Mutex<[String: FontCatalog]>([:])

    /// The catalog of only the fonts in `folder` (`FontCatalog(fontDirectories:)`).
    package static func catalog(for folder: String) -> FontCatalog {
        catalogs.withLock { known in
            if let catalog = known[folder] { return catalog }
            let catalog = FontCatalog(fontDirectories: [folder])
            known[folder] = catalog
            return catalog
        }
    }
}
