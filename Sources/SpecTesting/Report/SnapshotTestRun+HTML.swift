import Foundation
import SafeIO
import SnapshotCore

// The page a person opens after `render-cells test`. It works offline from file:// (CI
// artefacts are often opened that way): the CSS and JS (palette.css, report.css and report.js
// in Page/) are inlined. The pictures are linked by relative paths and loaded lazily: a
// failure's actual, difference and reference copy beside the page in the report folder,
// references where they are in the checkout. Embedding them instead (as PNG data in the page,
// when asked) made 50 failing 3x screens a 22 MB index.html that took seconds to write and to
// open; linked, it is a few hundred kilobytes and the folder is what CI keeps anyway.
//
// Everything a result carries is escaped, and nothing depends on time, randomness or
// dictionary order, so the same run always gives the same bytes (the page can be diffed and
// cached by CI).

extension SnapshotTestRun {
    /// The run as one self-contained HTML page: the counts per status and the run's settings,
    /// filters by status and name, and a card per snapshot in stored order. A failed snapshot's
    /// card compares reference and actual (side by side, slider, onion skin, difference; fitted
    /// or at one image pixel per device pixel), lists the difference numbers, the layout changes
    /// and the font that differs, and offers its accept command to copy.
    ///
    /// - Parameters:
    ///   - title: The page's title and heading.
    ///   - embed: the bytes of an image to put inside the page, given a path as stored in a result
    ///     (`actual`, `diff`, `threePane`, `referenceCopy` are relative to the output folder; `reference`
    ///     is relative to the folder the run started in); nil when it is not embedded or cannot be read.
    ///   - link: a relative URL from the report file to a result's `reference` path, for pictures not embedded.
    ///   - output: a relative URL from the report file to a picture in the output folder (a
    ///     result's `actual`, `diff`, `referenceCopy` or `threePane`), nil when that file is not
    ///     there; asked for the pictures `embed` gives no bytes for.
    ///   - acceptAll: the one command that accepts every failure (`render-cells accept` on the
    ///     report folder); without it the page lists each failure's command, joined.
    ///   - threads: how many threads make the cards (joined in order: the same bytes on any number).
    public func html(
        title: String = "render-cells test", embed: @Sendable (String) -> [UInt8]?, link: @Sendable (String) -> String,
        output: @Sendable (String) -> String? = { _ in nil }, acceptAll: String? = nil, threads: Int = 1
    ) -> String {
        let chunks = htmlChunks(
            title: title, embed: embed, link: link, output: output, acceptAll: acceptAll, threads: threads)
        var page: [UInt8] = []
        page.reserveCapacity(chunks.reduce(0) { $0 + $1.count })
        for chunk in chunks { page += chunk }
        return String(decoding: page, as: UTF8.self)
    }

    /// ``html(title:embed:link:output:acceptAll:threads:)`` in pieces, in order: the page's
    /// head, header and filters, then a card each, then its end, as UTF-8. A file is written
    /// from them as they are: a failing run's page is megabytes of cards, and joining them
    /// was a copy of all of it into fresh memory.
    package func htmlChunks(
        title: String = "render-cells test", embed: @Sendable (String) -> [UInt8]?, link: @Sendable (String) -> String,
        output: @Sendable (String) -> String? = { _ in nil }, acceptAll: String? = nil, threads: Int = 1
    ) -> [[UInt8]] {
        // Passed snapshots start hidden when something needs attention, so the page opens on it.
        let shown = SnapshotTestStatus.allCases.filter { !(fails && $0 == .passed) }
        var out = """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="generator" content="\(Self.escape(tool))">
            <title>\(Self.escape(title))</title>
            <style>\n\(ReportPageResources.palette)\(ReportPageResources.style)</style>
            </head><body>

            """
        out += header(title: title, acceptAll: acceptAll)
        out += filters(shown: shown)
        out += "<main>\n"
        let cards = InOrder.map(count: results.count, threads: threads) { index in
            card(
                results[index], index: index, hidden: !shown.contains(results[index].status), embed: embed, link: link,
                output: output)
        }
        let end =
            "<p id=\"empty\" class=\"empty\"\(results.isEmpty ? "" : " hidden")>"
            + (results.isEmpty ? "This run has no snapshots." : "No snapshot matches these filters.") + "</p>\n"
            + "</main>\n<script>\n\(ReportPageResources.script)</script>\n</body></html>\n"
        return [Array(out.utf8)] + cards + [Array(end.utf8)]
    }

