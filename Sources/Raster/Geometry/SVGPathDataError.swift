/// Why SVG path data (the `d` attribute) could not be read: what was wrong and where.
public struct SVGPathDataError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Where the problem was found, in UTF-8 bytes from the start of the data.
    public let offset: Int
    /// What was wrong, in a sentence fragment ("expected a number after 'C'").
    public let reason: String

    public init(offset: Int, reason: String) {
        self.offset = offset
        self.reason = reason
    }

    public var description: String { "SVG path data, byte \(offset): \(reason)" }
}
