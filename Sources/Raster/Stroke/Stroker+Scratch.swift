extension Stroker {
    /// The buffers one stroke fills, kept from stroke to stroke by a canvas so that once
    /// they have grown to its paths' size, stroking allocates only its result (the
    /// allocations and releases of seven arrays were a sixth of a stroke's cost in scene S1).
    ///
    /// Like the canvas that owns it, confined to one thread at a time.
    package final class Scratch {
        /// The flattened (and dashed) path.
        var lines = Polylines()
        /// The outliner's contours and its per-segment directions and lengths.
        var outline = Outliner.Buffers()

        package init() {}

        /// The flattening buffers, emptied, for one stroke to fill (and hand back).
        func takeLines() -> Polylines {
            var l = lines
            lines = Polylines()
            l.removeAll()
            return l
        }

        /// The outliner's buffers, emptied, for one stroke to fill (and hand back).
        func takeOutline() -> Outliner.Buffers {
            var b = outline
            outline = Outliner.Buffers()
            b.removeAll()
            return b
        }
    }
}
