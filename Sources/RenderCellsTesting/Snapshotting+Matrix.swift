import RenderCells
import SnapshotCore
import SnapshotTesting

// Configuration matrices from one declaration: swift-snapshot-testing's
// `assertSnapshots(of:as:)` takes named strategies, and a matrix is one named strategy per
// combination, so each gets its own reference (`<test>.insetGrouped-dark-AX3-rtl.png`).

extension Dictionary where Key == String {
    /// One picture strategy per combination of the given design generations, appearances,
    /// styles, content sizes, directions and cell states, named by `ListVariant.name`
    /// (`ios26-insetGrouped-dark`; `designs: [.ios18, .ios26]` is the migration matrix). For the same combinations
    /// in one labelled picture, see `.sheet(ComparisonSheet.matrix(…))`.
    ///
    /// ```swift
    /// assertSnapshots(of: view, as: .matrix(appearances: [.plain, .insetGrouped], styles: [.light, .dark],
    ///                                       contentSizes: [.large, .accessibilityExtraLarge]))
    /// ```
    public static func matrix<Section, Item>(
        width: Double = 390, scale: Double = 3, height: Double? = nil,
        designs: [ListDesign] = [],
        appearances: [ListAppearance] = [], styles: [UserInterfaceStyle] = [],
        contentSizes: [ContentSizeCategory] = [],
        directions: [LayoutDirection] = [], states: [CellState] = [],
        tolerance: SnapshotTolerance = .exact
    ) -> Self
    where Value == Snapshotting<CollectionView<Section, Item>, SnapshotPicture> {
        let variants = ListVariant.matrix(
            designs: designs, appearances: appearances, styles: styles, contentSizes: contentSizes,
            directions: directions, states: states)
        var strategies: Self = [:]
        for variant in variants {
            strategies[variant.name] = Snapshotting(pathExtension: "png", diffing: .image(tolerance: tolerance)) { view in
                view.withTraits(nil) {
                    view.withVariant(variant) { view.snapshotPicture(width: width, scale: scale, height: height) }
                }
            }
        }
        return strategies
    }
}
