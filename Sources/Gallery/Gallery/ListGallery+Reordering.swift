import RenderCells

// Rows moving: a row lifted by its reorder control half a row below its slot (the gap
// it will drop into stays open), a drag lifting off, the source row of a drag, and a drop
// target; every row has a reorder control, which the rows marked fixed lose to the data
// source's `canReorderItem`.

extension ListGallery {
    /// The rows of ``reordering(_:)``, in order: a row's text says its state.
    public static let reorderingRows = [
        "Inbox", "Reordering", "Drafts", "Drag lifting", "Dragged away",
        "Drop target", "Fixed"
    ]

    /// A list in `appearance` showing the reordering, drag and drop states; the last row
    /// is "Fixed" (see ``reorderingCollectionView(_:traits:)``).
    public static func reordering(_ appearance: ListAppearance) -> [Section] {
        func folder(_ text: String, _ set: @escaping (ListCell) -> Void) -> Row {
            row(.cell, text, symbol: "folder", accessories: [.reorder(displayed: .always)]) { _, cell in set(cell) }
        }
        let states: [String: (ListCell) -> Void] = [
            "Reordering": {
                $0.isReordering = true
                $0.reorderingTranslation = 24
            },
            "Drag lifting": { $0.cellDragState = .lifting },
            "Dragged away": { $0.cellDragState = .dragging },
            "Drop target": { $0.cellDropState = .targeted }
        ]
        return [
            Section(
                list(appearance, headers: false, footers: false),
                rows: reorderingRows.map { text in
                    folder(text, states[text] ?? { _ in })
                })
        ]
    }

    /// ``reordering(_:)`` as a collection view whose data source lets every row move but
    /// the last ("Fixed"): its reorder control is gone.
    public static func reorderingCollectionView(_ appearance: ListAppearance, traits: TraitCollection = .iPhone)
        -> CollectionView<Int, Int>
    {
        let view = collectionView(reordering(appearance), traits: traits)
        let fixed = reorderingRows.count - 1
        view.reorderingHandlers.canReorderItem = { $0 % 100_000 != fixed }
        return view
    }
}
