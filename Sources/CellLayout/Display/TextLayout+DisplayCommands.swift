import Display
import Raster
import Typesetting

extension TextLayout {
    /// The layout's runs as glyph-run primitives, with the top-left of its layout box at
    /// `origin` (points), each in its run's colour.
    public func displayCommands(at origin: Point) -> [DisplayCommand] {
        var commands: [DisplayCommand] = []
        for line in lines {
            let baseline = origin.y + line.baseline
            for piece in line.runs {
                let pen = Point(x: origin.x + line.frame.minX + piece.x, y: baseline)
                commands.append(.glyphs(piece.run.glyphRun, origin: pen, color: piece.color))
            }
        }
        return commands
    }
}
