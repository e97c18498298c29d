import Foundation
import SpecTesting

/// The progress reports of a run, as the workers make them.
final class ProgressLog: @unchecked Sendable {
    // @unchecked: `log` is only touched under `lock`.
    private let lock = NSLock()
    private var log: [(done: Int, total: Int, id: String)] = []

    func append(_ p: SnapshotTestRunner.Progress) {
        lock.withLock { log.append((p.done, p.total, p.result.id)) }
    }

    var entries: [(done: Int, total: Int, id: String)] { lock.withLock { log } }
}
