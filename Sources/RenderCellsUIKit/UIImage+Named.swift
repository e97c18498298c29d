import Foundation

extension ListImage {
    /// The image set `name` of the registered asset catalogs (`UIImage(named:)`): its
    /// largest-scale PNG, drawn as it is; nil when no catalog has the set.
    public init?(named name: String) {
        guard let path = AssetCatalog.imagePath(named: name) else { return nil }
        self = .file(path: path)
    }
}
