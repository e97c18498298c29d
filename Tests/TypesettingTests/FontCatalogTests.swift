import Foundation
import SafeIO
import TestSupport
import Testing
import Typesetting

/// Font discovery, resolution, fallback, content hashes and the system tracking table.
///
/// Expects the fonts scripts/setup installs (Inter 4.0, Noto Sans CJK, Noto Color Emoji,
/// DejaVu) at their Debian paths.
@Suite struct FontCatalogTests {
    static let interDir = "/usr/share/fonts/opentype/inter/"
    static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    static let cjkRegular = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
    static let cjkBold = "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc"
    static let emoji = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"
    /// The directories scripts/setup installs into; nothing else may influence the explicit catalog.
    static let directories = [
        "/usr/share/fonts/opentype/inter", "/usr/share/fonts/opentype/noto",
        "/usr/share/fonts/truetype/noto", "/usr/share/fonts/truetype/dejavu"
    ]

    /// UIKit weight → Inter file: SF's nine weights map onto Inter's nine by OpenType weight
    /// (ultraLight 100 = Thin, thin 200 = ExtraLight, …, heavy 800 = ExtraBold).
    static let interFiles: [FontWeight: String] = [
        .ultraLight: "Thin", .thin: "ExtraLight", .light: "Light", .regular: "Regular", .medium: "Medium",
        .semibold: "SemiBold", .bold: "Bold", .heavy: "ExtraBold", .black: "Black"
    ]

    static func expectedInter(_ weight: FontWeight, italic: Bool, display: Bool) -> String {
        let style = interFiles[weight]!
        let name = italic ? (style == "Regular" ? "Italic" : style + "Italic") : style
        return interDir + (display ? "InterDisplay-" : "Inter-") + name + ".otf"
    }

    @Test(arguments: [FontCatalog.shared, FontCatalog(fontDirectories: directories)])
    func systemFacesResolveToInter(_ catalog: FontCatalog) throws {
        for weight in FontWeight.allCases {
            for italic in [false, true] {
                let text = try catalog.systemFace(weight: weight, italic: italic, pointSize: 17)
                #expect(text.path == Self.expectedInter(weight, italic: italic, display: false), "\(weight) italic \(italic)")
                let display = try catalog.systemFace(weight: weight, italic: italic, pointSize: 34)
                #expect(display.path == Self.expectedInter(weight, italic: italic, display: true), "\(weight) italic \(italic)")
            }
        }
    }

