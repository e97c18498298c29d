import Raster
import TestSupport
import Testing

/// Draws whose shape lies outside the clip stop before flattening. The test that matters
/// is that nothing visible is ever culled: a stroke reaches beyond its path by half its
/// width, and a miter join much further.
@Suite struct CanvasCullingTests {
    /// A sharp V ending 5 px above the canvas; with width 4 its miter tip (5.5 half-widths
    /// from the vertex) reaches 6 px into it, where half the width alone would not.
    static func vee(dy: Double) -> Path {
        var b = PathBuilder()
        b.move(to: Point(x: 15, y: -32 + dy))
        b.line(to: Point(x: 20, y: -5 + dy))
        b.line(to: Point(x: 25, y: -32 + dy))
        return b.build()
    }

    /// The rows of the canvas, drawn directly, equal the same rows drawn on a taller canvas
    /// where nothing is outside the clip (shifted by a whole number of pixels).
    @Test func miterTipOfAPathAboveTheCanvasIsDrawn() {
        let style = StrokeStyle(width: 4, lineJoin: .miter, miterLimit: 10)
        let clipped = Canvas(width: 40, height: 40)!
        clipped.stroke(Self.vee(dy: 0), style: style, with: .color(.black))
        let whole = Canvas(width: 40, height: 80)!
        whole.stroke(Self.vee(dy: 40), style: style, with: .color(.black))
        var painted = 0
        var worst = 0
        for y in 0..<40 {
            for x in 0..<40 {
                let a = Int(clipped.pixmap[x, y].a)
                if a > 0 { painted += 1 }
                worst = max(worst, abs(a - Int(whole.pixmap[x, y + 40].a)))
            }
        }
        #expect(painted > 10, "the miter tip reaches about 6 px into the canvas")
        // Clipping at the top edge moves where the cut segment starts: one level at most.
        #expect(worst <= 1)
    }

    /// The same V with bevel joins ends above the canvas: nothing is drawn.
    @Test func bevelledPathAboveTheCanvasDrawsNothing() {
        let canvas = Canvas(width: 40, height: 40)!
        canvas.stroke(Self.vee(dy: 0), style: StrokeStyle(width: 4, lineJoin: .bevel), with: .color(.black))
        canvas.fill(Path(rect: Rect(x: 0, y: 41, width: 40, height: 10)), with: .color(.black))
        canvas.fill(Path(rect: Rect(x: -60, y: 0, width: 50, height: 40)), with: .color(.black))
        var painted = 0
        for y in 0..<40 { for x in 0..<40 where canvas.pixmap[x, y].a > 0 { painted += 1 } }
        #expect(painted == 0)
    }

    /// A square cap sticks out half the width diagonally beyond the end point: √2 · w / 2.
    @Test func squareCapJustInsideIsDrawn() {
        let canvas = Canvas(width: 20, height: 20)!
        var b = PathBuilder()
        b.move(to: Point(x: -10, y: -10))
        b.line(to: Point(x: -1.2, y: -1.2))
        canvas.stroke(b.build(), style: StrokeStyle(width: 4, lineCap: .square), with: .color(.black))
        #expect(canvas.pixmap[0, 0].a > 0)
    }

    /// Culling changes no pixel of a draw that is partly visible.
    @Test func partlyVisibleShapesAreUnchanged() {
        let a = Canvas(width: 30, height: 30)!
        a.fill(Path(roundedRect: Rect(x: -12.5, y: 20.25, width: 30, height: 30), cornerRadius: 8), with: .color(.black))
        let b = Canvas(width: 60, height: 60)!
        b.transform = Transform(translationX: 30, y: 0)
        b.fill(Path(roundedRect: Rect(x: -12.5, y: 20.25, width: 30, height: 30), cornerRadius: 8), with: .color(.black))
        for y in 0..<30 { for x in 0..<30 { #expect(a.pixmap[x, y] == b.pixmap[x + 30, y]) } }
    }
}
