import RenderCells

/// A place in a spec file: 1-based line and column, the column counted in Unicode
/// scalars as editors and libyaml count them.
public struct SpecLocation: Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `line:column`, the form compilers print after a file name.
    public var description: String { "\(line):\(column)" }
}
