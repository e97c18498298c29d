import Foundation
import SafeIO

/// The one line a command prints on standard error when it fails: `error: ` and the error in
/// words, with every control character from input escaped (spec keys and values, file names
/// and a report's fields reach it), and Foundation's file errors in words instead of their
/// raw `Error Domain=NSCocoaErrorDomain Code=260 …` form.
enum ErrorLine {
    static func text(_ error: any Error) -> String {
        "error: " + TerminalText.escaped(words(error)) + "\n"
    }

    /// Prints `text(error)` on standard error.
    static func print(_ error: any Error) {
        FileHandle.standardError.write(Data(text(error).utf8))
    }

    /// Prints `error: message` on standard error, escaped as ``text(_:)`` escapes an error.
    static func print(_ message: String) {
        FileHandle.standardError.write(Data(("error: " + TerminalText.escaped(message) + "\n").utf8))
    }

    static func words(_ error: any Error) -> String {
        let ns = error as NSError
        guard ns.domain == NSCocoaErrorDomain || ns.domain == NSPOSIXErrorDomain else { return "\(error)" }
        let path = ns.userInfo[NSFilePathErrorKey] as? String
        let reason = (ns.userInfo[NSUnderlyingErrorKey] as? NSError).map { String(cString: strerror(Int32($0.code))) }
        if let path, let reason { return "\(path): \(reason)" }
        return ns.localizedDescription
    }
}
