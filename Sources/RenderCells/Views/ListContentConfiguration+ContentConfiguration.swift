import CellModel

extension ListContentConfiguration: ContentConfiguration {
    /// A ``ListContentView`` showing this configuration.
    public func makeContentView() -> any ContentView {
        ListContentView(configuration: self)
    }
}
