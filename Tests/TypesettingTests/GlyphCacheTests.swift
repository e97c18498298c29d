import Foundation
import Raster
import TestSupport
import Testing
import Typesetting

/// The glyph cache: hits, bounds, subpixel phases, thread safety, colour bitmaps.
@Suite(.tags(.concurrent)) struct GlyphCacheTests {
    static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    static let emoji = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"

    func face(_ path: String) throws -> FontFace {
        try FontFace(path: path)
    }

    @Test func secondDrawHitsTheCache() throws {
        let f = try face(Self.dejaVu)
        let cache = GlyphCache()
        let g = f.glyphIndex(for: "g")
        let a = cache.mask(g, face: f, size: 51, phaseX: 1, phaseY: 0)
        #expect(cache.rasterizedCount == 1)
        let b = cache.mask(g, face: f, size: 51, phaseX: 1, phaseY: 0)
        #expect(cache.rasterizedCount == 1)
        #expect(a.coverage == b.coverage)
        // Sizes are keyed in 1/64 px: a size within rounding is the same mask.
        _ = cache.mask(g, face: f, size: 51.001, phaseX: 1, phaseY: 0)
        #expect(cache.rasterizedCount == 1)
        _ = cache.mask(g, face: f, size: 52, phaseX: 1, phaseY: 0)
        #expect(cache.rasterizedCount == 2)
    }

    /// A glyph far over the mask limit is refused before its outline is flattened (#37 M2:
    /// a font of glyphs 2,000 em across flattened a 100,000-pixel outline at every miss), and
    /// the refusal is cached like any mask. At 100,000 px per em DejaVu's "O" spans about
    /// 70,000 pixels; at 51 it is drawn and flattened as before.
    @Test func aGlyphOverTheMaskLimitIsNotFlattened() throws {
        let f = try face(Self.dejaVu)
        let cache = GlyphCache()
        let o = f.glyphIndex(for: "O")
        let huge = cache.mask(o, face: f, size: 100_000, phaseX: 0, phaseY: 0)
        #expect(huge.width == 0 && huge.height == 0)
        #expect(cache.flattenedPointCount == 0)
        _ = cache.mask(o, face: f, size: 100_000, phaseX: 0, phaseY: 0)
        #expect(cache.rasterizedCount == 1)
        let normal = cache.mask(o, face: f, size: 51, phaseX: 0, phaseY: 0)
        #expect(normal.width > 30 && cache.flattenedPointCount > 0)
        // The count made before flattening bounds what the flattener makes (it drops repeats).
        let path = f.glyphOutline(o).path
        let made = path.flattened(tolerance: 1).reduce(0) { $0 + $1.points.count }
        #expect(made > 0 && made <= path.flattenedPointCount(tolerance: 1))
    }

    @Test func drawingTextTwiceRasterizesOnce() throws {
        let f = try face(Self.dejaVu)
        let cache = GlyphCache()
        let text = Array("Hello".utf16)
        let run = TextShaper.shape(
            text, range: 0..<text.count, face: f, size: 20, rightToLeft: false, language: nil,
            features: .default)
        let canvas = try #require(Canvas(width: 120, height: 40))
        canvas.draw(run, at: Point(x: 4, y: 30), color: .black, cache: cache)
        let count = cache.rasterizedCount
        // H, e, l, o, and the second "l" if its pen falls on another quarter-pixel phase.
        #expect(count >= 4 && count <= 5)
        canvas.draw(run, at: Point(x: 4, y: 30), color: .black, cache: cache)
        #expect(cache.rasterizedCount == count)
    }

    @Test func memoryBoundEvicts() throws {
        let f = try face(Self.dejaVu)
        let cache = GlyphCache(byteLimit: 64 << 10)
        for scalar in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz".unicodeScalars {
            _ = cache.mask(f.glyphIndex(for: scalar), face: f, size: 60, phaseX: 0, phaseY: 0)
            #expect(cache.byteCount <= 64 << 10)
        }
        #expect(cache.rasterizedCount == 52)
        #expect(cache.maskCount < 52)
        // The first glyph was evicted, so asking again rasterizes it again, identically.
        let before = cache.rasterizedCount
        let again = cache.mask(f.glyphIndex(for: "A"), face: f, size: 60, phaseX: 0, phaseY: 0)
        #expect(cache.rasterizedCount == before + 1)
        let fresh = GlyphCache().mask(f.glyphIndex(for: "A"), face: f, size: 60, phaseX: 0, phaseY: 0)
        #expect(again.coverage == fresh.coverage && again.left == fresh.left && again.top == fresh.top)
    }

    @Test func quarterPixelPhasesDiffer() throws {
        let f = try face(Self.dejaVu)
        let cache = GlyphCache()
        let g = f.glyphIndex(for: "l")
        let xs = (0..<4).map { cache.mask(g, face: f, size: 17, phaseX: $0, phaseY: 0) }
        let ys = (0..<4).map { cache.mask(g, face: f, size: 17, phaseX: 0, phaseY: $0) }
        for i in 0..<4 {
            for j in (i + 1)..<4 {
                #expect(xs[i].coverage != xs[j].coverage)
                #expect(ys[i].coverage != ys[j].coverage)
            }
        }
        // Each quarter pixel moves ink right: the coverage-weighted centre (pixel centres
        // weighted by area, so not exactly linear in the shift) grows by about 0.25 px.
        func centreX(_ m: GlyphMask) -> Double {
            var sum = 0.0
            var weight = 0.0
            for y in 0..<m.height {
                for x in 0..<m.width {
                    let c = Double(m.coverage[y * m.width + x])
                    sum += (Double(m.left + x) + 0.5) * c
                    weight += c
                }
            }
            return sum / weight
        }
        for i in 1..<4 {
            let step = centreX(xs[i]) - centreX(xs[i - 1])
            #expect(step > 0.1 && step < 0.4)
        }
        #expect(abs(centreX(xs[3]) - centreX(xs[0]) - 0.75) < 0.15)
    }

    @Test func concurrentUseGivesIdenticalMasks() async throws {
        let f = try face(Self.dejaVu)
        let glyphs = "The quick brown fox jumps over the lazy dog".unicodeScalars.map { f.glyphIndex(for: $0) }
        let reference = GlyphCache()
        let expected = glyphs.map { reference.mask($0, face: f, size: 33, phaseX: 2, phaseY: 1).coverage }
        let shared = GlyphCache(byteLimit: 32 << 10)  // small, so tasks also race evictions
        let results = await withTaskGroup(of: [[UInt8]].self) { group in
            for t in 0..<6 {
                group.addTask {
                    // Each task walks the glyphs from a different start.
                    (0..<glyphs.count).map { i -> (Int, [UInt8]) in
                        let k = (i + t * 7) % glyphs.count
                        return (k, shared.mask(glyphs[k], face: f, size: 33, phaseX: 2, phaseY: 1).coverage)
                    }.sorted { $0.0 < $1.0 }.map(\.1)
                }
            }
            var all: [[[UInt8]]] = []
            for await r in group { all.append(r) }
            return all
        }
        #expect(results.count == 6)
        for r in results { #expect(r == expected) }
    }

    @Test func emojiBitmapLoadsInColour() throws {
        let f = try face(Self.emoji)
        #expect(f.isColorBitmapFont)
        let cache = GlyphCache()
        let g = f.glyphIndex(for: "😀")
        #expect(g != 0)
        let bitmap = try #require(cache.colorGlyph(g, face: f))
        #expect(bitmap.pixelsPerEm == 109)
        #expect(bitmap.image.width > 100 && bitmap.image.height > 100)
        var colourful = false
        for y in stride(from: 0, to: bitmap.image.height, by: 3) {
            for x in stride(from: 0, to: bitmap.image.width, by: 3) {
                let p = bitmap.image[x, y]
                if p.a == 255 && p.r != p.g && p.g != p.b && p.r != p.b { colourful = true }
            }
        }
        #expect(colourful)
        // Decoded once.
        _ = cache.colorGlyph(g, face: f)
        #expect(cache.colorGlyphLoadCount == 1)
    }

    @Test func emojiScalesToTheFontSize() throws {
        let f = try face(Self.emoji)
        let text = Array("😀".utf16)
        let run = TextShaper.shape(
            text, range: 0..<text.count, face: f, size: 34, rightToLeft: false, language: nil,
            features: .default)
        let glyph = try #require(run.glyphs.first)
        let bitmap = try #require(GlyphCache.shared.colorGlyph(glyph.glyph, face: f))
        let frame = bitmap.frame(penX: 10, baseline: 50, size: 34)
        // The bitmap spans about the advance HarfBuzz gives, and sits across the baseline.
        #expect(abs(frame.width - glyph.xAdvance) < 2)
        #expect(frame.minY < 50 && frame.maxY > 50)
        let canvas = try #require(Canvas(width: 80, height: 70))
        canvas.clear(.white)
        canvas.draw(run, at: Point(x: 10, y: 50), color: .black)
        // Colour inside the frame, white outside it.
        let centre = canvas.pixmap[Int(frame.midX), Int(frame.midY)]
        #expect(centre.r != centre.b)
        #expect(canvas.pixmap[2, 2] == PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255))
        #expect(canvas.pixmap[Int(frame.maxX) + 3, Int(frame.midY)] == PremultipliedRGBA8(r: 255, g: 255, b: 255, a: 255))
    }

    @Test func rotatedTextFillsOutlines() throws {
        // Under a rotation the glyphs are filled as paths; ink must land near the rotated pen.
        let f = try face(Self.dejaVu)
        let text = Array("I".utf16)
        let run = TextShaper.shape(text, range: 0..<1, face: f, size: 40, rightToLeft: false, language: nil, features: .default)
        let canvas = try #require(Canvas(width: 100, height: 100))
        canvas.transform = Transform(rotationAngle: Double.pi / 2).concatenating(Transform(translationX: 50, y: 50))
        canvas.draw(run, at: .zero, color: .black)
        // A quarter turn clockwise maps "up" to "right": the "I" lies right of the pen.
        var inkLeft = 0
        var inkRight = 0
        for y in 0..<100 {
            for x in 0..<100 where canvas.pixmap[x, y].a > 128 { if x < 50 { inkLeft += 1 } else { inkRight += 1 } }
        }
        #expect(inkRight > 50)
        #expect(inkLeft == 0)
    }

    @Test func maskPathMatchesOutlinePathOnAxisAlignedTransforms() throws {
        // The mask fast path and the outline path agree closely at whole-pixel positions.
        let f = try face(Self.dejaVu)
        let text = Array("Ag".utf16)
        let run = TextShaper.shape(text, range: 0..<2, face: f, size: 30, rightToLeft: false, language: nil, features: .default)
        let a = try #require(Canvas(width: 80, height: 50))
        let b = try #require(Canvas(width: 80, height: 50))
        a.draw(run, at: Point(x: 5, y: 38), color: .black)
        b.drawGlyphOutlines(run.glyphRun(cache: GlyphCache()), at: Point(x: 5, y: 38), color: .black)
        var maxDiff = 0
        for i in 0..<a.pixmap.data.count { maxDiff = max(maxDiff, abs(Int(a.pixmap.data[i]) - Int(b.pixmap.data[i]))) }
        // Same rasterizer, but the run's pen sums round to quarter pixels in the mask path.
        #expect(maxDiff <= 80)
    }
}

