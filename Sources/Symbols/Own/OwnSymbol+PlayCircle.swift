// `play.circle`: a ring with a solid play triangle, as SF draws it (the icon set's
// `play-circle` outlines the triangle). The triangle points right, its centroid on the
// ring's centre, its height 88 units of the ring's 192; filled and stroked, so its
// corners are round like the stroke's joins.

extension OwnSymbol {
    static let playCircle = OwnSymbol(
        name: "play-circle",
        regular: svg(
            """
            <circle cx="128" cy="128" r="96"/>\
            <polygon points="104,84 176,128 104,172" fill="currentColor"/>
            """), fill: nil)
}
