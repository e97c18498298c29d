import Foundation

/// A screen whose view is a collection view (`UICollectionViewController`): the view's
/// delegate and data source, so a subclass overrides their methods as in UIKit
/// (`override func collectionView(_:didSelectItemAt:)`); a diffable data source made with
/// the view then takes the data source's place.
open class UICollectionViewController: UIViewController, UICollectionViewDelegate, UICollectionViewDataSource {
    private let initialLayout: UICollectionViewLayout

    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// The controller's collection view, which is its view (loaded when first asked for).
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue }
    }

    /// The collection view's layout; before the view is loaded, the one it will be made with.
    open var collectionViewLayout: UICollectionViewLayout {
        isViewLoaded ? (collectionView?.collectionViewLayout ?? initialLayout) : initialLayout
    }

    open override func loadView() {
        let collectionView = UICollectionView(
            frame: CGRect(origin: .zero, size: screenSize),
            collectionViewLayout: initialLayout)
        collectionView.delegate = self
        collectionView.dataSource = self
        view = collectionView
    }

    /// Passes editing to the collection view, as UIKit's collection view controller does.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        collectionView.isEditing = editing
    }

    // MARK: UICollectionViewDelegate

    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {}

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    // Asked for a cell or view without an override (UIKit raises an exception): the call is
    // kept as the view's misuse, which fails the next picture, and a blank view stands in.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.standIn(
            reporting: "UICollectionViewController: asked for the cell at \(indexPath.description): "
                + "override collectionView(_:cellForItemAt:) or make a diffable data source")
    }
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.standIn(
            reporting: "UICollectionViewController: asked for the \(kind) at \(indexPath.description): "
                + "override collectionView(_:viewForSupplementaryElementOfKind:at:)")
    }
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
}
