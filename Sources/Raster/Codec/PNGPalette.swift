/// The colours of an opaque picture that has at most 256 of them, and each pixel's index
/// into them: what `PNGEncoder.Compression.fastLevel1` writes as an indexed-colour PNG
/// (colour type 3), one byte a pixel instead of three.
///
/// A failure's difference picture is such a picture: the reference's luma faded into
/// 180...255 (76 greys) and red where it differs, 77 colours at most. Written as RGB, zlib
/// deflated 8.9 MB of rows for a 3x screen; as indices 3.0 MB, decoded to the same pixels.
/// Colours are numbered in order of first appearance in raster order, so the same pixels
/// give the same palette and the same bytes.
struct PNGPalette {
    /// The colours, in order of first appearance: RGBA8 words as they lie in memory (alpha 255).
    private(set) var colours: [UInt32] = []
    /// One index a pixel, row after row.
    private(set) var indices: [UInt8]

    /// The palette of `count` opaque RGBA8 pixels at `rgba`; nil when they have more than 256
    /// colours (found at the 257th, so a picture of many colours costs only its first rows).
    init?(opaqueRGBA rgba: UnsafeRawPointer, count: Int) {
        var indices = [UInt8](repeating: 0, count: count)
        // Open addressing over 1,024 slots (a quarter full at most, so probes are short):
        // a colour (the low 24 bits of its word; alpha is always 255) and its index + 1,
        // where 0 marks an empty slot.
        var keys = [UInt32](repeating: 0, count: 1024)
        var values = [UInt16](repeating: 0, count: 1024)
        var colours: [UInt32] = []
        colours.reserveCapacity(256)
        let ok = indices.withUnsafeMutableBufferPointer { out in
            keys.withUnsafeMutableBufferPointer { keys in
                values.withUnsafeMutableBufferPointer { values in
                    var last: UInt32 = 0
                    var lastIndex: UInt8 = 0
                    var hasLast = false
                    for i in 0..<count {
                        let word = rgba.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self)
                        // Runs of one colour (most of a list screen) skip the table.
                        if hasLast && word == last {
                            out[i] = lastIndex
                            continue
                        }
                        let colour = word & 0x00FF_FFFF
                        var slot = Int(truncatingIfNeeded: (colour &* 0x9E37_79B1) >> 22)
                        while true {
                            let value = values[slot]
                            if value == 0 {
                                guard colours.count < 256 else { return false }
                                lastIndex = UInt8(colours.count)
                                colours.append(word)
                                keys[slot] = colour
                                values[slot] = UInt16(colours.count)
                                break
                            }
                            if keys[slot] == colour {
                                lastIndex = UInt8(value - 1)
                                break
                            }
                            slot = (slot + 1) & 1023
                        }
                        out[i] = lastIndex
                        last = word
                        hasLast = true
                    }
                    return true
                }
            }
        }
        guard ok else { return nil }
        self.colours = colours
        self.indices = indices
    }

    /// The PLTE chunk's data: R, G, B of each colour.
    var plteData: [UInt8] {
        colours.flatMap { c in
            [UInt8(truncatingIfNeeded: c), UInt8(truncatingIfNeeded: c >> 8), UInt8(truncatingIfNeeded: c >> 16)]
        }
    }
}
