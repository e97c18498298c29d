import Raster

// Right-to-left: every list-level frame flipped about the list's vertical centre line,
// x' = width − x − w. Row contents are not flipped again: each content layout already laid
// itself out right to left inside its frame, and symbols mirror themselves. A pop-up
// menu's title and chevrons swap sides; a custom view mirrors itself from its traits.

extension ListLayout {
    func mirrored() -> ListLayout {
        let w = width
        func flip(_ r: Rect) -> Rect { Rect(x: w - r.maxX, y: r.minY, width: r.width, height: r.height) }
        func flipItem(_ item: Item) -> Item {
            var copy = item
            copy.frame = flip(item.frame)
            copy.background = item.background.map { $0.moved(to: flip($0.rect)) }
            copy.contentFrame = item.contentFrame.map(flip)
            copy.accessories = item.accessories.map { $0.mapped(flip) }
            copy.separators = item.separators.map(flip)
            copy.swipeActions = item.swipeActions.map { $0.mirrored(width: w) }
            copy.swipeArea = item.swipeArea.map(flip)
            return copy
        }
        let flipped = sections.map { s in
            Section(
                index: s.index, kind: s.kind, appearance: s.appearance, frame: flip(s.frame), card: s.card.map(flip),
                cardCornerRadius: s.cardCornerRadius, backgroundColor: s.backgroundColor,
                header: s.header.map(flipItem), items: s.items.map(flipItem), footer: s.footer.map(flipItem),
                pinnedHeaderFrame: s.pinnedHeaderFrame.map(flip))
        }
        var mirrored = ListLayout(
            width: width, scale: scale, contentHeight: contentHeight, contentOffset: contentOffset,
            traitCollection: traitCollection, backgroundColor: backgroundColor, sections: flipped)
        mirrored.isTruncated = isTruncated
        mirrored.problems = problems
        return mirrored
    }
}
