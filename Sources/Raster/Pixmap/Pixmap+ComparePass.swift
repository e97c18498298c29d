import CKernels

extension Pixmap {
    /// What `differences(from:tolerance:)` and `densestDifferenceWindow` find, and (when
    /// `makesPicture`) `differencePicture` as an ``IndexedPicture``, in one pass over the two
    /// pictures (of one size): a failing snapshot reads its pictures once instead of three
    /// times (difference.c), and its difference picture is written as the indices its PNG
    /// holds (into 77 fixed colours), never as RGBA pixels searched for their colours
    /// afterwards.
    package func comparePass(
        with reference: Pixmap, tolerance: Int, windowWidth: Int, windowHeight: Int,
        makesPicture: Bool
    ) -> (count: PixelDifferenceCount, densestWindow: Int, picture: IndexedPicture?) {
        precondition(width == reference.width && height == reference.height, "pictures of different sizes")
        precondition((1...width).contains(windowWidth) && (1...height).contains(windowHeight), "window outside the picture")
        var d = rc_difference()
        // The pass stores every index, so they start uninitialised.
        var indices =
            makesPicture
            ? [UInt8](unsafeUninitializedCapacity: width * height) { _, count in count = width * height } : []
        var palette = [UInt32](repeating: 0, count: Int(RC_DIFFERENCE_COLOURS))
        var columns = [Int32](repeating: 0, count: 2 * width + 1)  // counts, then their running sums
        var flags = [UInt8](repeating: 0, count: width * windowHeight)
        var rows = [Int64](repeating: 0, count: windowHeight)
        let densest = data.withUnsafeBufferPointer { a in
            reference.data.withUnsafeBufferPointer { r in
                columns.withUnsafeMutableBufferPointer { c in
                    flags.withUnsafeMutableBufferPointer { f in
                        rows.withUnsafeMutableBufferPointer { n in
                            indices.withUnsafeMutableBufferPointer { i in
                                palette.withUnsafeMutableBufferPointer { p in
                                    rc_compare_pass(
                                        a.baseAddress!, r.baseAddress!, width, height, Int32(tolerance), windowWidth,
                                        windowHeight, makesPicture ? i.baseAddress : nil, p.baseAddress!,
                                        c.baseAddress!, f.baseAddress!, n.baseAddress!, &d)
                                }
                            }
                        }
                    }
                }
            }
        }
        let picture =
            makesPicture
            ? IndexedPicture(width: width, height: height, colours: palette, indices: indices)
            : nil
        return (PixelDifferenceCount(d), Int(densest), picture)
    }
}
