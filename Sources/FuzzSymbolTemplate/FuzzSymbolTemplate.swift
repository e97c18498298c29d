import Foundation
import FuzzSupport
import Raster
import Symbols
import Typesetting

// Fuzz target: bytes as an SF Symbols template (`star.svg`) in a user's symbols folder, read
// by a fresh catalog (a spec's `symbols:` folder, which a pull request controls) at two
// weights and scales and drawn into a small canvas. Whatever the input, reading either draws
// or throws a SymbolError naming the file; the work is bounded by the template budgets
// (SymbolSVG.maximumBytes and maximumElements, SymbolTemplate.maximumPoints) before any
// outline is flattened, so no input may take the 2 GB or 10 s scripts/fuzz allows.

let folder = fuzzScratchFolder("symbol-template")
let file = folder + "/star.svg"
let configurations = [
    SymbolConfiguration(textStyle: .body),
    SymbolConfiguration(textStyle: .title1, weight: .bold, scale: .large)
]

func fuzzSymbolTemplate(_ bytes: [UInt8]) {
    // An input that never reached the catalog would test nothing: stop rather than pass.
    precondition(FileManager.default.createFile(atPath: file, contents: Data(bytes)), "cannot write \(file)")
    let catalog = SymbolCatalog(templateFolder: folder)
    for configuration in configurations {
        do {
            let image = try SymbolImage(systemName: "star", configuration: configuration, catalog: catalog)
            precondition(image.size.width.isFinite && image.size.height.isFinite, "a symbol of size \(image.size)")
            guard let canvas = Canvas(width: 48, height: 48) else { continue }
            image.draw(
                in: canvas, rect: Rect(x: 4, y: 4, width: min(image.size.width, 40), height: min(image.size.height, 40)),
                color: .black)
        } catch {
            // The file is named as itself, or as the symbol's source (`template:FILE`).
            if case .invalidSymbolFile(let path, _) = error {
                precondition(path == file || path == "template:" + file, "an error naming \(path)")
            }
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSymbolTemplateEntry(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    fuzzEntry(data, size, fuzzSymbolTemplate)
}

#if !FUZZING
    @main struct FuzzSymbolTemplateReplay: FuzzReplay { static func fuzz(_ bytes: [UInt8]) { fuzzSymbolTemplate(bytes) } }
#endif
