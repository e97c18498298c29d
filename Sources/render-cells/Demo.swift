import ArgumentParser
import Foundation
import Gallery
import RenderCells

/// `render-cells demo`: writes the gallery of what render-cells can draw.
struct Demo: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Write a gallery of examples as one PNG.",
        discussion:
            "The gallery shows example lists side by side, each drawn through the whole pipeline: every list appearance (insetGrouped, grouped, plain, sidebar), dark mode, the WWDC seeds' examples (the sidebar star cell in every state, Emoji Explorer's grid + outline + list, cell / valueCell / subtitleCell with the hammer symbol), every cell state, an accessibility text size, right-to-left, a scrolled plain list with its pinned header, and every one of those panels again in the iOS 26 design, in the same places. --primitives writes the rasterizer's plates instead (fills, strokes, corner curves, clips, blur, images, gradients, text). The file is written atomically: on failure nothing is left at the output path."
    )

    @Option(name: [.short, .long], help: "The PNG file to write.")
    var output: String = "demo.png"

    @Flag(help: "Write the rasterizer and text plates instead of the lists.")
    var primitives = false

    @Option(help: "Device pixels per point (1, 2 or 3).")
    var scale: Double = 2

    func validate() throws {
        guard [1.0, 2.0, 3.0].contains(scale) else { throw ValidationError("--scale must be 1, 2 or 3 (got \(scale))") }
        guard !output.isEmpty else { throw ValidationError("--output must name a file") }
    }

    func run() throws {
        let picture = primitives ? PrimitiveGallery.sheet(scale: scale) : try ListGallery.sheetWithFonts(scale: scale).pixmap
        do {
            try PNGEncoder().write(picture, toFile: output)
        } catch {
            throw RenderCellsError.runtime("\(error)")
        }
        TerminalLine.print("wrote \(output) (\(picture.width)x\(picture.height))")
    }
}

/// A failure the user can act on; printed without a stack trace, exit code 1.
enum RenderCellsError: Error, CustomStringConvertible {
    case runtime(String)
    var description: String {
        switch self {
        case .runtime(let m): return m
        }
    }
}
