import CKernels

extension Pixmap {
    /// What `differences(from:tolerance:)` and `densestDifferenceWindow` find, and (when
    /// `makesPicture`) `differencePicture`, in one pass over the two pictures (of one size):
    /// a failing snapshot reads its pictures once instead of three times (difference.c).
    package func comparePass(
        with reference: Pixmap, tolerance: Int, windowWidth: Int, windowHeight: Int,
        makesPicture: Bool
    ) -> (count: PixelDifferenceCount, densestWindow: Int, picture: Pixmap?) {
        precondition(width == reference.width && height == reference.height, "pictures of different sizes")
        precondition((1...width).contains(windowWidth) && (1...height).contains(windowHeight), "window outside the picture")
        var d = rc_difference()
        // The pass stores every pixel of the picture, so it starts uninitialised: zeroing
        // 12 MB (a 3x screen) only to overwrite it was 0.7 % of a failing run's CPU (`perf`;
        // the kernel still zeroes the fresh pages as the pass first touches them).
        var picture = makesPicture ? Pixmap(uninitializedWidth: width, height: height) : nil
        var columns = [Int32](repeating: 0, count: width)
        var flags = [UInt8](repeating: 0, count: width * windowHeight)
        var rows = [Int64](repeating: 0, count: windowHeight)
        let densest = data.withUnsafeBufferPointer { a in
            reference.data.withUnsafeBufferPointer { r in
                columns.withUnsafeMutableBufferPointer { c in
                    flags.withUnsafeMutableBufferPointer { f in
                        rows.withUnsafeMutableBufferPointer { n in
                            func pass(_ out: UnsafeMutablePointer<UInt8>?) -> Int32 {
                                rc_compare_pass(
                                    a.baseAddress!, r.baseAddress!, width, height, Int32(tolerance), windowWidth,
                                    windowHeight, out, c.baseAddress!, f.baseAddress!, n.baseAddress!, &d)
                            }
                            guard picture != nil else { return pass(nil) }
                            return picture!.data.withUnsafeMutableBufferPointer { pass($0.baseAddress!) }
                        }
                    }
                }
            }
        }
        return (PixelDifferenceCount(d), Int(densest), picture)
    }

    /// A pixmap whose bytes are not set: for a caller that stores every byte before it is
    /// read (the compare pass's difference picture). The size is the caller's, already valid.
    fileprivate init(uninitializedWidth width: Int, height: Int) {
        self.width = width
        self.height = height
        data = [UInt8](unsafeUninitializedCapacity: width * height * 4) { _, count in count = width * height * 4 }
    }
}
