import Foundation

extension Color {
    /// The colour set `name` of the registered asset catalogs (`UIColor(named:)`), or nil.
    public init?(named name: String) {
        guard let color = AssetCatalog.color(named: name) else { return nil }
        self = color
    }
}
