import RenderCells

// The scenes S1–S5 defined in docs/performance.md, drawn exactly as specified there,
// so `render-cells bench` measures the same work as the peer libraries. Shared by
// the benchmark runner and the determinism tests.

/// Benchmark scenes S1–S5 of the peer comparison.
package enum BenchmarkScenes {
    /// Canvas size of every scene: an iPhone portrait screen at 3x.
    package static let width = 1170
    package static let height = 2532

    /// S1 "rounded-rect list": 40 rows of a filled and stroked rounded rectangle.
    package static let s1Rows: [Path] = (0..<40).map { i in
        Path(roundedRect: Rect(x: 24, y: 24 + 156 * Double(i), width: 1122, height: 132), cornerRadius: 30)
    }
    static let s1Fill = Paint(color: RGBAColor(hex: 0xF2F2F7))
    static let s1Stroke = Paint(color: RGBAColor(hex: 0xC6C6C8))
    static let s1StrokeStyle = StrokeStyle(width: 3)

    /// Draws one S1 frame (clear included).
    package static func drawS1(_ canvas: Canvas) {
        canvas.clear(.white)
        for row in s1Rows {
            canvas.fill(row, with: s1Fill)
            canvas.stroke(row, style: s1StrokeStyle, with: s1Stroke)
        }
    }

    /// One S2 rectangle: position, size, corner radius and straight colour.
    package struct S2Rect: Hashable, Sendable {
        package var x: Int, y: Int, w: Int, h: Int
        package var radius: Double
        package var r: UInt8, g: UInt8, b: UInt8

        package init(x: Int, y: Int, w: Int, h: Int, radius: Double, r: UInt8, g: UInt8, b: UInt8) {
            (self.x, self.y, self.w, self.h, self.radius) = (x, y, w, h, radius)
            (self.r, self.g, self.b) = (r, g, b)
        }
    }

    /// The 400 rectangles of S2, from the scene's linear congruential generator.
    package static let s2Rects: [S2Rect] = {
        var state: UInt64 = 1
        func next() -> UInt64 {
            state = (1_103_515_245 &* state &+ 12345) % (1 << 31)
            return state
        }
        return (0..<400).map { _ in
            let x = Int(next() % 771)
            let y = Int(next() % 2133)
            let w = 40 + Int(next() % 361)
            let h = 40 + Int(next() % 361)
            let r = min(Double(next() % 41), Double(w) / 2, Double(h) / 2)
            let c = next()
            return S2Rect(
                x: x, y: y, w: w, h: h, radius: r,
                r: UInt8(c >> 16 & 255), g: UInt8(c >> 8 & 255), b: UInt8(c & 255))
        }
    }()

    /// S2's shapes and paints, built once as the scene allows.
    package static let s2Shapes: [(Path, Paint)] = s2Rects.map { q in
        let rect = Rect(x: Double(q.x), y: Double(q.y), width: Double(q.w), height: Double(q.h))
        let path = q.radius > 0 ? Path(roundedRect: rect, cornerRadius: q.radius) : Path(rect: rect)
        return (path, Paint(color: RGBAColor(r: Int(q.r), g: Int(q.g), b: Int(q.b), alpha: 0.5)))
    }

    /// Draws one S2 frame (clear included).
    package static func drawS2(_ canvas: Canvas) {
        canvas.clear(.white)
        for (path, paint) in s2Shapes { canvas.fill(path, with: paint) }
    }

    /// The S3 blur: sigma 20 px, clamped edges.
    package static let s3Blur = GaussianBlur(sigma: 20, edgeMode: .clamp)
}
