/// How two segments of a stroke meet at a corner (`CGLineJoin`).
///
/// The style applies where the path itself has a corner (between elements, or at the
/// closing vertex of a closed subpath). Inside a flattened curve the stroker always
/// joins smoothly, whatever the style, because those vertices only approximate a
/// curve whose true offset is smooth.
public enum LineJoin: String, Hashable, Sendable, CaseIterable, Codable {
    /// The outer edges are extended until they meet, unless the miter would be longer
    /// than ``StrokeStyle/miterLimit`` times the stroke width; then the corner is beveled.
    case miter
    /// The corner is rounded with a circular arc of half the stroke width.
    case round
    /// The corner is cut off by a straight line across the outer edges' ends.
    case bevel
}
