import RenderCells
import Testing

// A display layer (a lifted cell) is composited as a group: its drawing flattened first,
// then over the picture at its opacity, with a shadow around its shape.

@Suite struct DisplayLayerTests {
    static func render(_ commands: [DisplayCommand], scale: Double = 1) throws -> Pixmap {
        try DisplayList(
            size: Size(width: 40, height: 40), scale: scale, backgroundColor: .white, commands: commands,
            elements: []
        ).render()
    }

    static let red = RGBAColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let blue = RGBAColor(red: 0, green: 0, blue: 1, alpha: 1)

    @Test("opacity applies to the flattened layer: the red under the blue does not show through")
    func groupOpacity() throws {
        let layer = DisplayLayer(
            commands: [
                .fill(Rect(x: 10, y: 10, width: 20, height: 20), color: Self.red, cornerRadius: 0, cornerCurve: .circular),
                .fill(Rect(x: 15, y: 15, width: 10, height: 10), color: Self.blue, cornerRadius: 0, cornerCurve: .circular)
            ], bounds: Rect(x: 10, y: 10, width: 20, height: 20), opacity: 0.5)
        let p = try Self.render([.layer(layer)])
        let blueOverWhite = p[20, 20]
        #expect(blueOverWhite.r == blueOverWhite.g && blueOverWhite.r >= 127 && blueOverWhite.r <= 128)
        #expect(blueOverWhite.b == 255)
        let redOverWhite = p[12, 12]
        #expect(redOverWhite.r == 255 && redOverWhite.g == redOverWhite.b && redOverWhite.g >= 127 && redOverWhite.g <= 128)
        #expect(p[5, 5] == PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255))
    }

    @Test("the shadow darkens the picture around the layer's shape, fading with distance; drawing stops at the bounds")
    func shadow() throws {
        let shadow = DisplayLayer.Shadow(
            color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.5), radius: 4,
            offset: Size(width: 0, height: 0))
        let layer = DisplayLayer(
            commands: [
                .fill(Rect(x: 0, y: 0, width: 40, height: 40), color: Self.blue, cornerRadius: 0, cornerCurve: .circular)
            ], bounds: Rect(x: 10, y: 10, width: 20, height: 20), shadow: shadow)
        for scale in [1.0, 2.0] {
            let p = try Self.render([.layer(layer)], scale: scale)
            func at(_ x: Double, _ y: Double) -> PremultipliedRGBA8 { p[Int(x * scale), Int(y * scale)] }
            #expect(at(20, 20) == PremultipliedRGBA8(r: 0, g: 0, b: 255, a: 255))
            let near = at(20, 30.5)
            let far = at(20, 34)
            let outside = at(20, 39)
            #expect(near.r < far.r && far.r < 255, "scale \(scale)")
            #expect(outside == PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255), "scale \(scale)")
            #expect(near.r == near.g && near.g == near.b, "scale \(scale): the shadow is grey, the blue stops at the bounds")
        }
    }
}
