import Foundation
import ListSpec
import RenderCells
import TestSupport
import Testing

/// Hostile and broken specs through `render-cells render` as a user runs it (the built
/// executable, with a hang guard), writing into a fresh folder: each must end in exit 1
/// and one `error:` line, never a crash, hang or unbounded allocation, and leave no output
/// file behind.
///
/// The large inputs are generated here rather than stored. Speed is shown structurally,
/// not timed (timing belongs to the benchmark): the million-item spec must be stopped by
/// the event scan at its 10,001st item, i.e. before Yams composes anything, the
/// 10,000-deep one by libyaml's nesting limit, and alias bombs by the event scan.
@Suite(.enabled(if: SpecCommandLineTests.enabled), .timeLimit(.minutes(1)))
struct HostileSpecTests {
    /// The error line read back into the parts ``SpecError/description`` prints it from
    /// (`<file>:<line>:<column>: <field path>: <message>`), so the checks name each part.
    struct Failure {
        var file: String
        var location: SpecLocation?
        /// The field path, without the "(N levels elided)" note of a very deep one.
        var path: String
        var message: String
        /// The whole line after `error: `.
        var description: String

        init(line: String, spec: String) {
            description = line
            var rest = Substring(line)
            if rest.hasPrefix(spec + ":") {
                file = spec
                rest = rest.dropFirst(spec.count)
            } else {
                file = String(rest.prefix { $0 != ":" })
                rest = rest.dropFirst(file.count)
            }
            if let m = rest.prefixMatch(of: #/:(\d+):(\d+): /#), let l = Int(m.1), let c = Int(m.2) {
                location = SpecLocation(line: l, column: c)
                rest = rest[m.range.upperBound...]
            } else {
                location = nil
                rest = rest.dropFirst(rest.hasPrefix(": ") ? 2 : 0)
            }
            // A field path: names with [index]es joined by dots, "…" where elided.
            let field =
                #/([A-Za-z][A-Za-z0-9]*(?:\[[0-9]+\])*(?:\.(?:…|[A-Za-z][A-Za-z0-9]*(?:\[[0-9]+\])*))*)(?: \([0-9]+ levels elided\))?: /#
            if let m = rest.prefixMatch(of: field) {
                path = String(m.1)
                rest = rest[m.range.upperBound...]
            } else {
                path = ""
            }
            message = String(rest)
        }
    }

