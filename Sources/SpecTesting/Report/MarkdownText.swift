import SafeIO
import SnapshotCore

// Text from a run reaches a Markdown summary that GitHub renders on a pull request's page:
// snapshot names, spec paths, messages and accept commands all come from files a pull
// request can change. Written as plain Markdown, a name like `[x](https://…)`, `<img …>`,
// `www.example.com` or a `|` would become a link, markup, an autolink or a new table cell.
// So every such string goes into a code span (no markup, no autolinks inside one) or a
// fenced code block, with fences longer than any run of backticks in it, and every URL is
// percent-encoded and HTML-escaped.

/// Markdown (GitHub-flavoured) that shows hostile text as text.
package enum MarkdownText {
    /// `text` as one inline code span that is safe in a table cell: control characters and
    /// bidirectional overrides shown as `\u{…}` escapes (line breaks too, so it stays one
    /// line), at most `limit` characters (then "…"), `|` escaped so it cannot end the cell,
    /// inside a backtick fence one longer than its longest run of backticks.
    package static func codeSpan(_ text: String, limit: Int = 200) -> String {
        var t = TerminalText.escaped(text)
        if t.count > limit { t = String(t.prefix(limit)) + "…" }
        t = t.replacingOccurrences(of: "|", with: "\\|")
        let fence = String(repeating: "`", count: longestBacktickRun(t) + 1)
        // One space inside each end is stripped by Markdown, so text that starts or ends
        // with a backtick cannot join the fence.
        return fence + " " + t + " " + fence
    }

    /// `lines` as a fenced code block (`info` after the opening fence), the fence longer than
    /// any run of backticks in them so no line can close it; control characters escaped.
    package static func codeBlock(_ lines: [String], info: String = "") -> String {
        let body = lines.map { TerminalText.escaped($0) }
        let fence = String(repeating: "`", count: max(3, (body.map(longestBacktickRun).max() ?? 0) + 1))
        return ([fence + info] + body + [fence]).joined(separator: "\n")
    }

    /// `url` safe inside a double-quoted HTML attribute in a table cell: HTML-escaped, and
    /// `|` (which would split the cell) percent-encoded.
    package static func attributeURL(_ url: String) -> String {
        HTMLText.escape(url).replacingOccurrences(of: "|", with: "%7C")
    }

    /// `text` safe inside a double-quoted HTML attribute in a table cell (an `alt` text):
    /// HTML-escaped, `|` and backticks as character references (so neither a cell border
    /// nor a code span can start inside the tag).
    package static func attributeText(_ text: String, limit: Int = 120) -> String {
        var t = TerminalText.escaped(text)
        if t.count > limit { t = String(t.prefix(limit)) + "…" }
        return HTMLText.escape(t).replacingOccurrences(of: "|", with: "&#124;").replacingOccurrences(of: "`", with: "&#96;")
    }

    static func longestBacktickRun(_ s: String) -> Int {
        var longest = 0
        var run = 0
        for c in s.unicodeScalars {
            run = c == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        return longest
    }
}
