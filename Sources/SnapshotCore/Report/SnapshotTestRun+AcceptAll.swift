extension SnapshotTestRun {
    /// The accept commands of every failed or missing snapshot that has one, in the run's
    /// order: run together, they make each new picture the reference. Missing snapshots that
    /// carry a command are accepted the same way, so one command clears every failure that
    /// can be cleared. The report's "Accept all" and the terminal's last lines both show it.
    public var acceptAllCommands: [String] {
        results.filter { $0.status == .failed || $0.status == .missing }.compactMap(\.acceptCommand)
    }
}
