/// How the ends of an open subpath (and of each dash) are drawn (`CGLineCap`).
///
/// Zero-length subpaths follow CoreGraphics: a round cap draws a dot of the stroke
/// width, a square cap a square, and a butt cap nothing.
public enum LineCap: String, Hashable, Sendable, CaseIterable, Codable {
    /// The stroke stops exactly at the end point.
    case butt
    /// A half-disc of half the stroke width is added beyond the end point.
    case round
    /// The stroke is extended beyond the end point by half the stroke width.
    case square
}
