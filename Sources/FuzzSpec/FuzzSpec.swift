import FuzzSupport
import ListSpec
import RenderCells

// Fuzz target: spec bytes (YAML or JSON) through parsing, validation and the model
// (`makeCollectionView()` runs every registration and each cell's update pass). Any input
// must end in a spec or a located SpecError.

func fuzzSpec(_ bytes: [UInt8]) {
    guard let spec = try? ListSpec(bytes: bytes, file: "fuzz.yaml", baseDirectory: "/nonexistent") else { return }
    let view = spec.makeCollectionView()
    _ = view.snapshot.numberOfItems
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSpecEntry(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt { fuzzEntry(data, size, fuzzSpec) }

#if !FUZZING
    @main struct FuzzSpecReplay: FuzzReplay { static func fuzz(_ bytes: [UInt8]) { fuzzSpec(bytes) } }
#endif
