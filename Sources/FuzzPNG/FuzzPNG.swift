import FuzzSupport
import Raster

// Fuzz target: bytes through the PNG decoder (chunk walk, libpng's simplified API,
// premultiplication). Any input must decode or throw a PNGError, within the size limits.

func fuzzPNG(_ bytes: [UInt8]) {
    guard let pixmap = try? PNGDecoder.decode(bytes) else { return }
    precondition(pixmap.data.count == pixmap.width * pixmap.height * 4)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNGEntry(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt { fuzzEntry(data, size, fuzzPNG) }

#if !FUZZING
@main struct FuzzPNGReplay: FuzzReplay { static func fuzz(_ bytes: [UInt8]) { fuzzPNG(bytes) } }
#endif
