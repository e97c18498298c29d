import Foundation
import SnapshotCore
import Testing

/// A layout dump comes from a reference picture's text chunk, which a pull request controls:
/// the comparison reads hostile dumps to nil or to changes, never to a crash, a hang or an
/// allocation beyond the input's size, and reads what JSONSerialization read as it read it
/// (RenderCellsTests' LayoutDumpTests compare real dumps with the old reading).
@Suite struct LayoutDumpReaderTests {
    /// A dump of one element `e` with `properties` (JSON text) and list values.
    static func dump(_ properties: String = "{}", width: String = "390", extra: String = "") -> String {
        """
        {"width": \(width), "height": 844, "scale": 3, "backgroundColor": "#FFFFFFFF", "elements": [
          {"id": "e", "kind": "cell", "frame": [0, 0, 390, 44], "properties": \(properties), "children": []}\(extra)]}
        """
    }

    /// The fields of `e` and of the list as the comparison reads them from `json`, by
    /// comparing with a dump where they are all absent.
    static func fields(_ json: String) -> [String: String?]? {
        let bare = """
            {"elements": [{"id": "e", "kind": "cell"}]}
            """
        guard let changes = LayoutChanges(reference: json, actual: bare) else { return nil }
        var out: [String: String?] = [:]
        for change in changes.changes {
            for field in change.fields { out[change.id + "." + field.name] = field.reference }
        }
        return out
    }

