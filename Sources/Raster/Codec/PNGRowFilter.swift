import CKernels

/// The five PNG scanline filters (PNG specification, section 9), by their type byte.
///
/// Each predicts a byte from its neighbours in the unfiltered image: `a` the byte one
/// pixel to the left, `b` the byte above, `c` the byte above and to the left (all zero
/// outside the image), and stores the byte minus the prediction, modulo 256.
package enum PNGRowFilter: UInt8, CaseIterable {
    case none = 0
    case sub, up, average, paeth

    /// Writes `count` bytes of `row`, filtered against `previous` (the unfiltered row
    /// above, or zeros for the first row), to `out`.
    package func apply(
        row: UnsafePointer<UInt8>, previous: UnsafePointer<UInt8>, count: Int, bytesPerPixel bpp: Int,
        into out: UnsafeMutablePointer<UInt8>
    ) {
        switch self {
        case .none:
            out.update(from: row, count: count)
        case .sub:
            for i in 0..<min(bpp, count) { out[i] = row[i] }
            for i in min(bpp, count)..<count { out[i] = row[i] &- row[i - bpp] }
        case .up:
            for i in 0..<count { out[i] = row[i] &- previous[i] }
        case .average:
            for i in 0..<min(bpp, count) { out[i] = row[i] &- previous[i] >> 1 }
            for i in min(bpp, count)..<count {
                out[i] = row[i] &- UInt8((UInt16(row[i - bpp]) + UInt16(previous[i])) >> 1)
            }
        case .paeth:
            // With no left neighbour Paeth predicts from the byte above.
            for i in 0..<min(bpp, count) { out[i] = row[i] &- previous[i] }
            for i in min(bpp, count)..<count {
                out[i] = row[i] &- Self.paethPredictor(row[i - bpp], previous[i], previous[i - bpp])
            }
        }
    }

    /// The neighbour closest to `a + b - c`, ties going to `a`, then `b`.
    @inline(__always)
    static func paethPredictor(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a))
        let pb = abs(p - Int(b))
        let pc = abs(p - Int(c))
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }

    /// libpng's adaptive choice: the filter whose output, read as signed bytes, has the
    /// smallest sum of magnitudes (earlier filters win ties). Filters into `out` and
    /// `scratch` (each `count` bytes) and returns the winner and which of the two holds it.
    static func minimumSumOfMagnitudes(
        row: UnsafePointer<UInt8>, previous: UnsafePointer<UInt8>, count: Int, bytesPerPixel bpp: Int,
        out: UnsafeMutablePointer<UInt8>, scratch: UnsafeMutablePointer<UInt8>
    ) -> (filter: PNGRowFilter, bytes: UnsafeMutablePointer<UInt8>) {
        var best = PNGRowFilter.none
        var bestSum = Int.max
        var bestBytes = out
        var candidate = scratch
        for filter in allCases {
            // The C filters (rc_pixels.h says why); `apply` is their oracle in the tests.
            rc_png_filter(Int32(filter.rawValue), row, previous, count, bpp, candidate)
            let sum = rc_sum_of_magnitudes(candidate, count)
            if sum < bestSum {
                (best, bestSum) = (filter, sum)
                swap(&bestBytes, &candidate)
            }
        }
        return (best, bestBytes)
    }

    /// The sum of |byte| over `count` bytes read as Int8 (128 counts as 128).
    package static func sumOfMagnitudes(_ bytes: UnsafePointer<UInt8>, count: Int) -> Int {
        // The oracle of rc_sum_of_magnitudes.
        var sum = 0
        for i in 0..<count { sum &+= Int(Int8(bitPattern: bytes[i]).magnitude) }
        return sum
    }
}
