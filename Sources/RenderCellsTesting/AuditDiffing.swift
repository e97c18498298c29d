import CellAccessibility
import SnapshotTesting

/// How an accessibility audit's summary is compared: an issue at the threshold or above
/// fails the test even against a reference that lists it (and an audit that could not
/// run fails with why); below it, a changed summary fails as any changed text does.
enum AuditDiffing {
    static func failing(at threshold: AuditSeverity) -> Diffing<String> {
        let lines = Diffing<String>.lines
        let failing = AuditSeverity.allCases.filter { $0 >= threshold }.map { "  \($0.rawValue) " }
        return .diff(toData: lines.toData, fromData: lines.fromData) { reference, actual in
            let found = actual.split(separator: "\n").filter { line in failing.contains { line.hasPrefix($0) } }
            if !found.isEmpty || actual.hasPrefix("cannot audit") {
                let message =
                    "The accessibility audit finds \(found.count) issue\(found.count == 1 ? "" : "s") at "
                    + "\(threshold.rawValue) or above:\n" + (found.isEmpty ? actual : found.joined(separator: "\n"))
                return (message, [])
            }
            return lines.diffV2(reference, actual)
        }
    }
}
