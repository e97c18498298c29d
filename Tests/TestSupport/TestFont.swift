import Foundation

/// A small TrueType font the tests build themselves, so tests about bringing one's own
/// fonts (SF Pro through `--fonts-dir`) never need Apple's files.
///
/// Every printable ASCII character (U+0020…U+007E) is one rectangle whose height says
/// what it is: capitals and digits reach ``capHeight``, ascender letters (b d f h k l t)
/// ``ascenderHeight``, other lowercase letters ``xHeight``, and g j p q y reach down to
/// ``descenderDepth``. The heights are SF Pro's (unitsPerEm 2048: cap height 1443,
/// hhea ascender 1950 and descender −494; docs/type-metrics.md), so a picture drawn with
/// it shows where SF Pro's ink would be. The design is this project's own (nothing is
/// traced or copied from any font), under the same terms as the rest of the repository;
/// the file's copyright and licence name records (IDs 0 and 13) say so. It is built at
/// test time and never committed.
package struct TestFont: Sendable {
    package var family: String
    package var style: String
    /// OS/2 usWeightClass, 100…900.
    package var weight: Int
    /// Advance of every non-space glyph, in font units (2048 per em).
    package var advance: Int

    package static let unitsPerEm = 2048
    package static let capHeight = 1443
    package static let xHeight = 1078
    package static let ascenderHeight = 1520
    package static let descenderDepth = 420
    package static let hheaAscender = 1950
    package static let hheaDescender = -494

    package init(family: String, style: String = "Regular", weight: Int = 400, advance: Int = 1200) {
        self.family = family
        self.style = style
        self.weight = weight
        self.advance = advance
    }

    /// The glyph's ink box (x0, y0, x1, y1) in font units for an ASCII character, nil for the space.
    package func inkBox(for scalar: UInt8) -> (Int, Int, Int, Int)? {
        let side = advance / 8
        let c = Character(Unicode.Scalar(scalar))
        switch c {
        case " ": return nil
        case "b", "d", "f", "h", "k", "l", "t": return (side, 0, advance - side, Self.ascenderHeight)
        case "g", "j", "p", "q", "y": return (side, -Self.descenderDepth, advance - side, Self.xHeight)
        case "a"..."z": return (side, 0, advance - side, Self.xHeight)
        default: return (side, 0, advance - side, Self.capHeight)
        }
    }

    /// The font file's bytes.
    package func bytes() -> [UInt8] {
        let first: UInt8 = 0x20
        let last: UInt8 = 0x7E
        let glyphCount = 1 + Int(last - first + 1)
        // glyf and loca: glyph 0 is .notdef (a capital box), then one glyph per character.
        var glyf: [UInt8] = []
        var loca: [UInt32] = []
        var boxes: [(Int, Int, Int, Int)?] = [(advance / 8, 0, advance - advance / 8, Self.capHeight)]
        boxes += (first...last).map { inkBox(for: $0) }
        for box in boxes {
            loca.append(UInt32(glyf.count))
            guard let (x0, y0, x1, y1) = box else { continue }
            var g = Bytes()
            g.i16(1)
            g.i16(x0)
            g.i16(y0)
            g.i16(x1)
            g.i16(y1)
            g.u16(3)  // the last point of the one contour
            g.u16(0)  // no instructions
            for _ in 0..<4 { g.u8(0x01) }  // on-curve, long coordinates
            // Clockwise, as TrueType fills: up the left side, across the top, down the right.
            let xs = [x0, x0, x1, x1]
            let ys = [y0, y1, y1, y0]
            var px = 0
            var py = 0
            for x in xs {
                g.i16(x - px)
                px = x
            }
            for y in ys {
                g.i16(y - py)
                py = y
            }
            while g.data.count % 4 != 0 { g.u8(0) }
            glyf += g.data
        }
        loca.append(UInt32(glyf.count))

        var head = Bytes()
        head.u32(0x0001_0000)
        head.u32(0x0001_0000)
        head.u32(0)
        head.u32(0x5F0F_3CF5)
        head.u16(0x000B)
        head.u16(Self.unitsPerEm)
        head.u32(0)
        head.u32(0)
        head.u32(0)
        head.u32(0)  // created, modified
        head.i16(0)
        head.i16(-Self.descenderDepth)
        head.i16(advance)
        head.i16(Self.ascenderHeight)
        head.u16(weight >= 700 ? 1 : 0)
        head.u16(8)
        head.i16(2)
        head.i16(1)
        head.i16(0)

        var hhea = Bytes()
        hhea.u32(0x0001_0000)
        hhea.i16(Self.hheaAscender)
        hhea.i16(Self.hheaDescender)
        hhea.i16(0)
        hhea.u16(advance)
        hhea.i16(0)
        hhea.i16(advance / 8)
        hhea.i16(advance - advance / 8)
        hhea.i16(1)
        hhea.i16(0)
        hhea.i16(0)
        for _ in 0..<4 { hhea.i16(0) }
        hhea.i16(0)
        hhea.u16(glyphCount)

        var maxp = Bytes()
        maxp.u32(0x0001_0000)
        maxp.u16(glyphCount)
        maxp.u16(4)
        maxp.u16(1)
        for _ in 0..<4 { maxp.u16(0) }
        maxp.u16(2)
        for _ in 0..<8 { maxp.u16(0) }

        var os2 = Bytes()
        os2.u16(4)
        os2.i16(advance)
        os2.u16(weight)
        os2.u16(5)
        os2.u16(0)
        for _ in 0..<10 { os2.i16(0) }
        os2.i16(0)
        for _ in 0..<10 { os2.u8(0) }  // PANOSE
        os2.u32(1)
        os2.u32(0)
        os2.u32(0)
        os2.u32(0)  // Basic Latin
        for c in "RCTS".utf8 { os2.u8(c) }
        os2.u16(weight >= 700 ? 0x20 : (weight == 400 ? 0x40 : 0))
        os2.u16(Int(first))
        os2.u16(Int(last))
        os2.i16(Self.hheaAscender)
        os2.i16(Self.hheaDescender)
        os2.i16(0)
        os2.u16(Self.hheaAscender)
        os2.u16(-Self.hheaDescender)
        os2.u32(1)
        os2.u32(0)
        os2.i16(Self.xHeight)
        os2.i16(Self.capHeight)
        os2.u16(0)
        os2.u16(0x20)
        os2.u16(1)

        var hmtx = Bytes()
        for (i, box) in boxes.enumerated() {
            hmtx.u16(i == 1 ? advance / 2 : advance)  // the space is half as wide
            hmtx.i16(box?.0 ?? 0)
        }

        var cmap = Bytes()
        cmap.u16(0)
        cmap.u16(1)
        cmap.u16(3)
        cmap.u16(1)
        cmap.u32(12)
        cmap.u16(4)
        cmap.u16(32)
        cmap.u16(0)
        cmap.u16(4)
        cmap.u16(4)
        cmap.u16(1)
        cmap.u16(0)
        cmap.u16(Int(last))
        cmap.u16(0xFFFF)
        cmap.u16(0)
        cmap.u16(Int(first))
        cmap.u16(0xFFFF)
        cmap.u16((1 - Int(first)) & 0xFFFF)
        cmap.u16(1)
        cmap.u16(0)
        cmap.u16(0)

        let postscript = (family + "-" + style).filter { $0 != " " }
        let names: [(Int, String)] = [
            (0, "Made by render-cells' tests; the project's own design."),
            (1, family), (2, style), (4, family + " " + style), (6, postscript),
            (13, "Under the same terms as the render-cells repository."), (16, family), (17, style)
        ]
        var name = Bytes()
        var strings: [UInt8] = []
        name.u16(0)
        name.u16(names.count)
        name.u16(6 + 12 * names.count)
        for (id, text) in names {
            let utf16 = Array(text.utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
            name.u16(3)
            name.u16(1)
            name.u16(0x409)
            name.u16(id)
            name.u16(utf16.count)
            name.u16(strings.count)
            strings += utf16
        }
        name.data += strings

        var post = Bytes()
        post.u32(0x0003_0000)
        post.u32(0)
        post.i16(-100)
        post.i16(50)
        for _ in 0..<5 { post.u32(0) }

        var locaBytes = Bytes()
        for o in loca { locaBytes.u32(Int(o)) }

        let tables: [(String, [UInt8])] = [
            ("OS/2", os2.data), ("cmap", cmap.data), ("glyf", glyf), ("head", head.data), ("hhea", hhea.data),
            ("hmtx", hmtx.data), ("loca", locaBytes.data), ("maxp", maxp.data), ("name", name.data), ("post", post.data)
        ]
        var file = Bytes()
        file.u32(0x0001_0000)
        file.u16(tables.count)
        file.u16(128)
        file.u16(3)
        file.u16(tables.count * 16 - 128)
        var offset = 12 + 16 * tables.count
        var body: [UInt8] = []
        for (tag, data) in tables {
            for c in tag.utf8 { file.u8(c) }
            file.u32(Int(Self.checksum(data)))
            file.u32(offset)
            file.u32(data.count)
            var padded = data
            while padded.count % 4 != 0 { padded.append(0) }
            body += padded
            offset += padded.count
        }
        return file.data + body
    }

    /// Writes the font into `folder` as `fileName` and returns its path.
    @discardableResult
    package func write(to folder: String, fileName: String) throws -> String {
        let path = folder + "/" + fileName
        try Data(bytes()).write(to: URL(fileURLWithPath: path))
        return path
    }

    static func checksum(_ data: [UInt8]) -> UInt32 {
        var sum: UInt32 = 0
        var i = 0
        while i < data.count {
            var word: UInt32 = 0
            for k in 0..<4 { word = word << 8 | UInt32(i + k < data.count ? data[i + k] : 0) }
            sum = sum &+ word
            i += 4
        }
        return sum
    }

    /// Big-endian writing, as every sfnt table is stored.
    struct Bytes {
        var data: [UInt8] = []
        mutating func u8(_ v: UInt8) { data.append(v) }
        mutating func u16(_ v: Int) { data += [UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }
        mutating func i16(_ v: Int) { u16(v & 0xFFFF) }
        mutating func u32(_ v: Int) {
            data += [UInt8((v >> 24) & 0xFF), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
        }
    }
}
