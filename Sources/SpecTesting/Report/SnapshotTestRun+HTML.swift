import Foundation
import SnapshotCore

// The page a person opens after `render-cells test`. It is one file that works offline from
// file:// (CI artefacts are often opened that way): the CSS and JS are inline, and the
// pictures that may not exist anywhere else later (failed, new, missing and recorded
// snapshots, whose files live in a temporary output folder) are PNG data inside the page.
// Passed and orphaned snapshots only link their reference, loaded lazily, so a run of
// thousands of passing snapshots stays a small page.
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
    ///     is relative to the folder the run started in); nil when it cannot be read.
    ///   - link: a relative URL from the report file to a result's `reference` path, for pictures not embedded.
    public func html(title: String = "render-cells test", embed: (String) -> [UInt8]?, link: (String) -> String) -> String {
        // Passed snapshots start hidden when something needs attention, so the page opens on it.
        let shown = SnapshotTestStatus.allCases.filter { !(fails && $0 == .passed) }
        var out = """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="generator" content="\(Self.escape(tool))">
            <title>\(Self.escape(title))</title>
            <style>\(Self.css)</style>
            </head><body>

            """
        out += header(title: title)
        out += filters(shown: shown)
        out += "<main>\n"
        for (index, result) in results.enumerated() {
            out += card(result, index: index, hidden: !shown.contains(result.status), embed: embed, link: link)
        }
        out += "<p id=\"empty\" class=\"empty\"\(results.isEmpty ? "" : " hidden")>"
            + (results.isEmpty ? "This run has no snapshots." : "No snapshot matches these filters.") + "</p>\n"
        out += "</main>\n<script>\(Self.script)</script>\n</body></html>\n"
        return out
    }

    // MARK: - Page parts

    /// The title, the verdict, the run's settings and the command that accepts every failure.
    private func header(title: String) -> String {
        let needAttention = results.filter { $0.status.failsRun }.count
        let verdict = needAttention > 0
            ? "<span class=\"verdict failed\">\(needAttention) of \(results.count) need\(needAttention == 1 ? "s" : "") attention</span>"
            : "<span class=\"verdict passed\">no failures</span>"
        var out = "<header>\n<div class=\"title\"><h1>\(Self.escape(title))</h1>\(verdict)</div>\n<p class=\"meta\">"
        let settings = [
            ("tool", tool), ("record mode", recordMode), ("tolerance", tolerance),
            ("shards", shards.isEmpty ? "unsharded" : shards.joined(separator: ", ")),
            ("time", Self.duration(milliseconds)),
        ]
        out += settings.map { "<span>\($0.0) <b>\(Self.escape($0.1))</b></span>" }.joined() + "</p>\n"
        for warning in warnings { out += "<p class=\"warning\">\(Self.escape(warning))</p>\n" }
        let commands = acceptAllCommands
        if !commands.isEmpty {
            out += "<div class=\"accept-all\"><h2>Accept all \(commands.count) failure\(commands.count == 1 ? "" : "s")</h2>"
            out += Self.command(commands.joined(separator: " && \\\n"), id: "accept-all") + "</div>\n"
        }
        return out + "</header>\n"
    }

    /// One checkbox chip per status, with its count, and the name filter; kept in view while scrolling.
    private func filters(shown: [SnapshotTestStatus]) -> String {
        let counts = self.counts
        var out = "<nav class=\"filters\" aria-label=\"Filters\">\n"
        for status in SnapshotTestStatus.allCases {
            let n = counts[status, default: 0]
            out += "<label class=\"chip \(status.rawValue)\(n == 0 ? " zero" : "")\">"
                + "<input type=\"checkbox\" value=\"\(status.rawValue)\"\(shown.contains(status) ? " checked" : "")>"
                + "<span class=\"count\">\(n)</span> \(status.rawValue)</label>\n"
        }
        out += "<input type=\"search\" id=\"query\" placeholder=\"Filter by name\" aria-label=\"Filter by name\">\n"
        return out + "</nav>\n"
    }

    /// A snapshot's card: its head, message, pictures and, for a failure, what differs and how to accept it.
    private func card(_ r: SnapshotTestResult, index: Int, hidden: Bool,
                      embed: (String) -> [UInt8]?, link: (String) -> String) -> String {
        // What the name filter searches, lowercased here so the script only lowercases the query.
        let searchable = [r.name, r.id, r.reference].joined(separator: " ").lowercased()
        var out = "<section class=\"card \(r.status.rawValue)\" id=\"r\(index)\" data-status=\"\(r.status.rawValue)\" "
            + "data-name=\"\(Self.escape(searchable))\"\(hidden ? " hidden" : "")>\n"
        out += "<div class=\"head\"><span class=\"chip \(r.status.rawValue)\">\(r.status.rawValue)</span>"
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
        out += pictures(r, embed: embed, link: link)
        if let d = r.difference, r.status != .passed || d.differingPixels > 0 { out += Self.numbers(d) }
        if let changes = r.layoutChanges, !changes.isEmpty { out += Self.table(changes) }
        if let font = r.fontMismatch, !font.isEmpty {
            out += "<p class=\"font\"><b>Font</b> \(Self.escape(font))</p>\n"
        }
        if let accept = r.acceptCommand, !accept.isEmpty {
            out += "<div class=\"accept\"><h3>Accept</h3>" + Self.command(accept, id: nil) + "</div>\n"
        }
        let files = [("reference", r.reference), ("actual", r.actual), ("difference", r.diff),
                     ("three panes", r.threePane), ("reference copy", r.referenceCopy)]
            .compactMap { name, path in path.map { "<span>\(name) <code>\(Self.escape($0))</code></span>" } }
        out += "<p class=\"files\">\(files.joined())</p>\n"
        return out + "</section>\n"
    }

    /// The card's pictures: the comparison when both reference and actual can be embedded, the
    /// pictures there are otherwise, and a lazily loaded link for passed and orphaned references.
    private func pictures(_ r: SnapshotTestResult, embed: (String) -> [UInt8]?, link: (String) -> String) -> String {
        func data(_ path: String?) -> String? {
            guard let path, let bytes = embed(path) else { return nil }
            return "data:image/png;base64," + Data(bytes).base64EncodedString()
        }
        switch r.status {
        case .passed, .orphaned, .new, .recorded:
            // Passed, orphaned and freshly recorded pictures are on disk as references: linked,
            // loaded lazily. Embedding them made a 1,000-snapshot `--record all` report 200 MB
            // of page held in memory; only what needs a decision (failures) is inside the page.
            let figure = Self.figure("reference", caption: r.status == .new || r.status == .recorded ? "Recorded" : "Reference",
                                     attributes: "loading=\"lazy\" src=\"\(Self.escape(link(r.reference)))\"")
            return Self.view(mode: "single", figures: [figure])
        case .failed:
            // A failure's reference is the copy in the output folder when there is one (it is the
            // picture the actual was compared with).
            let reference = data(r.referenceCopy) ?? data(r.reference)
            let actual = data(r.actual)
            let diff = data(r.diff)
            if let reference, let actual { return Self.comparison(reference: reference, actual: actual, diff: diff) }
            var figures: [String] = []
            if let reference { figures.append(Self.figure("ref", caption: "Reference", attributes: "src=\"\(reference)\"")) }
            if let actual {
                figures.append(Self.figure("act", caption: "Actual", attributes: "src=\"\(actual)\""))
            }
            if let diff { figures.append(Self.figure("dif", caption: "Difference", attributes: "src=\"\(diff)\"")) }
            // The three-pane picture holds all three when the separate files could not be read.
            if figures.count < 2, let panes = data(r.threePane) {
                figures = [Self.figure("panes", caption: "Reference | difference | actual", attributes: "src=\"\(panes)\"")]
            }
            return figures.isEmpty ? "" : Self.view(mode: "single", figures: figures)
        case .missing, .error:
            // Only what they wrote into the output folder, if anything.
            guard let actual = data(r.actual) else { return "" }
            return Self.view(mode: "single", figures: [Self.figure("act", caption: "Actual", attributes: "src=\"\(actual)\"")])
        }
    }

    /// Reference and actual side by side, as a slider, as onion skin, and the difference alone.
    /// Each picture is in the page once; the mode only moves it (reference under actual).
    private static func comparison(reference: String, actual: String, diff: String?) -> String {
        var out = "<div class=\"view compare\" data-mode=\"side\">\n<div class=\"toolbar\"><div class=\"modes\">"
        var modes = [("side", "Side by side"), ("slider", "Slider"), ("onion", "Onion skin")]
        if diff != nil { modes.append(("diff", "Difference")) }
        out += modes.map { "<button type=\"button\" data-mode=\"\($0.0)\" aria-pressed=\"\($0.0 == "side")\">\($0.1)</button>" }
            .joined()
        out += "</div><input type=\"range\" class=\"slide\" min=\"0\" max=\"100\" value=\"50\" aria-label=\"Actual shown up to\">"
            + "<span class=\"hint for-slide\">actual left of the line, reference right</span>"
        out += "<input type=\"range\" class=\"fade\" min=\"0\" max=\"100\" value=\"50\" aria-label=\"Actual opacity\">"
            + "<span class=\"hint for-fade\">actual over reference</span>"
        out += zoom + "</div>\n<div class=\"stage\">"
        out += figure("ref", caption: "Reference", attributes: "src=\"\(reference)\"")
        out += figure("act", caption: "Actual", attributes: "src=\"\(actual)\"")
        if let diff { out += figure("dif", caption: "Difference", attributes: "src=\"\(diff)\"") }
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

    /// The elements that changed, one row each, their fields as reference → actual.
    private static func table(_ changes: [LayoutChange]) -> String {
        var out = "<h3>Layout changes</h3>\n<table class=\"changes\"><thead><tr><th>Element</th><th>Kind</th>"
            + "<th>Status</th><th>Changes</th></tr></thead><tbody>\n"
        for change in changes {
            out += "<tr><td><code>\(escape(change.id))</code></td><td>\(escape(change.kind))</td>"
                + "<td><span class=\"tag \(change.status.rawValue)\">\(change.status.rawValue)</span></td><td>"
            out += change.fields.map { field in
                "<div class=\"field\"><span class=\"name\">\(escape(field.name))</span> "
                    + value(field.reference, class: "old") + " → " + value(field.actual, class: "new") + "</div>"
            }.joined()
            out += "</td></tr>\n"
        }
        return out + "</tbody></table>\n"
    }

    private static func value(_ v: String?, class name: String) -> String {
        guard let v else { return "<span class=\"none\">none</span>" }
        return "<span class=\"\(name)\">\(escape(v))</span>"
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
    static func fixed(_ v: Double, digits: Int) -> String {
        guard v.isFinite else { return "–" }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        // A number from a hostile results.json can be beyond Int: shown as Swift writes it.
        guard abs(v) * scale < 1e15 else { return "\(v)" }
        let n = Int((abs(v) * scale).rounded())
        let sign = v < 0 && n != 0 ? "-" : ""
        let whole = n / Int(scale), fraction = n % Int(scale)
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

    // MARK: - Style and behaviour

    private static let css = """

        :root { color-scheme: light; --text: #1c1c1e; --muted: #6c6c70; --line: #e5e5ea; --bg: #f2f2f7; --accent: #007aff; }
        * { box-sizing: border-box; }
        [hidden] { display: none !important; }
        body { margin: 0; background: var(--bg); color: var(--text);
               font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, Ubuntu, sans-serif; }
        code, pre { font: 12.5px/1.45 ui-monospace, "SF Mono", Menlo, Consolas, "DejaVu Sans Mono", monospace; }
        header, .filters, main { padding-left: max(24px, calc((100% - 1240px) / 2)); padding-right: max(24px, calc((100% - 1240px) / 2)); }
        header { background: #fff; border-bottom: 1px solid var(--line); padding-top: 20px; padding-bottom: 16px; }
        .title { display: flex; align-items: center; gap: 12px; flex-wrap: wrap; }
        h1 { font-size: 22px; margin: 0; letter-spacing: -0.01em; }
        h2, h3 { margin: 0; }
        .verdict { border-radius: 6px; padding: 2px 10px; font-weight: 600; background: var(--c-bg); color: var(--c-fg); }
        .meta { color: var(--muted); margin: 6px 0 0; display: flex; flex-wrap: wrap; gap: 2px 18px; }
        .meta b { color: var(--text); font-weight: 600; }
        .accept-all { margin-top: 14px; }
        .accept-all h2, .accept h3, main h3 { font-size: 12px; font-weight: 600; text-transform: uppercase;
               letter-spacing: .04em; color: var(--muted); margin: 0 0 6px; }
        .command { display: flex; align-items: flex-start; gap: 8px; }
        .command pre { flex: 1; margin: 0; padding: 8px 10px; background: #f6f6f9; border: 1px solid var(--line);
               border-radius: 8px; white-space: pre-wrap; overflow-wrap: anywhere; max-height: 9.5em; overflow: auto; }
        button { font: inherit; font-size: 13px; border: 1px solid #d1d1d6; background: #fff; color: var(--text);
               border-radius: 7px; padding: 4px 11px; cursor: pointer; }
        button:hover { background: #f2f2f7; }
        button.copy { flex: none; }
        .filters { position: sticky; top: 0; z-index: 2; display: flex; flex-wrap: wrap; align-items: center; gap: 8px;
               padding-top: 10px; padding-bottom: 10px; background: rgba(242, 242, 247, .94); border-bottom: 1px solid var(--line);
               backdrop-filter: blur(8px); }
        .filters input[type=search] { margin-left: auto; min-width: 220px; font: inherit; padding: 5px 10px;
               border: 1px solid #d1d1d6; border-radius: 8px; background: #fff; }
        .chip { display: inline-flex; align-items: center; gap: 5px; border-radius: 999px; padding: 2px 10px;
               font-size: 12.5px; font-weight: 600; background: var(--c-bg); color: var(--c-fg); white-space: nowrap; }
        label.chip { cursor: pointer; user-select: none; padding: 4px 12px 4px 8px; }
        label.chip.zero { opacity: .5; }
        label.chip input { margin: 0; accent-color: var(--c-fg); }
        .count { font-variant-numeric: tabular-nums; }
        .passed { --c-bg: #dff5e5; --c-fg: #1d7a38; }
        .failed { --c-bg: #ffe4e1; --c-fg: #c4141b; }
        .new { --c-bg: #e0eeff; --c-fg: #0058c4; }
        .missing { --c-bg: #ffefd6; --c-fg: #9c5100; }
        .recorded { --c-bg: #f2e4fb; --c-fg: #7b2ea6; }
        .error { --c-bg: #ffe1eb; --c-fg: #ad0f3e; }
        .orphaned { --c-bg: #e9e9ee; --c-fg: #55555c; }
        main { padding-top: 16px; padding-bottom: 48px; }
        .card { background: #fff; border-radius: 12px; margin: 0 0 14px; padding: 14px 18px 12px;
               border-left: 4px solid var(--c-fg); box-shadow: 0 1px 2px rgba(0, 0, 0, .06), 0 0 0 1px rgba(0, 0, 0, .03); }
        .card > * + * { margin-top: 12px; }
        .head { display: flex; align-items: baseline; flex-wrap: wrap; gap: 4px 10px; }
        .head h2 { font-size: 16px; font-weight: 600; overflow-wrap: anywhere; }
        .where { color: var(--muted); overflow-wrap: anywhere; }
        .time { margin-left: auto; color: var(--muted); font-size: 12.5px; font-variant-numeric: tabular-nums; }
        .warning { margin: 8px 0 0; padding: 6px 10px; border-radius: 8px; background: #fff4d6; color: #5c4400; }
        .message { margin: 0; padding: 8px 10px; border-radius: 8px; background: var(--c-bg); color: #3a0a0a;
               white-space: pre-wrap; overflow-wrap: anywhere; max-height: 16em; overflow: auto; }
        .toolbar { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 14px; margin-bottom: 8px; }
        .modes { display: inline-flex; border: 1px solid #d1d1d6; border-radius: 8px; overflow: hidden; }
        .modes button { border: 0; border-radius: 0; border-left: 1px solid #d1d1d6; padding: 4px 12px; }
        .modes button:first-child { border-left: 0; }
        .modes button[aria-pressed=true] { background: var(--accent); color: #fff; }
        .slide, .fade, .for-slide, .for-fade { display: none; }
        .slide, .fade { width: 220px; }
        .compare[data-mode=slider] .slide, .compare[data-mode=onion] .fade,
        .compare[data-mode=slider] .for-slide, .compare[data-mode=onion] .for-fade { display: inline-block; }
        .hint { color: var(--muted); font-size: 12.5px; margin-left: -6px; }
        .zoom { color: var(--muted); font-size: 13px; cursor: pointer; user-select: none; }
        .stage { position: relative; display: flex; align-items: flex-start; gap: 12px; overflow: auto; }
        .stage figure { margin: 0; min-width: 0; flex: 0 1 auto; }
        figcaption { font-size: 12px; color: var(--muted); margin-bottom: 3px; }
        img.px { display: block; max-width: 100%; height: auto; border-radius: 2px;
               background: repeating-conic-gradient(#e5e5ea 0 25%, #fff 0 50%) 0 0 / 16px 16px;
               box-shadow: 0 0 0 1px rgba(0, 0, 0, .08); }
        .view[data-mode=single] img.px { max-height: 420px; width: auto; }
        .zoomed img.px { max-width: none; max-height: none; image-rendering: pixelated; }
        .zoomed .stage figure { flex-shrink: 0; }
        .compare[data-mode=side] .dif { order: 3; }
        .compare[data-mode=slider] .stage, .compare[data-mode=onion] .stage { display: block; }
        .compare[data-mode=slider] figcaption, .compare[data-mode=onion] figcaption,
        .compare[data-mode=slider] .dif, .compare[data-mode=onion] .dif,
        .compare[data-mode=diff] .ref, .compare[data-mode=diff] .act { display: none; }
        .compare[data-mode=slider] .act, .compare[data-mode=onion] .act { position: absolute; left: 0; top: 0; }
        .compare[data-mode=slider] .act img { box-shadow: none; }
        .edge { display: none; position: absolute; top: 0; width: 0; border-left: 1px solid var(--accent);
               pointer-events: none; }
        .compare[data-mode=slider] .edge { display: block; }
        .numbers { display: flex; flex-wrap: wrap; gap: 8px; margin-bottom: 0; }
        .numbers > div { background: #f6f6f9; border-radius: 8px; padding: 6px 10px; }
        .numbers dt { font-size: 11.5px; color: var(--muted); }
        .numbers dd { margin: 0; font-weight: 600; font-variant-numeric: tabular-nums; }
        main h3 { margin-top: 14px; }
        .changes { border-collapse: collapse; width: 100%; margin-top: 0 !important; font-size: 13px; }
        .changes th { text-align: left; font-weight: 600; color: var(--muted); font-size: 12px; border-bottom: 1px solid var(--line);
               padding: 4px 8px; }
        .changes td { vertical-align: top; padding: 5px 8px; border-bottom: 1px solid var(--line); overflow-wrap: anywhere; }
        .tag { font-size: 12px; font-weight: 600; border-radius: 5px; padding: 1px 6px; background: #e9e9ee; }
        .tag.added { background: #dff5e5; color: #1d7a38; }
        .tag.removed { background: #ffe4e1; color: #c4141b; }
        .tag.changed { background: #ffefd6; color: #9c5100; }
        .field .name { color: var(--muted); }
        .field .old { background: #ffe4e1; border-radius: 3px; padding: 0 3px; }
        .field .new { background: #dff5e5; border-radius: 3px; padding: 0 3px; }
        .field .none { color: var(--muted); font-style: italic; }
        .font { margin-bottom: 0; }
        .accept { margin-top: 12px; }
        .files { margin-bottom: 0; color: var(--muted); font-size: 12px; display: flex; flex-wrap: wrap; gap: 2px 16px; }
        .files code { font-size: 12px; color: var(--text); overflow-wrap: anywhere; }
        .empty { color: var(--muted); text-align: center; padding: 40px 0; }

        """

    // Plain script, no modules or fetches (file:// pages may not load either). Pictures are sized
    // by one scale per view so the reference and actual line up pixel for pixel when stacked.
    private static let script = #"""

        (() => {
          'use strict';
          const cards = [...document.querySelectorAll('.card')];
          const boxes = [...document.querySelectorAll('.filters input[type=checkbox]')];
          const query = document.getElementById('query');

          // Fits a view's pictures to its width (never above one image pixel per CSS pixel) or,
          // zoomed, shows one image pixel per device pixel.
          function fit(view) {
            if (view.offsetParent === null) return;
            const zoomed = view.querySelector('.zoom input').checked;
            view.classList.toggle('zoomed', zoomed);
            const images = [...view.querySelectorAll('img.px')];
            const visible = images.filter(i => i.naturalWidth > 0 && getComputedStyle(i.closest('figure')).display !== 'none');
            if (visible.length === 0) return;
            const mode = view.dataset.mode;
            let scale = 1 / (window.devicePixelRatio || 1);
            if (!zoomed) {
              const stacked = mode === 'slider' || mode === 'onion';
              const widths = visible.map(i => i.naturalWidth);
              const need = stacked ? Math.max(...widths) : widths.reduce((a, b) => a + b, 0);
              const room = view.querySelector('.stage').clientWidth - (stacked ? 0 : 12 * (visible.length - 1));
              scale = Math.min(1, room / need);
              if (mode === 'single') scale = Math.min(scale, 420 / Math.max(...visible.map(i => i.naturalHeight)));
            }
            for (const i of images) {
              if (i.naturalWidth === 0) continue;
              i.style.width = (i.naturalWidth * scale) + 'px';
              i.style.height = (i.naturalHeight * scale) + 'px';
            }
            if (view.update) view.update();
          }

          function fitCard(card) { for (const v of card.querySelectorAll('.view')) fit(v); }

          function applyFilters() {
            const on = new Set(boxes.filter(b => b.checked).map(b => b.value));
            const q = query.value.trim().toLowerCase();
            let shown = 0;
            for (const card of cards) {
              const show = on.has(card.dataset.status) && (q === '' || card.dataset.name.includes(q));
              card.hidden = !show;
              if (show) { shown += 1; fitCard(card); }
            }
            document.getElementById('empty').hidden = shown > 0 || cards.length === 0;
          }
          for (const b of boxes) b.addEventListener('change', applyFilters);
          query.addEventListener('input', applyFilters);

          for (const view of document.querySelectorAll('.compare')) {
            const actual = view.querySelector('.act img');
            const edge = view.querySelector('.edge');
            const slide = view.querySelector('.slide');
            const fade = view.querySelector('.fade');
            const buttons = [...view.querySelectorAll('.modes button')];
            // The actual over the reference: cut at the slider, or faded by the onion-skin range.
            view.update = () => {
              const mode = view.dataset.mode;
              actual.style.clipPath = mode === 'slider' ? 'inset(0 ' + (100 - slide.value) + '% 0 0)' : '';
              actual.style.opacity = mode === 'onion' ? String(fade.value / 100) : '';
              edge.style.left = (actual.offsetWidth * slide.value / 100) + 'px';
              edge.style.height = actual.offsetHeight + 'px';
            };
            for (const b of buttons) {
              b.addEventListener('click', () => {
                view.dataset.mode = b.dataset.mode;
                for (const o of buttons) o.setAttribute('aria-pressed', String(o === b));
                fit(view);
                view.update();
              });
            }
            slide.addEventListener('input', view.update);
            fade.addEventListener('input', view.update);
          }

          for (const view of document.querySelectorAll('.view')) {
            view.querySelector('.zoom input').addEventListener('change', () => fit(view));
            for (const i of view.querySelectorAll('img.px')) i.addEventListener('load', () => fit(view));
          }

          for (const button of document.querySelectorAll('button.copy')) {
            button.addEventListener('click', async () => {
              const code = button.parentElement.querySelector('code');
              let copied = false;
              try {
                await navigator.clipboard.writeText(code.textContent);
                copied = true;
              } catch (e) {
                // file:// pages may not get the clipboard API: copy the selected text instead.
                const range = document.createRange();
                range.selectNodeContents(code);
                const selection = window.getSelection();
                selection.removeAllRanges();
                selection.addRange(range);
                try { copied = document.execCommand('copy'); } catch (e2) { copied = false; }
              }
              button.textContent = copied ? 'Copied' : 'Press Ctrl+C';
              setTimeout(() => { button.textContent = 'Copy'; }, 1500);
            });
          }

          // Browser zoom changes devicePixelRatio and fires resize: refit so zoomed views stay exact.
          window.addEventListener('resize', () => { for (const card of cards) if (!card.hidden) fitCard(card); });
          applyFilters();

          // A link can open the page in a given state, as if clicked: #mode=slider&slider=30,
          // #mode=onion&fade=40, #zoom=1, #show=passed,failed. Reviewers share such links; the
          // browser test drives the page through them.
          function applyHash() {
            const p = new URLSearchParams(location.hash.slice(1));
            const show = p.get('show');
            if (show !== null) {
              const wanted = new Set(show.split(','));
              for (const b of boxes) b.checked = wanted.has(b.value);
              applyFilters();
            }
            for (const view of document.querySelectorAll('.compare')) {
              const mode = p.get('mode');
              const button = mode && view.querySelector('.modes button[data-mode="' + mode + '"]');
              if (button) button.click();
              for (const [key, selector] of [['slider', '.slide'], ['fade', '.fade']]) {
                const input = view.querySelector(selector);
                if (p.get(key) !== null && input) {
                  input.value = p.get(key);
                  input.dispatchEvent(new Event('input'));
                }
              }
            }
            if (p.get('zoom') !== null) {
              for (const z of document.querySelectorAll('.zoom input')) {
                z.checked = p.get('zoom') === '1';
                z.dispatchEvent(new Event('change'));
              }
            }
          }
          window.addEventListener('hashchange', applyHash);
          applyHash();
        })();

        """#
}
