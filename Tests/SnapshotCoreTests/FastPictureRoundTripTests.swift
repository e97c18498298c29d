import Foundation
import Raster
import SnapshotCore
import Testing
import Typesetting

/// A failure's picture is written at the fast setting (`PNGEncoder.Compression.fastLevel1`,
/// its text at zlib level 1), and accepting it encodes the decoded picture again at the
/// default: that is only right if decoding the fast file gives back exactly the picture, so
/// the default's bytes are those of the picture as drawn. Checked on seeded pictures of each
/// kind the fast setting writes differently: opaque RGB, opaque with few colours (palette
/// indices), and translucent RGBA, with and without their text records.
@Suite struct FastPictureRoundTripTests {
    /// A small deterministic generator (xorshift64*), so a failure names its seed.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state ^= state >> 12
            state ^= state << 25
            state ^= state >> 27
            return state &* 0x2545_F491_4F6C_DD1D
        }
        mutating func byte() -> UInt8 { UInt8(truncatingIfNeeded: next() >> 32) }
    }

    enum Kind: CaseIterable { case opaque, fewColours, translucent }

    /// A picture of flat runs, repeated rows and noise (what a screen has: fills, identical
    /// rows, anti-aliased edges), premultiplied.
    static func picture(_ kind: Kind, seed: UInt64) -> Pixmap {
        var g = Generator(state: seed | 1)
        let width = 37 + Int(g.next() % 90)
        let height = 23 + Int(g.next() % 70)
        let palette: [[UInt8]] = (0..<(kind == .fewColours ? 12 : 0)).map { _ in [g.byte(), g.byte(), g.byte()] }
        var data = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            if y > 0 && g.next() % 3 == 0 {
                // A row like the one above, as a cell's background repeats.
                for i in 0..<(width * 4) { data[y * width * 4 + i] = data[(y - 1) * width * 4 + i] }
                continue
            }
            var x = 0
            while x < width {
                let run = 1 + Int(g.next() % 9)
                var colour: [UInt8]
                switch kind {
                case .fewColours: colour = palette[Int(g.next() % UInt64(palette.count))] + [255]
                case .opaque: colour = [g.byte(), g.byte(), g.byte(), 255]
                case .translucent:
                    let a = g.next() % 4 == 0 ? 255 : g.byte()
                    colour = [g.byte(), g.byte(), g.byte()].map { UInt8(Int($0) * Int(a) / 255) } + [a]
                }
                for _ in 0..<min(run, width - x) {
                    data.replaceSubrange((y * width + x) * 4..<(y * width + x) * 4 + 4, with: colour)
                    x += 1
                }
            }
        }
        return Pixmap(width: width, height: height, premultipliedData: data)!
    }

    static func fonts() -> SnapshotFontRecord {
        SnapshotFontRecord([
            FontFileInfo(
                family: "Inter", style: "Regular", path: "/fonts/Inter.ttc", faceIndex: 2,
                sha256: String(repeating: "ab", count: 32))
        ])
    }

    @Test(arguments: Kind.allCases) func theDefaultBytesSurviveTheFastFile(_ kind: Kind) throws {
        for seed in UInt64(1)...40 {
            let pixmap = Self.picture(kind, seed: seed &* 0x9E37_79B9)
            let pictures = [
                SnapshotPicture(pixmap: pixmap),
                SnapshotPicture(
                    pixmap: pixmap, layout: "{\"elements\": [\"Wi-Fi\", \"Ünïcødé ✓\"], \"seed\": \(seed)}",
                    fonts: Self.fonts(), design: seed % 2 == 0 ? "ios26" : nil)
            ]
            for picture in pictures {
                let recorded = try picture.pngData()
                let fast = try picture.pngData(encoder: PNGEncoder(compression: .fastLevel1))
                let decoded = try SnapshotPicture(png: fast)
                #expect(decoded == picture, "\(kind) seed \(seed): the fast file decodes to another picture")
                #expect(try decoded.pngData() == recorded, "\(kind) seed \(seed): re-encoding gives other bytes")
            }
        }
    }
}
