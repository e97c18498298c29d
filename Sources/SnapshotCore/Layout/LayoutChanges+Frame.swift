extension LayoutChanges {
    /// An element's frame components (x, y, width, height, in that order), each nil when
    /// the element has none: held apart from the element's other fields, so a display list's
    /// properties are compared as the dictionary the element already has, never copied into
    /// one with the frame.
    struct Frame: Sendable {
        var x: Value?
        var y: Value?
        var width: Value?
        var height: Value?

        /// The component at `index` of ``LayoutChanges/frameNames`` (0 to 3).
        subscript(index: Int) -> Value? {
            get {
                switch index {
                case 0: x
                case 1: y
                case 2: width
                default: height
                }
            }
            set {
                switch index {
                case 0: x = newValue
                case 1: y = newValue
                case 2: width = newValue
                default: height = newValue
                }
            }
        }
    }
}
