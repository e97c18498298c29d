import CKernels

// The per-pixel loops of comparing two pictures and of the pictures that show a difference,
// for SnapshotCore's comparison core. They are C loops (rc_pixels.h): a user's `swift test`
// runs unoptimised, where the Swift loops they replace took nearly all of a failing
// snapshot's time (SnapshotCoreTests keep those loops as the oracle).

/// What differs between two pictures of one size, in device pixels.
package struct PixelDifferenceCount: Sendable, Equatable {
    /// Pixels whose largest channel difference exceeds the tolerance.
    package var differing: Int
    /// The largest channel difference over all pixels (0...255).
    package var maxChannelDifference: Int
    /// The first differing pixel in row order.
    package var first: (x: Int, y: Int)?
    /// The smallest rectangle holding every differing pixel.
    package var box: IntRect?

    package init(differing: Int, maxChannelDifference: Int, first: (x: Int, y: Int)?, box: IntRect?) {
        self.differing = differing
        self.maxChannelDifference = maxChannelDifference
        self.first = first
        self.box = box
    }

    /// What the C comparison (`rc_compare`, `rc_compare_pass`) found, in Swift's terms.
    init(_ d: rc_difference) {
        let differing = Int(d.differing)
        self.init(
            differing: differing, maxChannelDifference: Int(d.max_difference),
            first: differing > 0 ? (Int(d.first_x), Int(d.first_y)) : nil,
            box: differing > 0
                ? IntRect(
                    x: Int(d.min_x), y: Int(d.min_y), width: Int(d.max_x - d.min_x + 1),
                    height: Int(d.max_y - d.min_y + 1)) : nil)
    }

    package static func == (a: Self, b: Self) -> Bool {
        a.differing == b.differing && a.maxChannelDifference == b.maxChannelDifference
            && a.first?.x == b.first?.x && a.first?.y == b.first?.y && a.box == b.box
    }
}

extension Pixmap {
    /// Counts the pixels whose largest channel difference from `reference` (the same size)
    /// exceeds `tolerance`.
    package func differences(from reference: Pixmap, tolerance: Int) -> PixelDifferenceCount {
        precondition(width == reference.width && height == reference.height, "pictures of different sizes")
        var d = rc_difference()
        data.withUnsafeBufferPointer { a in
            reference.data.withUnsafeBufferPointer { r in
                rc_compare(a.baseAddress!, r.baseAddress!, width, height, Int32(tolerance), &d)
            }
        }
        return PixelDifferenceCount(d)
    }

    /// The most differing pixels (over `tolerance`) in any `windowWidth` × `windowHeight`
    /// window, given `box`, the rectangle that holds every differing pixel.
    package func densestDifferenceWindow(
        from reference: Pixmap, tolerance: Int, box: IntRect,
        windowWidth: Int, windowHeight: Int
    ) -> Int {
        precondition(width == reference.width && height == reference.height, "pictures of different sizes")
        precondition(windowWidth <= width && windowHeight <= height && !box.intersection(bounds).isEmpty)
        var table = [Int32](repeating: 0, count: (box.width + 1) * (box.height + 1))
        return data.withUnsafeBufferPointer { a in
            reference.data.withUnsafeBufferPointer { r in
                table.withUnsafeMutableBufferPointer { t in
                    Int(
                        rc_densest_window(
                            a.baseAddress!, r.baseAddress!, width, height, Int32(tolerance),
                            Int64(box.x), Int64(box.y), Int64(box.x + box.width - 1),
                            Int64(box.y + box.height - 1), Int64(windowWidth), Int64(windowHeight),
                            t.baseAddress!))
                }
            }
        }
    }

    /// A picture for people, as large as the larger of the two: the reference faded to a
    /// light grey, pixels differing by more than `tolerance` solid red, and magenta where
    /// only one of the pictures has pixels.
    package static func differencePicture(actual: Pixmap, reference: Pixmap, tolerance: Int) -> Pixmap? {
        let w = max(actual.width, reference.width)
        let h = max(actual.height, reference.height)
        guard var out = Pixmap(width: w, height: h) else { return nil }
        actual.data.withUnsafeBufferPointer { a in
            reference.data.withUnsafeBufferPointer { r in
                out.data.withUnsafeMutableBufferPointer { o in
                    rc_difference_picture(
                        a.baseAddress!, actual.width, actual.height, r.baseAddress!,
                        reference.width, reference.height, Int32(tolerance), o.baseAddress!, w, h)
                }
            }
        }
        return out
    }

    /// Draws `source` over this opaque pixmap with its top-left pixel at (x, y), which
    /// must keep it inside: d = s + round(d × (255 − sa) / 255), alpha 255.
    package mutating func drawOverOpaque(_ source: Pixmap, x: Int, y: Int) {
        precondition(x >= 0 && y >= 0 && x + source.width <= width && y + source.height <= height, "out of bounds")
        let w = width
        source.data.withUnsafeBufferPointer { s in
            data.withUnsafeMutableBufferPointer { d in
                rc_over_opaque(d.baseAddress!, w, x, y, s.baseAddress!, source.width, source.height)
            }
        }
    }
}
