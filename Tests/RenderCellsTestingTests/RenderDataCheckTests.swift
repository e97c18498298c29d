import Foundation
import RenderCells
import RenderCellsTesting
import Testing

/// A data folder without fonts is a test failure with the command line's words, not a
/// fatal error that ends the test process.
@Suite struct RenderDataCheckTests {
    @Test func aNamedFolderWithoutFontsIsNamed() {
        let missing = "/nonexistent-render-cells-data-\(UUID().uuidString)"
        let location = DataLocation(environment: [DataLocation.folderVariable: missing], executablePath: nil)
        let problem = RenderDataCheck.problem(with: FontCatalog(data: location), location: location)
        #expect(problem?.contains("no usable font in \(missing)/fonts") == true, "\(problem ?? "nil")")
        #expect(problem?.contains("\(DataLocation.folderVariable) names \(missing)") == true)
        #expect(problem?.contains("render-cells doctor") == true)
    }

    @Test func theMachinesDataIsUsable() {
        #expect(RenderDataCheck.problem(with: .shared, location: .current) == nil)
    }
}
