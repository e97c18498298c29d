import Foundation
import RenderCellsUIKit
import SnapshotCore

/// A UIKit-named screen or view made ready to draw, as swift-snapshot-testing's
/// `prepareView` makes one ready on a simulator: traits set, view loaded, size chosen. The
/// one place the picture and the text strategies (`.image`, `.recursiveDescription`) get
/// what they draw, so the two always describe the same render.
@MainActor
struct ScreenRender {
    /// The collection view the screen shows; nil when it has none.
    var collectionView: UICollectionView?
    /// Points.
    var width: Double
    /// Points; nil: the content's height.
    var height: Double?
    /// How far down the content starts (the safe area's top), in points.
    var topInset: Double
    /// The device's safe area at the list's sides, in points (landscape phones'); zero
    /// for a view's snapshot, which has no screen around it.
    var sideInsets = EdgeInsets.zero
    var traits: UITraitCollection
    /// The class name of the view controller or view, for the text description.
    var rootName: String
    /// The bars of a navigation or tab bar controller, drawn over its list (docs/bars.md).
    private(set) var chrome: ScreenChrome?
    /// The root view whose traits are `traits` while it is drawn (a view snapshot's), then
    /// put back; nil for a controller's, whose traits stay as a window's would.
    private var traitRoot: UIView?

    /// The screen of `controller` on `config`: the device's size (or `size`) and traits
    /// with `traits` over them, set on the controller as a window would, then its view loaded.
    init(controller: UIViewController, config: ViewImageConfig, size: CGSize?, traits: UITraitCollection) {
        let screen = size ?? config.size ?? controller.screenSize
        let resolved = SnapshotSuiteDesign.applied(to: TraitCollection(traitsFrom: [.iPhone, config.traits, traits]))
        controller.traitEnvironment.rootTraits = resolved
        controller.screenSize = screen
        controller.loadViewIfNeeded()
        collectionView = controller.shownCollectionView
        width = Double(screen.width)
        height = Double(screen.height)
        chrome = ScreenChrome(controller: controller, size: screen, safeArea: config.safeArea, traits: resolved)
        topInset = chrome?.contentTop ?? Double(config.safeArea.top)
        sideInsets = EdgeInsets(
            top: 0, leading: Double(config.safeArea.left), bottom: 0,
            trailing: Double(config.safeArea.right))
        self.traits = resolved
        rootName = String(describing: type(of: controller))
    }

    /// `view` (a collection view, or a view holding one) at `size` (nil: its frame's size;
    /// a zero width is 390 points, a zero height the content's) with `traits` over its own.
    init(view: UIView, size: CGSize?, traits: UITraitCollection) {
        collectionView = Self.firstCollectionView(in: view)
        let frame = size ?? view.frame.size
        width = frame.width > 0 ? Double(frame.width) : 390
        height = frame.height > 0 ? Double(frame.height) : nil
        topInset = 0
        self.traits = SnapshotSuiteDesign.applied(to: TraitCollection(traitsFrom: [view.traitEnvironment.rootTraits, traits]))
        rootName = String(describing: type(of: view))
        traitRoot = view
    }

    /// Runs `body` with the screen's list ready to draw: the test's traits on a view's root,
    /// the data source's collection prepared, its content below the safe area's top; with
    /// the display scale (1, 2 or 3; 3 when the traits leave it unset). Everything is put
    /// back afterwards. Throws when the screen has no collection view with a data source, or
    /// when the app made a call UIKit raises an exception for (the collection view's misuse).
    func withPreparedList<Result>(_ body: (any HostedCollection, Double) throws -> Result) throws -> Result {
        let previousTraits = traitRoot?.traitEnvironment.rootTraits
        traitRoot?.traitEnvironment.rootTraits = traits
        defer { if let previousTraits { traitRoot?.traitEnvironment.rootTraits = previousTraits } }
        guard let collectionView, let collection = collectionView.preparedCollection() else {
            throw RenderError.invalidArgument("the screen has no UICollectionView with a data source to draw")
        }
        let displayScale = collectionView.traitCollection.displayScale
        let scale = [1.0, 2.0, 3.0].contains(displayScale) ? displayScale : 3
        let offset = collection.contentOffset
        let safeArea = collection.safeArea
        collection.contentOffset -= topInset
        collection.safeArea = sideInsets
        defer {
            collection.contentOffset = offset
            collection.safeArea = safeArea
        }
        let result = try body(collection, scale)
        // A call UIKit raises an exception for, made before or while the list was drawn:
        // the snapshot fails naming it rather than showing what was drawn around it.
        if let misuse = collectionView.takeMisuse() { throw RenderError.invalidArgument(misuse) }
        return result
    }

    /// The display list and the fonts it was drawn with; throws why the screen cannot be drawn.
    func displayList() throws -> (DisplayList, FontCatalog) {
        try withPreparedList { collection, scale in
            let list = try collection.displayList(width: width, scale: scale, height: height)
            return (chrome?.drawn(over: list) ?? list, collection.fontCatalog)
        }
    }

    /// Runs `body` with the screen's list as the sheet, matrix and accessibility strategies
    /// use it (HostedListSnapshots), or returns the picture of why it cannot.
    func withHostedList(_ body: (HostedListSnapshots, Double) throws -> SnapshotPicture) -> SnapshotPicture {
        if let unusable = RenderDataCheck.failurePicture() { return unusable }
        do {
            return try withPreparedList { collection, scale in
                guard let list = collection as? HostedListSnapshots else {
                    throw RenderError.invalidArgument("the screen's list cannot be drawn as a sheet")
                }
                // A variant sets the list's own traits, which count only at the root of a trait
                // hierarchy: the list is lifted out of the screen's for the while, starting
                // from the traits the screen gave it, and put back.
                let parent = collection.parentTraitEnvironment
                let rootTraits = collection.traitEnvironment.rootTraits
                let resolved = collection.traitEnvironment.traitCollection
                collection.parentTraitEnvironment = nil
                collection.traitEnvironment.rootTraits = resolved
                defer {
                    collection.traitEnvironment.rootTraits = rootTraits
                    collection.parentTraitEnvironment = parent
                }
                return try body(list, scale)
            }
        } catch {
            return SnapshotPicture(pixmap: RenderFailurePicture.make(error))
        }
    }

    /// The picture with its layout dump and fonts, or a picture of why it could not be drawn.
    func picture() -> SnapshotPicture {
        if let unusable = RenderDataCheck.failurePicture() { return unusable }
        do {
            let (list, catalog) = try displayList()
            return try SnapshotPicture(rendering: list, fontCatalog: catalog)
        } catch {
            return SnapshotPicture(pixmap: RenderFailurePicture.make(error))
        }
    }

    /// The first collection view in `view`'s tree, searched breadth first (the view itself
    /// first); a table view gives the list it is drawn as.
    static func firstCollectionView(in view: UIView) -> UICollectionView? {
        var queue = [view]
        while !queue.isEmpty {
            let next = queue.removeFirst()
            if let found = next as? UICollectionView { return found }
            // A table view is drawn by the list it keeps, made afresh from its data source.
            if let table = next as? UITableView { return table.preparedListView() }
            queue.append(contentsOf: next.subviews)
        }
        return nil
    }
}
