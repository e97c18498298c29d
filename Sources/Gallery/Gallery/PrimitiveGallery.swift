import Foundation
import RenderCells

/// The plates of the primitive gallery: fills, strokes, corners, clips, blur, images, gradients.
public enum PrimitiveGallery {
    static let ink = Paint(color: RGBAColor(r: 28, g: 28, b: 30))
    static let blue = Paint(color: RGBAColor(r: 0, g: 122, b: 255))
    static let red = Paint(color: RGBAColor(r: 255, g: 59, b: 48))
    static let green = Paint(color: RGBAColor(r: 52, g: 199, b: 89))
    static let groupedBackground = Paint(color: RGBAColor(r: 242, g: 242, b: 247))
    static let separator = Paint(color: RGBAColor(r: 60, g: 60, b: 67, alpha: 0.29))

    public static let plates: [PrimitivePlate] = [
        fills, joins, caps, dashes, alignment, cornerCurves, clips, blur, images, gradients
    ]

    /// The lines through `points` in order, joined back to the first when `closed`: the
    /// plates' strokes, zigzags and stars.
    static func polyline(_ points: [Point], closed: Bool = false) -> Path {
        var b = PathBuilder()
        for (i, p) in points.enumerated() {
            if i == 0 { b.move(to: p) } else { b.line(to: p) }
        }
        if closed { b.close() }
        return b.build()
    }

    static func star(center c: Point, outer: Double, inner: Double, points n: Int) -> Path {
        polyline(
            (0..<(2 * n)).map { i in
                let a = -Double.pi / 2 + Double(i) * Double.pi / Double(n)
                let r = i % 2 == 0 ? outer : inner
                return Point(x: c.x + r * cos(a), y: c.y + r * sin(a))
            }, closed: true)
    }

    /// A pentagram, whose centre is inside for non-zero and outside for even-odd.
    static func pentagram(center c: Point, radius r: Double) -> Path {
        polyline(
            (0..<5).map { i in
                let a = -Double.pi / 2 + Double(i * 2) * 2 * Double.pi / 5
                return Point(x: c.x + r * cos(a), y: c.y + r * sin(a))
            }, closed: true)
    }

    static let fills = PrimitivePlate(
        name: "fills", title: "Fills: non-zero, even-odd, ellipse, rounded rect", size: Size(width: 240, height: 70)
    ) { c in
        c.fill(pentagram(center: Point(x: 32, y: 36), radius: 28), with: blue, fillRule: .nonZero)
        c.fill(pentagram(center: Point(x: 92, y: 36), radius: 28), with: blue, fillRule: .evenOdd)
        c.fill(Path(ellipseIn: Rect(x: 128, y: 12, width: 44, height: 48)), with: red)
        c.fill(Path(roundedRect: Rect(x: 182, y: 14.5, width: 50, height: 43), cornerRadius: 10), with: green)
        // A hairline fill: 0.25 pt tall at 2x is half a device pixel of coverage.
        c.fill(Rect(x: 4, y: 66, width: 232, height: 0.25), with: ink)
    }

    static let joins = PrimitivePlate(
        name: "stroke-joins", title: "Stroke joins: miter, round, bevel; miter limit", size: Size(width: 240, height: 90)
    ) { c in
        let joins: [LineJoin] = [.miter, .round, .bevel]
        for (i, j) in joins.enumerated() {
            let x0 = 12 + Double(i) * 78
            let zigzag = polyline([
                Point(x: x0, y: 70), Point(x: x0 + 18, y: 20), Point(x: x0 + 36, y: 70), Point(x: x0 + 60, y: 34)
            ])
            c.stroke(zigzag, style: StrokeStyle(width: 9, lineJoin: j), with: ink)
            c.stroke(zigzag, style: StrokeStyle(width: 1), with: Paint(color: RGBAColor(r: 255, g: 255, b: 255, alpha: 0.8)))
        }
        // A sharp angle past the default miter limit falls back to a bevel.
        c.stroke(
            polyline([Point(x: 10, y: 84), Point(x: 230, y: 80), Point(x: 10, y: 76)]),
            style: StrokeStyle(width: 2, lineJoin: .miter), with: blue)
    }

