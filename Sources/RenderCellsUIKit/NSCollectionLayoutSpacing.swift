import Foundation

/// `NSCollectionLayoutSpacing`: fixed spacing between a group's items. A value here, a
/// class on iOS; `@MainActor` as iOS declares it.
@MainActor
public struct NSCollectionLayoutSpacing: Sendable {
    let points: Double
    public static func fixed(_ points: CGFloat) -> NSCollectionLayoutSpacing { .init(points: Double(points)) }
    /// Flexible spacing is drawn at its minimum.
    public static func flexible(_ points: CGFloat) -> NSCollectionLayoutSpacing { .init(points: Double(points)) }
}
