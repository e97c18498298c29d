import Foundation
import RenderCells
import Testing

/// PrettyJSON's eight-bytes-at-a-time scan for what a JSON string escapes, and its indent
/// and nesting kept off the per-element path: held against a plain byte-at-a-time oracle on
/// every byte at every place of a word and on seeded bytes near the special ones, and
/// against Foundation's encoder on every control character, empty, very long and deeply
/// nested input (the layout dump in every reference picture is written by this writer).
@Suite struct PrettyJSONScanTests {
    /// The first byte a JSON string escapes, one byte at a time.
    static func plainNextToEscape(_ bytes: [UInt8], from start: Int) -> Int {
        var i = start
        while i < bytes.count, !(bytes[i] < 0x20 || bytes[i] == 0x22 || bytes[i] == 0x5C) { i += 1 }
        return i
    }

    static func nextToEscape(_ bytes: [UInt8], from start: Int) -> Int {
        bytes.withUnsafeBufferPointer { PrettyJSON.nextToEscape($0, from: start) }
    }

    @Test func theScanFindsEveryByteAtEveryPlaceInAWord() {
        // Every byte value, alone in plain text at each offset of two words and the tail.
        for b in 0...255 {
            for length in [1, 7, 8, 9, 15, 16, 17, 24] {
                for at in 0..<length {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    bytes[at] = UInt8(b)
                    for start in [0, at, min(at + 1, length)] {
                        #expect(
                            Self.nextToEscape(bytes, from: start) == Self.plainNextToEscape(bytes, from: start),
                            "byte \(b) at \(at) of \(length) from \(start)")
                    }
                }
            }
        }
    }

    @Test func theScanOnEdgeInput() {
        #expect(Self.nextToEscape([], from: 0) == 0)
        // Bytes next to the special ones (0x1F/0x20, 0x21/0x22/0x23, 0x5B/0x5C/0x5D), and
        // the high bit set (borrows across bytes must not hide or invent a hit).
        let near: [UInt8] = [0x1F, 0x20, 0x21, 0x22, 0x23, 0x5B, 0x5C, 0x5D, 0x7F, 0x80, 0xA2, 0xDC, 0xFF, 0x00, 0x01]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<20_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let length = Int(state >> 59) + 1
            var bytes: [UInt8] = []
            var s = state
            for _ in 0..<length {
                s = s &* 2_862_933_555_777_941_757 &+ 3_037_000_493
                // Mostly bytes that need nothing, sometimes a neighbour.
                bytes.append(
                    s >> 61 == 0 ? near[Int(s >> 40) % near.count] : [0x20, 0x21, 0x23, 0x5D, 0x80, 0xFF][Int(s >> 32) % 6])
            }
            for start in 0...length {
                #expect(Self.nextToEscape(bytes, from: start) == Self.plainNextToEscape(bytes, from: start), "\(bytes)")
            }
        }
        let long = [UInt8](repeating: UInt8(ascii: "x"), count: 1 << 20)
        #expect(Self.nextToEscape(long, from: 0) == long.count)
        var lastSpecial = long
        lastSpecial[long.count - 1] = 0x5C
        #expect(Self.nextToEscape(lastSpecial, from: 0) == long.count - 1)
    }

    /// A string value as Foundation's encoder writes it (the writer's contract).
    static func encoded(_ s: String) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode([s]))
    }

    static func written(_ s: String) -> [UInt8] {
        var json = PrettyJSON()
        json.strings([s])
        return json.bytes
    }

    @Test func stringsAsTheEncoderWritesThem() throws {
        var cases = [
            "", "a", "\"", "\\", "\"\\\"\\", "/", "a/b", "é", "漢字", "🎉", "\u{7F}", "\u{80}", "\u{FFFF}", "\u{2028}",
            String(repeating: "\"", count: 40), String(repeating: "x", count: 100_000) + "\n",
            String(repeating: "é\u{1}", count: 5_000)
        ]
        // Every C0 control alone, between text, and at each offset of a word.
        for c in 0..<0x20 {
            let control = String(UnicodeScalar(UInt8(c)))
            cases += [control, "ab" + control + "cd", String(repeating: "y", count: c % 9) + control + "zzzzzzzzz"]
        }
        for s in cases {
            #expect(Self.written(s) == (try Self.encoded(s)), "\(s.prefix(40).debugDescription)")
        }
    }

    @Test func deepAndEmptyContainersKeepTheEncodersLayout() throws {
        // 70 levels: past the one-copy indent's 64.
        var json = PrettyJSON()
        for _ in 0..<70 {
            json.openArray()
            json.element()
        }
        json.string("deep")
        for _ in 0..<70 { json.closeArray() }
        // The encoder's bytes for the same nesting.
        func nest(_ n: Int) -> NestedArray { n == 0 ? .leaf("deep") : .array([nest(n - 1)]) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        #expect(json.bytes == Array(try encoder.encode(nest(70))))
        // An element made apart at depth 3, then put in place, is the same as written in place.
        var inPlace = PrettyJSON()
        inPlace.openObject()
        inPlace.key("a")
        inPlace.openArray()
        inPlace.element()
        inPlace.openArray()
        inPlace.closeArray()
        inPlace.element()
        inPlace.strings(["x", ""])
        inPlace.closeArray()
        inPlace.closeObject()
        var apart = PrettyJSON()
        apart.openObject()
        apart.key("a")
        apart.openArray()
        var first = PrettyJSON(elementAtDepth: 2)
        first.openArray()
        first.closeArray()
        var second = PrettyJSON(elementAtDepth: 2)
        second.strings(["x", ""])
        apart.element()
        apart.append(first)
        apart.element()
        apart.append(second)
        apart.closeArray()
        apart.closeObject()
        #expect(apart.bytes == inPlace.bytes)
        #expect(
            String(decoding: inPlace.bytes, as: UTF8.self)
                == "{\n  \"a\" : [\n    [\n\n    ],\n    [\n      \"x\",\n      \"\"\n    ]\n  ]\n}")
    }

    enum NestedArray: Encodable {
        case leaf(String)
        case array([NestedArray])
        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .leaf(let s): try container.encode(s)
            case .array(let a): try container.encode(a)
            }
        }
    }

}
