import CellModel
import Display
import Raster

// Rows moving in the list (docs/uikit-reference.md §3.6, DEC-TC `defaultAlphaForReorderingCell` 0.8,
// `reorderingCellWantsShadows` YES, `defaultAlphaForDraggingCell` 0.5):
//
//   reordering        lifted: drawn above every other row and header at 80 %, with a
//                     shadow, `reorderingTranslation` points from its slot; the slot is
//                     left open (the list's background shows), the gap it will drop into.
//   drag, lifting     the drag preview lifting off: above the list in place, opaque, with
//                     the same shadow.
//   drag, dragging    the source row left behind while its preview travels: in its place
//                     at 50 %.
//   drop, targeted    the background's drop-target fill (BackgroundConfiguration+State).
//
// The shadow's radius (4 pt) is the reference's; its colour and opacity are not known
// (N/F): black at 20 %, no offset, is this renderer's choice (INF), a soft shadow like the
// one iOS draws under lifted list rows. Reordering wins over a drag state.

extension ListLayout.Metrics {
    static let reorderingOpacity = 0.8
    static let draggingOpacity = 0.5
    static let liftShadow = DisplayLayer.Shadow(
        color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.2), radius: 4,
        offset: Size(width: 0, height: 0))
}

extension ListLayout.Builder {
    /// How `cell` is drawn as a layer, or nil when it is drawn plainly.
    func lift(for cell: ListLayout.CellInput, appearance a: ListAppearance) -> ListLayout.Lift? {
        let s = cell.configurationState
        let radius = a == .insetGrouped ? design.insetGroupedCornerRadius : 0
        if s.isReordering {
            return ListLayout.Lift(
                opacity: Metrics.reorderingOpacity, shadow: Metrics.liftShadow,
                translation: snap(cell.reorderingTranslation.isFinite ? cell.reorderingTranslation : 0),
                floats: true, cornerRadius: radius, reason: "reordering")
        }
        switch s.cellDragState {
        case .lifting:
            return ListLayout.Lift(
                opacity: 1, shadow: Metrics.liftShadow, translation: 0, floats: true,
                cornerRadius: radius, reason: "lifting")
        case .dragging:
            return ListLayout.Lift(
                opacity: Metrics.draggingOpacity, shadow: nil, translation: 0, floats: false,
                cornerRadius: 0, reason: "dragging")
        case .none:
            return nil
        }
    }
}
