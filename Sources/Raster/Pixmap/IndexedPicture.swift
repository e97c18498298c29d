import CKernels

/// An opaque picture of at most 256 colours, as one index a pixel into its colours: what
/// `PNGEncoder.Compression.fastLevel1` writes as an indexed-colour PNG (colour type 3), one
/// byte a pixel instead of three.
///
/// A failure's difference picture is such a picture: the reference's luma faded into
/// 180...255 (76 greys) and red where it differs, 77 colours at most. Written as RGB, 8.9 MB
/// of rows were deflated for a 3x screen; as indices 3.0 MB, decoded to the same pixels.
/// The comparison's pass makes it directly (`Pixmap.comparePass`), as indices into its
/// 77 colours, so neither the RGBA picture nor a search of its colours is made.
/// `init(opaque:)` numbers the colours of any opaque pixmap in order of first appearance in
/// raster order; either way the same pixels give the same colours and the same bytes.
public struct IndexedPicture: Hashable, Sendable {
    public let width: Int
    public let height: Int
    /// The colours: RGBA8 words as they lie in memory (alpha 255), at most 256.
    public let colours: [UInt32]
    /// One index into `colours` a pixel, row after row.
    public let indices: [UInt8]
    /// What is known of which rows of indices repeat the row above, when whoever made the
    /// picture knew some (``RowRepeats``): its encoder then need not read those rows to find
    /// out. Not part of the picture's value: known or not, the same indices are the same
    /// picture.
    package let rowRepeats: RowRepeats?

    /// A picture of `indices` into `colours`: the caller's values, already checked (the
    /// comparison's pass writes both, and `rowRepeats` of these indices).
    package init(width: Int, height: Int, colours: [UInt32], indices: [UInt8], rowRepeats: RowRepeats? = nil) {
        self.width = width
        self.height = height
        self.colours = colours
        self.indices = indices
        self.rowRepeats = rowRepeats
    }

    public static func == (a: IndexedPicture, b: IndexedPicture) -> Bool {
        a.width == b.width && a.height == b.height && a.colours == b.colours && a.indices == b.indices
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
        hasher.combine(colours)
        hasher.combine(indices)
    }

    /// The colours and indices of an opaque pixmap; nil when it has more than 256 colours
    /// (found at the 257th, so a picture of many colours costs only its first rows) or a
    /// pixel that is not opaque. The search is `rc_index_colours` (CKernels), which measures
    /// runs of one colour several pixels a step; the Swift loop it replaced, a pixel at a
    /// time, is the oracle in the tests.
    public init?(opaque pixmap: Pixmap) {
        self.init(opaque: pixmap, rowRepeats: nil)
    }

    /// ``init(opaque:)`` told what is known of which of the pixmap's rows repeat the row
    /// above (by the comparison's pass, ``RowRepeats``), so the search does not compare
    /// those rows again; the picture keeps it for its encoder, as a row of indices repeats
    /// exactly where its row of pixels does (each colour has one index).
    package init?(opaque pixmap: Pixmap, rowRepeats: RowRepeats?) {
        let count = pixmap.width * pixmap.height
        var colours = [UInt32](repeating: 0, count: 256)
        var found: Int32 = -1
        // Not zeroed first: a screen of many colours is given up within its first rows, and
        // zeroing a 3x screen's 3 MB of indices had cost about as much as that search.
        let indices = [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
            found = pixmap.data.withUnsafeBufferPointer { rgba in
                colours.withUnsafeMutableBufferPointer { colours in
                    RowRepeats.withFlags(of: rowRepeats, rows: pixmap.height) { repeats in
                        rc_index_colours(
                            rgba.baseAddress!, pixmap.width, pixmap.height, repeats, colours.baseAddress!,
                            out.baseAddress!)
                    }
                }
            }
            initialized = found >= 0 ? count : 0
        }
        guard found >= 0 else { return nil }
        self.init(
            width: pixmap.width, height: pixmap.height, colours: Array(colours[..<Int(found)]), indices: indices,
            rowRepeats: rowRepeats)
    }

    /// The picture as a pixmap (for a three-pane picture, or a test).
    public var pixmap: Pixmap {
        var data = [UInt8](repeating: 0, count: width * height * 4)
        data.withUnsafeMutableBytes { out in
            colours.withUnsafeBufferPointer { colours in
                for (i, index) in indices.enumerated() {
                    out.storeBytes(of: colours[Int(index)], toByteOffset: i * 4, as: UInt32.self)
                }
            }
        }
        // Opaque pixels are premultiplied as they are; the size is that of a valid picture.
        return Pixmap(width: width, height: height, premultipliedData: data)!
    }

    /// The PLTE chunk's data: R, G, B of each colour.
    var plteData: [UInt8] {
        colours.flatMap { c in
            [UInt8(truncatingIfNeeded: c), UInt8(truncatingIfNeeded: c >> 8), UInt8(truncatingIfNeeded: c >> 16)]
        }
    }
}
