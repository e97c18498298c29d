/// How a rounded corner is shaped (`CALayer.cornerCurve`).
public enum CornerCurve: String, Hashable, Sendable, CaseIterable, Codable {
    /// A quarter circle of the given radius.
    case circular
    /// The iOS "squircle": PaintCode's published fit of iOS's continuous corner
    /// (docs/uikit-reference.md §5a), which extends 1.52866483 × radius along each edge and
    /// matches measured iOS 14 list corners within 0.03 pt.
    case continuous
}
