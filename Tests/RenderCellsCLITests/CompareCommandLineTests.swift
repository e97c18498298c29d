import Foundation
import ListSpec
import RenderCells
import TestSupport
import Testing

/// `render-cells compare` as a user runs it: the sheet and page written, errors naming the
/// flag and the allowed values, nothing half-written.
@Suite struct CompareCommandLineTests {
    let cli = SpecCommandLineTests()
    static var enabled: Bool { SpecCommandLineTests.enabled }

    @Test(.enabled(if: enabled)) func writesASheetAndItsPage() throws {
        let dir = try SpecTestFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = try cli.run([
            "compare", SpecCommandLineTests.specFixture("settings.yaml"), "-o", dir + "/sheet.png",
            "--html", dir + "/sheet.html", "--appearance", "plain,insetGrouped", "--style", "light,dark",
            "--content-size", "L,AX3", "--rows", "content-size,style", "--scale", "1"
        ])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.hasPrefix("wrote \(dir)/sheet.png and \(dir)/sheet.html ("))
        #expect(r.stdout.hasSuffix(", 8 panels)\n"))
        #expect(SpecTestFiles.contents(of: dir) == ["sheet.html", "sheet.png"])
        let sheet = try PNGDecoder.decode(contentsOfFile: dir + "/sheet.png")
        #expect(sheet.width > 2 * 390 && sheet.height > 4 * 100)
        let html = try String(contentsOfFile: dir + "/sheet.html", encoding: .utf8)
        #expect(html.components(separatedBy: "<img ").count - 1 == 8)
    }

    /// The README's command makes exactly the reference sheet the Sheets tests keep.
    @Test(.enabled(if: enabled)) func theReadmeSheet() throws {
        let dir = try SpecTestFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = try cli.run([
            "compare", packageRoot + "/examples/settings.yaml", "-o", dir + "/sheet.png",
            "--appearance", "plain,grouped,insetGrouped,sidebar,sidebarPlain", "--style", "light,dark",
            "--scale", "1"
        ])
        #expect(r.status == 0, "\(r.stderr)")
        let reference = try PNGDecoder.decode(
            contentsOfFile: packageRoot
                + "/Snapshots/ComparisonSheetTests/fiveAppearancesLightAndDark.appearances-styles.png")
        #expect(try PNGDecoder.decode(contentsOfFile: dir + "/sheet.png") == reference)
    }

    @Test(.enabled(if: enabled)) func beforeAndAfter() throws {
        let dir = try SpecTestFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let fixture = SpecCommandLineTests.specFixture("settings.yaml")
        let edited = try String(contentsOfFile: fixture, encoding: .utf8).replacingOccurrences(of: "Wi-Fi", with: "WLAN")
        try edited.write(toFile: dir + "/after.yaml", atomically: true, encoding: .utf8)
        let r = try cli.run(["compare", fixture, dir + "/after.yaml", "-o", dir + "/ba.png", "--scale", "1"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.hasSuffix(", 4 panels)\n"))
    }

    /// Sheets fit a screen by default (1x, whatever the spec's scale), headers in words
    /// unless --labels codes; a page alone has no sheet-size limit.
    @Test(.enabled(if: enabled)) func fitsAScreenAndReadsInWords() throws {
        let dir = try SpecTestFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let fixture = SpecCommandLineTests.specFixture("settings.yaml")
        let r = try cli.run(["compare", fixture, "-o", dir + "/one.png", "--style", "light,dark"])
        #expect(r.status == 0, "\(r.stderr)")
        let oneX = try PNGDecoder.decode(contentsOfFile: dir + "/one.png")
        let spec = try ListSpec(contentsOf: fixture)
        #expect(oneX.width < Int(2 * spec.width + 100), "\(oneX.width)")
        let words = try cli.run(["compare", fixture, "--html", dir + "/w.html", "--style", "light,dark", "--content-size", "AX3"])
        #expect(words.status == 0, "\(words.stderr)")
        let page = try String(contentsOfFile: dir + "/w.html", encoding: .utf8)
        #expect(page.contains(">Dark</th>") && page.contains(">Accessibility 3</th>"))
        #expect(try cli.run(["compare", fixture, "--html", dir + "/c.html", "--style", "dark", "--labels", "codes"]).status == 0)
        #expect(try String(contentsOfFile: dir + "/c.html", encoding: .utf8).contains(">dark</th>"))
        #expect(
            try cli.run(["compare", fixture, "--html", dir + "/x.html", "--labels", "words"]).stderr
                .contains("--labels must be one of human, codes (got 'words')"))
        // Over the picture limit as a PNG, fine as a page.
        let big = ["--width", "4000", "--scale", "3", "--appearance", "plain,grouped,insetGrouped"]
        #expect(try cli.run(["compare", fixture, "-o", dir + "/big.png"] + big).status == 1)
        let paged = try cli.run(["compare", fixture, "--html", dir + "/big.html"] + big)
        #expect(paged.status == 0, "\(paged.stderr)")
        #expect(paged.stdout == "wrote \(dir)/big.html (3 panels)\n")
    }

    /// Bad values name the flag and what it takes; exit 64 before anything is read.
    @Test(.enabled(if: enabled)) func usageErrorsNameTheFlagAndTheValues() throws {
        let fixture = SpecCommandLineTests.specFixture("settings.yaml")
        let cases: [([String], String)] = [
            (
                ["--appearance", "plain,fancy"],
                "--appearance: 'fancy' is not one of plain, grouped, insetGrouped, sidebar, sidebarPlain"
            ),
            (["--style", "light,sepia"], "--style: 'sepia' is not one of light, dark"),
            (
                ["--state", "pressed"],
                "--state: 'pressed' is not one of normal, selected, highlighted, disabled, focused, editing, swiped, expanded, reordering, dragLifting, dragging, dropTarget"
            ),
            (["--direction", "up"], "--direction: 'up' is not one of ltr, rtl"),
            (["--content-size", "huge"], "--content-size: 'huge' is not one of "),
            (["--style", "light,light"], "--style names a value twice"),
            (["--style", "light,dark", "--rows", "appearance"], "--rows names appearance, but no --appearance values were given"),
            (
                ["--style", "light,dark", "--rows", "colour"],
                "--rows: 'colour' is not an axis; use appearance, style, content-size, direction, state"
            ),
            (
                ["--style", "light,dark", "--rows", "style", "--columns", "style"],
                "an axis is named twice in --rows and --columns"
            ),
            (["--scale", "4"], "--scale must be 1, 2 or 3 (got 4.0)")
        ]
        for (arguments, message) in cases {
            let r = try cli.run(["compare", fixture, "-o", "/nonexistent/sheet.png"] + arguments)
            #expect(r.status == 64, "\(arguments)")
            #expect(r.stderr.contains(message), "\(arguments): \(r.stderr)")
        }
        #expect(try cli.run(["compare", fixture]).stderr.contains("give --output (a PNG file), --html, or both"))
        #expect(try cli.run(["compare", fixture, "-o", "sheet.jpg"]).stderr.contains("--output must name a .png file"))
        #expect(try cli.run(["compare", fixture, fixture, fixture, "-o", "s.png"]).status == 64)
    }

    /// A sheet over the pixel limits is refused with its panel count and size; nothing is written.
    @Test(.enabled(if: enabled)) func anOversizedSheetIsRefused() throws {
        let dir = try SpecTestFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = try cli.run([
            "compare", SpecCommandLineTests.specFixture("settings.yaml"), "-o", dir + "/sheet.png",
            "--width", "4000", "--scale", "3", "--appearance", "plain,grouped,insetGrouped"
        ])
        #expect(r.status == 1)
        #expect(r.stderr.hasPrefix("error: \(SpecCommandLineTests.specFixture("settings.yaml")): the sheet would be "))
        #expect(r.stderr.contains("3 panels (1 rows x 3 columns) of up to 4000 x "))
        #expect(r.stderr.contains("; use fewer values, a lower --scale, a --max-height, or --html alone"))
        #expect(SpecTestFiles.contents(of: dir).isEmpty)
    }

    /// An unknown item for --state-items is a located error, not an empty override.
    @Test(.enabled(if: enabled)) func stateItemsMustExist() throws {
        let dir = try SpecTestFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = try cli.run([
            "compare", SpecCommandLineTests.specFixture("settings.yaml"), "-o", dir + "/sheet.png",
            "--state", "normal,selected", "--state-items", "Wi-Fi,Nope"
        ])
        #expect(r.status == 1)
        #expect(r.stderr.contains("--state-items: no item has the path or text 'Nope'"))
        #expect(SpecTestFiles.contents(of: dir).isEmpty)
    }

    /// A spec against its references (what `render-cells test` keeps): one row per variant,
    /// reference | now | difference; a missing reference is named.
    @Test(.enabled(if: enabled)) func aSpecAgainstItsReferences() throws {
        let dir = try SpecTestFiles.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let spec = dir + "/s.yaml"
        try "width: 200\nscale: 1\nvariants: {style: [light, dark]}\nsections:\n  - items:\n      - text: Wi-Fi\n"
            .write(toFile: spec, atomically: true, encoding: .utf8)
        let missing = try cli.run(["compare", spec, "--against-references", "-o", dir + "/sheet.png"])
        #expect(missing.status == 1)
        #expect(
            missing.stderr.contains("no reference at \(dir)/__Snapshots__/s.light.png for the variant light"), "\(missing.stderr)"
        )
        #expect(try cli.run(["test", spec, "--record", "missing", "-o", dir + "/report"]).status == 0)
        try "width: 200\nscale: 1\nvariants: {style: [light, dark]}\nsections:\n  - items:\n      - text: WLAN\n"
            .write(toFile: spec, atomically: true, encoding: .utf8)
        let r = try cli.run(["compare", spec, "--against-references", "-o", dir + "/sheet.png"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.hasSuffix(", 8 panels)\n"))
        let sheet = try PNGDecoder.decode(contentsOfFile: dir + "/sheet.png")
        // The difference column boxes the changed text in red.
        let red = PremultipliedRGBA8(r: 255, g: 59, b: 48, a: 255)
        #expect((0..<sheet.height).contains { y in (sheet.width / 2..<sheet.width * 3 / 4).contains { sheet[$0, y] == red } })
        // The references carry their layout, so the sheet says what changed.
        let page = try cli.run(["compare", spec, "--against-references", "--html", dir + "/page.html"])
        #expect(page.status == 0, "\(page.stderr)")
        let scaled = try cli.run(["compare", spec, "--against-references", "--scale", "1", "-o", dir + "/x.png"])
        #expect(scaled.status == 64)
        #expect(!scaled.stderr.contains("lower --scale") && scaled.stderr.contains("--max-height and --html"))
    }
}
