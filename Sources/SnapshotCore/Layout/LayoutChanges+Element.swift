extension LayoutChanges {
    /// An element flattened from the dump or the display list: its identifier, kind and
    /// every compared value. Its fields are the frame's components and the properties; a
    /// property named like a frame component (`x`) is the value of that component (it won
    /// over the frame's when both were one dictionary), so ``properties`` never holds one.
    struct Element: Sendable {
        var id: String
        var kind: String
        var frame: Frame
        /// The fields besides the frame's components, as text by name.
        var properties: [String: String]

        /// An element with `frame` and `properties`, a property named like a frame component
        /// moved into the frame.
        init(id: String, kind: String, frame: Frame, properties: [String: String]) {
            self.id = id
            self.kind = kind
            self.frame = frame
            self.properties = properties
            // Rare (never in a render's dump): looked for by name length before any comparison
            // (``LayoutChanges/frameIndex(_:)``), the dictionary copied only when there is one.
            for (name, value) in properties {
                guard let index = LayoutChanges.frameIndex(name) else { continue }
                self.frame[index] = .text(value)
                self.properties[name] = nil
            }
        }
    }
}