    static let caps = PrimitivePlate(
        name: "stroke-caps", title: "Stroke caps: butt, round, square; hairlines", size: Size(width: 240, height: 80)
    ) { c in
        let caps: [LineCap] = [.butt, .round, .square]
        for (i, cap) in caps.enumerated() {
            let y = 14 + Double(i) * 20
            c.stroke(
                polyline([Point(x: 20, y: y), Point(x: 130, y: y)]), style: StrokeStyle(width: 10, lineCap: cap), with: ink)
            c.fill(Rect(x: 19.75, y: y - 8, width: 0.5, height: 16), with: red)
            c.fill(Rect(x: 129.75, y: y - 8, width: 0.5, height: 16), with: red)
        }
        // Hairlines of decreasing width, and a dot (round cap on a zero-length line).
        for (i, w) in [2.0, 1, 0.5, 0.25].enumerated() {
            let x = 150 + Double(i) * 16
            c.stroke(polyline([Point(x: x, y: 8), Point(x: x + 10, y: 60)]), style: StrokeStyle(width: w), with: ink)
        }
        c.stroke(
            polyline([Point(x: 225, y: 70), Point(x: 225, y: 70)]), style: StrokeStyle(width: 10, lineCap: .round),
            with: blue)
    }

    static let dashes = PrimitivePlate(
        name: "stroke-dashes", title: "Dashes on lines, rounded rects and circles", size: Size(width: 240, height: 80)
    ) { c in
        c.stroke(
            polyline([Point(x: 10, y: 12), Point(x: 230, y: 12)]), style: StrokeStyle(width: 4, dashPattern: [12, 6]), with: ink)
        c.stroke(
            polyline([Point(x: 10, y: 26), Point(x: 230, y: 26)]),
            style: StrokeStyle(width: 4, lineCap: .round, dashPattern: [0.01, 9], dashPhase: 3), with: blue)
        c.stroke(
            Path(roundedRect: Rect(x: 12, y: 38, width: 120, height: 34), cornerRadius: 10, cornerCurve: .continuous),
            style: StrokeStyle(width: 2, dashPattern: [8, 4, 2, 4]), with: red)
        c.stroke(
            Path(ellipseIn: Rect(x: 160, y: 36, width: 38, height: 38)),
            style: StrokeStyle(width: 5, lineCap: .round, dashPattern: [10, 7]), with: green)
    }

    static let alignment = PrimitivePlate(
        name: "stroke-alignment", title: "Stroke alignment: inside, centre, outside", size: Size(width: 240, height: 70)
    ) { c in
        let aligns: [StrokeAlignment] = [.inside, .center, .outside]
        for (i, a) in aligns.enumerated() {
            let r = Rect(x: 16 + Double(i) * 78, y: 15, width: 54, height: 40)
            c.fill(Path(roundedRect: r, cornerRadius: 10, cornerCurve: .continuous), with: groupedBackground)
            c.stroke(
                Path(roundedRect: r, cornerRadius: 10, cornerCurve: .continuous),
                style: StrokeStyle(width: 6, alignment: a), with: Paint(color: RGBAColor(r: 0, g: 122, b: 255, alpha: 0.6)))
            c.stroke(Path(roundedRect: r, cornerRadius: 10, cornerCurve: .continuous), style: StrokeStyle(width: 0.5), with: ink)
        }
    }

