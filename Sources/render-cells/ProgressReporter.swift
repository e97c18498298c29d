import Foundation
import SafeIO
import SpecTesting

/// Progress of a test run on standard error, as its ``TestLog`` mode says: on a terminal one
/// line redrawn in place (a bar, done/total, rate, time left); otherwise plain lines, one per
/// snapshot or one per failure, for CI logs; or nothing.
final class ProgressReporter: Sendable {
    let mode: TestLog
    let start = Date()
    let drewBar = Locked(false)

    init(mode: TestLog) {
        self.mode = mode
    }

    func report(_ p: SnapshotTestRunner.Progress) {
        switch mode {
        case .none:
            return
        case .lines, .failures:
            guard mode == .lines || p.result.status.failsRun else { return }
            let line =
                "[\(p.done)/\(p.total)] \(p.result.status.rawValue) \(TerminalText.escaped(p.result.name)) "
                + "(\(Int(p.result.milliseconds.rounded())) ms)\n"
            FileHandle.standardError.write(Data(line.utf8))
        case .bar:
            let elapsed = Date().timeIntervalSince(start)
            let width = 24
            let filled = p.total == 0 ? width : width * p.done / p.total
            let rate = elapsed > 0 ? Double(p.done) / elapsed : 0
            let left = rate > 0 ? Double(p.total - p.done) / rate : 0
            let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
            let line =
                "\r\u{1B}[K\(bar) \(p.done)/\(p.total)  \(String(format: "%.1f", rate))/s  about \(Int(left.rounded())) s left"
            FileHandle.standardError.write(Data(line.utf8))
            drewBar.withLock { $0 = true }
        }
    }

    /// Ends the bar's line.
    func finish() {
        if drewBar.withLock({ $0 }) { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    }
}
