import Foundation
import SnapshotCore
import Testing

/// The HTML and JUnit reports of a hand-built run holding one result of each status.
@Suite struct SnapshotReportTests {
    /// What `embed` hands over for every picture: the writer puts bytes in the page without
    /// decoding them, so these need not be a PNG. Base64: `UE5H`.
    static let picture = Array("PNG".utf8)
    static let dataURI = "data:image/png;base64,UE5H"
    static let hostile = "<script>alert(\"x\")</script>"

    static let failedAccept = "cp 'out/actual/settings.dark.png' 'Snapshots/settings.dark.png'"
    static let missingAccept = "cp 'out/actual/new-spec.default.png' 'Snapshots/new-spec.default.png'"

    static func run() throws -> SnapshotTestRun {
        var passed = SnapshotTestResult(
            id: "specs/settings.yaml#light", name: "settings.light", spec: "specs/settings.yaml",
            variant: "light", status: .passed, reference: "Snapshots/settings.light.png",
            milliseconds: 11.5)
        passed.matchedByHash = true

        var failed = SnapshotTestResult(
            id: "specs/settings.yaml#dark", name: "settings.dark \(hostile)",
            spec: "specs/settings.yaml", variant: "dark", status: .failed,
            reference: "Snapshots/settings.dark.png",
            message: "1234 pixels differ \(hostile) & more", milliseconds: 42)
        failed.actual = "actual/settings.dark.png"
        failed.diff = "actual/settings.dark.diff.png"
        failed.threePane = "actual/settings.dark.three-pane.png"
        failed.referenceCopy = "actual/settings.dark.reference.png"
        // DifferenceSummary is made from a comparison of pixmaps; its JSON form gives the numbers directly.
        failed.difference = try JSONDecoder().decode(
            SnapshotTestResult.DifferenceSummary.self,
            from: Data(
                """
                {"differingPixels": 1234, "totalPixels": 10000, "maxChannelDifference": 37, "boundingBox": [4, 8, 30, 12],
                 "densestWindowShare": 0.625, "actualSize": [100, 100], "referenceSize": [100, 100]}
                """.utf8))
        failed.layoutChanges = [
            LayoutChange(
                id: "sections[0].items[1].text", kind: "text", status: .changed,
                fields: [
                    .init(name: "font", reference: "body 17pt", actual: "footnote 13pt"),
                    .init(name: "string", reference: "Wi-Fi", actual: hostile)
                ]),
            LayoutChange(id: "sections[0].items[2].accessory", kind: "image", status: .added)
        ]
        failed.fontMismatch = "SF-Pro.ttf: sha 1a2b in the reference, 3c4d now"
        failed.acceptCommand = failedAccept

        var new = SnapshotTestResult(
            id: "specs/fresh.yaml#default", name: "fresh", spec: "specs/fresh.yaml",
            variant: "default", status: .new, reference: "Snapshots/fresh.png")
        new.actual = "actual/fresh.png"

        var missing = SnapshotTestResult(
            id: "specs/new-spec.yaml#default", name: "new-spec.default",
            spec: "specs/new-spec.yaml", variant: "default", status: .missing,
            reference: "Snapshots/new-spec.default.png",
            message: "no reference; recording is off")
        missing.actual = "actual/new-spec.default.png"
        missing.acceptCommand = missingAccept

        var recorded = SnapshotTestResult(
            id: "specs/settings.yaml#rtl", name: "settings.rtl", spec: "specs/settings.yaml",
            variant: "rtl", status: .recorded, reference: "Snapshots/settings.rtl.png")
        recorded.actual = "actual/settings.rtl.png"

        // Control characters as a broken spec file might put them in a message.
        let error = SnapshotTestResult(
            id: "specs/broken.yaml#default", name: "broken", spec: "specs/broken.yaml",
            variant: "default", status: .error, reference: "Snapshots/broken.png",
            message: "line 3: unexpected \u{0}\u{1B}[31m character \(hostile)")

        let orphaned = SnapshotTestResult(
            id: "Snapshots/gone.png", name: "gone", spec: nil, variant: "default",
            status: .orphaned, reference: "Snapshots/gone.png")

        return SnapshotTestRun(
            tool: "render-cells 1.2.0", recordMode: "never", tolerance: "exact", shards: ["1/2"],
            results: [error, missing, failed, passed, recorded, new, orphaned], milliseconds: 1234.5)
    }

