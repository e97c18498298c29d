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
/// only what the rest of the run cannot need is deleted while it works: at most
/// ``filesPerSnapshot`` a snapshot still to come and the ``documents``, as the run reports
/// its progress (``snapshotsLeft(_:)``), the rest when it lets the folder go. A run that now
/// passes after failing deletes the earlier pictures as its snapshots pass, not all at the
/// end; one that fails again the same way deletes and creates almost nothing.
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
    /// Signalled when the deleting thread has something new to look at: fewer snapshots
    /// left, or the run letting the folder go.
    private let changed = DispatchSemaphore(value: 0)
    private let closing = Locked(false)
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

    /// Says that at most `count` more snapshots will add files to the report, so the earlier
    /// files beyond what they and the documents can reuse are deleted now.
    func snapshotsLeft(_ count: Int) {
        guard let spares else { return }
        spares.expect(atMost: count * Self.filesPerSnapshot + Self.documents)
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
