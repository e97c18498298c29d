/// Where a stroke lies relative to the path it follows.
///
/// `inside` and `outside` apply to closed subpaths (borders of cards and buttons, which
/// UIKit draws inside the view's bounds). The ``Stroker`` knows nothing of them: it always
/// produces a stroke centred on the path with the width it is given. The canvas realises
/// an aligned stroke by stroking twice the width, centred, and clipping the result to the
/// inside (nonzero interior) or outside of the path, so that the visible band has the
/// requested width and its inner or outer edge lies exactly on the path. For open
/// subpaths the clip has no clear meaning; the canvas should draw those centred.
public enum StrokeAlignment: String, Hashable, Sendable, CaseIterable, Codable {
    /// Half the width on each side of the path.
    case center
    /// The whole width inside the path's fill region.
    case inside
    /// The whole width outside the path's fill region.
    case outside
}
