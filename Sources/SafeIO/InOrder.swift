import Dispatch

/// Work spread over threads whose results come back in index order: the package's one
/// parallel map (the test runner's snapshots and plans, the report's documents).
package enum InOrder {
    /// `body(i)` for every `i` in `0..<count`, on up to `threads` threads (each taking the
    /// next index), the results in index order whichever thread made them.
    package static func map<T: Sendable>(count: Int, threads: Int, _ body: @Sendable (Int) -> T) -> [T] {
        let workers = min(max(1, threads), count)
        guard workers > 1 else { return (0..<count).map(body) }
        let slots = Locked([T?](repeating: nil, count: count))
        let next = Locked(0)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while true {
                let i = next.withLock { n in
                    defer { n += 1 }
                    return n
                }
                guard i < count else { return }
                let value = body(i)
                slots.withLock { $0[i] = value }
            }
        }
        return slots.withLock { $0.map { $0! } }
    }
}
