import Foundation

// What a UIKit list screen may use that has no place in a picture made without views:
// each name exists so that the compiler stops at it with what to write instead, rather
// than with "cannot find in scope". docs/uikit.md lists them.

@available(*, unavailable, message: "use a UICollectionView with a list layout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))")
public final class UITableView {}

@available(*, unavailable, message: "no navigation bar is drawn: snapshot the screen's view controller itself; its title and navigationItem are kept as values")
public final class UINavigationController {}

extension ListImage {
    @available(*, unavailable, message: "set the colour where the image is shown: content.imageProperties.tintColor = color (symbols are templates drawn in it)")
    public func withTintColor(_ color: UIColor) -> UIImage { self }

    @available(*, unavailable, message: "symbols are drawn as templates in content.imageProperties.tintColor, PNG images as they are")
    public func withRenderingMode(_ renderingMode: Int) -> UIImage { self }
}
