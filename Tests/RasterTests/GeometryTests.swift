import Testing
@testable import Raster

@Suite struct GeometryTests {
    @Test func transformInverse() {
        let t = Transform(scale: 3).translatedBy(x: 5, y: -2).rotated(by: 0.3)
        let p = Point(x: 7, y: 11)
        let q = t.inverted()!.apply(t.apply(p))
        #expect(abs(q.x - p.x) < 1e-9 && abs(q.y - p.y) < 1e-9)
    }
}