    @Test func displayFamilyFrom20Points() throws {
        let catalog = FontCatalog.shared
        #expect(
            try catalog.systemFace(weight: .regular, italic: false, pointSize: 19.9).path == Self.interDir + "Inter-Regular.otf")
        #expect(
            try catalog.systemFace(weight: .regular, italic: false, pointSize: 20).path == Self.interDir
                + "InterDisplay-Regular.otf")
        let body = try? catalog.face(for: .preferredFont(forTextStyle: .body))
        #expect(body?.path == Self.interDir + "Inter-Regular.otf")
        let headline = try? catalog.face(for: .preferredFont(forTextStyle: .headline))
        #expect(headline?.path == Self.interDir + "Inter-SemiBold.otf")
        let largeTitle = try? catalog.face(for: .preferredFont(forTextStyle: .largeTitle))
        #expect(largeTitle?.path == Self.interDir + "InterDisplay-Regular.otf")
    }

    @Test func facesAreOpenedOnce() throws {
        let catalog = FontCatalog(fontDirectories: Self.directories)
        let a = try catalog.systemFace(weight: .bold, italic: false, pointSize: 17)
        let b = try catalog.face(family: "inter", weight: .bold, italic: false)
        #expect(a === b)
    }

    @Test(arguments: [FontCatalog.shared, FontCatalog(fontDirectories: directories)])
    func missingFamilyThrows(_ catalog: FontCatalog) throws {
        #expect(throws: FontError.familyNotFound("No Such Family")) {
            try catalog.face(family: "No Such Family", weight: .regular, italic: false)
        }
        #expect(throws: FontError.familyNotFound("Nope")) { try catalog.face(for: Font(name: "Nope", size: 17)) }
        // The system font never throws.
        #expect(try catalog.systemFace(weight: .regular, italic: false, pointSize: 17).path.hasSuffix(".otf"))
    }

    /// The explicit-directory catalog (own matching) and fontconfig agree on every face
    /// the renderer uses.
    @Test func explicitDirectoriesMatchFontconfig() throws {
        let explicit = FontCatalog(fontDirectories: Self.directories)
        let fc = FontCatalog.shared
        let families = [
            "Inter", "Inter Display", "DejaVu Sans", "Noto Sans CJK JP", "Noto Sans CJK KR",
            "Noto Sans CJK SC", "Noto Sans CJK TC", "Noto Color Emoji"
        ]
        for family in families {
            for weight in FontWeight.allCases {
                for italic in [false, true] {
                    let a = try explicit.face(family: family, weight: weight, italic: italic)
                    let b = try fc.face(family: family, weight: weight, italic: italic)
                    #expect(
                        a.path == b.path && a.faceIndex == b.faceIndex,
                        "\(family) \(weight) italic \(italic): \(a.path)#\(a.faceIndex) vs fontconfig \(b.path)#\(b.faceIndex)")
                }
            }
        }
        let dejaVuBold = try explicit.face(family: "DejaVu Sans", weight: .bold, italic: false)
        #expect(dejaVuBold.path.hasSuffix("DejaVuSans-Bold.ttf"))
        let dejaVuItalic = try explicit.face(family: "DejaVu Sans", weight: .regular, italic: true)
        #expect(dejaVuItalic.path.hasSuffix("DejaVuSans-Oblique.ttf"))
        let kr = try explicit.face(family: "Noto Sans CJK KR", weight: .semibold, italic: false)
        #expect(kr.path == Self.cjkBold && kr.faceIndex == 1)
    }

    @Test func fallbackChain() {
        let chain = FontCatalog(fontDirectories: Self.directories).fallbackChain
        #expect(chain.map(\.path) == [Self.cjkRegular, Self.emoji, Self.dejaVu])
        #expect(chain.first?.faceIndex == 2)  // Noto Sans CJK SC
    }

    struct ExpectedRun: CustomStringConvertible {
        var text: String
        var path: String
        var index: Int = 0
        var description: String { "\(text) → \(path)#\(index)" }
    }

    static func runs(_ s: String, catalog: FontCatalog, primary: FontFace? = nil, language: String? = nil) -> [ExpectedRun] {
        let text = Array(s.utf16)
        // The machine's catalogs always have a face (theMachinesDataIsUsable checks them).
        let primary = try! primary ?? catalog.systemFace(weight: .regular, italic: false, pointSize: 17)
        return FontFallback.runs(for: text, range: 0..<text.count, primary: primary, catalog: catalog, language: language)
            .map {
                ExpectedRun(text: String(decoding: text[$0.range], as: UTF16.self), path: $0.face.path, index: $0.face.faceIndex)
            }
    }

    static func check(_ actual: [ExpectedRun], _ expected: [ExpectedRun]) {
        #expect(actual.map(\.description) == expected.map(\.description))
    }

    @Test(arguments: [FontCatalog.shared, FontCatalog(fontDirectories: directories)])
    func fallbackRunsForMixedText(_ catalog: FontCatalog) {
        let inter = Self.interDir + "Inter-Regular.otf"
        // Han next to Kana is Japanese (JP face); Hangul always KR; emoji with a skin tone
        // is one cluster in the emoji face; Arabic falls to DejaVu Sans.
        Self.check(
            Self.runs("Hello 세계 你好 こんにちは 👍🏽 مرحبا", catalog: catalog),
            [
                .init(text: "Hello ", path: inter),
                .init(text: "세계", path: Self.cjkRegular, index: 1),
                .init(text: " ", path: inter),
                .init(text: "你好", path: Self.cjkRegular, index: 0),
                .init(text: " ", path: inter),
                .init(text: "こんにちは", path: Self.cjkRegular, index: 0),
                .init(text: " ", path: inter),
                .init(text: "👍🏽", path: Self.emoji),
                .init(text: " ", path: inter),
                .init(text: "مرحبا", path: Self.dejaVu)
            ])
        // Han alone is Simplified Chinese, or the language's region.
        Self.check(
            Self.runs("Hi 你好", catalog: catalog),
            [
                .init(text: "Hi ", path: inter), .init(text: "你好", path: Self.cjkRegular, index: 2)
            ])
        Self.check(
            Self.runs("你好", catalog: catalog, language: "zh-Hant-TW"), [.init(text: "你好", path: Self.cjkRegular, index: 3)])
        Self.check(Self.runs("你好", catalog: catalog, language: "ko"), [.init(text: "你好", path: Self.cjkRegular, index: 1)])
        // ZWJ sequences stay whole; a text-presentation heart (VS15) is not colour.
        Self.check(
            Self.runs("a👩‍💻b👨‍👩‍👧‍👦", catalog: catalog),
            [
                .init(text: "a", path: inter), .init(text: "👩‍💻", path: Self.emoji),
                .init(text: "b", path: inter), .init(text: "👨‍👩‍👧‍👦", path: Self.emoji)
            ])
        Self.check(Self.runs("❤️", catalog: catalog), [.init(text: "❤️", path: Self.emoji)])
        // Inter has U+2764, so the text-presentation heart stays in the primary face.
        Self.check(Self.runs("❤\u{FE0E}", catalog: catalog), [.init(text: "❤\u{FE0E}", path: inter)])
        // Combining marks stay with their base in Inter (precomposed é exists).
        Self.check(Self.runs("Cafe\u{301} Việt", catalog: catalog), [.init(text: "Cafe\u{301} Việt", path: inter)])
        // Hebrew is not in Inter or Noto Sans CJK.
        Self.check(Self.runs("שלום", catalog: catalog), [.init(text: "שלום", path: Self.dejaVu)])
    }

    @Test func fallbackFollowsPrimaryWeightAndSlant() throws {
        let catalog = FontCatalog(fontDirectories: Self.directories)
        let bold = try catalog.systemFace(weight: .bold, italic: false, pointSize: 17)
        Self.check(
            Self.runs("B 한 ש", catalog: catalog, primary: bold),
            [
                .init(text: "B ", path: bold.path), .init(text: "한", path: Self.cjkBold, index: 1),
                .init(text: " ", path: bold.path), .init(text: "ש", path: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf")
            ])
        let italic = try catalog.systemFace(weight: .regular, italic: true, pointSize: 17)
        Self.check(
            Self.runs("ש", catalog: catalog, primary: italic),
            [.init(text: "ש", path: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Oblique.ttf")])
    }

    @Test func fallbackHostileInput() throws {
        let catalog = FontCatalog(fontDirectories: Self.directories)
        let primary = try catalog.systemFace(weight: .regular, italic: false, pointSize: 17)
        #expect(FontFallback.runs(for: [], range: 0..<0, primary: primary, catalog: catalog, language: nil).isEmpty)
        // Unpaired surrogates are U+FFFD; the runs still tile the range exactly.
        let text: [UInt16] = [0x41, 0xD800, 0x42, 0xDC00, 0xD55C]
        let runs = FontFallback.runs(for: text, range: 0..<10, primary: primary, catalog: catalog, language: nil)
        #expect(runs.first?.range.lowerBound == 0 && runs.last?.range.upperBound == 5)
        for (a, b) in zip(runs, runs.dropFirst()) { #expect(a.range.upperBound == b.range.lowerBound && a.face !== b.face) }
        // A long string is one run per face change, not per character: "Hello ", then
        // "세계" and " Hello " alternating, and the last " ".
        let long = Array(String(repeating: "Hello 세계 ", count: 10_000).utf16)
        let longRuns = FontFallback.runs(for: long, range: 0..<long.count, primary: primary, catalog: catalog, language: nil)
        #expect(longRuns.count == 20_001)
    }

    @Test func usedFontsListPathsAndHashes() throws {
        let catalog = FontCatalog(fontDirectories: Self.directories)
        #expect(catalog.usedFonts().isEmpty)
        _ = try catalog.systemFace(weight: .regular, italic: false, pointSize: 17)
        _ = try catalog.face(family: "DejaVu Sans", weight: .bold, italic: false)
        let used = catalog.usedFonts()
        #expect(used.map(\.path) == [Self.interDir + "Inter-Regular.otf", "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"])
        #expect(used.map(\.family) == ["Inter", "DejaVu Sans"])
        #expect(used.map(\.style) == ["Regular", "Bold"])
        #expect(used.allSatisfy { $0.sha256.count == 64 && $0.faceIndex == 0 })
        let sha256sum = "/usr/bin/sha256sum"
        if FileManager.default.isExecutableFile(atPath: sha256sum) {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: sha256sum)
            p.arguments = [used[0].path]
            let pipe = Pipe()
            p.standardOutput = pipe
            try p.run()
            let out = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            p.waitUntilExit()
            #expect(out.split(separator: " ").first.map(String.init) == used[0].sha256)
        }
        // Metadata is Codable for render reports.
        let data = try JSONEncoder().encode(used)
        #expect(try JSONDecoder().decode([FontFileInfo].self, from: data) == used)
    }

    /// `fileInfo(for:)` is cached per file and face (every picture's font record asks for
    /// it): asked again, from many threads at once, or for another catalog's object of the
    /// same face, it gives what a fresh catalog reads from the file.
    @Test(.tags(.concurrent)) func fileInfoIsTheSameFromTheCacheAndOnEveryThread() throws {
        let catalog = FontCatalog(fontDirectories: Self.directories)
        let faces = [
            try catalog.systemFace(weight: .regular, italic: false, pointSize: 17),
            try catalog.systemFace(weight: .semibold, italic: true, pointSize: 28),
            try catalog.face(family: "DejaVu Sans", weight: .bold, italic: false)
        ]
        let fresh = FontCatalog(fontDirectories: Self.directories)
        let expected = faces.map { fresh.fileInfo(for: $0) }
        #expect(expected.map(\.style) == ["Regular", "Semi Bold Italic", "Bold"])
        let answers = Locked([[FontFileInfo]]())
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            let infos = faces.map { catalog.fileInfo(for: $0) }
            answers.withLock { $0.append(infos) }
        }
        #expect(answers.withLock { $0 }.allSatisfy { $0 == expected })
        #expect(faces.map { catalog.fileInfo(for: $0) } == expected)
    }

    @Test func sha256KnownAnswers() {
        #expect(SHA256.hexDigest(of: Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hexDigest(of: [UInt8]()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(
            SHA256.hexDigest(of: Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        // Streaming in odd pieces equals one call: one million "a" (FIPS 180-2 test vector).
        var h = SHA256()
        let piece = [UInt8](repeating: 0x61, count: 1000)
        var fed = 0
        var step = 1
        while fed < 1_000_000 {
            let n = min(step, 1_000_000 - fed, piece.count)
            h.update(Array(piece[0..<n]))
            fed += n
            step = step % 997 + 63
        }
        #expect(SHA256.hex(h.finalize()) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func systemTrackingTable() {
        #expect(FontCatalog.systemTracking(forPointSize: 17) == -0.43)
        #expect(FontCatalog.systemTracking(forPointSize: 20) == -0.45)
        #expect(FontCatalog.systemTracking(forPointSize: 34) == 0.40)
        #expect(FontCatalog.systemTracking(forPointSize: 12) == 0)
        #expect(abs(FontCatalog.systemTracking(forPointSize: 35) - 0.385) < 1e-12)  // between 34 and 36
        #expect(FontCatalog.systemTracking(forPointSize: 80) == 0)
        #expect(FontCatalog.systemTracking(forPointSize: 200) == 0)
        #expect(FontCatalog.systemTracking(forPointSize: 3) == 0.24)
        #expect(FontCatalog.tracking(for: .systemFont(ofSize: 17)) == -0.43)
        #expect(FontCatalog.tracking(for: Font(name: "DejaVu Sans", size: 17)) == 0)
    }

    @Test func metricsAndCoverage() throws {
        let catalog = FontCatalog(fontDirectories: Self.directories)
        let inter = try catalog.systemFace(weight: .regular, italic: false, pointSize: 17)
        #expect(inter.ascender > 0 && inter.descender < 0)
        #expect(inter.capHeight > inter.xHeight && inter.xHeight > 0)
        #expect(inter.hasGlyph(for: "A") && !inter.hasGlyph(for: "한"))
        #expect(!inter.isColorBitmapFont)
        let emoji = try catalog.face(family: "Noto Color Emoji", weight: .regular, italic: false)
        #expect(emoji.isColorBitmapFont && emoji.hasGlyph(for: "👍"))
        let m = inter.metrics(atSize: 17)
        #expect(abs(m.ascender - inter.ascender * 17 / inter.unitsPerEm) < 1e-12)
        #expect(inter.weightClass == 400 && !inter.isItalicStyle)
        #expect(inter.typographicFamilyName == "Inter")
    }
}
