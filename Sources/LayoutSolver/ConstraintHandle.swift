/// The solver's name for a constraint it holds (`ConstraintHandle`), handed back by
/// `Solver.add(_:)` and taken by `Solver.remove(_:)`. Handles count up from 0 in the order
/// constraints were added to one solver.
public struct ConstraintHandle: Hashable, Comparable, Sendable {
    public let id: Int

    public static func < (a: ConstraintHandle, b: ConstraintHandle) -> Bool { a.id < b.id }
}
