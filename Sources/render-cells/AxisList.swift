import ArgumentParser
import RenderCells

/// An axis option's comma-separated values (`compare --style light,dark`, `audit --contrast
/// normal,increased`), each parsed by its type's names (``VariantAxisValue``), so the
/// command line spells `AX3` and `rtl` as specs and variant names do.
///
/// Parsing keeps what it cannot read instead of failing, so that validation
/// (``check(_:flag:)``, run by the option group) can say which value of the list is wrong
/// and what the flag takes, where the parser's own message would only repeat the list.
struct AxisList<Value: VariantAxisValue>: ExpressibleByArgument {
    var values: [Value]
    /// The first part that names no value, if any.
    var unknown: String?
    /// Whether a value is named twice.
    var repeatsAValue: Bool

    init?(argument: String) {
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        values = parts.compactMap(Value.init(axisName:))
        unknown = parts.first { Value(axisName: $0) == nil }
        repeatsAValue = Set(parts).count != parts.count
    }

    static var allValueStrings: [String] { Value.axisNames }

    /// Throws a usage error (exit 64) naming the flag for a list with an unknown value or
    /// one named twice.
    static func check(_ list: AxisList?, flag: String) throws {
        guard let list else { return }
        if let unknown = list.unknown {
            throw ValidationError("--\(flag): '\(unknown)' is not one of \(Value.axisNames.joined(separator: ", "))")
        }
        if list.repeatsAValue { throw ValidationError("--\(flag) names a value twice") }
    }
}
