import SnapshotCore

/// What `render-cells test` writes on standard error while snapshots run (`--log`); the
/// summary on standard output (failures, orphans, the accept-all command, the counts) comes
/// at the end whatever the mode.
///
/// A CI log is read after the fact, by someone looking for what failed: a line per passing
/// snapshot buries the failures among hundreds of lines, so under CI the default is
/// `failures` (as Playwright's `line` reporter prints only failures as they happen). Each
/// failure is still named the moment it happens, so a job that is cancelled or times out
/// shows what had failed by then.
enum TestLog: String, CaseIterable {
    /// One line redrawn in place: a bar, done/total, rate and time left. For terminals.
    case bar
    /// One line per snapshot with its status and time.
    case lines
    /// One line per snapshot that fails the run (failed, missing, error), none for the rest.
    case failures
    /// Nothing while running (`--quiet`): the summary alone.
    case none

    /// The mode when `--log` is not given: the bar on a terminal, failures only under CI
    /// (`CI` set, as ``SnapshotRecordMode/isContinuousIntegration(_:)`` reads it), a
    /// line per snapshot otherwise (output piped to a file or another program).
    static func standard(isTerminal: Bool, environment: [String: String]) -> TestLog {
        if isTerminal { return .bar }
        return SnapshotRecordMode.isContinuousIntegration(environment) ? .failures : .lines
    }
}
