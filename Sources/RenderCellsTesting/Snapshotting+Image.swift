import RenderCells
import SnapshotCore
import SnapshotTesting

// Picture strategies: a list, a single self-sized cell, or a bare pixmap, rendered through
// the whole pipeline and kept as PNG references (swift-snapshot-testing names and stores
// them: `__Snapshots__/<test file>/<test name>.<n>.png` beside the test).

extension Snapshotting where Value == Pixmap, Format == Pixmap {
    /// A pixmap as it is, compared exactly on decoded pixels.
    public static var image: Snapshotting { .image(tolerance: .exact) }

    /// A pixmap as it is, compared under `tolerance`.
    public static func image(tolerance: SnapshotTolerance) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(tolerance: tolerance)) { $0 }
    }
}

/// A list that `Snapshotting.image` can draw without parentheses: every
/// `CollectionView`, whatever its identifier types.
public protocol ImageSnapshottableList: AnyObject {
    /// The picture `.image(width:scale:height:traits:tolerance:)` makes with its defaults.
    func defaultSnapshotPicture() -> SnapshotPicture
}

extension CollectionView: ImageSnapshottableList {
    public func defaultSnapshotPicture() -> SnapshotPicture {
        withTraits(nil) { snapshotPicture(width: 390, scale: 3, height: nil) }
    }
}

extension Snapshotting where Value: ImageSnapshottableList, Format == SnapshotPicture {
    /// A whole list 390 points wide at 3x, as tall as its content, under its own traits:
    /// `assertSnapshot(of: view, as: .image)`.
    public static var image: Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(tolerance: .exact)) { $0.defaultSnapshotPicture() }
    }
}

extension Snapshotting where Format == SnapshotPicture {
    /// A whole list `width` points wide at `scale`, as tall as its content (or `height`
    /// points), under `traits` (nil: the view's own). The reference PNG carries the layout
    /// and the fonts, so a failure names what changed.
    ///
    /// ```swift
    /// assertSnapshot(of: view, as: .image(width: 390))
    /// ```
    public static func image<Section, Item>(
        width: Double = 390, scale: Double = 3, height: Double? = nil,
        traits: TraitCollection? = nil, tolerance: SnapshotTolerance = .exact
    ) -> Snapshotting
    where Value == CollectionView<Section, Item> {
        Snapshotting(pathExtension: "png", diffing: .image(tolerance: tolerance)) { view in
            view.withTraits(traits) { view.snapshotPicture(width: width, scale: scale, height: height) }
        }
    }

    /// One self-sized cell showing a content configuration (with its background and
    /// state), `width` points wide, in a list of `appearance`: the configuration is set on
    /// a cell as a registration would, so `updated(for:)` styles it for `state`. The
    /// picture is the one-cell list, or with `crop: .tight` the cell's frame alone:
    ///
    /// ```swift
    /// assertSnapshot(of: content, as: .image(appearance: .insetGrouped, crop: .tight))
    /// ```
    public static func image(
        width: Double = 390, scale: Double = 3, traits: TraitCollection = .iPhone,
        appearance: ListAppearance = .plain, background: BackgroundConfiguration? = nil,
        state: CellConfigurationState? = nil, crop: CellSnapshotCrop = .list,
        tolerance: SnapshotTolerance = .exact
    ) -> Snapshotting
    where Value == ListContentConfiguration {
        Snapshotting<CollectionView<Int, Int>, SnapshotPicture>(pathExtension: "png", diffing: .image(tolerance: tolerance)) {
            view in view.withTraits(traits) { view.snapshotPicture(width: width, scale: scale, crop: crop) }
        }
        .pullback { configuration in
            SingleCellList.make(configuration, appearance: appearance, background: background, state: state)
        }
    }
}

extension Snapshotting where Value == ListContentConfiguration, Format == SnapshotPicture {
    /// One self-sized cell showing the configuration, 390 points wide at 3x, in a plain list
    /// under iPhone traits: `assertSnapshot(of: content, as: .image)`.
    public static var image: Snapshotting { .image() }
}

extension Snapshotting where Value == SnapshotPicture, Format == SnapshotPicture {
    /// A picture rendered by other means (a sheet, a plate), with whatever layout and font
    /// record it carries, compared exactly on decoded pixels.
    public static var image: Snapshotting { .image(tolerance: .exact) }

    /// A picture compared under `tolerance`.
    public static func image(tolerance: SnapshotTolerance) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(tolerance: tolerance)) { $0 }
    }
}
