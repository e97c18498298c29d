import ArgumentParser
import RenderCells

// How the command line spells the axes a list is varied along (style, content size,
// direction, contrast, appearance, state), for every subcommand that takes them: one
// value (`render --style dark`) or a comma-separated list (`compare --style light,dark`,
// `audit --contrast normal,increased`). One parser, so `AX3` and `rtl` mean the same
// everywhere.

enum AxisValues {
    static let styleNames = ["light", "dark"]
    static let directionNames = ["ltr", "rtl"]
    static let contrastNames = ["normal", "increased"]

    static func style(_ text: String) -> UserInterfaceStyle? {
        switch text {
        case "light": .light
        case "dark": .dark
        default: nil
        }
    }

    /// `ltr`/`rtl`, or UIKit's `leftToRight`/`rightToLeft`.
    static func direction(_ text: String) -> LayoutDirection? {
        switch text {
        case "ltr", "leftToRight": .leftToRight
        case "rtl", "rightToLeft": .rightToLeft
        default: nil
        }
    }

    /// `normal`, or `increased` (Settings' Increase Contrast; UIKit's `high` is accepted).
    static func contrast(_ text: String) -> AccessibilityContrast? {
        switch text {
        case "normal": .normal
        case "increased", "high": .high
        default: nil
        }
    }

    /// A flag's comma-separated values, each parsed; nil when the flag was not given.
    /// - Throws: a ValidationError (exit 64) naming the flag for an unknown or repeated value.
    static func list<T>(_ text: String?, flag: String, allowed: [String], parse: (String) -> T?) throws -> [T]? {
        guard let text else { return nil }
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        var out: [T] = []
        for part in parts {
            guard let value = parse(part) else {
                throw ValidationError("--\(flag): '\(part)' is not one of \(allowed.joined(separator: ", "))")
            }
            out.append(value)
        }
        guard Set(parts).count == parts.count else { throw ValidationError("--\(flag) names a value twice") }
        return out
    }
}