/// The batch lookup a text run uses gives exactly the masks of one-by-one lookups,
/// hits and misses alike, in request order.
@Suite(.tags(.concurrent)) struct GlyphCacheBatchTests {
    @Test func batchLookupEqualsSingleLookups() throws {
        let face = try FontFace(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
        let single = GlyphCache()
        let batch = GlyphCache()
        let glyphs = "Hamburgefonstiv 0123".unicodeScalars.map { face.glyphIndex(for: $0) }
        let requests = glyphs.enumerated().map { i, g in GlyphCache.MaskRequest(glyph: g, phaseX: i % 4, phaseY: (i / 4) % 4) }
        // Half already cached, half missing, then everything cached.
        _ = batch.masks(Array(requests.prefix(8)), face: face, size: 40)
        for _ in 0..<2 {
            let got = batch.masks(requests, face: face, size: 40)
            #expect(got.count == requests.count)
            for (m, r) in zip(got, requests) {
                let want = single.mask(r.glyph, face: face, size: 40, phaseX: r.phaseX, phaseY: r.phaseY)
                #expect(m.coverage == want.coverage && m.left == want.left && m.top == want.top && m.width == want.width)
            }
        }
        #expect(batch.rasterizedCount == single.rasterizedCount)
    }

    /// A cache small enough to age its generations many times over keeps answering batch
    /// lookups with the right masks (its front table is emptied as generations drop) and
    /// stays within its budget.
    @Test func batchLookupsStayRightAndBoundedWhileAgeing() throws {
        let face = try FontFace(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
        let small = GlyphCache(byteLimit: 6_000)
        let reference = GlyphCache()
        let glyphs = "The quick brown fox jumps over the lazy dog".unicodeScalars.map { face.glyphIndex(for: $0) }
        for round in 0..<6 {
            let requests = glyphs.map { GlyphCache.MaskRequest(glyph: $0, phaseX: round % 4) }
            let got = small.masks(requests, face: face, size: 24 + Double(round % 3))
            for (m, r) in zip(got, requests) {
                let want = reference.mask(r.glyph, face: face, size: 24 + Double(round % 3), phaseX: r.phaseX, phaseY: 0)
                #expect(m.coverage == want.coverage && m.left == want.left && m.top == want.top)
            }
            #expect(small.byteCount <= 6_000 + 2_000, "one entry may exceed half the budget, no more")
        }
    }
}

/// Runs drawn through a private cache share one glyph source per face, so a canvas records
/// the face once and its list of used sources stays bounded however many runs it draws.
@Suite struct CachedGlyphSourceTests {
    @Test func oneSourcePerFaceAndCache() throws {
        let face = try FontFace(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
        let cache = GlyphCache()
        let other = GlyphCache()
        #expect(cache.source(for: face) === cache.source(for: face))
        #expect(cache.source(for: face) !== other.source(for: face))
        let text = Array("Hello".utf16)
        let run = TextShaper.shape(
            text, range: 0..<text.count, face: face, size: 20, rightToLeft: false, language: nil,
            features: .default)
        let canvas = try #require(Canvas(width: 120, height: 40))
        for _ in 0..<50 { canvas.draw(run, at: Point(x: 4, y: 30), color: .black, cache: cache) }
        #expect(canvas.usedGlyphSources.count == 1)
        #expect(canvas.usedFaces.count == 1 && canvas.usedFaces[0] === face)
    }
}
