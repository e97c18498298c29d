import RenderCells

// The pixels the contrast rules read. A list is drawn twice: as it is, and without its
// text and symbols (the same display list with its glyph and symbol commands left out).
// Where the two pictures differ inside a run's box is the run's ink; the second picture
// there is exactly what is behind the ink: the row's background, the card, an image, a
// material — whatever the app put there, not the nominal background colour. Two renders
// per variant, whatever the number of runs: drawing once more per run would cost a
// render per text.

/// A list's layout drawn with and without its foreground, for measuring contrast.
struct RenderedVariant {
    let layout: ListLayout
    let list: DisplayList
    /// The list as drawn.
    let picture: Pixmap
    /// The list drawn without glyphs and symbols.
    let behind: Pixmap

    init(layout: ListLayout) throws {
        self.layout = layout
        list = layout.displayList()
        picture = try list.render()
        behind = try DisplayList(
            size: list.size, scale: list.scale, backgroundColor: list.backgroundColor,
            commands: Self.withoutForeground(list.commands), elements: []
        ).render()
    }

    /// `commands` without text and symbols, layers included.
    static func withoutForeground(_ commands: [DisplayCommand]) -> [DisplayCommand] {
        commands.compactMap { command in
            switch command {
            case .glyphs, .symbol: return nil
            case .layer(var layer):
                layer.commands = withoutForeground(layer.commands)
                return .layer(layer)
            default: return command
            }
        }
    }

    /// The contrast of `color` drawn in `rect` (points, content space) against the pixels
    /// behind its ink: the 5th percentile of the per-pixel ratios (so a separator crossing
    /// one descender does not decide, while a run over a gradient is judged by its worst
    /// part), with the background colour at that pixel. Without ink (text in the very
    /// colour of its background draws no difference), every pixel of the box counts.
    /// nil when the box is off the picture.
    func contrast(of color: RGBAColor, in rect: Rect) -> (ratio: Double, behind: RGBAColor)? {
        let s = list.scale
        let dy = -layout.contentOffset
        let x0 = max(0, Int((rect.minX * s).rounded(.down)))
        let x1 = min(picture.width, Int((rect.maxX * s).rounded(.up)))
        let y0 = max(0, Int(((rect.minY + dy) * s).rounded(.down)))
        let y1 = min(picture.height, Int(((rect.maxY + dy) * s).rounded(.up)))
        guard x1 > x0, y1 > y0 else { return nil }
        var ink: [(Double, RGBAColor)] = []
        var all: [(Double, RGBAColor)] = []
        var cache: [UInt32: Double] = [:]
        let front = picture.data
        let back = behind.data
        let w = picture.width
        for y in y0..<y1 {
            for x in x0..<x1 {
                let i = (y * w + x) * 4
                let key = UInt32(back[i]) << 24 | UInt32(back[i + 1]) << 16 | UInt32(back[i + 2]) << 8 | UInt32(back[i + 3])
                let b = Self.straight(back[i], back[i + 1], back[i + 2], back[i + 3])
                let ratio: Double
                if let known = cache[key] {
                    ratio = known
                } else {
                    ratio = ContrastRatio.between(ContrastRatio.composite(color, over: b), b)
                    cache[key] = ratio
                }
                let differs = front[i] != back[i] || front[i + 1] != back[i + 1] || front[i + 2] != back[i + 2]
                if differs { ink.append((ratio, b)) } else if ink.isEmpty { all.append((ratio, b)) }
            }
        }
        var samples = ink.isEmpty ? all : ink
        samples.sort { $0.0 < $1.0 }
        return samples[samples.count / 20]
    }

    /// A premultiplied pixel as an opaque straight colour (over black where transparent:
    /// the list's pictures are opaque, so this does not happen inside them).
    static func straight(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) -> RGBAColor {
        guard a > 0 else { return RGBAColor(red: 0, green: 0, blue: 0) }
        let k = 1 / Double(a)
        return RGBAColor(red: min(1, Double(r) * k), green: min(1, Double(g) * k), blue: min(1, Double(b) * k))
    }
}
