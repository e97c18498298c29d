import FuzzSupport
import Raster

// Fuzz target: bytes through the PNG decoder (chunk walk, the direct path of libdeflate
// and C row filters, libpng's simplified API, premultiplication). Any input must decode or
// throw a PNGError, within the size limits, and give what libpng alone gives: the same
// pixels, or the same error.

func fuzzPNG(_ bytes: [UInt8]) {
    let decoded = Result { () throws(PNGError) in try PNGDecoder.decode(bytes) }
    let libpng = Result { () throws(PNGError) in try PNGDecoder.decodeWithLibpng(bytes) }
    switch (decoded, libpng) {
    case (.success(let pixmap), .success(let other)):
        precondition(pixmap.data.count == pixmap.width * pixmap.height * 4)
        precondition(pixmap == other, "the direct path and libpng decode different pixels")
    case (.failure(let error), .failure(let other)):
        precondition(error.description == other.description, "the direct path fails otherwise than libpng")
    default:
        preconditionFailure("the direct path and libpng disagree on whether the file is readable")
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNGEntry(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt { fuzzEntry(data, size, fuzzPNG) }

#if !FUZZING
    @main struct FuzzPNGReplay: FuzzReplay { static func fuzz(_ bytes: [UInt8]) { fuzzPNG(bytes) } }
#endif
