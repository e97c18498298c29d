import RenderCells

// Swiped rows as Mail shows them: leading actions (unread, pin), trailing ones with
// images above titles (more, flag, trash), an image-only pair, and a committed full swipe
// from each edge. The actions come from the list configuration's providers, by row.

extension ListGallery {
    /// The leading actions of the swipe examples: a blue "Unread" with its envelope, and a
    /// yellow image-only pin.
    public static let swipeLeading = SwipeActionsConfiguration(actions: [
        ContextualAction(
            style: .normal, title: "Unread", image: .systemName("envelope.fill"),
            backgroundColor: .systemBlue),
        ContextualAction(style: .normal, title: nil, image: .systemName("pin"), backgroundColor: .systemYellow)
    ])

    /// The trailing actions of the swipe examples, first outermost: "Trash" (destructive,
    /// with an image), "Flag" in orange, "More" in grey.
    public static let swipeTrailing = SwipeActionsConfiguration(actions: [
        ContextualAction(style: .destructive, title: "Trash", image: .systemName("trash.fill")),
        ContextualAction(style: .normal, title: "Flag", image: .systemName("flag.fill"), backgroundColor: .systemOrange),
        ContextualAction(style: .normal, title: "More")
    ])

    /// Rows swiped from either edge, image and title actions, image-only actions and full
    /// swipes, in `appearance`; the first row is not swiped, for comparison.
    public static func swipes(_ appearance: ListAppearance) -> [Section] {
        // A row swiped from `edge` (none: not swiped), fully when `fully`. The state is set
        // before the content, so the content is styled for it at once.
        func mail(_ text: String, swipedFrom edge: SwipeEdge? = nil, fully: Bool = false) -> Row {
            row(.cell, text, secondary: "Re: WWDC", symbol: "envelope", accessories: [.disclosureIndicator()]) { _, cell in
                guard let edge else { return }
                cell.isSwiped = true
                cell.swipeEdge = edge
                cell.showsFullSwipe = fully
            }
        }
        var configuration = ListConfiguration(appearance: appearance)
        // Row 4 has only image actions, row 5 has none at the leading edge.
        configuration.leadingSwipeActionsConfigurationProvider = { indexPath in
            indexPath.item == 5 ? nil : swipeLeading
        }
        configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
            if indexPath.item == 4 {
                return SwipeActionsConfiguration(actions: [
                    ContextualAction(style: .destructive, title: nil, image: .systemName("trash")),
                    ContextualAction(
                        style: .normal, title: nil, image: .systemName("bell.slash"),
                        backgroundColor: .systemIndigo)
                ])
            }
            return swipeTrailing
        }
        return [
            Section(
                .list(configuration),
                rows: [
                    mail("Not swiped"),
                    mail("Swiped to trailing", swipedFrom: .trailing),
                    mail("Swiped to leading", swipedFrom: .leading),
                    mail("Full swipe, trailing", swipedFrom: .trailing, fully: true),
                    mail("Image-only actions", swipedFrom: .trailing),
                    mail("No leading actions", swipedFrom: .leading),
                    mail("Full swipe, leading", swipedFrom: .leading, fully: true)
                ])
        ]
    }
}
