import Foundation

/// One line of the compiler's output that is an error or a warning
/// (`path:line:column: error: message`), as the snippets' checks read it.
struct CompilerDiagnostic: Equatable, CustomStringConvertible {
    enum Severity: String { case error, warning }

    let file: String
    let line: Int
    let severity: Severity
    let message: String

    var description: String { "\(URL(fileURLWithPath: file).lastPathComponent):\(line): \(severity.rawValue): \(message)" }

    /// The errors and warnings in `output`, in order; notes and the source excerpts the
    /// compiler prints under them are left out.
    static func parse(_ output: String) -> [CompilerDiagnostic] {
        output.split(separator: "\n").compactMap { line in
            let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
            guard parts.count == 5, let number = Int(parts[1]), Int(parts[2]) != nil,
                let severity = Severity(rawValue: parts[3].trimmingCharacters(in: .whitespaces))
            else { return nil }
            return CompilerDiagnostic(
                file: String(parts[0]), line: number, severity: severity,
                message: parts[4].trimmingCharacters(in: .whitespaces))
        }
    }
}
