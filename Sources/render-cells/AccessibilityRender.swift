import ArgumentParser
import CellAccessibility
import Foundation
import ListSpec
import RenderCells

/// `render-cells render --accessibility`: the spec's list as an accessibility snapshot
/// (``AccessibilitySnapshot``), drawn as the same variant as a plain render.
struct AccessibilityRender {
    var spec: String
    var output: String
    var variant: SpecVariant
    var fontDirectories: [String]

    func run() throws {
        do {
            if let problem = variant.problem { throw SpecError(file: spec, message: problem) }
            let (view, width, scale, _) = try ListSpec(contentsOf: spec).makeCollectionView(for: variant)
            if !fontDirectories.isEmpty { view.fontCatalog = FontCatalog(fontDirectories: fontDirectories) }
            let audit = AccessibilityAudit(view: view, width: width, scale: scale, variants: [ListVariant()],
                                           subject: spec)
            let picture: Pixmap
            do {
                picture = try AccessibilitySnapshot.render(try audit.layout(for: ListVariant()))
            } catch let error as DisplayListError {
                throw SpecError(error, file: spec)
            } catch {
                throw SpecError(file: spec, message: "cannot render: \(error)")
            }
            try PNGEncoder().write(picture, toFile: output)
            print("wrote \(output) (\(picture.width)x\(picture.height), accessibility snapshot)")
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            throw ExitCode.failure
        }
    }
}
