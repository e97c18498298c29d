import Raster
import Symbols
import Testing
import Typesetting

/// The names lists use most (``SymbolNameMapping/commonNames``) and the named faults of
/// issue #30 that docs/symbols.md describes: solid parts solid, the right pictogram, badge
/// dots and wave counts, trademarks as a placeholder.
@Suite struct CommonSymbolTests {
    /// The symbol at `pointSize` (regular, scale medium) drawn black into a transparent
    /// canvas of its own size at 1 px per point, and the stroke width in points.
    static func render(_ name: String, pointSize: Double = 60) throws -> (pixmap: Pixmap, stroke: Double) {
        let image = try SymbolImage(systemName: name, configuration: SymbolConfiguration(pointSize: pointSize))
        let canvas = try #require(
            Canvas(
                width: Int(image.size.width.rounded(.up)) + 2,
                height: Int(image.size.height.rounded(.up)) + 2))
        canvas.clear(.transparent)
        image.draw(in: canvas, rect: Rect(x: 1, y: 1, width: image.size.width, height: image.size.height), color: .black)
        return (canvas.pixmap, SymbolImage.strokeWidth(pointSize: pointSize, weight: .regular))
    }

    /// Whether some `side` × `side` block of pixels is fully inked: a solid part, which no
    /// stroke narrower than `side` can hold.
    static func hasSolidBlock(_ pixmap: Pixmap, side: Int) -> Bool {
        guard side > 0, pixmap.width >= side, pixmap.height >= side else { return false }
        // Runs of opaque pixels ending at each pixel, per row, then columns of long runs.
        var run = [Int](repeating: 0, count: pixmap.width)
        var tall = [Int](repeating: 0, count: pixmap.width)
        for y in 0..<pixmap.height {
            var r = 0
            for x in 0..<pixmap.width {
                r = pixmap[x, y].a == 255 ? r + 1 : 0
                run[x] = r
                tall[x] = run[x] >= side ? tall[x] + 1 : 0
                if tall[x] >= side { return true }
            }
        }
        return false
    }

    /// How many separate inked runs the row through the middle of the ink crosses.
    static func runsThroughMiddle(_ pixmap: Pixmap) -> Int {
        let y = pixmap.height / 2
        var runs = 0
        var inside = false
        for x in 0..<pixmap.width {
            let inked = pixmap[x, y].a >= 128
            if inked && !inside { runs += 1 }
            inside = inked
        }
        return runs
    }

    @Test("at least 200 common names, each mapped once and drawn with ink")
    func commonNamesAreMapped() throws {
        let names = SymbolNameMapping.commonNames
        #expect(names.count >= 200)
        #expect(Set(names).count == names.count)
        let all = SymbolNameMapping.systemNames
        #expect(
            Set(all).count == all.count,
            "a name is in the table twice: \(Dictionary(grouping: all) { $0 }.filter { $1.count > 1 }.keys.sorted())")
        for name in names {
            let image = try SymbolImage(systemName: name)
            #expect(image.size.width > 0 && image.size.height > 0, "\(name)")
        }
    }

    @Test("solid parts are solid: note heads, the play triangle, the airplane, badge dots, the radio waves' dot, the gear")
    func solidParts() throws {
        for name in [
            "music.note", "music.note.list", "music.mic.fill", "play.circle", "airplane", "bell.badge",
            "envelope.badge", "speaker.wave.3.fill", "dot.radiowaves.left.and.right", "gear"
        ] {
            let (pixmap, stroke) = try Self.render(name)
            #expect(Self.hasSolidBlock(pixmap, side: Int((stroke * 1.6).rounded(.up))), "\(name) has no solid part")
        }
        // Outlines hold no such block: the check sees solid parts, not strokes.
        // `music.mic` outlines its head as SF does (it was a solid ball, #35); `.fill` fills it.
        for name in ["star", "bell", "music.quarternote.3", "gearshape", "speaker.wave.3", "tv", "music.mic"] {
            let (pixmap, stroke) = try Self.render(name)
            #expect(!Self.hasSolidBlock(pixmap, side: Int((stroke * 1.6).rounded(.up))), "\(name) is not an outline")
        }
    }

    @Test("tv.music.note is the tv's screen with a note in it (it was unknown, and drew no note, #35)")
    func tvMusicNote() throws {
        #expect(try SymbolImage(systemName: "tv.music.note").sourceDescription == "own:tv-music-note")
        // The middle row crosses the screen's two sides, and between them the top of the
        // note's head and its stem.
        #expect(Self.runsThroughMiddle(try Self.render("tv").pixmap) == 2)
        let runs = Self.runsThroughMiddle(try Self.render("tv.music.note").pixmap)
        #expect(runs == 4, "\(runs)")
    }

    @Test("wave counts: three waves on the loud speaker, three arcs each side of the radio waves' dot")
    func waveCounts() throws {
        // The loud speaker's middle row crosses its solid body and three waves.
        #expect(Self.runsThroughMiddle(try Self.render("speaker.wave.3.fill").pixmap) == 4)
        // Three arcs, the dot, three arcs.
        #expect(Self.runsThroughMiddle(try Self.render("dot.radiowaves.left.and.right").pixmap) == 7)
    }

    @Test("the right pictograms: network is a globe, rectangle.stack a stack, badges carry a dot; logos are a placeholder")
    func pictograms() throws {
        func source(_ name: String) throws -> String { try SymbolImage(systemName: name).sourceDescription }
        #expect(try source("network") == "phosphor:globe")
        #expect(try source("gear") == "phosphor:gear (fill)")
        #expect(try source("airplane") == "phosphor:airplane (fill)")
        #expect(try source("bell.badge") == "phosphor:bell with a badge")
        #expect(try source("rectangle.stack") == "own:rectangle-stack")
        #expect(try source("tv") == "own:tv")
        // No name is drawn from a trademark: Phosphor's `*-logo` figures are never used.
        for entry in SymbolNameMapping.entries {
            #expect(!entry.sourceDescription.contains("-logo"), "\(entry.systemName): \(entry.sourceDescription)")
        }
        #expect(try source("applelogo") == "phosphor:rectangle-dashed")
        // The badge stands free: the figure is cut away around the dot.
        let badge = try SymbolImage(systemName: "bell.badge")
        let bell = try SymbolImage(systemName: "bell")
        #expect(badge.knockout != nil && bell.knockout == nil)
    }
}
