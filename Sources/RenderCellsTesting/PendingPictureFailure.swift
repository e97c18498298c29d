import Foundation
import SafeIO
import SnapshotCore

// swift-snapshot-testing compares in the `Diffing` (decoded pictures, the test's tolerance)
// and then hands its diff tool only two file paths, synchronously and on the same thread.
// The comparison is kept here for that moment, so the diff tool neither decodes both PNG
// files again nor compares them a second time (formerly exactly, whatever tolerance the test
// had asked for, so its message could disagree with the test's).

/// A failed picture comparison on its way from ``Diffing/image(tolerance:)`` to the diff tool
/// (`.renderCells`), one per thread: each failure replaces its thread's previous one, and the
/// diff tool takes it, so at most one pair of pictures per test thread is held.
struct PendingPictureFailure: Sendable {
    var actual: SnapshotPicture
    var reference: SnapshotPicture
    var comparison: SnapshotComparison

    init(actual: SnapshotPicture, reference: SnapshotPicture, comparison: SnapshotComparison) {
        self.actual = actual
        self.reference = reference
        self.comparison = comparison
    }

    /// The two files decoded and compared exactly: a failure whose comparison was not kept.
    init(actualFile: String, referenceFile: String) throws {
        let actual = try SnapshotPicture(contentsOfFile: actualFile)
        let reference = try SnapshotPicture(contentsOfFile: referenceFile)
        self.init(
            actual: actual, reference: reference,
            comparison: SnapshotComparison(actual: actual, reference: reference, tolerance: .exact))
    }

    private static let byThread = Locked<[UInt: PendingPictureFailure]>([:])

    /// Keeps `failure` for the diff tool that runs next on this thread.
    static func keep(_ failure: PendingPictureFailure) {
        byThread.withLock { $0[threadID] = failure }
    }

    /// This thread's failure, removed, when it is the one the two files hold: the failed
    /// file's picture is the actual's size and the reference file's the reference's (read
    /// from their PNG headers). Nil otherwise (a strategy of another library failed here).
    static func take(actualFile: String, referenceFile: String) -> PendingPictureFailure? {
        guard let failure = byThread.withLock({ $0.removeValue(forKey: threadID) }) else { return nil }
        func size(_ path: String) -> (width: Int, height: Int)? {
            // The header is in the first 33 bytes of a PNG file.
            guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
            defer { try? handle.close() }
            return (try? handle.read(upToCount: 64)).flatMap { PNGDecoder.headerSize(of: [UInt8]($0)) }
        }
        guard let a = size(actualFile), a == (failure.actual.pixmap.width, failure.actual.pixmap.height),
            let r = size(referenceFile), r == (failure.reference.pixmap.width, failure.reference.pixmap.height)
        else { return nil }
        return failure
    }

    private static var threadID: UInt {
        #if canImport(Glibc) || canImport(Musl)
            UInt(pthread_self())
        #else
            UInt(bitPattern: pthread_self())
        #endif
    }
}
