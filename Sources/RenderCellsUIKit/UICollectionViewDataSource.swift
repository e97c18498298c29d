import Foundation

/// What a collection view asks for its items (`UICollectionViewDataSource`). A diffable data
/// source is one and makes itself the view's `dataSource`, as in UIKit; a collection view is
/// drawn from its diffable data source, so a screen that answers these methods itself (with
/// no diffable data source) compiles but draws no items (docs/uikit.md).
@MainActor
public protocol UICollectionViewDataSource: AnyObject {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    func numberOfSections(in collectionView: UICollectionView) -> Int
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> UICollectionReusableView
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> UICollectionReusableView {
        // UIKit raises an exception: the next picture fails naming the call, a blank view stands in.
        collectionView.standIn(
            reporting: "collectionView(_:viewForSupplementaryElementOfKind:at:) for \(kind) at "
                + "\(indexPath.description): the data source makes no headers or footers")
    }
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
}
