import Foundation

// Calls UIKit answers with an exception (NSInternalInconsistencyException: a cell dequeued
// outside the provider, a snapshot edit naming an item the snapshot lacks). A test process
// must survive them and the snapshot must say what went wrong, so the view keeps the first
// one and the picture strategies fail with it instead of drawing.

extension UICollectionView {
    /// Keeps `message` as the view's misuse unless an earlier one is kept: UIKit stops at
    /// the first, so the first is the one to fix.
    package func report(misuse message: String) {
        if misuse == nil { misuse = message }
    }

    /// A blank view of `View`'s class for a call UIKit raises an exception for (a cell or a
    /// header asked of a data source that makes none), `message` kept as the misuse: the
    /// app carries on, and the next picture fails naming the call.
    func standIn<View: UICollectionReusableView>(reporting message: String) -> View {
        report(misuse: message)
        return View()
    }

    /// The kept misuse, cleared: a picture reports it once. Without one, the first section
    /// the layout's provider returned nil for.
    package func takeMisuse() -> String? {
        defer { misuse = nil }
        return misuse ?? collectionViewLayout.sectionProviderMisuse?.take()
    }
}