    static let cornerCurves = PrimitivePlate(
        name: "corner-curves", title: "Corners: circular (red) and continuous (blue), r = 10 and 30",
        size: Size(width: 240, height: 110)
    ) { c in
        // The title's legend: circular corners in red, continuous ones in blue.
        func corners(_ rect: Rect, radius: Double, _ curve: CornerCurve, alpha: Double) {
            let color =
                curve == .circular
                ? RGBAColor(r: 255, g: 59, b: 48, alpha: alpha) : RGBAColor(r: 0, g: 122, b: 255, alpha: alpha)
            c.fill(Path(roundedRect: rect, cornerRadius: radius, cornerCurve: curve), with: Paint(color: color))
        }
        corners(Rect(x: 10, y: 10, width: 100, height: 90), radius: 30, .circular, alpha: 0.5)
        corners(Rect(x: 10, y: 10, width: 100, height: 90), radius: 30, .continuous, alpha: 0.5)
        corners(Rect(x: 125, y: 10, width: 50, height: 40), radius: 10, .circular, alpha: 1)
        corners(Rect(x: 185, y: 10, width: 50, height: 40), radius: 10, .continuous, alpha: 1)
        c.stroke(
            Path(
                roundedRect: Rect(x: 125, y: 60, width: 110, height: 40),
                cornerRadii: CornerRadii(topLeft: 0, topRight: 20, bottomRight: 4, bottomLeft: 12), cornerCurve: .continuous),
            style: StrokeStyle(width: 1.5), with: ink)
    }

    static let clips = PrimitivePlate(
        name: "clips", title: "Clips: rounded rect, nested circle, clip-out, fractional rect", size: Size(width: 240, height: 80)
    ) { c in
        let stripes = Paint(
            shader: .linearGradient(
                LinearGradient(
                    start: Point(x: 0, y: 0), end: Point(x: 240, y: 0),
                    colors: [RGBAColor(r: 255, g: 149, b: 0), RGBAColor(r: 175, g: 82, b: 222)])))
        c.withSavedState {
            c.clip(to: Path(roundedRect: Rect(x: 8, y: 8, width: 100, height: 64), cornerRadius: 16, cornerCurve: .continuous))
            c.fill(Rect(x: 0, y: 0, width: 240, height: 80), with: stripes)
            c.clip(to: Path(ellipseIn: Rect(x: 60, y: 20, width: 70, height: 70)))
            c.fill(Rect(x: 0, y: 0, width: 240, height: 80), with: blue)
        }
        c.withSavedState {
            c.clipOut(Path(ellipseIn: Rect(x: 140, y: 20, width: 40, height: 40)))
            c.fill(Path(roundedRect: Rect(x: 120, y: 8, width: 80, height: 64), cornerRadius: 8), with: ink)
        }
        c.withSavedState {
            c.clip(to: Rect(x: 208.25, y: 8.5, width: 24.5, height: 63.25))
            c.fill(Path(ellipseIn: Rect(x: 200, y: 0, width: 40, height: 80)), with: red)
        }
    }

    static let blur = PrimitivePlate(
        name: "blur", title: "Gaussian blur, and a material over content (blur, saturation, tint)",
        size: Size(width: 240, height: 80)
    ) { c in
        c.fill(pentagram(center: Point(x: 40, y: 40), radius: 30), with: blue)
        c.fill(Path(ellipseIn: Rect(x: 70, y: 20, width: 40, height: 40)), with: red)
        c.blur(Rect(x: 4, y: 4, width: 116, height: 72), sigma: 4)
        for i in 0..<6 {
            c.fill(Rect(x: 130 + Double(i) * 18, y: 6, width: 9, height: 68), with: i % 2 == 0 ? red : green)
        }
        c.applyMaterial(
            Material(blurSigma: 6, saturation: 1.8, tint: RGBAColor(r: 255, g: 255, b: 255, alpha: 0.5)),
            in: Rect(x: 140, y: 24, width: 90, height: 32), cornerRadius: 10)
    }

    /// An 8×8 test image: a red/blue checkerboard with a transparent corner.
    static let testImage: Pixmap = {
        var p = Pixmap(width: 8, height: 8)!
        for y in 0..<8 {
            for x in 0..<8 {
                p[x, y] =
                    (x + y) % 2 == 0
                    ? PremultipliedRGBA8(r: 255, g: 59, b: 48, a: 255) : PremultipliedRGBA8(r: 0, g: 122, b: 255, a: 255)
                if x >= 6 && y >= 6 { p[x, y] = .transparent }
            }
        }
        return p
    }()

