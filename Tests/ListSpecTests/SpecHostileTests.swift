import Foundation
import ListSpec
import RenderCells
import TestSupport
import Testing

/// Hostile and broken specs through the same function the command line calls
/// (`RenderRequest.run`), writing into a fresh folder: each must end in an error, never a
/// crash, hang or unbounded allocation, and leave no output file behind.
///
/// The large inputs are generated here rather than stored. Speed is shown structurally,
/// not timed (timing belongs to the benchmark): the million-item spec must be stopped by
/// the event scan at its 10,001st item, i.e. before Yams composes anything, the
/// 10,000-deep one by libyaml's nesting limit, and alias bombs by the event scan.
@Suite(.timeLimit(.minutes(1))) struct SpecHostileTests {
    /// Writes `text` (or `bytes`) as the spec, runs a render into the same folder and
    /// returns the error, checking that only the inputs are left in the folder.
    func failure(_ text: String? = nil, bytes: [UInt8]? = nil, extraFiles: [String: [UInt8]] = [:],
                 variant: SpecVariant = SpecVariant(), sourceLocation: SourceLocation = #_sourceLocation)
        throws -> SpecError
    {
        let dir = try SpecTestFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let specBytes = bytes ?? Array((text ?? "").utf8)
        try Data(specBytes).write(to: URL(fileURLWithPath: dir + "/spec.yaml"))
        for (name, content) in extraFiles { try Data(content).write(to: URL(fileURLWithPath: dir + "/" + name)) }
        let request = RenderRequest(specPath: dir + "/spec.yaml", outputPath: dir + "/out.png",
                                    layoutDumpPath: dir + "/out.json", variant: variant)
        do {
            _ = try request.run()
        } catch {
            let expected = (["spec.yaml"] + extraFiles.keys).sorted()
            #expect(SpecTestFiles.contents(of: dir) == expected, "a failed run left files behind",
                    sourceLocation: sourceLocation)
            return error
        }
        Issue.record("the render succeeded", sourceLocation: sourceLocation)
        return SpecError(file: "", message: "")
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

    @Test func badVariantSizesAreRejectedBeforeReading() throws {
        let e = try failure("sections: []", variant: SpecVariant(width: -1))
        #expect(e.message == "the width must be more than 0 and at most 10000 points")
        let tall = try failure("sections: []", variant: SpecVariant(height: 1e9))
        #expect(tall.message == "the height must be more than 0 and at most 100000 points")
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
            chain += "c\(i): &c\(i) " + String(repeating: "[", count: 900) + "*c\(i - 1)"
                + String(repeating: "]", count: 900) + "\n"
        }
        let deep = try failure(chain + "sections: []\n")
        #expect(deep.description.hasSuffix("spec.yaml:2:909: the alias *c0 would nest the document more than 1000 "
            + "levels deep, the limit"))
    }

    @Test func aliasedLongTextsAreBoundedInTotal() throws {
        let long = String(repeating: "word ", count: 1_999)
        let items = Array(repeating: "{text: *t}", count: 300).joined(separator: ", ")
        let e = try failure("sections: [{items: [{text: &t \"\(long)\"}, \(items)]}]")
        #expect(e.message == "the spec's strings are more than 2000000 characters in all, the limit")
    }

    @Test func aliasesWithinTheLimitsWork() throws {
        let spec = try ListSpec(yaml: """
            sections:
              - items:
                  - {text: a, textProperties: &red {color: systemRed}}
                  - {text: b, textProperties: *red}
            """)
        #expect(spec.sections[0].items[1].content.textProperties?.color == .system("systemRed"))
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

    @Test func tenThousandLevelsOfChildrenStopInTheParser() throws {
        let n = 10_000
        let text = "{\"sections\": [{\"items\": [" + String(repeating: "{\"text\": \"x\", \"children\": [", count: n)
            + String(repeating: "]}", count: n) + "]}]}"
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
        let n = 65
        let text = "{\"sections\": [{\"items\": [" + String(repeating: "{\"text\": \"x\", \"children\": [", count: n)
            + String(repeating: "]}", count: n) + "]}]}"
        let e = try failure(text)
        #expect(e.message == "the outline nests deeper than 64 levels, the limit")
        #expect(e.path.hasSuffix(".children[0].children"))
        #expect(e.description.contains("levels elided"))
        // 64 levels are fine.
        let ok = "{\"sections\": [{\"items\": [" + String(repeating: "{\"text\": \"x\", \"children\": [", count: 64)
            + String(repeating: "]}", count: 64) + "]}]}"
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
        let valid = try PNGEncoder().encode(#require(Pixmap(width: 4, height: 4, color: PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255))))
        var corrupt = valid
        corrupt[20] ^= 0xFF  // inside IHDR: its CRC no longer matches
        let e = try failure("sections: [{items: [{image: {file: bad.png}}]}]", extraFiles: ["bad.png": corrupt])
        #expect(e.path == "sections[0].items[0].image.file")
        #expect(e.message.contains("/bad.png: The data is not a readable PNG: "))

        let text = try failure("sections: [{items: [{image: {file: text.png}}]}]", extraFiles: ["text.png": Array("this is a text file, not a picture".utf8)])
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
        #expect(e.message == "the picture would be 1170 x 60000 pixels (390 x 20000 points at scale 3), over the limit "
            + "of 32768 pixels a side and 268435456 pixels in all")
    }

    @Test func aSuccessfulRunWritesThePictureAndTheDump() throws {
        let dir = try SpecTestFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "scale: 1\nsections: [{items: [{text: a}, {text: b}]}]\n".write(toFile: dir + "/spec.yaml", atomically: true,
                                                                           encoding: .utf8)
        let outcome = try RenderRequest(specPath: dir + "/spec.yaml", outputPath: dir + "/out.png",
                                        layoutDumpPath: dir + "/out.json").run()
        #expect(outcome.itemCount == 2)
        #expect(outcome.pixelWidth == 390)
        #expect(SpecTestFiles.contents(of: dir) == ["out.json", "out.png", "spec.yaml"])
        let png = try PNGDecoder.decode(contentsOfFile: dir + "/out.png")
        #expect((png.width, png.height) == (outcome.pixelWidth, outcome.pixelHeight))
        let dump = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: dir + "/out.json")))
        #expect((dump as? [String: Any])?["elements"] is [Any])
    }

    @Test func anUnwritableOutputLeavesNoDump() throws {
        let dir = try SpecTestFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "sections: [{items: [{text: a}]}]\n".write(toFile: dir + "/spec.yaml", atomically: true, encoding: .utf8)
        do {
            _ = try RenderRequest(specPath: dir + "/spec.yaml", outputPath: dir + "/no/such/folder/out.png",
                                  layoutDumpPath: dir + "/out.json").run()
            Issue.record("expected an error")
        } catch {
            #expect(error.file == dir + "/no/such/folder/out.png")
            #expect(error.message == "cannot create a temporary file in \(dir)/no/such/folder: No such file or directory")
        }
        #expect(SpecTestFiles.contents(of: dir) == ["spec.yaml"])
    }
}
