import FuzzSupport
import ListSpec
import RenderCells

// Fuzz target: a spec parsed, laid out and rendered at a small size (at most 200 x 400
// points at 1x, whatever the spec asks), so each input costs milliseconds: layout, the
// display list and the rasterizer see every configuration the parser lets through.

func fuzzRender(_ bytes: [UInt8]) {
    guard let parsed = try? ListSpec(bytes: bytes, file: "fuzz.yaml", baseDirectory: "/nonexistent") else { return }
    var overrides = SpecOverrides()
    overrides.width = min(parsed.width, 200)
    overrides.scale = 1
    overrides.height = min(parsed.height ?? 400, 400)
    let spec = parsed.applying(overrides)
    let view = spec.makeCollectionView()
    guard let pixmap = try? view.render(width: spec.width, scale: spec.scale, height: spec.height) else { return }
    precondition(pixmap.width <= 200 && pixmap.height <= 400)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRenderEntry(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    fuzzRender(fuzzInput(data, size))
    return 0
}

#if !FUZZING
@main struct FuzzRenderReplay {
    static func main() { replayInputs(fuzzRender) }
}
#endif
