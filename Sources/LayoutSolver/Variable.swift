/// An unknown of a constraint system: a value the solver chooses (`Variable`).
///
/// A variable is a plain value named by its `id`, which the caller keeps unique within one
/// solver (UIKit's layer numbers each view's edges); two variables with one id are one
/// unknown. Ids also order the solver's symbols, so the same system built with the same
/// ids is solved by the same pivots, whatever the process.
public struct Variable: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let id: Int

    public init(_ id: Int) {
        self.id = id
    }

    public static func < (a: Variable, b: Variable) -> Bool { a.id < b.id }

    public var description: String { "v\(id)" }
}