    static func html(_ run: SnapshotTestRun) -> String {
        run.html(embed: { _ in picture }, link: { "../" + $0 })
    }

    /// Each result's card, keyed by status (the run holds one of each).
    static func cards(_ html: String) -> [SnapshotTestStatus: String] {
        var out: [SnapshotTestStatus: String] = [:]
        for part in html.components(separatedBy: "<section class=\"card ").dropFirst() {
            let status = SnapshotTestStatus(rawValue: String(part.prefix { $0 != "\"" }))!
            out[status] = part.components(separatedBy: "</section>")[0]
        }
        return out
    }

    @Test func textFromResultsIsEscaped() throws {
        let html = Self.html(try Self.run())
        #expect(!html.contains(Self.hostile))
        #expect(!html.contains("<script>alert"))
        // The page's own script is the only one.
        #expect(html.components(separatedBy: "<script").count == 2)
        #expect(html.contains("settings.dark &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;"))
        #expect(html.contains("1234 pixels differ &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more"))
        // Shown as U+FFFD, never written: control characters have no place in a page (and the
        // page and the JUnit file follow the one escaper's rule).
        #expect(!html.contains("\u{0}") && !html.contains("\u{1B}"))
        #expect(html.contains("line 3: unexpected \u{FFFD}\u{FFFD}[31m character"))
    }

