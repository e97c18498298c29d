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
        // The reference's rows are read in place: no row scratch.
        let pass = comparePass(
            tolerance: tolerance, windowWidth: windowWidth, windowHeight: windowHeight, makesPicture: makesPicture,
            rowScratch: 0, findsRepeats: false
        ) { a, indices, palette, columns, flags, rows, _, _, _, d in
            reference.data.withUnsafeBufferPointer { r in
                rc_compare_pass(
                    a, r.baseAddress!, width, height, Int32(tolerance), windowWidth, windowHeight, indices, palette,
                    columns, flags, rows, d)
            }
        }
        // The kernel cannot refuse pixels.
        guard let pass else { return (PixelDifferenceCount(rc_difference()), 0, nil) }
        return (pass.count, pass.densestWindow, pass.picture)
    }

    /// ``comparePass(with:tolerance:windowWidth:windowHeight:makesPicture:)`` with the
    /// reference as its PNG file's inflated scanlines (of this picture's size), each row
    /// unfiltered and compared while it is in the cache: the reference is never written
    /// out as a picture (12 MB for a 3x screen) to be read back. The same figures and
    /// picture as decoding it (`scanlines.pixmap()`) and comparing with that; nil when the
    /// file's picture is another size, or at a filter byte above 4 or a wrong Adler-32 (a
    /// corrupt file, which `PNGDecoder.decode` then reads to say so). On the way it learns
    /// which of this picture's rows repeat the row above (`actualRows`) and which of the
    /// difference picture's do (its `rowRepeats`), for their encoders (``RowRepeats`` says
    /// why).
    package func comparePass(
        withScanlines scanlines: consuming PNGScanlines, tolerance: Int, windowWidth: Int, windowHeight: Int,
        makesPicture: Bool
    ) -> (
        count: PixelDifferenceCount, densestWindow: Int, picture: IndexedPicture?, actualRows: RowRepeats
    )? {
        // The scanlines come from a file: its size is not this picture's by construction.
        guard width == scanlines.width, height == scanlines.height else { return nil }
        let channels = Int32(scanlines.channels)
        let expected = scanlines.adler
        // Spent here, so the buffer is unfiltered where it is instead of copied first.
        var bytes = (consume scanlines).bytes
        var adler: UInt32 = 1
        let pass = comparePass(
            tolerance: tolerance, windowWidth: windowWidth, windowHeight: windowHeight, makesPicture: makesPicture,
            rowScratch: 2 * width * 4, findsRepeats: true
        ) { a, indices, palette, columns, flags, rows, scratch, actualRepeats, indexRepeats, d in
            bytes.withUnsafeMutableBufferPointer { s in
                rc_compare_pass_scanlines(
                    a, s.baseAddress!, width, height, channels, Int32(tolerance), windowWidth, windowHeight,
                    indices, palette, columns, flags, rows, scratch, actualRepeats, indexRepeats, Adler32.function,
                    &adler, d)
            }
        }
        // The stream's checksum, summed by the pass: a mismatch is a corrupt file, whose
        // figures are thrown away for decoding to report it.
        guard let pass, let actualRows = pass.actualRows, adler == expected else { return nil }
        return (pass.count, pass.densestWindow, pass.picture, actualRows)
    }

    /// The scratch both passes take, the kernel `run` (given this picture's pixels, the
    /// indices (nil unless `makesPicture`), the palette, column, flag and row-count scratch,
    /// `rowScratch` bytes more, the rows' repeats of this picture and of the difference
    /// picture (nil unless `findsRepeats`; the second nil without a picture too) and the
    /// figures to fill), and its answer; nil when the kernel returns -1.
    private func comparePass(
        tolerance: Int, windowWidth: Int, windowHeight: Int, makesPicture: Bool, rowScratch: Int,
        findsRepeats: Bool,
        run: (
            UnsafePointer<UInt8>, UnsafeMutablePointer<UInt8>?, UnsafeMutablePointer<UInt32>,
            UnsafeMutablePointer<Int32>, UnsafeMutablePointer<UInt8>, UnsafeMutablePointer<Int64>,
            UnsafeMutablePointer<UInt8>, UnsafeMutablePointer<UInt8>?, UnsafeMutablePointer<UInt8>?,
            UnsafeMutablePointer<rc_difference>
        ) -> Int32
    ) -> (
        count: PixelDifferenceCount, densestWindow: Int, picture: IndexedPicture?, actualRows: RowRepeats?
    )? {
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
        var scratch = [UInt8](repeating: 0, count: max(1, rowScratch))
        // One `rc_row_repeat` a row each, every one written by the pass.
        var actualRepeats = [UInt8](repeating: 0, count: findsRepeats ? height : 0)
        var indexRepeats = [UInt8](repeating: 0, count: findsRepeats && makesPicture ? height : 0)
        let densest = data.withUnsafeBufferPointer { a in
            columns.withUnsafeMutableBufferPointer { c in
                flags.withUnsafeMutableBufferPointer { f in
                    rows.withUnsafeMutableBufferPointer { n in
                        indices.withUnsafeMutableBufferPointer { i in
                            palette.withUnsafeMutableBufferPointer { p in
                                scratch.withUnsafeMutableBufferPointer { s in
                                    actualRepeats.withUnsafeMutableBufferPointer { ar in
                                        indexRepeats.withUnsafeMutableBufferPointer { ir in
                                            run(
                                                a.baseAddress!, makesPicture ? i.baseAddress : nil, p.baseAddress!,
                                                c.baseAddress!, f.baseAddress!, n.baseAddress!, s.baseAddress!,
                                                findsRepeats ? ar.baseAddress : nil,
                                                findsRepeats && makesPicture ? ir.baseAddress : nil, &d)
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        guard densest >= 0 else { return nil }
        let picture =
            makesPicture
            ? IndexedPicture(
                width: width, height: height, colours: palette, indices: indices,
                rowRepeats: findsRepeats ? RowRepeats(flags: indexRepeats) : nil)
            : nil
        return (PixelDifferenceCount(d), Int(densest), picture, findsRepeats ? RowRepeats(flags: actualRepeats) : nil)
    }
}
