import Foundation

/// A length relative to a container (`NSCollectionLayoutDimension`). A value here, a
/// class on iOS; `@MainActor` as iOS declares it.
@MainActor
public struct NSCollectionLayoutDimension: Sendable {
    enum Value: Sendable {
        case fractionalWidth(Double)
        case fractionalHeight(Double)
        case absolute(Double)
        case estimated(Double)
    }
    let value: Value
    public static func fractionalWidth(_ fraction: CGFloat) -> NSCollectionLayoutDimension {
        .init(value: .fractionalWidth(Double(fraction)))
    }
    public static func fractionalHeight(_ fraction: CGFloat) -> NSCollectionLayoutDimension {
        .init(value: .fractionalHeight(Double(fraction)))
    }
    public static func absolute(_ points: CGFloat) -> NSCollectionLayoutDimension { .init(value: .absolute(Double(points))) }
    /// An estimate is drawn at its estimated size: grid tiles do not size themselves here.
    public static func estimated(_ points: CGFloat) -> NSCollectionLayoutDimension { .init(value: .estimated(Double(points))) }

    /// Points in a container `width` × `height` points.
    func resolved(width: Double, height: Double) -> Double {
        switch value {
        case .fractionalWidth(let f): f * width
        case .fractionalHeight(let f): f * height
        case .absolute(let v), .estimated(let v): v
        }
    }
}
