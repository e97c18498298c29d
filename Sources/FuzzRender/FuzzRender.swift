import FuzzSupport
import ListSpec
import RenderCells

// Fuzz target: a spec parsed, laid out and rendered at a small size (at most 200 x 400
// points at 1x, whatever the spec asks), so each input costs milliseconds: layout, the
// display list and the rasterizer see every configuration the parser lets through.

func fuzzRender(_ bytes: [UInt8]) {
    guard let parsed = try? ListSpec(bytes: bytes, file: "fuzz.yaml", baseDirectory: "/nonexistent") else { return }
    let small = SpecVariant(width: min(parsed.width, 200), scale: 1, height: min(parsed.height ?? 400, 400))
    let (view, width, scale, height) = parsed.makeCollectionView(for: small)
    guard let pixmap = try? view.render(width: width, scale: scale, height: height) else { return }
    precondition(pixmap.width <= 200 && pixmap.height <= 400)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRenderEntry(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt { fuzzEntry(data, size, fuzzRender) }

#if !FUZZING
    @main struct FuzzRenderReplay: FuzzReplay { static func fuzz(_ bytes: [UInt8]) { fuzzRender(bytes) } }
#endif
