import RenderCells

/// Edge insets with only some edges named: applied over a base, the named edges replace
/// the base's and the others keep it (as setting `margins.top = 11` in UIKit would).
package struct InsetsSpec: Hashable, Sendable {
    package var top: Double?
    package var leading: Double?
    package var bottom: Double?
    package var trailing: Double?

    package init(top: Double? = nil, leading: Double? = nil, bottom: Double? = nil, trailing: Double? = nil) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// `base` with the named edges replaced.
    package func applied(to base: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            top: top ?? base.top, leading: leading ?? base.leading, bottom: bottom ?? base.bottom,
            trailing: trailing ?? base.trailing)
    }
}
