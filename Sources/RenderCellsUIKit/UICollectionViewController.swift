import Foundation

/// A screen whose view is a collection view (`UICollectionViewController`).
open class UICollectionViewController: UIViewController {
    private let initialLayout: UICollectionViewLayout
    private var ownCollectionView: UICollectionView?

    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// The controller's collection view, which is its view.
    open var collectionView: UICollectionView! {
        get {
            loadViewIfNeeded()
            return ownCollectionView
        }
        set {
            ownCollectionView = newValue
            view = newValue
        }
    }

    open var collectionViewLayout: UICollectionViewLayout { ownCollectionView?.collectionViewLayout ?? initialLayout }

    open override func loadView() {
        let collectionView = UICollectionView(frame: CGRect(origin: .zero, size: screenSize),
                                              collectionViewLayout: initialLayout)
        ownCollectionView = collectionView
        view = collectionView
    }
}
