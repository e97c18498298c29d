import Raster

// The `.badge` names (`bell.badge`, `envelope.badge`): SF puts a solid dot at the figure's
// top right and cuts the figure away around it, so the dot stands free. In Phosphor's
// 256-unit square the dot is a disc of radius 32 centred at (200, 56), inside the live
// area's corner (24…232), and the figure is cut away within radius 52 of that centre: a
// gap of 20 units, a little more than a regular stroke, so it stays open at every weight
// (INF, by eye against SF's badge proportions). The cut is a ring kept as the outline's
// knockout (clipped out when drawn, like a composed disc's figure), because the dot
// itself must not be cut.

extension SymbolOutline {
    static let badgeCentre = Point(x: 200, y: 56)
    static let badgeRadius = 32.0
    static let badgeClearance = 52.0

    /// The outline with the badge dot added and a ring around it cut out of the figure.
    func withBadge() -> SymbolOutline {
        let c = SymbolOutline.badgeCentre
        func disc(_ r: Double) -> Path { Path(ellipseIn: Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r)) }
        var builder = PathBuilder()
        builder.add(path)
        SymbolSVG.addOriented(disc(SymbolOutline.badgeRadius), to: &builder, tolerance: SymbolCatalog.designTolerance)
        // The ring: the clearance disc, and the dot's disc wound the other way (mirrored
        // about its centre) so the nonzero rule leaves the dot out of the cut.
        var ring = PathBuilder()
        ring.add(disc(SymbolOutline.badgeClearance))
        ring.add(
            disc(SymbolOutline.badgeRadius)
                .applying(
                    Transform(translationX: -c.x, y: 0).concatenating(Transform(scaleX: -1, y: 1))
                        .concatenating(Transform(translationX: c.x, y: 0))))
        return SymbolOutline(path: builder.build(), knockout: ring.build(), liveSide: liveSide)
    }
}
