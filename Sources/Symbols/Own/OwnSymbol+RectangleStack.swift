// `rectangle.stack`: a card with two more behind it, seen from the front: the front card
// a rounded rectangle filling the lower three quarters, the cards behind it two lines
// above, each shorter than the one in front, as a stack recedes. The fill style fills the
// front card. (The icon set's `cards` is two cards side by side, half the height.)

extension OwnSymbol {
    static let rectangleStack = OwnSymbol(
        name: "rectangle-stack",
        regular: svg(
            """
            <rect x="32" y="96" width="192" height="128" rx="20"/>\
            <line x1="56" y1="64" x2="200" y2="64"/>\
            <line x1="80" y1="32" x2="176" y2="32"/>
            """),
        fill: svg(
            """
            <rect x="32" y="96" width="192" height="128" rx="20" fill="currentColor"/>\
            <line x1="56" y1="64" x2="200" y2="64"/>\
            <line x1="80" y1="32" x2="176" y2="32"/>
            """))
}