    /// A 96×96 picture with fine stripes, to show the area filter when reduced.
    static let fineImage: Pixmap = {
        var p = Pixmap(width: 96, height: 96)!
        for y in 0..<96 {
            for x in 0..<96 {
                let on = (x / 2 + y / 2) % 2 == 0
                let v: UInt8 = on ? 20 : 235
                p[x, y] = PremultipliedRGBA8(r: v, g: v, b: UInt8(x * 255 / 95), a: 255)
            }
        }
        return p
    }()

    /// A circle template (alpha only), to be tinted.
    static let templateImage: Pixmap = {
        let c = Canvas(width: 32, height: 32)!
        c.fill(Path(ellipseIn: Rect(x: 2, y: 2, width: 28, height: 28)), with: .color(.black))
        c.fill(
            Path(ellipseIn: Rect(x: 9, y: 9, width: 14, height: 14)),
            with: Paint(shader: .solid(.black), blendMode: .copy).with(color: .clear))
        return c.pixmap
    }()

    static let images = PrimitivePlate(
        name: "images", title: "Images: bilinear enlarge, area reduce, corner radius + opacity, tinted template, rotated",
        size: Size(width: 240, height: 70)
    ) { c in
        c.draw(testImage, in: Rect(x: 8, y: 8, width: 54, height: 54))
        c.draw(fineImage, in: Rect(x: 70, y: 8, width: 30.5, height: 30.5))
        c.draw(fineImage, in: Rect(x: 70, y: 42, width: 20, height: 20))
        c.draw(
            testImage, in: Rect(x: 108, y: 8, width: 54, height: 54),
            options: ImageDrawOptions(opacity: 0.6, cornerRadius: 12, cornerCurve: .continuous))
        c.draw(
            templateImage, in: Rect(x: 170, y: 8, width: 24, height: 24),
            options: ImageDrawOptions(tintColor: RGBAColor(r: 0, g: 122, b: 255)))
        c.draw(
            templateImage, in: Rect(x: 170, y: 38, width: 24, height: 24),
            options: ImageDrawOptions(tintColor: RGBAColor(r: 255, g: 59, b: 48)))
        c.withSavedState {
            c.transform = Transform(rotationAngle: 0.4).concatenating(Transform(translationX: 218, y: 35)).concatenating(
                c.transform)
            c.draw(testImage, in: Rect(x: -14, y: -14, width: 28, height: 28))
        }
    }

    static let gradients = PrimitivePlate(
        name: "gradients", title: "Linear gradients: two stops, multi-stop diagonal, fade to clear",
        size: Size(width: 240, height: 60)
    ) { c in
        c.fill(
            Rect(x: 8, y: 8, width: 70, height: 44),
            with: Paint(
                shader: .linearGradient(
                    LinearGradient(start: Point(x: 8, y: 0), end: Point(x: 78, y: 0), colors: [.black, .white]))))
        c.fill(
            Path(roundedRect: Rect(x: 86, y: 8, width: 70, height: 44), cornerRadius: 8),
            with: Paint(
                shader: .linearGradient(
                    LinearGradient(
                        start: Point(x: 86, y: 8), end: Point(x: 156, y: 52),
                        stops: [
                            GradientStop(location: 0, color: RGBAColor(r: 255, g: 59, b: 48)),
                            GradientStop(location: 0.5, color: RGBAColor(r: 255, g: 204, b: 0)),
                            GradientStop(location: 1, color: RGBAColor(r: 52, g: 199, b: 89))
                        ]))))
        c.fill(
            Rect(x: 164, y: 8, width: 70, height: 44),
            with: Paint(
                shader: .linearGradient(
                    LinearGradient(
                        start: Point(x: 0, y: 8), end: Point(x: 0, y: 52),
                        colors: [RGBAColor(r: 0, g: 122, b: 255), RGBAColor(r: 0, g: 122, b: 255, alpha: 0)]))))
    }
}

extension Paint {
    /// The same paint with a solid colour.
    func with(color: RGBAColor) -> Paint {
        var p = self
        p.shader = .solid(color)
        return p
    }
}
