/// Which points a path encloses.
public enum FillRule: String, Hashable, Sendable, CaseIterable, Codable {
    /// Inside where the winding number is not zero.
    case nonZero
    /// Inside where the winding number is odd.
    case evenOdd
}