    /// Writes `text` (or `bytes`) as the spec, runs `render` on it into the same folder
    /// (with `arguments` added) and returns its error, checking the exit status, the one
    /// error line and that only the inputs are left in the folder.
    func failure(
        _ text: String? = nil, bytes: [UInt8]? = nil, extraFiles: [String: [UInt8]] = [:],
        arguments: [String] = [], sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Failure {
        let dir = try SpecTestFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let specBytes = bytes ?? Array((text ?? "").utf8)
        try Data(specBytes).write(to: URL(fileURLWithPath: dir + "/spec.yaml"))
        for (name, content) in extraFiles { try Data(content).write(to: URL(fileURLWithPath: dir + "/" + name)) }
        let r = try HostileCorpusTests.run(
            [
                "render", dir + "/spec.yaml", "-o", dir + "/out.png",
                "--dump-layout", dir + "/out.json"
            ] + arguments)
        #expect(!r.killed, "killed after \(r.seconds) s: \(r.stderr)", sourceLocation: sourceLocation)
        #expect(r.status == 1, "exit \(r.status): \(r.stderr)", sourceLocation: sourceLocation)
        #expect(
            r.stderr.hasPrefix("error: ") && r.stderr.hasSuffix("\n") && r.stderr.filter { $0 == "\n" }.count == 1,
            "\(r.stderr)", sourceLocation: sourceLocation)
        let expected = (["spec.yaml"] + extraFiles.keys).sorted()
        #expect(
            SpecTestFiles.contents(of: dir) == expected, "a failed run left files behind",
            sourceLocation: sourceLocation)
        return Failure(line: String(r.stderr.dropFirst("error: ".count).dropLast()), spec: dir + "/spec.yaml")
    }

    /// The largest picture with a material background on every row: refused by the blur
    /// budget before a pixel is allocated (it had taken 12–18 s to draw), with the numbers.
    @Test func materialBackgroundsOverTheBlurBudget() throws {
        let rows = (0..<745).map { "      - {text: \"Row \($0)\", background: {visualEffect: systemMaterial}}\n" }.joined()
        let e = try failure("width: 8192\nscale: 1\nheight: 32768\nsections:\n  - items:\n" + rows)
        #expect(e.message.hasPrefix("cannot render: the material backgrounds would blur "), "\(e.message)")
        #expect(e.message.contains("device pixels, over the limit of \(DisplayList.maxBlurredPixels)"), "\(e.message)")
    }

    @Test func unknownVariant() throws {
        let e = try failure("sections: [{items: [{variant: cel}]}]")
        #expect(e.message.hasPrefix("unknown variant 'cel'"))
        #expect(e.file.hasSuffix("/spec.yaml"))
    }

    @Test(arguments: ["width: -1", "width: 1e9", "scale: 0", "width: .nan", "height: -5"])
    func badNumbers(line: String) throws {
        let e = try failure(line + "\nsections: [{items: [{text: a}]}]\n")
        #expect(e.location?.line == 1)
    }

    /// `--width` and `--height` out of range are usage errors (exit 64) before the spec is
    /// read; the same limits in the spec itself are its errors (``badNumbers(line:)``).
    @Test(arguments: [
        (["--width", "-1"], "--width must be a number of points in (0, 10000] (got -1.0)"),
        (["--height", "1e9"], "--height must be more than 0 and at most 100000 points")
    ])
    func badVariantSizesAreRejectedBeforeReading(_ flags: [String], _ message: String) throws {
        let dir = try SpecTestFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "sections: []".write(toFile: dir + "/spec.yaml", atomically: true, encoding: .utf8)
        let r = try HostileCorpusTests.run(["render", dir + "/spec.yaml", "-o", dir + "/out.png"] + flags)
        #expect(r.status == 64, "\(r.stderr)")
        #expect(r.stderr.contains("Error: " + message), "\(r.stderr)")
        #expect(SpecTestFiles.contents(of: dir) == ["spec.yaml"])
    }

    @Test func aMillionItemsStopAtTheLimitBeforeComposing() throws {
        var text = "sections:\n  - items:\n"
        text.reserveCapacity(16_000_100)
        for _ in 0..<1_000_000 { text += "      - text: x\n" }
        let e = try failure(text)
        // At the 10,001st item, on its line: the event scan stopped there, so Yams never
        // composed the rest (the tree reader would report the list's first line).
        #expect(e.location == SpecLocation(line: 10_003, column: 9))
        #expect(e.path == "sections[0].items")
        #expect(e.message == "the spec has more than 10000 items (outline children included), the limit")
    }

    @Test func aliasBombsStopBeforeComposing() throws {
        // Eleven levels of ten-fold aliases would expand to 10^12 nodes.
        var laughs = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for i in 1...11 {
            laughs += "a\(i): &a\(i) [" + Array(repeating: "*a\(i - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        let bomb = try failure(laughs + "sections: []\n")
        #expect(bomb.message == "the spec has more than 500000 YAML nodes (aliases expanded) by here, the limit")
        #expect(bomb.location?.line == 6)

        // Each alias nests the previous 900-deep list 900 levels deeper.
        var chain = "c0: &c0 " + String(repeating: "[", count: 900) + String(repeating: "]", count: 900) + "\n"
        for i in 1...40 {
            chain +=
                "c\(i): &c\(i) " + String(repeating: "[", count: 900) + "*c\(i - 1)"
                + String(repeating: "]", count: 900) + "\n"
        }
        let deep = try failure(chain + "sections: []\n")
        #expect(
            deep.description.hasSuffix(
                "spec.yaml:2:909: the alias *c0 would nest the document more than 1000 "
                    + "levels deep, the limit"))
    }

    @Test func aliasedLongTextsAreBoundedInTotal() throws {
        let long = String(repeating: "word ", count: 1_999)
        let items = Array(repeating: "{text: *t}", count: 300).joined(separator: ", ")
        let e = try failure("sections: [{items: [{text: &t \"\(long)\"}, \(items)]}]")
        #expect(e.message == "the spec's strings are more than 2000000 characters in all, the limit")
    }

    @Test func tenThousandItemsAreTheLimit() throws {
        let item = "{text: x}, "
        let e = try failure("sections: [{items: [" + String(repeating: item, count: 10_001) + "]}]")
        #expect(e.path == "sections[0].items")
        #expect(e.message == "the spec has more than 10000 items (outline children included), the limit")
        // Children count too.
        let nested = "sections: [{items: [{text: a, children: [" + String(repeating: item, count: 10_000) + "]}]}]"
        #expect(try failure(nested).path == "sections[0].items[0].children")
    }

    /// A JSON spec whose one item has children `levels` deep.
    func nestedOutline(levels n: Int) -> String {
        "{\"sections\": [{\"items\": [" + String(repeating: "{\"text\": \"x\", \"children\": [", count: n)
            + String(repeating: "]}", count: n) + "]}]}"
    }

    @Test func tenThousandLevelsOfChildrenStopInTheParser() throws {
        let text = nestedOutline(levels: 10_000)
        let e = try failure(text)
        #expect(e.message == "the document nests more than 1000 levels deep, the limit (outlines may nest at most 64 levels)")
        #expect(e.location?.line == 1)
    }

    @Test func nestingJustUnderLibyamlsLimitComposesWithoutOverflow() throws {
        // 995 levels of flow sequences reach Yams' recursive composer (on this test's
        // thread); the spec reader then rejects the first one.
        let text = "sections: " + String(repeating: "[", count: 995) + String(repeating: "]", count: 995)
        let e = try failure(text)
        #expect(e.path == "sections[0]")
        #expect(e.message.hasPrefix("expected a section (a mapping of header, footer, layout, items), got a list"))
    }

    @Test func outlinesDeeperThan64Levels() throws {
        let text = nestedOutline(levels: 65)
        let e = try failure(text)
        #expect(e.message == "the outline nests deeper than 64 levels, the limit")
        #expect(e.path.hasSuffix(".children[0].children"))
        #expect(e.description.contains("levels elided"))
        // 64 levels are fine.
        let ok = nestedOutline(levels: 64)
        #expect(throws: Never.self) { try ListSpec(yaml: ok) }
    }

    @Test func missingImageFile() throws {
        let e = try failure("sections:\n  - items:\n      - image: {file: missing.png}\n")
        #expect(e.location == SpecLocation(line: 3, column: 23))
        #expect(e.path == "sections[0].items[0].image.file")
        #expect(e.message.hasPrefix("cannot use image "))
        #expect(e.message.hasSuffix("/missing.png: cannot open for reading: No such file or directory"))
    }

    @Test func corruptPNG() throws {
        let valid = try PNGEncoder().encode(
            #require(Pixmap(width: 4, height: 4, color: PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255))))
        var corrupt = valid
        corrupt[20] ^= 0xFF  // inside IHDR: its CRC no longer matches
        let e = try failure("sections: [{items: [{image: {file: bad.png}}]}]", extraFiles: ["bad.png": corrupt])
        #expect(e.path == "sections[0].items[0].image.file")
        #expect(e.message.contains("/bad.png: The data is not a readable PNG: "))

        let text = try failure(
            "sections: [{items: [{image: {file: text.png}}]}]",
            extraFiles: ["text.png": Array("this is a text file, not a picture".utf8)])
        #expect(text.message.hasSuffix("/text.png: The data is not a readable PNG: Not a PNG file"))
    }

    @Test func invalidUTF8() throws {
        let e = try failure(bytes: Array("sections: [{items: [{text: ".utf8) + [0xC3, 0x28] + Array("}]}]".utf8))
        #expect(e.location == SpecLocation(line: 1, column: 28))
        #expect(e.message == "the file is not valid UTF-8 (byte 0xC3 here); save it as UTF-8")
    }

    @Test func emptyFile() throws {
        let e = try failure("")
        #expect(e.message == "the spec is empty; expected a mapping with 'sections' (see docs/spec.md)")
    }

    @Test func binaryGarbage() throws {
        var rng = SeededRandom(seed: 11)
        let bytes = (0..<4096).map { _ in UInt8.random(in: 0...255, using: &rng) }
        _ = try failure(bytes: bytes)
    }

    @Test func aPictureTooLargeFailsBeforeAllocating() throws {
        let e = try failure("scale: 3\nheight: 20000\nsections: [{items: [{text: a}]}]\n")
        #expect(e.location == nil)
        #expect(
            e.message == "the picture would be 1170 x 60000 pixels (390 x 20000 points at scale 3), over the limit "
                + "of 32768 pixels a side and 268435456 pixels in all")
    }

    @Test func aSuccessfulRunWritesThePictureAndTheDump() throws {
        let dir = try SpecTestFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "scale: 1\nsections: [{items: [{text: a}, {text: b}]}]\n".write(
            toFile: dir + "/spec.yaml", atomically: true,
            encoding: .utf8)
        let r = try SpecCommandLineTests().run([
            "render", dir + "/spec.yaml", "-o", dir + "/out.png",
            "--dump-layout", dir + "/out.json"
        ])
        #expect(r.status == 0, "\(r.stderr)")
        // "wrote <png> (<width>x<height>, <items> items)": the picture's size and the spec's item count.
        let outcome = try #require(r.stdout.wholeMatch(of: /wrote .*\/out\.png \(([0-9]+)x([0-9]+), ([0-9]+) items\)\n/))
        #expect(Int(outcome.3) == 2)
        #expect(Int(outcome.1) == 390)
        #expect(SpecTestFiles.contents(of: dir) == ["out.json", "out.png", "spec.yaml"])
        let png = try PNGDecoder.decode(contentsOfFile: dir + "/out.png")
        #expect((png.width, png.height) == (Int(outcome.1), Int(outcome.2)))
        let dump = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: dir + "/out.json")))
        #expect((dump as? [String: Any])?["elements"] is [Any])
    }

    @Test func anUnwritableOutputLeavesNoDump() throws {
        let dir = try SpecTestFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "sections: [{items: [{text: a}]}]\n".write(toFile: dir + "/spec.yaml", atomically: true, encoding: .utf8)
        let r = try HostileCorpusTests.run([
            "render", dir + "/spec.yaml", "-o", dir + "/no/such/folder/out.png",
            "--dump-layout", dir + "/out.json"
        ])
        #expect(r.status == 1)
        let error = Failure(line: String(r.stderr.dropFirst("error: ".count).dropLast()), spec: dir + "/spec.yaml")
        #expect(error.file == dir + "/no/such/folder/out.png")
        #expect(error.message == "cannot create a temporary file in \(dir)/no/such/folder: No such file or directory")
        #expect(SpecTestFiles.contents(of: dir) == ["spec.yaml"])
    }
}
