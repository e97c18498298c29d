import Foundation
import Raster
import SafeIO
import TestSupport
import Testing
import Typesetting

/// Shaping parity with HarfBuzz's own `hb-shape` tool.
///
/// Every case is shaped by ``TextShaper`` at size = units per em (so positions are raw
/// font units) and compared glyph by glyph — id, cluster, advances, offsets — with:
/// - the expectations recorded in `Fixtures/shaping-expectations.json`, always;
/// - a live `hb-shape` run, when `/usr/bin/hb-shape` exists; the recorded fixture is
///   also compared with the live run, so a stale fixture fails here.
/// The fixture stores each font file's SHA-256; a different font file fails with a
/// message naming it instead of with glyph diffs.
/// Re-record (needs hb-shape): `RECORD_SHAPING_FIXTURE=1 swift test --filter ShapingParityTests`.
@Suite(.tags(.concurrent)) struct ShapingParityTests {
    static let hbShape = "/usr/bin/hb-shape"

    static let inter = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
    static let interBold = "/usr/share/fonts/opentype/inter/Inter-Bold.otf"
    static let interItalic = "/usr/share/fonts/opentype/inter/Inter-Italic.otf"
    static let interDisplay = "/usr/share/fonts/opentype/inter/InterDisplay-Regular.otf"
    static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    static let cjk = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
    static let cjkBold = "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc"
    static let emoji = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"

    /// One shaping case. `before`/`after` are context: shaped text is `text` only.
    struct Case: Codable, Equatable, Sendable, CustomTestStringConvertible {
        var name: String
        var font: String
        var faceIndex: Int = 0
        var text: String
        var before: String = ""
        var after: String = ""
        var rtl: Bool = false
        var language: String = "und"
        var kerning: Bool = true
        var ligatures: Bool = true

        var testDescription: String { name }
    }

    static let corpus: [Case] = [
        // Latin in Inter (kerning pairs, contextual alternates, punctuation, numbers).
        Case(name: "latin-kerning", font: inter, text: "AVATAR Typography WAVE"),
        Case(name: "latin-kerning-off", font: inter, text: "AVATAR Typography WAVE", kerning: false),
        Case(name: "latin-pairs", font: inter, text: "To Ta Te Yo LT AY P. F, r. y."),
        Case(name: "latin-pangram", font: inter, text: "The quick brown fox jumps over the lazy dog"),
        Case(name: "latin-hello", font: inter, text: "Hello, World!"),
        Case(name: "latin-office", font: inter, text: "office ffi fl"),
        Case(name: "latin-arrows", font: inter, text: "-> => <- != >= 1/2"),
        Case(name: "latin-digits", font: inter, text: "0123456789 +1 (555) 010-9999"),
        Case(name: "latin-settings", font: inter, text: "Wi-Fi & Bluetooth · Airplane Mode"),
        Case(name: "latin-accents", font: inter, text: "Café naïve façade Ångström"),
        Case(name: "latin-combining", font: inter, text: "e\u{301} a\u{300} n\u{303} o\u{308}"),
        Case(name: "latin-vietnamese", font: inter, text: "Tiếng Việt có dấu: người, được"),
        Case(name: "latin-marks-attached", font: inter, text: "q\u{301} x\u{323} y\u{30A} g\u{327}"),
        Case(name: "latin-vietnamese-decomposed", font: inter, text: "Vie\u{323}\u{302}t Nam"),
        Case(name: "latin-quotes", font: inter, text: "“Quotes” — dash… ‘single’"),
        Case(name: "latin-bold", font: interBold, text: "AVATAR Bold Typography"),
        Case(name: "latin-italic", font: interItalic, text: "Italic office WAVE"),
        Case(name: "latin-display", font: interDisplay, text: "Large Title AVAW"),
        Case(name: "latin-context", font: inter, text: "VAT", before: "A", after: "A"),
        Case(name: "greek", font: inter, text: "Καλημέρα κόσμε"),
        Case(name: "cyrillic", font: inter, text: "Привет, мир! Ёлка"),
        // Latin in DejaVu Sans (real fi/ffi/fl ligatures), with and without ligatures.
        Case(name: "dejavu-ligatures", font: dejaVu, text: "office ffi fl fi"),
        Case(name: "dejavu-ligatures-off", font: dejaVu, text: "office ffi fl fi", ligatures: false),
        Case(name: "dejavu-kerning", font: dejaVu, text: "AVATAR Typography WAVE"),
        Case(name: "dejavu-stacked-marks", font: dejaVu, text: "e\u{301}\u{302}\u{323} a\u{308}\u{304}"),
        Case(name: "dejavu-leading-mark", font: dejaVu, text: "\u{301}a"),
        // Arabic and Hebrew in DejaVu Sans, right to left.
        Case(name: "arabic-hello", font: dejaVu, text: "مرحبا بالعالم", rtl: true, language: "ar"),
        Case(name: "arabic-salaam", font: dejaVu, text: "السلام عليكم", rtl: true, language: "ar"),
        Case(name: "arabic-lam-alef", font: dejaVu, text: "لا الا", rtl: true, language: "ar"),
        Case(name: "arabic-harakat", font: dejaVu, text: "مَرْحَبًا", rtl: true, language: "ar"),
        Case(name: "arabic-digits", font: dejaVu, text: "كتاب ١٢٣", rtl: true, language: "ar"),
        Case(name: "arabic-word", font: dejaVu, text: "العربية", rtl: true),
        Case(name: "arabic-medial-context", font: dejaVu, text: "ي", before: "ب", after: "ت", rtl: true, language: "ar"),
        Case(name: "arabic-final-context", font: dejaVu, text: "ت", before: "بي", rtl: true, language: "ar"),
        Case(name: "persian", font: dejaVu, text: "سلام دنیا", rtl: true, language: "fa"),
        Case(name: "hebrew-hello", font: dejaVu, text: "שלום עולם", rtl: true, language: "he"),
        Case(name: "hebrew-niqqud", font: dejaVu, text: "עִבְרִית", rtl: true, language: "he"),
        Case(name: "hebrew-ltr-forced", font: dejaVu, text: "שלום", rtl: false, language: "he"),
        // Korean, Japanese, Chinese in Noto Sans CJK (collection face per region).
        Case(name: "korean-hello", font: cjk, faceIndex: 1, text: "안녕하세요 세계", language: "ko"),
        Case(name: "korean-text", font: cjk, faceIndex: 1, text: "한국어 텍스트, 갤럭시!", language: "ko"),
        Case(name: "korean-jamo", font: cjk, faceIndex: 1, text: "\u{1112}\u{1161}\u{11AB}", language: "ko"),
        Case(name: "japanese-hello", font: cjk, faceIndex: 0, text: "こんにちは世界", language: "ja"),
        Case(name: "japanese-katakana", font: cjk, faceIndex: 0, text: "カタカナ・ｶﾀｶﾅ", language: "ja"),
        Case(name: "japanese-punctuation", font: cjk, faceIndex: 0, text: "「日本語」のテキスト、です。", language: "ja"),
        Case(name: "chinese-simplified", font: cjk, faceIndex: 2, text: "你好世界", language: "zh-Hans"),
        Case(name: "chinese-punctuation", font: cjk, faceIndex: 2, text: "中文文本，标点。“引号”", language: "zh-Hans"),
        Case(name: "chinese-traditional", font: cjk, faceIndex: 3, text: "繁體中文：臺灣", language: "zh-Hant"),
        Case(name: "cjk-locl-ja-in-sc", font: cjk, faceIndex: 2, text: "骨直写", language: "ja"),
        Case(name: "cjk-bold-korean", font: cjkBold, faceIndex: 1, text: "굵은 글씨", language: "ko"),
        Case(name: "cjk-latin-in-cjk", font: cjk, faceIndex: 2, text: "iPhone 15", language: "zh-Hans"),
        // Emoji in Noto Color Emoji: ZWJ sequences, skin tones, flags, keycaps, tags.
        Case(name: "emoji-thumbs", font: emoji, text: "👍"),
        Case(name: "emoji-skin-tone", font: emoji, text: "👍🏽"),
        Case(name: "emoji-skin-tones", font: emoji, text: "👋🏻👋🏼👋🏽👋🏾👋🏿"),
        Case(name: "emoji-zwj-technologist", font: emoji, text: "👩‍💻"),
        Case(name: "emoji-zwj-family", font: emoji, text: "👨‍👩‍👧‍👦"),
        Case(name: "emoji-zwj-astronaut-tone", font: emoji, text: "🧑🏾‍🚀"),
        Case(name: "emoji-rainbow-flag", font: emoji, text: "🏳️‍🌈"),
        Case(name: "emoji-flags", font: emoji, text: "🇰🇷🇯🇵🇨🇳🇺🇸"),
        Case(name: "emoji-heart-vs16", font: emoji, text: "❤️"),
        Case(name: "emoji-keycap", font: emoji, text: "1️⃣#️⃣"),
        Case(name: "emoji-smileys", font: emoji, text: "😀😃😄😁"),
        Case(name: "emoji-england-tags", font: emoji, text: "🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}"),
        Case(name: "emoji-couple-kiss-tones", font: emoji, text: "🧑🏻‍❤️‍💋‍🧑🏿"),
        // Edge cases.
        Case(name: "single-space", font: inter, text: " "),
        Case(name: "missing-glyph", font: inter, text: "A한B"),
        Case(name: "replacement-char", font: dejaVu, text: "a\u{FFFD}b")
    ]

    // MARK: - Fixture

    struct Glyph: Codable, Equatable, CustomStringConvertible {
        var g: UInt32
        var cl: Int
        var ax: Int
        var ay: Int
        var dx: Int
        var dy: Int
        var description: String { "\(g)=\(cl)@\(dx),\(dy)+\(ax),\(ay)" }
    }

    /// A recorded case; glyphs in hb-shape's text notation `g=cluster@dx,dy+ax,ay|…`
    /// so the fixture stays one line per case.
    struct Recorded: Codable {
        var `case`: Case
        var glyphs: String
    }

    static func notation(_ glyphs: [Glyph]) -> String { glyphs.map(\.description).joined(separator: "|") }

    struct Fixture: Codable {
        var hbShapeVersion: String
        /// SHA-256 of each font file the expectations were recorded with.
        var fonts: [String: String]
        var cases: [Recorded]
    }

    static let fixtureURL: URL? = Bundle.module.url(
        forResource: "shaping-expectations", withExtension: "json",
        subdirectory: "Fixtures")

    static func loadFixture() throws -> Fixture {
        let url = try #require(
            fixtureURL, "Fixtures/shaping-expectations.json is missing; record it with RECORD_SHAPING_FIXTURE=1")
        return try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url))
    }

    // MARK: - Shaping both ways

    /// Our shaper's output in hb-shape's terms: font units, clusters as code point
    /// indices relative to the shaped text.
    static func shapeOurs(_ c: Case) throws -> [Glyph] {
        let face = try FontFace(path: c.font, faceIndex: c.faceIndex)
        let before = Array(c.before.utf16)
        let item = Array(c.text.utf16)
        let after = Array(c.after.utf16)
        let text = before + item + after
        let range = before.count..<(before.count + item.count)
        let run = TextShaper.shape(
            text, range: range, face: face, size: face.unitsPerEm, rightToLeft: c.rtl,
            language: c.language,
            features: ShapingFeatures(kerning: c.kerning, ligatures: c.ligatures))
        // UTF-16 offset (relative to the item) → code point index.
        var codePointIndex: [Int: Int] = [:]
        var offset = 0
        for (i, s) in c.text.unicodeScalars.enumerated() {
            codePointIndex[offset] = i
            offset += UTF16.width(s)
        }
        return try run.glyphs.map { g in
            let cl = try #require(codePointIndex[g.cluster - range.lowerBound], "cluster \(g.cluster) is not a code point start")
            func units(_ v: Double) throws -> Int {
                #expect(v == v.rounded(), "positions at size = upem must be whole font units: \(v)")
                return Int(v)
            }
            return Glyph(
                g: g.glyph, cl: cl, ax: try units(g.xAdvance), ay: try units(g.yAdvance),
                dx: try units(g.xOffset), dy: try units(g.yOffset))
        }
    }

    static func hex(_ s: String) -> String {
        s.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: ",")
    }

    /// `hb-shape`'s output for the case, with the same flags the shaper uses: forced
    /// direction, explicit language, beginning/end of text only without context.
    static func shapeLive(_ c: Case) throws -> [Glyph] {
        var args = [
            "--no-glyph-names", "--output-format=json", "--font-file=\(c.font)", "--face-index=\(c.faceIndex)",
            "--direction=\(c.rtl ? "rtl" : "ltr")", "--language=\(c.language)", "--unicodes=\(hex(c.text))"
        ]
        if c.before.isEmpty { args.append("--bot") } else { args.append("--unicodes-before=\(hex(c.before))") }
        if c.after.isEmpty { args.append("--eot") } else { args.append("--unicodes-after=\(hex(c.after))") }
        var off: [String] = []
        if !c.kerning { off.append("-kern") }
        if !c.ligatures { off += ["-liga", "-clig"] }
        if !off.isEmpty { args.append("--features=\(off.joined(separator: ","))") }
        let out = try run(hbShape, args)
        // hb-shape prints one JSON array per line of input.
        let line = try #require(out.split(separator: "\n").first, "hb-shape printed nothing for \(c.name)")
        let json = try #require(line.firstIndex(of: "[").flatMap { s in line.lastIndex(of: "]").map { line[s...$0] } })
        return try JSONDecoder().decode([Glyph].self, from: Data(json.utf8))
    }

    static func run(_ tool: String, _ args: [String]) throws -> String {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: tool)
        p.arguments = args
        var env = ProcessInfo.processInfo.environment
        env["LANG"] = "C.UTF-8"
        p.environment = env
        let pipe = Pipe()
        p.standardOutput = pipe
        p.standardError = FileHandle.nullDevice
        try p.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    static var hasHBShape: Bool { FileManager.default.isExecutableFile(atPath: hbShape) }

    // MARK: - Tests

    @Test func corpusIsLargeAndCoversEveryScript() {
        #expect(Self.corpus.count >= 60)
        #expect(Set(Self.corpus.map(\.name)).count == Self.corpus.count, "case names must be unique")
        for prefix in ["latin", "dejavu", "arabic", "hebrew", "korean", "japanese", "chinese", "emoji-zwj", "emoji-skin"] {
            #expect(Self.corpus.contains { $0.name.hasPrefix(prefix) }, "no \(prefix) case")
        }
    }

    @Test func fixtureMatchesCorpusAndFonts() throws {
        let fixture = try Self.loadFixture()
        #expect(fixture.cases.map(\.case) == Self.corpus, "the corpus changed: re-record the fixture")
        for (path, recorded) in fixture.fonts.sorted(by: { $0.key < $1.key }) {
            let actual = SHA256.hexDigest(ofFileAt: path)
            #expect(
                actual == recorded,
                "font \(path) is not the file the expectations were recorded with (sha256 \(actual ?? "unreadable"), recorded \(recorded)); install the fonts with scripts/setup"
            )
        }
    }

    @Test(arguments: corpus) func matchesRecordedExpectations(_ c: Case) throws {
        let fixture = try Self.loadFixture()
        let recorded = try #require(fixture.cases.first { $0.case == c }, "no recorded expectation for \(c.name)")
        let ours = Self.notation(try Self.shapeOurs(c))
        #expect(!ours.isEmpty)
        #expect(ours == recorded.glyphs, "\(c.name): ours \(ours) vs recorded \(recorded.glyphs)")
    }

    @Test(.enabled(if: ShapingParityTests.hasHBShape), arguments: corpus)
    func matchesLiveHBShape(_ c: Case) throws {
        let live = try Self.shapeLive(c)
        let ours = try Self.shapeOurs(c)
        #expect(!live.isEmpty)
        #expect(ours == live, "\(c.name): ours \(ours) vs hb-shape \(live)")
        if let recorded = try? Self.loadFixture().cases.first(where: { $0.case == c }) {
            #expect(recorded.glyphs == Self.notation(live), "\(c.name): the recorded fixture is stale; re-record it")
        }
    }

    /// Positions scale linearly from font units: glyph ids and clusters do not change
    /// with size, and every advance is exactly units × (size / upem).
    @Test func positionsScaleFromFontUnits() throws {
        let face = try FontFace(path: Self.inter)
        let text = Array("AVATAR Typography".utf16)
        let units = TextShaper.shape(
            text, range: 0..<text.count, face: face, size: face.unitsPerEm, rightToLeft: false,
            language: nil, features: .default)
        let points = TextShaper.shape(
            text, range: 0..<text.count, face: face, size: 17, rightToLeft: false,
            language: nil, features: .default)
        #expect(units.glyphs.map(\.glyph) == points.glyphs.map(\.glyph))
        #expect(units.glyphs.map(\.cluster) == points.glyphs.map(\.cluster))
        for (u, p) in zip(units.glyphs, points.glyphs) {
            #expect(p.xAdvance == u.xAdvance * (17 / face.unitsPerEm))
        }
        #expect(points.size == 17)
        #expect(points.range == 0..<text.count)
    }

    /// Tracking lands once after every cluster (on its visually last glyph), never
    /// inside a ligature or between a base and its marks.
    @Test func trackingIsAddedPerCluster() throws {
        let face = try FontFace(path: Self.dejaVu)
        // "x" + acute has no precomposed form, so the mark stays a glyph of its own.
        let text = Array("office x\u{301}".utf16)
        let plain = TextShaper.shape(
            text, range: 0..<text.count, face: face, size: 17, rightToLeft: false,
            language: nil, features: .default)
        let tracked = TextShaper.shape(
            text, range: 0..<text.count, face: face, size: 17, rightToLeft: false,
            language: nil, features: ShapingFeatures(tracking: -0.43))
        let clusters = Set(plain.glyphs.map(\.cluster))
        // "o", "ffi" ligature, "c", "e", " ", "x + acute" = 6 clusters.
        #expect(clusters.count == 6)
        #expect(abs(tracked.width - (plain.width - 0.43 * 6)) < 1e-9)
        let last = tracked.glyphs.count - 1
        // The acute is the last glyph of the last cluster and carries the tracking; the base does not.
        #expect(plain.glyphs.count == 7 && plain.glyphs[5].cluster == plain.glyphs[6].cluster)
        #expect(tracked.glyphs[last].xAdvance == plain.glyphs[last].xAdvance - 0.43)
        #expect(tracked.glyphs[last - 1].xAdvance == plain.glyphs[last - 1].xAdvance)
    }

    /// Context outside the range changes Arabic joining: the same letter shaped alone
    /// and between two joining letters gets different glyphs.
    @Test func contextAffectsJoining() throws {
        let face = try FontFace(path: Self.dejaVu)
        let alone = Array("ي".utf16)
        let between = Array("بيت".utf16)
        let a = TextShaper.shape(alone, range: 0..<1, face: face, size: 17, rightToLeft: true, language: "ar", features: .default)
        let b = TextShaper.shape(
            between, range: 1..<2, face: face, size: 17, rightToLeft: true, language: "ar", features: .default)
        #expect(a.glyphs.count == 1 && b.glyphs.count == 1)
        #expect(a.glyphs[0].glyph != b.glyphs[0].glyph)
        #expect(b.glyphs[0].cluster == 1)
    }

    /// Shaping from many threads at once gives the serial result: the hb_font is shared
    /// and immutable, buffers are per call.
    @Test func concurrentShapingIsDeterministic() async throws {
        let faces = try [FontFace(path: Self.inter), FontFace(path: Self.dejaVu), FontFace(path: Self.cjk, faceIndex: 1)]
        let texts = ["AVATAR Typography WAVE", "office ffi fl مرحبا", "안녕하세요 세계"].map { Array($0.utf16) }
        @Sendable func shapeAll() -> [[ShapedGlyph]] {
            var out: [[ShapedGlyph]] = []
            for face in faces {
                for t in texts {
                    out.append(
                        TextShaper.shape(
                            t, range: 0..<t.count, face: face, size: 17, rightToLeft: false,
                            language: nil, features: .default
                        ).glyphs)
                }
            }
            return out
        }
        let serial = shapeAll()
        // Each task returns its result rather than appending to a shared box: the child
        // tasks run on the cooperative pool's threads at once, and the results are joined
        // by the group, an ordering ThreadSanitizer sees (a futex-based Mutex it does not,
        // and it once reported the appends as a race).
        let all = await withTaskGroup(of: [[ShapedGlyph]].self) { group in
            for _ in 0..<16 { group.addTask { shapeAll() } }
            var joined: [[[ShapedGlyph]]] = []
            for await r in group { joined.append(r) }
            return joined
        }
        #expect(all.count == 16)
        #expect(all.allSatisfy { $0 == serial })
    }

    @Test func hostileInputDoesNotCrash() throws {
        let face = try FontFace(path: Self.inter)
        let empty = TextShaper.shape(
            [], range: 0..<0, face: face, size: 17, rightToLeft: false, language: nil, features: .default)
        #expect(empty.glyphs.isEmpty)
        // Unpaired surrogates shape as U+FFFD (one glyph each), out-of-range ranges clamp.
        let broken: [UInt16] = [0x41, 0xD800, 0x42, 0xDC00]
        let run = TextShaper.shape(
            broken, range: 0..<99, face: face, size: 17, rightToLeft: false, language: nil, features: .default)
        #expect(run.glyphs.map(\.cluster) == [0, 1, 2, 3])
        #expect(run.range == 0..<4)
    }

    /// Records the fixture from live hb-shape when RECORD_SHAPING_FIXTURE=1.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["RECORD_SHAPING_FIXTURE"] == "1" && ShapingParityTests.hasHBShape))
    func recordFixture() throws {
        var cases: [Recorded] = []
        var fonts: [String: String] = [:]
        for c in Self.corpus {
            cases.append(Recorded(case: c, glyphs: Self.notation(try Self.shapeLive(c))))
            if fonts[c.font] == nil { fonts[c.font] = SHA256.hexDigest(ofFileAt: c.font) ?? "" }
        }
        let version = try Self.run(Self.hbShape, ["--version"]).split(separator: "\n").first.map(String.init) ?? ""
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(Fixture(hbShapeVersion: version, fonts: fonts, cases: cases))
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/shaping-expectations.json")
        try data.write(to: url, options: .atomic)
    }
}
