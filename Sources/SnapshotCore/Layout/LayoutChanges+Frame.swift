extension LayoutChanges {
    /// An element's frame components (x, y, width, height, in that order), each nil when
    /// the element has none: held apart from the element's other fields, so a display list's
    /// properties are compared as the dictionary the element already has, never copied into
    /// one with the frame. The four are kept out of line, and not at all for an element
    /// without them: a hostile dump of millions of empty elements (`{},` is three bytes)
    /// then costs about the memory an element it did with one dictionary of fields (48
    /// bytes against 40; the four inline made it 136).
    struct Frame: Sendable {
        /// The four components, or none when every one is nil.
        private var values: [Value?]

        /// No component.
        init() {
            values = []
        }

        /// The four components of a frame of four values.
        init(x: Value, y: Value, width: Value, height: Value) {
            values = [x, y, width, height]
        }

        /// The component at `index` of ``LayoutChanges/frameNames`` (0 to 3); setting one
        /// gives the frame all four, the others nil.
        subscript(index: Int) -> Value? {
            get { values.isEmpty ? nil : values[index] }
            set {
                if values.isEmpty { values = [nil, nil, nil, nil] }
                values[index] = newValue
            }
        }
    }
}
