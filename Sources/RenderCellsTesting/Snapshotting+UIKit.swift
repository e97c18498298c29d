import Foundation
import RenderCellsUIKit
import SnapshotCore
import SnapshotTesting

// Picture strategies for the UIKit-named types with swift-snapshot-testing's own signatures
// (Sources/SnapshotTesting/Snapshotting/UIView.swift and UIViewController.swift, version
// 1.19.7), so a test file written for an iOS simulator compiles here unchanged:
// `assertSnapshot(of: viewController, as: .image(on: .iPhone13, precision: 0.99,
// perceptualPrecision: 0.98))`, `.image(size:traits:)`, `assertSnapshot(of: collectionView,
// as: .image)`. `precision` and `perceptualPrecision` mean what they mean there
// (ImagePrecision.swift); exact is the default, as there. `drawHierarchyInKeyWindow` is
// accepted and changes nothing: there is no window here, and no `UIAppearance` proxy or
// visual effect for a key window to apply (docs/guide-swift.md says so).
//
// A test file written for both platforms runs these on Linux and swift-snapshot-testing's
// own UIKit strategies on an iOS simulator, with the same test names; the two sets of
// pictures must not overwrite each other, so these store theirs as `<test>.<n>.linux.png`
// beside the simulator's `<test>.<n>.png` (docs/uikit.md).

/// The path extension of references made on Linux from UIKit-named types.
let linuxImageExtension = "linux.png"

extension Snapshotting where Value: UIViewController, Format == SnapshotPicture {
    /// The screen at its view's size (390 × 844 points unless the test set another) under
    /// iPhone traits, with no safe area, compared exactly.
    public static var image: Snapshotting { .image() }

    /// The screen on a device (`.image(on: .iPhone13)`): the device's size and traits, with
    /// `traits` over them, and the list's content below the safe area's top as a collection
    /// view's automatic content inset puts it; `size` replaces the device's size. The
    /// picture is the screen's collection view (its `view`, or the first in it); a screen
    /// without one, or without a data source, gives a picture saying so. `precision` is the
    /// share of pixels that must match and `perceptualPrecision` how close in colour a
    /// pixel must be, as swift-snapshot-testing defines them (`ImagePrecision`).
    public static func image(
        on config: ViewImageConfig, drawHierarchyInKeyWindow: Bool = false, precision: Float = 1,
        perceptualPrecision: Float = 1, size: CGSize? = nil,
        traits: UITraitCollection = .init()
    ) -> Snapshotting {
        Snapshotting.onMainActor(
            pathExtension: linuxImageExtension,
            diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision)
        ) { controller in
            ScreenRender(controller: controller, config: config, size: size, traits: traits).picture()
        }
    }

    /// The screen at `size` (nil: its view's size) under `traits`, with no safe area.
    public static func image(
        drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
        size: CGSize? = nil, traits: UITraitCollection = .init()
    ) -> Snapshotting {
        .image(
            on: ViewImageConfig(), precision: precision, perceptualPrecision: perceptualPrecision, size: size,
            traits: traits)
    }

    /// `image(on:drawHierarchyInKeyWindow:precision:perceptualPrecision:size:traits:)`
    /// compared under this library's own `tolerance` (channel difference, differing pixels,
    /// densest window).
    public static func image(
        on config: ViewImageConfig, size: CGSize? = nil, traits: UITraitCollection = .init(),
        tolerance: SnapshotTolerance
    ) -> Snapshotting {
        Snapshotting.onMainActor(pathExtension: linuxImageExtension, diffing: .image(tolerance: tolerance)) { controller in
            ScreenRender(controller: controller, config: config, size: size, traits: traits).picture()
        }
    }
}

extension Snapshotting where Value: UIView, Format == SnapshotPicture {
    /// The view at its frame's size under its own traits, compared exactly. The view is a
    /// collection view, or holds one (the first, searched breadth first), which is what is
    /// drawn: a zero width is 390 points, a zero height the content's.
    public static var image: Snapshotting { .image() }

    /// The view at `size` (nil: its frame's size) with `traits` over the traits it starts
    /// from (those of a view in no hierarchy: iPhone's), at swift-snapshot-testing's
    /// `precision` and `perceptualPrecision` (`ImagePrecision`).
    public static func image(
        drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
        size: CGSize? = nil, traits: UITraitCollection = .init()
    ) -> Snapshotting {
        Snapshotting.onMainActor(
            pathExtension: linuxImageExtension,
            diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision)
        ) { view in
            ScreenRender(view: view, size: size, traits: traits).picture()
        }
    }

    /// The view at its frame's size with `traits` over its own, compared under this
    /// library's own `tolerance`.
    public static func image(
        size: CGSize? = nil, traits: UITraitCollection = .init(),
        tolerance: SnapshotTolerance
    ) -> Snapshotting {
        Snapshotting.onMainActor(pathExtension: linuxImageExtension, diffing: .image(tolerance: tolerance)) { view in
            ScreenRender(view: view, size: size, traits: traits).picture()
        }
    }
}
