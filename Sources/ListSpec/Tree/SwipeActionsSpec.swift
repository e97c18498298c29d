import RenderCells

/// An item's swipe actions (`UISwipeActionsConfiguration` for each edge) and which of them
/// its `swiped` state shows.
///
/// ```yaml
/// swipeActions:
///   leading: [{title: Unread, image: envelope.fill, backgroundColor: systemBlue}]
///   trailing: [{title: Trash, image: trash.fill, style: destructive}, {title: More}]
///   performsFirstActionWithFullSwipe: true    # both edges (default true)
///   edge: leading                             # the edge `state: {swiped: true}` shows (default trailing)
///   fullSwipe: true                           # show the committed full swipe
/// ```
package struct SwipeActionsSpec: Hashable, Sendable {
    /// nil: no leading actions.
    package var leading: [ContextualActionSpec]?
    /// nil: the list's standard trailing action (one "Delete"); `[]`: none.
    package var trailing: [ContextualActionSpec]?
    package var performsFirstActionWithFullSwipe: Bool
    package var edge: SwipeEdge
    package var fullSwipe: Bool

    package init(
        leading: [ContextualActionSpec]? = nil, trailing: [ContextualActionSpec]? = nil,
        performsFirstActionWithFullSwipe: Bool = true, edge: SwipeEdge = .trailing, fullSwipe: Bool = false
    ) {
        self.leading = leading
        self.trailing = trailing
        self.performsFirstActionWithFullSwipe = performsFirstActionWithFullSwipe
        self.edge = edge
        self.fullSwipe = fullSwipe
    }

    /// The configuration of one edge; nil when the spec gives that edge no actions
    /// (trailing: the list's standard one applies).
    package func configuration(_ edge: SwipeEdge) -> SwipeActionsConfiguration? {
        guard let actions = edge == .leading ? leading : trailing else { return nil }
        var configuration = SwipeActionsConfiguration(actions: actions.map(\.action))
        configuration.performsFirstActionWithFullSwipe = performsFirstActionWithFullSwipe
        return configuration
    }

    static let fields = ["leading", "trailing", "performsFirstActionWithFullSwipe", "edge", "fullSwipe"]
}

extension SwipeActionsSpec {
    init(node: SpecNode) throws(SpecError) {
        let f = try node.fields(allowed: Self.fields, what: "swipe actions")
        func actions(_ key: String) throws(SpecError) -> [ContextualActionSpec]? {
            try f.read(key) { n throws(SpecError) in
                try n.elements(what: "\(key) swipe actions", limit: SpecLimits.maxSwipeActions).map { e throws(SpecError) in
                    try ContextualActionSpec(node: e)
                }
            }
        }
        leading = try actions("leading")
        trailing = try actions("trailing")
        performsFirstActionWithFullSwipe =
            try f.read("performsFirstActionWithFullSwipe") { n throws(SpecError) in
                try n.bool()
            } ?? true
        edge = try f.read("edge") { n throws(SpecError) in try n.choice(SwipeEdge.self, what: "swipe edge") } ?? .trailing
        fullSwipe = try f.read("fullSwipe") { n throws(SpecError) in try n.bool() } ?? false
        if fullSwipe, !performsFirstActionWithFullSwipe, let node = f["fullSwipe"] {
            throw node.error(
                "a full swipe needs performsFirstActionWithFullSwipe: true (a list that does not perform "
                    + "the first action never shows one)")
        }
        if edge == .leading, (leading ?? []).isEmpty, let node = f["edge"] {
            throw node.error("the leading edge has no actions to show; give 'leading' actions or swipe the trailing edge")
        }
    }
}
