import FuzzSupport
import Raster

// Fuzz target: bytes through the PNG decoder (chunk walk, the direct path of libdeflate
// and C row filters, libpng's simplified API, premultiplication). Any input must decode or
// throw a PNGError, within the size limits, and give what libpng alone gives: the same
// pixels, or the same error; and the comparison that reads a reference from its scanlines
// must agree with comparing the decoded picture.

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
    // A failing snapshot's comparison reads the reference from its scanlines row by row: it
    // must find what comparing with the decoded picture finds, and refuse what decoding fails.
    guard let scanlines = PNGDecoder.scanlines(bytes),
        let actual = Pixmap(width: scanlines.width, height: scanlines.height, color: .init(r: 40, g: 80, b: 120, a: 255))
    else { return }
    let (ww, wh) = (min(16, actual.width), min(16, actual.height))
    let fused = actual.comparePass(withScanlines: scanlines, tolerance: 0, windowWidth: ww, windowHeight: wh, makesPicture: true)
    guard case .success(let reference) = decoded else {
        precondition(fused == nil, "the comparison reads a reference that does not decode")
        return
    }
    let pass = actual.comparePass(with: reference, tolerance: 0, windowWidth: ww, windowHeight: wh, makesPicture: true)
    precondition(
        fused?.count == pass.count && fused?.densestWindow == pass.densestWindow
            && fused?.picture?.indices == pass.picture?.indices,
        "the comparison from scanlines differs from comparing the decoded picture")
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNGEntry(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt { fuzzEntry(data, size, fuzzPNG) }

#if !FUZZING
    @main struct FuzzPNGReplay: FuzzReplay { static func fuzz(_ bytes: [UInt8]) { fuzzPNG(bytes) } }
#endif
