import RenderCellsUIKit
import SnapshotCore
import SnapshotTesting

// The picture strategy for a table view on its own, in swift-snapshot-testing's words:
// `assertSnapshot(of: tableView, as: .image)`. A table view controller is a view
// controller, so `.image(on:)` draws it (Snapshotting+UIKit.swift). Added for #40's tables.

extension Snapshotting where Value: UITableView, Format == SnapshotPicture {
    /// The table view at its frame's size (a zero width is 390 points, a zero height the
    /// content's) at 3x under its own traits, after asking its data source and delegate.
    public static var image: Snapshotting { .image(traits: TraitCollection()) }

    /// The table view at its frame's size with `traits` over the traits it starts from
    /// (those of a view in no hierarchy: iPhone's).
    public static func image(traits: TraitCollection, tolerance: SnapshotTolerance = .exact) -> Snapshotting {
        Snapshotting(pathExtension: linuxImageExtension, diffing: .image(tolerance: tolerance)) { tableView in
            let previous = tableView.traitEnvironment.rootTraits
            tableView.traitEnvironment.rootTraits = TraitCollection(traitsFrom: [previous, traits])
            defer { tableView.traitEnvironment.rootTraits = previous }
            let width = tableView.frame.width > 0 ? Double(tableView.frame.width) : 390
            let height = tableView.frame.height > 0 ? Double(tableView.frame.height) : nil
            return SnapshotPicture.screen(of: tableView.preparedListView(), width: width, height: height, topInset: 0,
                                          traits: tableView.traitCollection)
        }
    }
}
