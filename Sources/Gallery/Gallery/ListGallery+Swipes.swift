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
        // The state is set before the content, so the content is styled for it at once.
        func mail(_ text: String, _ set: @escaping (ListCell) -> Void) -> Row {
            row(.cell, text, secondary: "Re: WWDC", symbol: "envelope", accessories: [.disclosureIndicator()]) { _, cell in
                set(cell)
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
                    mail("Not swiped") { _ in },
                    mail("Swiped to trailing") { $0.isSwiped = true },
                    mail("Swiped to leading") {
                        $0.isSwiped = true
                        $0.swipeEdge = .leading
                    },
                    mail("Full swipe, trailing") {
                        $0.isSwiped = true
                        $0.showsFullSwipe = true
                    },
                    mail("Image-only actions") { $0.isSwiped = true },
                    mail("No leading actions") {
                        $0.isSwiped = true
                        $0.swipeEdge = .leading
                    },
                    mail("Full swipe, leading") {
                        $0.isSwiped = true
                        $0.swipeEdge = .leading
                        $0.showsFullSwipe = true
                    }
                ])
        ]
    }
}