    /// Failures (and whatever a missing or broken snapshot wrote) are inside the page;
    /// references on disk — passed, orphaned, just recorded — are linked, so a 1,000-snapshot
    /// recording run does not make a 200 MB page.
    @Test func picturesAreEmbeddedOnlyForWhatNeedsADecision() throws {
        let html = Self.html(try Self.run())
        let cards = Self.cards(html)
        #expect(cards.count == 7)
        #expect(cards[.passed]?.contains("data:") == false)
        #expect(
            cards[.passed]?.contains(
                "<img class=\"px\" alt=\"reference\" loading=\"lazy\" src=\"../Snapshots/settings.light.png\">") == true)
        #expect(cards[.orphaned]?.contains("data:") == false)
        #expect(cards[.orphaned]?.contains("loading=\"lazy\" src=\"../Snapshots/gone.png\"") == true)
        // Reference, actual and difference, each once.
        #expect(cards[.failed]?.components(separatedBy: Self.dataURI).count == 4)
        #expect(cards[.missing]?.contains(Self.dataURI) == true)
        #expect(cards[.missing]?.contains("loading=\"lazy\"") == false)
        for status in [SnapshotTestStatus.new, .recorded] {
            #expect(cards[status]?.contains("data:") == false, "\(status)")
            #expect(cards[status]?.contains("loading=\"lazy\" src=\"../Snapshots/") == true, "\(status)")
            #expect(cards[status]?.contains("Recorded") == true, "\(status)")
        }
        // Nothing to show for an error without pictures.
        #expect(cards[.error]?.contains("<img") == false)
    }

    @Test func unreadablePicturesAreLeftOut() throws {
        let html = try Self.run().html(embed: { _ in nil }, link: { $0 })
        let cards = Self.cards(html)
        #expect(!html.contains("data:"))
        #expect(cards[.failed]?.contains("<img") == false)
        #expect(cards[.failed]?.contains("1234 pixels differ") == true)
        #expect(cards[.passed]?.contains("loading=\"lazy\" src=\"Snapshots/settings.light.png\"") == true)
    }

    @Test func pageWorksOffline() throws {
        let html = Self.html(try Self.run())
        #expect(html.hasPrefix("<!doctype html>"))
        #expect(!html.contains("http://") && !html.contains("https://"))
        #expect(!html.contains("src=\"//") && !html.contains("<link") && !html.contains("@import") && !html.contains("url("))
    }

    @Test func countsAndSettingsAreAtTheTop() throws {
        let html = Self.html(try Self.run())
        let top = html.components(separatedBy: "<main>")[0]
        for status in SnapshotTestStatus.allCases {
            #expect(top.contains("<span class=\"count\">1</span> \(status.rawValue)</label>"), "\(status)")
        }
        #expect(top.contains("3 of 7 need attention"))
        for setting in [
            "tool <b>render-cells 1.2.0</b>", "record mode <b>never</b>", "tolerance <b>exact</b>",
            "shards <b>1/2</b>", "time <b>1.23 s</b>"
        ] {
            #expect(top.contains(setting), "\(setting)")
        }
        // With failures the page opens on them: passed results unchecked and hidden, the rest shown.
        #expect(top.contains("<input type=\"checkbox\" value=\"passed\">"))
        for status in SnapshotTestStatus.allCases where status != .passed {
            #expect(top.contains("<input type=\"checkbox\" value=\"\(status.rawValue)\" checked>"), "\(status)")
        }
        #expect(top.contains("<input type=\"search\" id=\"query\""))
        let cards = Self.cards(html)
        #expect(
            cards[.passed]?.contains(
                "data-status=\"passed\" data-name=\"settings.light specs/settings.yaml#light snapshots/settings.light.png\" hidden>"
            ) == true)
        #expect(cards[.failed]?.contains(" hidden>") == false)
    }

    @Test func passingRunShowsEverything() throws {
        var run = try Self.run()
        run.results.removeAll { $0.status.failsRun }
        let html = Self.html(run)
        #expect(html.contains("<span class=\"verdict passed\">no failures</span>"))
        #expect(html.contains("<input type=\"checkbox\" value=\"passed\" checked>"))
        #expect(!html.contains(" hidden>\n<div class=\"head\">"))
        #expect(!html.contains("id=\"accept-all\""))
        let empty = SnapshotTestRun(
            tool: "render-cells", recordMode: "never", tolerance: "exact", shards: [], results: [],
            milliseconds: 0)
        #expect(Self.html(empty).contains("<p id=\"empty\" class=\"empty\">This run has no snapshots.</p>"))
    }

    @Test func acceptAllJoinsTheFailuresCommands() throws {
        let html = Self.html(try Self.run())
        let block = try #require(html.components(separatedBy: "id=\"accept-all\"").dropFirst().first)
        let code = try #require(block.components(separatedBy: "</code>").first)
        let failed = Self.failedAccept.replacingOccurrences(of: "'", with: "&#39;")
        let missing = Self.missingAccept.replacingOccurrences(of: "'", with: "&#39;")
        // Stored order: the missing result comes before the failed one.
        #expect(code.hasSuffix(missing + " &amp;&amp; \\\n" + failed))
        #expect(html.contains("Accept all 2 failures"))
        // And each failure's own command, with a button that copies it.
        let card = try #require(Self.cards(html)[.failed])
        #expect(card.contains("<pre><code>\(failed)</code></pre><button type=\"button\" class=\"copy\">Copy</button>"))
    }

    @Test func failureCardShowsWhatDiffers() throws {
        let card = try #require(Self.cards(Self.html(try Self.run()))[.failed])
        for text in [
            "<dt>Differing pixels</dt><dd>1,234 of 10,000 (12.34 %)</dd>",
            "<dt>Max channel difference</dt><dd>37 of 255</dd>",
            "<dt>Bounding box</dt><dd>x 4, y 8, 30 × 12 px</dd>",
            "<dt>Densest 16 × 16 window</dt><dd>62.5 % differ</dd>",
            "<dt>Size</dt><dd>100 × 100 px</dd>",
            "<td><code>sections[0].items[1].text</code></td><td>text</td><td><span class=\"tag changed\">changed</span></td>",
            "<span class=\"name\">font</span> <span class=\"old\">body 17pt</span> → <span class=\"new\">footnote 13pt</span>",
            "<span class=\"new\">&lt;script&gt;",
            "<td><code>sections[0].items[2].accessory</code></td><td>image</td><td><span class=\"tag added\">added</span></td>",
            "<p class=\"font\"><b>Font</b> SF-Pro.ttf: sha 1a2b in the reference, 3c4d now</p>",
            // The comparison: its modes, the slider and onion-skin ranges and the device-pixel zoom.
            "<div class=\"view compare\" data-mode=\"side\">",
            "data-mode=\"slider\"", "data-mode=\"onion\"", "data-mode=\"diff\"",
            "class=\"slide\"", "class=\"fade\"", "Device pixels"
        ] {
            #expect(card.contains(text), "\(text)")
        }
        // Two changes, two rows.
        #expect(card.components(separatedBy: "<tr><td>").count == 3)
    }

    @Test func sameRunSameBytes() throws {
        let run = try Self.run()
        // A copy through results.json, as merge-reports reads it.
        let copy = try JSONDecoder().decode(SnapshotTestRun.self, from: JSONEncoder().encode(run))
        #expect(Self.html(run) == Self.html(copy))
        #expect(run.junitXML() == copy.junitXML())
    }

    @Test func junitCountsAndCases() throws {
        let xml = try Self.run().junitXML()
        #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites "))
        #expect(xml.contains("tests=\"7\" failures=\"2\" errors=\"1\" skipped=\"1\" time=\"1.235\">"))
        // One suite per spec file, in the order the results are stored; orphans in their own.
        let suites = xml.components(separatedBy: "<testsuite name=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        #expect(
            suites == [
                "specs/broken.yaml", "specs/new-spec.yaml", "specs/settings.yaml", "specs/fresh.yaml",
                "orphaned references"
            ])
        #expect(
            xml.contains(
                "<testsuite name=\"specs/settings.yaml\" tests=\"3\" failures=\"1\" errors=\"0\" skipped=\"0\" time=\"0.054\">"))
        #expect(xml.components(separatedBy: "<testcase ").count == 8)
        #expect(xml.contains("<testcase name=\"settings.light\" classname=\"specs/settings.yaml\" time=\"0.012\"/>"))
        #expect(
            xml.contains(
                "<failure message=\"1234 pixels differ &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more\" type=\"failed\">"
            ))
        #expect(xml.contains("<failure message=\"no reference; recording is off\" type=\"missing\">"))
        #expect(xml.contains("<error message=\"line 3: unexpected \u{FFFD}\u{FFFD}[31m character"))
        #expect(xml.contains("<skipped message=\"orphaned reference\"/>"))
        #expect(xml.contains("<system-out>recorded a new reference: Snapshots/fresh.png</system-out>"))
        #expect(xml.contains("<system-out>recorded over the reference: Snapshots/settings.rtl.png</system-out>"))
        // The failure's body carries what the HTML page shows, for CI pages without it.
        #expect(xml.contains("  sections[0].items[1].text (text): font body 17pt → footnote 13pt"))
        #expect(xml.contains("accept: cp &#39;out/actual/settings.dark.png&#39;"))
    }

    /// A tab in a snapshot's name reached the JUnit attribute raw (where XML readers turn it
    /// into a space); it is written as a reference, as a line break is.
    @Test func junitEscapesATabInAName() {
        var result = SnapshotTestResult(
            id: "specs/a.yaml#tab\there", name: "a.tab\there", spec: "specs/a\tb.yaml",
            variant: "tab\there", status: .passed, reference: "a.png")
        result.milliseconds = 1
        let run = SnapshotTestRun(
            tool: "render-cells", recordMode: "never", tolerance: "exact", shards: [],
            results: [result], milliseconds: 1)
        let xml = run.junitXML()
        #expect(xml.contains("<testcase name=\"a.tab&#9;here\" classname=\"specs/a&#9;b.yaml\""), "\(xml)")
        #expect(!xml.contains("\t"))
    }

    @Test func junitIsWellFormed() throws {
        let xml = try Self.run().junitXML()
        #expect(Self.isWellFormed(xml))
        #expect(!xml.contains(Self.hostile) && !xml.contains("\u{0}") && !xml.contains("\u{1B}"))
        // The checker itself catches what escaping prevents.
        #expect(!Self.isWellFormed("<a><b></a></b>"))
        #expect(!Self.isWellFormed("<a x=\"1 < 2\"/>"))
        #expect(!Self.isWellFormed("<a>fish & chips</a>"))
        #expect(!Self.isWellFormed("<a>\u{1}</a>"))
        #expect(Self.isWellFormed("<?xml version=\"1.0\"?>\n<a x='&amp;'><b/>&#10;</a>\n"))
    }

    /// Whether `s` is one well-formed XML 1.0 element after an optional declaration: tags
    /// nest, attribute values are quoted without `<`, `&` only starts a reference, and no
    /// character XML forbids appears. (Foundation's XMLParser is not importable here on Linux.)
    static func isWellFormed(_ s: String) -> Bool {
        let c = Array(s.unicodeScalars)
        var i = 0
        var open: [String] = []
        var roots = 0
        func isName(_ u: Unicode.Scalar) -> Bool { u.properties.isAlphabetic || "0123456789-_.:".unicodeScalars.contains(u) }
        func name() -> String {
            var n = ""
            while i < c.count && isName(c[i]) {
                n.unicodeScalars.append(c[i])
                i += 1
            }
            return n
        }
        func skipSpace() { while i < c.count && " \t\r\n".unicodeScalars.contains(c[i]) { i += 1 } }
        func reference() -> Bool {
            var j = i + 1
            while j < c.count && c[j] != ";" && j - i < 12 { j += 1 }
            guard j < c.count && c[j] == ";" else { return false }
            let body = String(String.UnicodeScalarView(c[(i + 1)..<j]))
            i = j + 1
            return ["amp", "lt", "gt", "quot", "apos"].contains(body)
                || (body.hasPrefix("#x") && Int(body.dropFirst(2), radix: 16) != nil)
                || (body.hasPrefix("#") && Int(body.dropFirst()) != nil)
        }
        func allowed(_ u: Unicode.Scalar) -> Bool {
            u == "\t" || u == "\n" || u == "\r" || (u.value >= 0x20 && u.value != 0xFFFE && u.value != 0xFFFF)
        }
        if s.hasPrefix("<?xml") {
            guard let end = s.range(of: "?>") else { return false }
            i = s.unicodeScalars.distance(from: s.unicodeScalars.startIndex, to: end.upperBound)
        }
        while i < c.count {
            if c[i] == "<" {
                i += 1
                if i < c.count && c[i] == "/" {
                    i += 1
                    let n = name()
                    skipSpace()
                    guard i < c.count, c[i] == ">", open.popLast() == n else { return false }
                    i += 1
                    continue
                }
                let n = name()
                guard !n.isEmpty else { return false }
                if open.isEmpty { roots += 1 }
                var attributes: Set<String> = []
                while true {
                    skipSpace()
                    guard i < c.count else { return false }
                    if c[i] == ">" {
                        open.append(n)
                        i += 1
                        break
                    }
                    if c[i] == "/" {
                        guard i + 1 < c.count, c[i + 1] == ">" else { return false }
                        i += 2
                        break
                    }
                    let a = name()
                    guard !a.isEmpty, attributes.insert(a).inserted else { return false }
                    skipSpace()
                    guard i < c.count, c[i] == "=" else { return false }
                    i += 1
                    skipSpace()
                    guard i < c.count, c[i] == "\"" || c[i] == "'" else { return false }
                    let quote = c[i]
                    i += 1
                    while i < c.count && c[i] != quote {
                        guard c[i] != "<", allowed(c[i]) else { return false }
                        if c[i] == "&" { guard reference() else { return false } } else { i += 1 }
                    }
                    guard i < c.count else { return false }
                    i += 1
                }
            } else {
                guard allowed(c[i]) else { return false }
                // Text outside the root may only be white space.
                if open.isEmpty && !" \t\r\n".unicodeScalars.contains(c[i]) { return false }
                if c[i] == "&" { guard reference() else { return false } } else { i += 1 }
            }
        }
        return open.isEmpty && roots == 1
    }
}
