import Foundation

// For test harnesses that hold the tool to a memory budget: with
// RENDER_CELLS_PEAK_MEMORY_FILE set, the process writes its peak resident memory in bytes
// (VmHWM from /proc/self/status) to that file when it exits. A parent cannot measure this
// from outside: wait4's ru_maxrss counts the pages a child shared with its parent before
// exec, so a child spawned by a large test process reports the test's size, not its own.

enum PeakMemoryReport {
    /// Registers the report at exit when the variable names a file.
    static func registerIfRequested() {
        guard ProcessInfo.processInfo.environment["RENDER_CELLS_PEAK_MEMORY_FILE"] != nil else { return }
        atexit {
            guard let path = ProcessInfo.processInfo.environment["RENDER_CELLS_PEAK_MEMORY_FILE"],
                let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
                let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
                let kilobytes = Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
            else { return }
            try? "\(kilobytes * 1024)\n".write(toFile: path, atomically: false, encoding: .utf8)
        }
    }
}
