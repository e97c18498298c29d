import Foundation

/// The files an earlier run left in a report folder, taken out of the way when a new run
/// empties the folder and deleted on a thread of their own while the run works.
///
/// Deleting them where they lay cost the start of every run: on this project's CI-class
/// disk (ext4 without a journal, mounted with `discard`, 2026-12-07) unlinking the 603
/// files of 200 failing 3x screens took 120 ms (`strace -f -tt -e trace=unlink` of
/// `render-cells test`), on one thread, before the first snapshot was drawn, the other
/// core idle. A rename within the folder frees no blocks, so moving them into one hidden
/// folder is quick; the deleting then overlaps the drawing, and the run waits for it only
/// before it lets the folder go (``wait()``), so the folder holds this run's files alone
/// when the run ends, as before.
final class EarlierReportRemoval: Sendable {
    /// The hidden folder's name: this prefix, the process and a random number, so a folder
    /// a killed run left behind is just another entry for the next run to move aside.
    static let prefix = ".render-cells-removing-"

    private let finished = DispatchSemaphore(value: 0)
    private let running: Bool

    /// Moves every entry of `folder` but `keep` into a new hidden folder there and starts
    /// deleting it. An entry that cannot be moved (nor the hidden folder made) is deleted
    /// here instead, and an error doing so is thrown, as emptying the folder always did.
    init(emptying folder: String, keeping keep: String) throws {
        let fm = FileManager.default
        let names = try fm.contentsOfDirectory(atPath: folder).filter { $0 != keep }
        guard !names.isEmpty else {
            running = false
            return
        }
        let aside = folder + "/" + Self.prefix + "\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
        let made = mkdir(aside, 0o700) == 0
        for name in names where !(made && rename(folder + "/" + name, aside + "/" + name) == 0) {
            try fm.removeItem(atPath: folder + "/" + name)
        }
        guard made else {
            running = false
            return
        }
        running = true
        let finished = finished
        // A thread of its own rather than a dispatch queue: the run's jobs can hold every
        // worker thread a queue would get, and the deleting is mostly waiting on the disk.
        let thread = Thread {
            // Best effort: what cannot be deleted stays hidden, and the next run moves it
            // aside and tries again.
            try? FileManager.default.removeItem(atPath: aside)
            finished.signal()
        }
        thread.start()
    }

    /// Returns when the earlier files are deleted (at once when there were none).
    func wait() {
        guard running else { return }
        finished.wait()
        finished.signal()  // a second wait returns too
    }
}
