import Foundation
import RenderCells

/// AL1cell / AL20screen: Auto Layout's cost (issue #39). AL1cell solves one cell of ten
/// constrained views (``ConstrainedRowView``, about fifty constraints) as the list does
/// twice a frame: its self-sizing height at 390 pt (`systemLayoutSizeFitting`) and its
/// layout at that size (`layoutIfNeeded`, frames set). AL20screen configures, lays out,
/// draws and rasterizes a 390 × 844-pt plain list of 20 such cells at 3x.
struct AutoLayoutScene: BenchScene {
    let screen: Bool
    /// A UIKit-named view, so `@MainActor`: the bench command runs its scenes on the main
    /// thread (its synchronous `run()`), where each use asserts it is.
    private let row: ConstrainedRowView
    private let view: CollectionView<Int, Int>
    var pixmap: Pixmap?
    var height = 0.0

    init(screen: Bool) {
        self.screen = screen
        row = MainActor.assumeIsolated { ConstrainedRowView(configuration: ConstrainedRowConfiguration(index: 4)) }
        let registration = CellRegistration<ListCell, Int> { cell, _, item in
            cell.contentConfiguration = ConstrainedRowConfiguration(index: item)
        }
        view = CollectionView<Int, Int>(
            layout: .list(using: ListConfiguration(appearance: .plain)), cellRegistration: registration)
        view.applyRows(20)
    }

    mutating func frame() throws {
        if screen {
            pixmap = try view.render(width: 390, scale: 3, height: 844)
        } else {
            let row = row
            height = MainActor.assumeIsolated {
                let size = row.systemLayoutSizeFitting(
                    CGSize(width: 390, height: 0), withHorizontalFittingPriority: .required,
                    verticalFittingPriority: .fittingSizeLevel)
                row.frame = CGRect(x: 0, y: 0, width: 390, height: size.height)
                row.setNeedsLayout()
                row.layoutIfNeeded()
                return Double(size.height)
            }
        }
    }

    func picture() -> Pixmap { pixmap ?? Pixmap(width: 1, height: 1)! }
    var note: String { screen ? "20 cells of 10 constrained views" : "one cell of 10 constrained views, \(height) pt tall" }
    var cells: Int? { screen ? 20 : 1 }
}
