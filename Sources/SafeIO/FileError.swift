/// Why a file could not be read or written, naming it: `path: message`.
///
/// The one error of the file-safety layer; callers map it into their own (`PNGError.file`,
/// a located `SpecError`, a report's usage error) without losing the path.
package struct FileError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The file as the caller named it.
    package var path: String
    /// What went wrong there, in words (the system's message when the system refused).
    package var message: String

    package init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// `path: message.`, the Unix convention, as one sentence, with the path's control
    /// characters escaped (a file name is input too).
    package var description: String {
        "\(TerminalText.escaped(path)): \(message)" + (message.hasSuffix(".") ? "" : ".")
    }
}
