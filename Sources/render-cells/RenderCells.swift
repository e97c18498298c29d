import ArgumentParser
import Raster

@main
struct RenderCells: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render-cells",
        abstract: "Draws iOS-style list cells into PNG images."
    )
}
