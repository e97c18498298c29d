import Foundation

/// Where a compositional layout keeps the first section its provider returned nil for:
/// UIKit raises an exception there, and the collection view that draws with the layout
/// fails its next picture naming the section (`UICollectionView.takeMisuse()`) instead of
/// stopping the process. A box, because the provider is made before the layout exists.
@MainActor
package final class SectionProviderMisuse {
    private var message: String?

    /// Keeps `message` unless an earlier one is kept.
    package func report(_ message: String) {
        if self.message == nil { self.message = message }
    }

    /// The kept message, cleared.
    package func take() -> String? {
        defer { message = nil }
        return message
    }
}