    // MARK: - Page parts

    /// The title, the verdict, the run's settings and the command that accepts every failure.
    private func header(title: String, acceptAll: String?) -> String {
        let needAttention = results.filter { $0.status.failsRun }.count
        let verdict =
            needAttention > 0
            ? "<span class=\"verdict failed\">\(needAttention) of \(results.count) need\(needAttention == 1 ? "s" : "") attention</span>"
            : "<span class=\"verdict passed\">no failures</span>"
        var out = "<header>\n<div class=\"title\"><h1>\(Self.escape(title))</h1>\(verdict)</div>\n<p class=\"meta\">"
        let settings = [
            ("tool", tool), ("record mode", recordMode), ("tolerance", tolerance),
            ("shards", shards.isEmpty ? "unsharded" : shards.joined(separator: ", ")),
            ("time", Self.duration(milliseconds))
        ]
        out += settings.map { "<span>\($0.0) <b>\(Self.escape($0.1))</b></span>" }.joined() + "</p>\n"
        for warning in warnings { out += "<p class=\"warning\">\(Self.escape(warning))</p>\n" }
        let commands = acceptAllCommands
        if !commands.isEmpty {
            out += "<div class=\"accept-all\"><h2>Accept all \(commands.count) failure\(commands.count == 1 ? "" : "s")</h2>"
            out += Self.command(acceptAll ?? commands.joined(separator: " && \\\n"), id: "accept-all") + "</div>\n"
        }
        return out + "</header>\n"
    }

    /// One checkbox chip per status, with its count, and the name filter; kept in view while scrolling.
    private func filters(shown: [SnapshotTestStatus]) -> String {
        let counts = self.counts
        var out = "<nav class=\"filters\" aria-label=\"Filters\">\n"
        for status in SnapshotTestStatus.allCases {
            let n = counts[status, default: 0]
            out +=
                "<label class=\"chip \(status.rawValue)\(n == 0 ? " zero" : "")\">"
                + "<input type=\"checkbox\" value=\"\(status.rawValue)\"\(shown.contains(status) ? " checked" : "")>"
                + "<span class=\"count\">\(n)</span> \(status.rawValue)</label>\n"
        }
        out += "<input type=\"search\" id=\"query\" placeholder=\"Filter by name\" aria-label=\"Filter by name\">\n"
        return out + "</nav>\n"
    }

