import Benchmarks
import Foundation
import Gallery
import RenderCells
import TestSupport
import Testing

/// The same drawing gives the same bytes every time and on every thread.
@Suite(.tags(.concurrent)) struct DeterminismTests {
    static func renderAll() -> [Pixmap] {
        let c = Canvas(width: BenchmarkScenes.width, height: BenchmarkScenes.height)!
        BenchmarkScenes.drawS1(c)
        return [c.pixmap] + PrimitiveGallery.plates.map { $0.render(scale: 2) }
    }

    @Test func repeatedRendersAreIdentical() {
        let first = Self.renderAll()
        for _ in 0..<2 {
            #expect(Self.renderAll() == first)
        }
    }

    @Test func concurrentRendersAreIdentical() async {
        let reference = Self.renderAll()
        let results = await withTaskGroup(of: [Pixmap].self) { group in
            for _ in 0..<4 { group.addTask { Self.renderAll() } }
            var all: [[Pixmap]] = []
            for await r in group { all.append(r) }
            return all
        }
        #expect(results.count == 4)
        for r in results { #expect(r == reference) }
    }

    @Test func sceneS2MatchesItsSpecification() {
        // The check values of SCENES.md for the generator.
        let r = BenchmarkScenes.s2Rects
        #expect(r.count == 400)
        #expect(r[0] == BenchmarkScenes.S2Rect(x: 687, y: 1353, w: 327, h: 75, radius: 31, r: 251, g: 116, b: 131))
        #expect(r[1] == BenchmarkScenes.S2Rect(x: 212, y: 441, w: 344, h: 323, radius: 6, r: 223, g: 244, b: 245))
        #expect(r[2] == BenchmarkScenes.S2Rect(x: 193, y: 41, w: 348, h: 75, radius: 28, r: 191, g: 161, b: 215))
    }
}
