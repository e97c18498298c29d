import RenderCells

/// The picture a strategy returns when rendering fails (a picture too large, an image file
/// that cannot be read): the error written out, so the comparison fails and a person
/// opening the recorded or failing picture reads why, instead of the test process trapping.
package enum RenderFailurePicture {
    package static func make(_ error: any Error) -> Pixmap {
        let width = 390.0
        let height = 120.0
        guard let canvas = Canvas(width: Int(width), height: Int(height)) else { return Pixmap(width: 1, height: 1)! }
        canvas.clear(PremultipliedRGBA8(r: 255, g: 236, b: 236, a: 255))
        canvas.stroke(
            Path(rect: Rect(x: 1, y: 1, width: width - 2, height: height - 2)), style: StrokeStyle(width: 2),
            with: Paint(color: RGBAColor(r: 255, g: 59, b: 48)))
        canvas.draw(
            "render-cells could not render this snapshot:", font: .boldSystemFont(ofSize: 13),
            color: .black, at: Point(x: 12, y: 10), width: width - 24)
        canvas.draw(
            "\(error)", font: .systemFont(ofSize: 13), color: .black, at: Point(x: 12, y: 32),
            width: width - 24)
        return canvas.pixmap
    }
}
