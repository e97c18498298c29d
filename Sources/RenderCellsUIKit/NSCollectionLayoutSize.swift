import Foundation

/// `NSCollectionLayoutSize`: a width and a height. A value here, a class on iOS;
/// `@MainActor` as iOS declares it, so a port builds it where it builds its section.
@MainActor
public struct NSCollectionLayoutSize: Sendable {
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension
    public init(widthDimension: NSCollectionLayoutDimension, heightDimension: NSCollectionLayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }
}
