import RenderCellsUIKit
import SnapshotCore
import SnapshotTesting

// Picture strategies for the UIKit-named types, in swift-snapshot-testing's words:
// `assertSnapshot(of: viewController, as: .image(on: .iPhone13))`, `.image(on:traits:)`,
// `assertSnapshot(of: collectionView, as: .image)`.
//
// A test file written for both platforms runs these on Linux and swift-snapshot-testing's
// own UIKit strategies on an iOS simulator, with the same test names; the two sets of
// pictures must not overwrite each other, so these store theirs as `<test>.<n>.linux.png`
// beside the simulator's `<test>.<n>.png` (docs/uikit.md).

/// The path extension of references made on Linux from UIKit-named types.
let linuxImageExtension = "linux.png"

extension Snapshotting where Value: UIViewController, Format == SnapshotPicture {
    /// The screen at its view's size (390 × 844 points unless the test set another) under
    /// iPhone traits, with no safe area.
    public static var image: Snapshotting { .image(on: ViewImageConfig()) }

    /// The screen on a device (`.image(on: .iPhone13)`): the device's size and traits, with
    /// `traits` over them, and the list's content below the safe area's top as a collection
    /// view's automatic content inset puts it; `size` replaces the device's size. The
    /// picture is the screen's collection view (its `view`, or the first in it); a screen
    /// without one, or without a data source, gives a picture saying so.
    public static func image(on config: ViewImageConfig, size: Size? = nil, traits: TraitCollection = TraitCollection(),
                             tolerance: SnapshotTolerance = .exact) -> Snapshotting
    {
        Snapshotting(pathExtension: linuxImageExtension, diffing: .image(tolerance: tolerance)) { controller in
            let screen = size ?? config.size
                ?? Size(width: Double(controller.screenSize.width), height: Double(controller.screenSize.height))
            let resolved = SnapshotSuiteDesign.applied(to: TraitCollection(traitsFrom: [.iPhone, config.traits, traits]))
            controller.traitEnvironment.rootTraits = resolved
            controller.screenSize = CGSize(width: screen.width, height: screen.height)
            controller.loadViewIfNeeded()
            return SnapshotPicture.screen(of: controller.shownCollectionView, width: screen.width, height: screen.height,
                                          topInset: config.safeArea.top, traits: resolved)
        }
    }
}

extension Snapshotting where Value: UICollectionView, Format == SnapshotPicture {
    /// The collection view at its frame's size (a zero width is 390 points, a zero height
    /// the content's) at 3x under its own traits.
    public static var image: Snapshotting { .image(traits: TraitCollection()) }

    /// The collection view at its frame's size with `traits` over the traits it starts
    /// from (those of a view in no hierarchy: iPhone's).
    public static func image(traits: TraitCollection, tolerance: SnapshotTolerance = .exact) -> Snapshotting {
        Snapshotting(pathExtension: linuxImageExtension, diffing: .image(tolerance: tolerance)) { collectionView in
            let previous = collectionView.traitEnvironment.rootTraits
            collectionView.traitEnvironment.rootTraits = SnapshotSuiteDesign.applied(to: TraitCollection(traitsFrom: [previous, traits]))
            defer { collectionView.traitEnvironment.rootTraits = previous }
            let width = collectionView.frame.width > 0 ? Double(collectionView.frame.width) : 390
            let height = collectionView.frame.height > 0 ? Double(collectionView.frame.height) : nil
            return SnapshotPicture.screen(of: collectionView, width: width, height: height, topInset: 0,
                                          traits: collectionView.traitCollection)
        }
    }
}

extension SnapshotPicture {
    /// `collectionView` drawn `width` × `height` points (nil: its content's height), its
    /// content `topInset` points down, at the traits' display scale (3 when unset).
    static func screen(of collectionView: UICollectionView?, width: Double, height: Double?, topInset: Double,
                       traits: TraitCollection) -> SnapshotPicture
    {
        guard let collectionView, let collection = collectionView.preparedCollection() else {
            return SnapshotPicture(pixmap: RenderFailurePicture.make(
                DisplayListError.invalidArgument("the screen has no UICollectionView with a data source to draw")))
        }
        let scale = [1.0, 2.0, 3.0].contains(traits.displayScale) ? traits.displayScale : 3
        collection.contentOffset -= topInset
        return rendering(fontCatalog: collection.fontCatalog) {
            try collection.displayList(width: width, scale: scale, height: height)
        }
    }
}