    /// A snapshot's card: its head, message, pictures and, for a failure, what differs and how
    /// to accept it; as UTF-8, its table of layout changes written straight into it.
    private func card(
        _ r: SnapshotTestResult, index: Int, hidden: Bool,
        embed: (String) -> [UInt8]?, link: (String) -> String, output: (String) -> String?
    ) -> [UInt8] {
        // What the name filter searches, lowercased here so the script only lowercases the query.
        let searchable = [r.name, r.id, r.reference].joined(separator: " ").lowercased()
        var out =
            "<section class=\"card \(r.status.rawValue)\" id=\"r\(index)\" data-status=\"\(r.status.rawValue)\" "
            + "data-name=\"\(Self.escape(searchable))\"\(hidden ? " hidden" : "")>\n"
        out +=
            "<div class=\"head\"><span class=\"chip \(r.status.rawValue)\">\(r.status.rawValue)</span>"
            + "<h2>\(Self.escape(r.name))</h2>"
        var place = [r.spec ?? r.reference]
        if r.status != .orphaned { place.append(r.variant) }
        out += "<span class=\"where\">\(place.map(Self.escape).joined(separator: " · "))</span>"
        // Orphans and unreadable specs take no time worth showing.
        let time = [r.matchedByHash ? "matched by hash" : nil, r.milliseconds > 0 ? Self.duration(r.milliseconds) : nil]
            .compactMap { $0 }
        out += "<span class=\"time\">\(time.joined(separator: " · "))</span></div>\n"
        if let message = r.message, !message.isEmpty {
            out += "<pre class=\"message\">\(Self.escape(message))</pre>\n"
        }
        out += pictures(r, embed: embed, link: link, output: output)
        if let d = r.difference, r.status != .passed || d.differingPixels > 0 { out += Self.numbers(d) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(out.utf8.count + 4096 + 400 * (r.layoutChanges?.count ?? 0))
        bytes += out.utf8
        out = ""
        if let changes = r.layoutChanges, !changes.isEmpty { Self.table(changes, to: &bytes) }
        if let font = r.fontMismatch, !font.isEmpty {
            out += "<p class=\"font\"><b>Font</b> \(Self.escape(font))</p>\n"
        }
        if let accept = r.acceptCommand, !accept.isEmpty {
            out += "<div class=\"accept\"><h3>Accept</h3>" + Self.command(accept, id: nil) + "</div>\n"
        }
        let files = [
            ("reference", r.reference.isEmpty ? nil : r.reference), ("actual", r.actual), ("difference", r.diff),
            ("three panes", r.threePane), ("reference copy", r.referenceCopy)
        ]
        .compactMap { name, path in path.map { "<span>\(name) <code>\(Self.escape($0))</code></span>" } }
        out += "<p class=\"files\">\(files.joined())</p>\n"
        out += "</section>\n"
        bytes += out.utf8
        return bytes
    }

    /// The card's pictures: the comparison when both reference and actual are there, the
    /// pictures there are otherwise, and a lazily loaded link for passed and orphaned references.
    private func pictures(
        _ r: SnapshotTestResult, embed: (String) -> [UInt8]?, link: (String) -> String,
        output: (String) -> String?
    ) -> String {
        /// The `src` attribute and its loading: the picture's PNG data, else its link in the
        /// output folder, loaded lazily (a `reference` path: its link in the checkout, when
        /// `linked`, else nothing).
        func data(_ path: String?, reference: Bool = false, linked: Bool = true) -> String? {
            guard let path else { return nil }
            if let bytes = embed(path) { return "src=\"data:image/png;base64," + Data(bytes).base64EncodedString() + "\"" }
            guard let url = reference ? (linked ? link(path) : nil) : output(path) else { return nil }
            return "loading=\"lazy\" src=\"\(Self.escape(url))\""
        }
        switch r.status {
        case .passed where r.reference.isEmpty:
            // A sharded `swift test` run's passed test: its snapshots have no one picture.
            return ""
        case .passed, .orphaned, .new, .recorded:
            // Passed, orphaned and freshly recorded pictures are on disk as references: linked,
            // loaded lazily. Embedding them made a 1,000-snapshot `--record all` report 200 MB
            // of page held in memory; only what needs a decision (failures) is inside the page.
            let figure = Self.figure(
                "reference", caption: r.status == .new || r.status == .recorded ? "Recorded" : "Reference",
                attributes: "loading=\"lazy\" src=\"\(Self.escape(link(r.reference)))\"")
            return Self.view(mode: "single", figures: [figure])
        case .failed:
            // A failure's reference is the copy in the output folder when there is one (it is the
            // picture the actual was compared with).
            let actual = data(r.actual)
            let diff = data(r.diff)
            // The checkout's reference only beside the actual: alone, it shows nothing that failed.
            let reference = data(r.referenceCopy) ?? data(r.reference, reference: true, linked: actual != nil)
            if let reference, let actual { return Self.comparison(reference: reference, actual: actual, diff: diff) }
            var figures: [String] = []
            if let reference { figures.append(Self.figure("ref", caption: "Reference", attributes: reference)) }
            if let actual { figures.append(Self.figure("act", caption: "Actual", attributes: actual)) }
            if let diff { figures.append(Self.figure("dif", caption: "Difference", attributes: diff)) }
            // The three-pane picture holds all three when the separate files could not be read.
            if figures.count < 2, let panes = data(r.threePane) {
                figures = [Self.figure("panes", caption: "Reference | difference | actual", attributes: panes)]
            }
            return figures.isEmpty ? "" : Self.view(mode: "single", figures: figures)
        case .missing, .error:
            // Only what they wrote into the output folder, if anything.
            guard let actual = data(r.actual) else { return "" }
            return Self.view(mode: "single", figures: [Self.figure("act", caption: "Actual", attributes: actual)])
        }
    }

    /// Reference and actual side by side, as a slider, as onion skin, and the difference alone.
    /// Each picture is in the page once; the mode only moves it (reference under actual).
    /// The three are `<img>` attributes: a `src` and how it loads.
    private static func comparison(reference: String, actual: String, diff: String?) -> String {
        var out = "<div class=\"view compare\" data-mode=\"side\">\n<div class=\"toolbar\"><div class=\"modes\">"
        var modes = [("side", "Side by side"), ("slider", "Slider"), ("onion", "Onion skin")]
        if diff != nil { modes.append(("diff", "Difference")) }
        out += modes.map { "<button type=\"button\" data-mode=\"\($0.0)\" aria-pressed=\"\($0.0 == "side")\">\($0.1)</button>" }
            .joined()
        out +=
            "</div><input type=\"range\" class=\"slide\" min=\"0\" max=\"100\" value=\"50\" aria-label=\"Actual shown up to\">"
            + "<span class=\"hint for-slide\">actual left of the line, reference right</span>"
        out +=
            "<input type=\"range\" class=\"fade\" min=\"0\" max=\"100\" value=\"50\" aria-label=\"Actual opacity\">"
            + "<span class=\"hint for-fade\">actual over reference</span>"
        out += zoom + "</div>\n<div class=\"stage\">"
        out += figure("ref", caption: "Reference", attributes: reference)
        out += figure("act", caption: "Actual", attributes: actual)
        if let diff { out += figure("dif", caption: "Difference", attributes: diff) }
        return out + "<span class=\"edge\"></span></div>\n</div>\n"
    }

    /// Pictures in a row with the zoom toggle.
    private static func view(mode: String, figures: [String]) -> String {
        "<div class=\"view\" data-mode=\"\(mode)\">\n<div class=\"toolbar\">\(zoom)</div>\n"
            + "<div class=\"stage\">\(figures.joined())</div>\n</div>\n"
    }

    private static let zoom = "<label class=\"zoom\"><input type=\"checkbox\"> Device pixels</label>"

    private static func figure(_ role: String, caption: String, attributes: String) -> String {
        "<figure class=\"\(role)\"><figcaption>\(caption)</figcaption>"
            + "<img class=\"px\" alt=\"\(caption.lowercased())\" \(attributes)></figure>"
    }

    /// The pixel comparison's numbers as tiles.
    private static func numbers(_ d: SnapshotTestResult.DifferenceSummary) -> String {
        var tiles: [(String, String)] = []
        let share = d.totalPixels > 0 ? Double(d.differingPixels) / Double(d.totalPixels) : 0
        let percent = share > 0 && share < 0.0001 ? "< 0.01" : fixed(share * 100, digits: 2)
        tiles.append(("Differing pixels", "\(grouped(d.differingPixels)) of \(grouped(d.totalPixels)) (\(percent) %)"))
        tiles.append(("Max channel difference", "\(d.maxChannelDifference) of 255"))
        let box = d.boundingBox.flatMap { $0.count == 4 ? "x \($0[0]), y \($0[1]), \($0[2]) × \($0[3]) px" : nil }
        tiles.append(("Bounding box", box ?? "none"))
        tiles.append(("Densest 16 × 16 window", "\(fixed(d.densestWindowShare * 100, digits: 1)) % differ"))
        let size = { (s: [Int]) in s.count == 2 ? "\(s[0]) × \(s[1]) px" : "unknown" }
        if d.actualSize == d.referenceSize {
            tiles.append(("Size", size(d.actualSize)))
        } else {
            tiles.append(("Sizes differ", "actual \(size(d.actualSize)), reference \(size(d.referenceSize))"))
        }
        return "<dl class=\"numbers\">"
            + tiles.map { "<div><dt>\($0.0)</dt><dd>\(escape($0.1))</dd></div>" }.joined() + "</dl>\n"
    }

    /// The elements that changed, one row each, their fields as reference → actual, appended
    /// to a card's bytes: a failing run's page is mostly these rows (a hundred a failing
    /// screen), and string appends with an escaped string made for each field were most of
    /// their cost.
    private static func table(_ changes: [LayoutChange], to out: inout [UInt8]) {
        out.append(
            literal:
                "<h3>Layout changes</h3>\n<table class=\"changes\"><thead><tr><th>Element</th><th>Kind</th><th>Status</th><th>Changes</th></tr></thead><tbody>\n"
        )
        // Each change lent from the array's storage, not copied out of it (a copy retained
        // and released its strings and its fields).
        changes.withUnsafeBufferPointer { changes in
            for index in changes.indices {
                row(changes[index], to: &out)
            }
        }
        out.append(literal: "</tbody></table>\n")
    }

    /// A change's row. The markup between two texts is one literal, so a field is four
    /// copies of markup beside its three escaped texts (a failing screen has about a
    /// hundred rows, a few fields each).
    private static func row(_ change: LayoutChange, to out: inout [UInt8]) {
        out.append(literal: "<tr><td><code>")
        HTMLText.appendEscaped(change.id, to: &out)
        out.append(literal: "</code></td><td>")
        HTMLText.appendEscaped(change.kind, to: &out)
        switch change.status {
        case .added: out.append(literal: "</td><td><span class=\"tag added\">added</span></td><td>")
        case .removed: out.append(literal: "</td><td><span class=\"tag removed\">removed</span></td><td>")
        case .changed: out.append(literal: "</td><td><span class=\"tag changed\">changed</span></td><td>")
        }
        change.fields.withUnsafeBufferPointer { fields in
            for index in fields.indices {
                out.append(literal: "<div class=\"field\"><span class=\"name\">")
                HTMLText.appendEscaped(fields[index].name, to: &out)
                value(
                    fields[index].reference, before: "</span> <span class=\"old\">", after: "</span> → ",
                    none: "</span> <span class=\"none\">none</span> → ", to: &out)
                value(
                    fields[index].actual, before: "<span class=\"new\">", after: "</span></div>",
                    none: "<span class=\"none\">none</span></div>", to: &out)
            }
        }
        out.append(literal: "</td></tr>\n")
    }

    /// A field's value escaped between `before` and `after`, or `none` (markup and all) when
    /// that side lacks the field.
    private static func value(
        _ v: String?, before: StaticString, after: StaticString, none: StaticString, to out: inout [UInt8]
    ) {
        guard let v else { return out.append(literal: none) }
        out.append(literal: before)
        HTMLText.appendEscaped(v, to: &out)
        out.append(literal: after)
    }

    /// A shell command to copy: the text is the `<code>` element's, exactly.
    private static func command(_ text: String, id: String?) -> String {
        "<div class=\"command\"\(id.map { " id=\"\($0)\"" } ?? "")><pre><code>\(escape(text))</code></pre>"
            + "<button type=\"button\" class=\"copy\">Copy</button></div>"
    }

    // MARK: - Text

    /// `s` safe in HTML text and in double- or single-quoted attributes (the one escaping
    /// every offline page shares).
    private static func escape(_ s: String) -> String {
        HTMLText.escape(s)
    }

    /// `12 ms` under a second, `1.23 s` above.
    private static func duration(_ milliseconds: Double) -> String {
        milliseconds < 1000 ? "\(fixed(milliseconds, digits: 0)) ms" : "\(fixed(milliseconds / 1000, digits: 2)) s"
    }

    /// `v` with `digits` decimals, rounded half away from zero, without locale or
    /// `String(format:)`, so every machine writes the same digits (the JUnit report's numbers too).
    package static func fixed(_ v: Double, digits: Int) -> String {
        guard v.isFinite else { return "–" }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        // A number from a hostile results.json can be beyond Int: shown as Swift writes it.
        guard abs(v) * scale < 1e15 else { return "\(v)" }
        let n = Int((abs(v) * scale).rounded())
        let sign = v < 0 && n != 0 ? "-" : ""
        let whole = n / Int(scale)
        let fraction = n % Int(scale)
        guard digits > 0 else { return sign + String(whole) }
        let f = String(fraction)
        return sign + String(whole) + "." + String(repeating: "0", count: digits - f.count) + f
    }

    /// `1234567` → `1,234,567`.
    private static func grouped(_ n: Int) -> String {
        let digits = String(n.magnitude)
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out += "," }
            out.append(c)
        }
        return (n < 0 ? "-" : "") + out
    }
}
