import SafeIO

/// A line on standard output that carries text from input (a spec's labels in an audit's
/// summary, a file name the user gave): printed with its control characters escaped as
/// ``ErrorLine`` escapes an error, its own line breaks kept.
enum TerminalLine {
    static func print(_ text: String) {
        Swift.print(TerminalText.escaped(text, keepingNewlines: true))
    }
}