    @Test func valuesAsTheComparisonShowsThem() throws {
        let f = try #require(
            Self.fields(
                Self.dump(
                    #"{"s": "a\"b\\c\/d\n\u00e9\ud83c\udf89", "t": true, "f": false, "n": null, "i": 12, "d": 0.12345678, "neg": -0, "exp": 1.5E+3}"#
                )))
        #expect(f["e.s"] == "a\"b\\c/d\né🎉")
        #expect(f["e.t"] == "1")
        #expect(f["e.f"] == "0")
        #expect(f["e.n"] == "<null>")
        #expect(f["e.i"] == "12")
        #expect(f["e.d"] == "0.1235")
        #expect(f["e.neg"] == "0")
        #expect(f["e.exp"] == "1500")
        #expect(f["e.width"] == "390")
        #expect(f["list.backgroundColor"] == "#FFFFFFFF")
        // A whole number beyond 2^53 as its digits (Double cannot hold it); beyond Int as Swift
        // writes the Double (the comparison trapped converting 1e300 to an Int).
        #expect(Self.fields(Self.dump(#"{"big": 9007199254740993}"#))?["e.big"] == "9007199254740993")
        #expect(Self.fields(Self.dump(width: "1e300"))?["list.width"] == "1e+300")
        #expect(Self.fields(Self.dump(width: "12345678901234567890"))?["list.width"] == "1.2345678901234567e+19")
        #expect(Self.fields(Self.dump(width: "1e308"))?["list.width"] == "inf")
        #expect(Self.fields(Self.dump(width: "-1e300"))?["list.width"] == "-1e+300")
        // Past Double's range: JSONSerialization refused the whole text.
        #expect(Self.fields(Self.dump(width: "1e400")) == nil)
    }

    @Test func aRepeatedKeyCountsByItsLastValue() throws {
        let f = try #require(Self.fields(Self.dump(#"{"a": "first", "a": "last"}"#)))
        #expect(f["e.a"] == "last")
        let twice =
            #"{"elements": [{"id": "gone", "kind": "k"}], "elements": [{"id": "e", "kind": "cell"}], "width": 1, "width": 2}"#
        let changes = try #require(LayoutChanges(reference: twice, actual: Self.dump()))
        #expect(!changes.changes.contains { $0.id == "gone" })
        #expect(changes.changes.first { $0.id == "list" }?.fields.first { $0.name == "width" }?.reference == "2")
        // Children given twice: only the last ones, numbered as if the first were never there.
        let children = """
            {"elements": [{"kind": "a", "children": [{"kind": "x"}, {"kind": "y"}], "children": [{"kind": "z"}]}, {"kind": "b"}]}
            """
        let read = try #require(LayoutChanges(reference: children, actual: #"{"elements": []}"#))
        #expect(read.changes.map(\.summary) == ["element #1 (a): gone", "element #2 (z): gone", "element #3 (b): gone"])
        // The last elements value not an array: no dump.
        #expect(LayoutChanges(reference: #"{"elements": [], "elements": 3}"#, actual: Self.dump()) == nil)
    }

    @Test func shapesAndGrammarAsJSONSerializationTookThem() {
        let good = Self.dump()
        for accepted in [
            "\u{FEFF}" + good, good + " \n\t\r", #"{"elements": [1, "two", null, [], {"id": "e", "kind": "cell"},]}"#,
            #"{"elements": [{"id": "e", "kind": "cell", "frame": [1, 2, 3, 4, 5]}]}"#,
            #"{"elements": [{"id": 7, "kind": [], "frame": {}, "properties": [], "children": {}}]}"#
        ] {
            #expect(LayoutChanges(reference: accepted, actual: good) != nil, "\(accepted)")
        }
        for refused in [
            "", " ", "[]", "3", "\"s\"", "{", #"{"elements": []"#, #"{"elements": [}"#, #"{"elements": [] x"#,
            #"{"elements": [], }x"#, #"{"elements": [01]}"#, #"{"elements": [+1]}"#, #"{"elements": [1.]}"#,
            #"{"elements": [.5]}"#, #"{"elements": [1e]}"#, #"{"elements": [-]}"#, #"{"elements": ["\ud800"]}"#,
            #"{"elements": ["\udc00"]}"#, #"{"elements": ["\x"]}"#, #"{"elements": ["\u12"]}"#, "{\"elements\": [\"a\u{1}b\"]}",
            #"{"elements": [tru]}"#, #"{"elements": [nul]}"#, #"{"elements" [1]}"#, #"{elements: []}"#, #"{"width": 1}"#,
            "{\"elements\": []}\u{0}", #"{"elements": ["unterminated]}"#, #"{"elements": [,]}"#, #"{,}"#,
            #"{"elements": [1,,2]}"#, #"{"a":1,,"elements":[]}"#, #"{"elements": [1 2]}"#
        ] {
            #expect(LayoutChanges(reference: refused, actual: good) == nil, "\(refused)")
            #expect(LayoutChanges(reference: good, actual: refused) == nil, "\(refused)")
        }
    }

    /// 512 nested arrays and objects are read, as JSONSerialization read them; one more, or
    /// a hundred thousand, is no dump, with no recursion past the limit.
    @Test func nestingIsBounded() {
        func nested(_ depth: Int) -> String {
            // The root object and the elements array are two levels.
            #"{"elements": [{"id": "e", "kind": "cell", "properties": {"deep": "#
                + String(repeating: "[", count: depth - 4) + String(repeating: "]", count: depth - 4) + "}}]}"
        }
        #expect(LayoutChanges(reference: nested(512), actual: Self.dump()) != nil)
        #expect(LayoutChanges(reference: nested(513), actual: Self.dump()) == nil)
        #expect(LayoutChanges(reference: nested(100_000), actual: Self.dump()) == nil)
        let children = String(repeating: #"{"kind": "k", "children": ["#, count: 300) + String(repeating: "]}", count: 300)
        #expect(LayoutChanges(reference: #"{"elements": ["# + children + "]}", actual: Self.dump()) == nil)
        let fits = String(repeating: #"{"kind": "k", "children": ["#, count: 200) + String(repeating: "]}", count: 200)
        // 200 elements gone, `e` new, and the list's values, which only the actual has.
        #expect(LayoutChanges(reference: #"{"elements": ["# + fits + "]}", actual: Self.dump())?.changes.count == 202)
    }

    /// Bytes that are no UTF-8, as a picture's text chunk may hold them: decoded to U+FFFD
    /// (inside a string, a value like any other; outside, no JSON).
    @Test func badUTF8() throws {
        let bad: [UInt8] = [0xFF, 0xC3, 0x28, 0xED, 0xA0, 0x80, 0xF4, 0x90, 0x80, 0x80]
        let inString = String(
            decoding: Array(#"{"elements": [{"id": "e", "kind": ""#.utf8) + bad + Array(#""}]}"#.utf8), as: UTF8.self)
        let changes = try #require(LayoutChanges(reference: inString, actual: Self.dump()))
        #expect(changes.changes.first { $0.id == "e" }?.fields.first?.reference?.contains("\u{FFFD}") == true)
        let outside = String(decoding: Array(#"{"elements": []"#.utf8) + bad + [0x7D], as: UTF8.self)
        #expect(LayoutChanges(reference: outside, actual: Self.dump()) == nil)
    }

    /// A large hostile dump (an element list of 200,000 objects, 60,000 nested arrays in one
    /// value) is read in time proportional to its size: a hang guard only, far above the
    /// time it takes (about 7 s in a debug build on a quiet Zen 3; 75 s was seen under a
    /// load of 10, where a 60 s guard failed).
    @Test func largeInputsEndQuickly() {
        let many =
            #"{"elements": ["# + Array(repeating: #"{"kind": "k", "frame": [1, 2, 3, 4]}"#, count: 200_000).joined(separator: ",")
            + "]}"
        let wide = #"{"elements": [], "x": ["# + Array(repeating: "[]", count: 60_000).joined(separator: ",") + "]}"
        let start = ContinuousClock.now
        #expect(LayoutChanges(reference: many, actual: many)?.isEmpty == true)
        #expect(LayoutChanges(reference: wide, actual: wide)?.isEmpty == true)
        #expect(ContinuousClock.now - start < .seconds(300))
    }
}
