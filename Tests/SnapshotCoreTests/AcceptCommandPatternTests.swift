import Foundation
import SnapshotCore
import Testing

/// An accept command escapes the glob characters of its id Character by Character, and
/// skips that walk for an id without their bytes: both must give the command the walk
/// alone gave (`walkEscaped`, kept here as the oracle), for ids with and without them,
/// with combining marks after them (a `[` with an accent is not a `[`) and seeded ones.
@Suite struct AcceptCommandPatternTests {
    /// The id's pattern as it was made: every Character that is a glob character escaped.
    static func walkEscaped(_ id: String) -> String {
        var pattern = ""
        for c in id {
            if "*?[]\\".contains(c) { pattern.append("\\") }
            pattern.append(c)
        }
        return pattern
    }

    static func check(_ id: String) {
        let made = SnapshotTestRun.acceptCommand(reportFolder: "report", id: id)
        let expected = "render-cells accept 'report' '" + walkEscaped(id).replacingOccurrences(of: "'", with: "'\\''") + "'"
        #expect(Array(made.utf8) == Array(expected.utf8), "\(id.debugDescription)")
    }

    @Test func idsWithAndWithoutGlobCharacters() {
        for id in [
            "", "specs/a.yaml#plain-light-M", "a*b", "a?b", "[x]", "back\\slash", "*?[]\\", "it's", "[\u{301}", "*\u{301}x",
            "\\\u{308}", "é[漢]🎉", "x]\u{20DD}", "e\u{301}?", "\u{FF3B}full-width\u{FF3D}", "\u{2217}\u{FF1F}"
        ] {
            Self.check(id)
        }
    }

    @Test func seededIds() {
        var state: UInt64 = 0x243F_6A88_85A3_08D3
        let pool: [String] = ["a", "/", "#", "-", ".", "*", "?", "[", "]", "\\", "'", "\u{301}", "\u{308}", "é", "漢", "🎉"]
        for _ in 0..<2000 {
            var id = ""
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            var s = state
            for _ in 0..<Int(state >> 60) {
                s = s &* 2_862_933_555_777_941_757 &+ 3_037_000_493
                id += pool[Int(s >> 59) % pool.count]
            }
            Self.check(id)
        }
    }
}
