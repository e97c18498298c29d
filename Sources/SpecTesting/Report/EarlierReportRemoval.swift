import Foundation
import SafeIO

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
///
/// The files moved aside are lent to the run's writes meanwhile (``SpareFiles`` says why):
/// a failure's pictures and the report's documents reuse them as their temporary files, and
/// what the rest of the run is not expected to reuse is deleted while it works, as the run
/// reports each snapshot (``snapshotFinished(addingFiles:left:)``), the rest when it lets
/// the folder go. The expectation is the share of the snapshots so far that added files,
/// counted one more in favour of adding (so it starts at every snapshot), times the
/// snapshots left, ``filesPerSnapshot`` each, and the ``documents``. A run that fails again
/// the same way keeps them all and creates almost no file; one that now passes deletes the
/// earlier pictures from its first snapshot on, overlapping the drawing as before: keeping
/// them until the last snapshots could not need them (four a snapshot left) made such a run
/// wait for ~600 deletions at its end (1.0 → 2.0 s, median of 6 pairs, 2026-12-07). A guess
/// too low costs only new files, as before this reuse.
final class EarlierReportRemoval: Sendable {
    /// The hidden folder's name: this prefix, the process and a random number, so a folder
    /// a killed run left behind is just another entry for the next run to move aside.
    static let prefix = ".render-cells-removing-"
    /// The most files one snapshot adds to a report: a failure's actual, reference copy,
    /// difference and three-pane pictures.
    static let filesPerSnapshot = 4
    /// The files a report has once for the run: results.json, junit.xml and index.html.
    static let documents = 3

    private let finished = DispatchSemaphore(value: 0)
    /// Signalled when the deleting thread has something new to look at: a snapshot
    /// finished, or the run letting the folder go.
    private let changed = DispatchSemaphore(value: 0)
    private let closing = Locked(false)
    /// The snapshots finished so far, and how many of them added files to the report.
    private let finishedSnapshots = Locked((done: 0, adding: 0))
    /// The earlier files lent to the run's writes; nil when there are none being deleted.
    private let spares: SpareFiles?

    /// Moves every entry of `folder` but `keep` into a new hidden folder there, lends the
    /// regular files in it to writes into `folder` and starts deleting what is not needed.
    /// An entry that cannot be moved (nor the hidden folder made) is deleted here instead,
    /// and an error doing so is thrown, as emptying the folder always did.
    init(emptying folder: String, keeping keep: String) throws {
        let fm = FileManager.default
        let names = try fm.contentsOfDirectory(atPath: folder).filter { $0 != keep }
        guard !names.isEmpty else {
            spares = nil
            return
        }
        let aside = folder + "/" + Self.prefix + "\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
        let made = mkdir(aside, 0o700) == 0
        for name in names where !(made && rename(folder + "/" + name, aside + "/" + name) == 0) {
            try fm.removeItem(atPath: folder + "/" + name)
        }
        guard made else {
            spares = nil
            return
        }
        // Listed here, not on the thread, so the first write finds them (a listing of 600
        // files takes well under a millisecond).
        let spares = SpareFiles(folder: folder)
        spares.add(regularFilesUnder: aside)
        self.spares = spares
        AtomicFile.lend(spares)
        let (finished, changed, closing) = (finished, changed, closing)
        // A thread of its own rather than a dispatch queue: the run's jobs can hold every
        // worker thread a queue would get, and the deleting is mostly waiting on the disk.
        let thread = Thread {
            while true {
                for path in spares.surplus() { unlink(path) }
                if closing.withLock({ $0 }) { break }
                changed.wait()
            }
            // Best effort: what cannot be deleted stays hidden, and the next run moves it
            // aside and tries again.
            _ = spares.takeAll()
            try? FileManager.default.removeItem(atPath: aside)
            finished.signal()
        }
        thread.start()
    }

    /// Notes a finished snapshot, which added files to the report or not, with `left`
    /// snapshots still to come; the earlier files beyond what the rest of the run is
    /// expected to reuse are deleted now.
    func snapshotFinished(addingFiles: Bool, left: Int) {
        guard let spares else { return }
        let (done, adding) = finishedSnapshots.withLock { s in
            s.done += 1
            if addingFiles { s.adding += 1 }
            return (s.done, s.adding)
        }
        // left × (adding + 1) / (done + 1), rounded up.
        let expected = (max(0, left) * (adding + 1) + done) / (done + 1)
        spares.expect(atMost: expected * Self.filesPerSnapshot + Self.documents)
        changed.signal()
    }

    /// Stops lending the earlier files and returns when they are deleted (at once when there
    /// were none).
    func wait() {
        guard let spares else { return }
        AtomicFile.reclaim(spares)
        closing.withLock { $0 = true }
        changed.signal()
        finished.wait()
        finished.signal()  // a second wait returns too
    }
}
