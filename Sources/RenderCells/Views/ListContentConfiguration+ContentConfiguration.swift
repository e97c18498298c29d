import CellLayout
import CellModel
import Display
import Raster
import Typesetting

extension ListContentConfiguration: ContentConfiguration {
    /// A ``ListContentView`` showing this configuration.
    public func makeContentView() -> any ContentView {
        ListContentView(configuration: self)
    }
}
