import Foundation

/// A screen (`UIViewController`): it owns a view, made when first asked for, and calls
/// ``viewDidLoad()`` once, where a screen builds its collection view and data source.
///
/// Its traits come from the snapshot (a device's, with `traits:` over them) through
/// `TraitChangeObservable.traitOverrides`, as a window gives them on iOS. `title` and
/// `navigationItem` are what a `UINavigationController`'s bar draws (docs/bars.md).
@MainActor
open class UIViewController: @preconcurrency TraitChangeObservable {
    /// The controller's node in the trait hierarchy, above its view's.
    public let traitEnvironment = TraitEnvironment(name: "viewController", rootTraits: .iPhone)
    open var title: String?
    public let navigationItem = UINavigationItem()
    /// The size a new view is made with (a screen's), set by the snapshot before loading.
    package var screenSize = CGSize(width: 390, height: 844)
    private var loadedView: UIView?

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

    public convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// The controller's view, loaded (``loadView()`` then ``viewDidLoad()``) the first time
    /// it is asked for.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.traitEnvironment.removeFromParent()
            loadedView = newValue
            if let newValue { traitEnvironment.addChild(newValue.traitEnvironment) }
        }
    }

    public var isViewLoaded: Bool { loadedView != nil }

    /// The navigation stack the screen is in (`navigationController`), set when a
    /// `UINavigationController` holds it (docs/bars.md).
    public internal(set) weak var navigationController: UINavigationController?
    /// The tab bar controller the screen is a tab of (`tabBarController`).
    public internal(set) weak var tabBarController: UITabBarController?
    /// The items of the toolbar a navigation controller shows under this screen (`toolbarItems`).
    open var toolbarItems: [UIBarButtonItem]?
    /// Whether a tab bar hides while this screen is pushed on a navigation stack.
    open var hidesBottomBarWhenPushed = false
    /// The item of this screen's tab (`tabBarItem`): made with the screen's title when first asked for.
    open lazy var tabBarItem: UITabBarItem! = UITabBarItem(title: title, image: nil, tag: 0)

    /// The transition the screen is in (`transitionCoordinator`): none, as a picture shows
    /// a screen at rest, so `transitionCoordinator?.animate(alongsideTransition:completion:)`
    /// runs nothing and an `if let coordinator = transitionCoordinator` takes its `else`.
    public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { nil }

    public var traitCollection: UITraitCollection { traitEnvironment.traitCollection }

    /// Whether the screen is editing (`isEditing`); setting it calls ``setEditing(_:animated:)``.
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }
    private var editing = false

    /// Starts or ends editing (`setEditing(_:animated:)`): a subclass overrides it to pass
    /// the state to its list, as `UITableViewController` does; the `editButtonItem` follows.
    open func setEditing(_ editing: Bool, animated: Bool) {
        self.editing = editing
        editButtonItem.title = editing ? "Done" : "Edit"
        editButtonItem.style = editing ? .done : .plain
    }

    /// The Edit/Done button a screen puts in its navigation item (`editButtonItem`), drawn
    /// in a navigation bar with the title of the editing state.
    public private(set) lazy var editButtonItem = UIBarButtonItem(title: "Edit")

    /// Makes the view: a plain view the size of the screen.
    open func loadView() {
        view = UIView(frame: CGRect(origin: .zero, size: screenSize))
    }

    /// Called once, after the view is made.
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}

    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = UIView(frame: CGRect(origin: .zero, size: screenSize)) }
        viewDidLoad()
    }

    /// The collection view the screen shows: the view itself, or the first collection or
    /// table view in it, searched breadth first (a table's is the list that draws it, with
    /// the table's rows handed over).
    package var shownCollectionView: UICollectionView? {
        guard let view = view.firstView(where: { $0 is UICollectionView || $0 is UITableView }) else { return nil }
        if let table = view as? UITableView { return table.preparedListView() }
        return view as? UICollectionView
    }
}
