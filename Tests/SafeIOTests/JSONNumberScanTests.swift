import SafeIO
import Testing

/// The scan that names the field of a JSON number no Swift type holds.
@Suite struct JSONNumberScanTests {
    @Test func findsOutOfRangeNumbersWithTheirPaths() {
        let json = #"{"a": 1, "b": [2, 99999999999999999999, {"c\"d": 1e400}], "e": -9223372036854775808, "f": 1.5e3}"#
        let findings = JSONNumberScan.outOfRange(in: Array(json.utf8))
        #expect(findings.map(\.path) == ["b[1]", "b[2].c\\\"d"])
        #expect(findings.map(\.literal) == ["99999999999999999999", "1e400"])
        let first = findings[0].range
        #expect(String(decoding: Array(json.utf8)[first], as: UTF8.self) == "99999999999999999999")
    }

    @Test func aKeyIsEscapedForTheTerminalAndALongLiteralShortened() {
        let json = "{\"k\u{1B}\": [\(String(repeating: "9", count: 60))]}"
        let finding = JSONNumberScan.outOfRange(in: Array(json.utf8)).first
        #expect(finding?.path.contains("\u{1B}") == false)
        #expect(finding?.path.hasSuffix("[0]") == true)
        #expect(finding?.literal == String(repeating: "9", count: 40) + "…")
    }

    @Test func aTopLevelNumberAndMalformedInputAreScannedWithoutTrapping() {
        #expect(JSONNumberScan.outOfRange(in: Array("1e999".utf8)).map(\.path) == ["(top level)"])
        for text in ["", "{", "[[[", "\"", "{\"a\":", "}]]", "-", "{\"a\" 1e999"] {
            _ = JSONNumberScan.outOfRange(in: Array(text.utf8))
        }
        let deep = String(repeating: "[", count: 10_000) + "1e999"
        #expect(JSONNumberScan.outOfRange(in: Array(deep.utf8)).isEmpty)
    }
}
