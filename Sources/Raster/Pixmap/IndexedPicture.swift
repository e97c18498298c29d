#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

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

    /// A picture of `indices` into `colours`: the caller's values, already checked (the
    /// comparison's pass writes both).
    package init(width: Int, height: Int, colours: [UInt32], indices: [UInt8]) {
        self.width = width
        self.height = height
        self.colours = colours
        self.indices = indices
    }

    /// The colours and indices of an opaque pixmap; nil when it has more than 256 colours
    /// (found at the 257th, so a picture of many colours costs only its first rows) or a
    /// pixel that is not opaque.
    public init?(opaque pixmap: Pixmap) {
        let count = pixmap.width * pixmap.height
        // Open addressing over 1,024 slots (a quarter full at most, so probes are short):
        // a colour (its whole word) and its index + 1, where 0 marks an empty slot.
        var keys = [UInt32](repeating: 0, count: 1024)
        var values = [UInt16](repeating: 0, count: 1024)
        var colours: [UInt32] = []
        colours.reserveCapacity(256)
        var ok = false
        // Not zeroed first: a screen of many colours is given up within its first rows, and
        // zeroing a 3x screen's 3 MB of indices had cost about as much as that search.
        let indices = [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
            ok = pixmap.data.withUnsafeBytes { rgba in
                keys.withUnsafeMutableBufferPointer { keys in
                    values.withUnsafeMutableBufferPointer { values in
                        var last: UInt32 = 0
                        var lastIndex: UInt8 = 0
                        var hasLast = false
                        let width = pixmap.width
                        let base = rgba.baseAddress!
                        var i = 0
                        while i < count {
                            // A row that repeats the row above has its indices (a third of a
                            // list screen's rows); it ends as that row did, so the run goes on.
                            if i % width == 0, i > 0, memcmp(base + i * 4, base + (i - width) * 4, width * 4) == 0 {
                                (out.baseAddress! + i).update(from: out.baseAddress! + i - width, count: width)
                                i += width
                                continue
                            }
                            let word = rgba.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self)
                            // Runs of one colour (most of a list screen) skip the table.
                            if hasLast && word == last {
                                out[i] = lastIndex
                                i += 1
                                continue
                            }
                            guard word >> 24 == 255 else { return false }
                            var slot = Int(truncatingIfNeeded: (word &* 0x9E37_79B1) >> 22)
                            while true {
                                let value = values[slot]
                                if value == 0 {
                                    guard colours.count < 256 else { return false }
                                    lastIndex = UInt8(colours.count)
                                    colours.append(word)
                                    keys[slot] = word
                                    values[slot] = UInt16(colours.count)
                                    break
                                }
                                if keys[slot] == word {
                                    lastIndex = UInt8(value - 1)
                                    break
                                }
                                slot = (slot + 1) & 1023
                            }
                            out[i] = lastIndex
                            last = word
                            hasLast = true
                            i += 1
                        }
                        return true
                    }
                }
            }
            initialized = ok ? count : 0
        }
        guard ok else { return nil }
        self.init(width: pixmap.width, height: pixmap.height, colours: colours, indices: indices)
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
