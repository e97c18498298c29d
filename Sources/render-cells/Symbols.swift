import ArgumentParser
import Foundation
import Gallery
import RenderCells

/// `render-cells symbols`: the SF Symbol names a spec or `SymbolImage(systemName:)` can use.
struct Symbols: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "symbols",
        abstract: "List the supported SF Symbol names, one per line, sorted; or draw them all (--sheet).")

    @Option(help: "Instead of listing: write a PNG of every symbol with its name under it.")
    var sheet: String?

    @Option(help: "Device pixels per point for --sheet: 1, 2 or 3.")
    var scale: Double = 2

    func validate() throws {
        if let sheet, !sheet.lowercased().hasSuffix(".png") {
            throw ValidationError("--sheet must name a .png file (got '\(sheet)')")
        }
        guard [1.0, 2.0, 3.0].contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3 (got \(scale))") }
    }

    func run() throws {
        guard let sheet else {
            for name in SymbolNameMapping.systemNames.sorted() { print(name) }
            return
        }
        do {
            let (pixmap, _) = try SymbolGallery.sheetWithFonts(scale: scale)
            try PNGEncoder().write(pixmap, toFile: sheet)
            print("wrote \(sheet) (\(pixmap.width)x\(pixmap.height), \(SymbolNameMapping.systemNames.count) symbols)")
        } catch {
            ErrorLine.print(error)
            throw ExitCode.failure
        }
    }
}
