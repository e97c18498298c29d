/// Why the solver refused a request (`SolverError`). A refused request leaves the solver
/// as it was before it, but for `notConverging`, after which it keeps its last answer.
public enum SolverError: Error, Sendable, CustomStringConvertible {
    /// A required constraint cannot hold with the required constraints already added: it
    /// was not added (it is the one broken), and `conflicting` are required constraints
    /// already held that, with it, admit no solution (a minimal such set when the connected
    /// part of the system has at most `Solver.maximumExplainedConstraints`).
    case unsatisfiable(broken: Constraint, conflicting: [Constraint])
    /// The handle names no constraint the solver holds.
    case unknownConstraint(ConstraintHandle)
    /// A coefficient, constant or strength is not a finite number in range.
    case invalidConstraint(Constraint, reason: String)
    case duplicateEditVariable(Variable)
    case unknownEditVariable(Variable)
    /// An edit variable must be optional: a required edit could never be suggested away.
    case requiredEditStrength(Variable)
    case invalidSuggestedValue(Variable, Double)
    /// The system would pass one of the solver's size limits (`Solver.maximumConstraints`,
    /// `Solver.maximumTerms`); nothing was allocated for it.
    case tooLarge(String)
    /// The simplex did not finish within its pivot budget (floating-point trouble in a
    /// degenerate system); the solver's answer is the last feasible one.
    case notConverging(pivots: Int)

    public var description: String {
        switch self {
        case .unsatisfiable(let broken, let conflicting):
            "unable to satisfy \(broken) with \(conflicting.map(\.description).joined(separator: ", ")); broke \(broken)"
        case .unknownConstraint(let handle): "no constraint \(handle.id) in the solver"
        case .invalidConstraint(let constraint, let reason): "invalid constraint \(constraint): \(reason)"
        case .duplicateEditVariable(let v): "\(v) is already an edit variable"
        case .unknownEditVariable(let v): "\(v) is not an edit variable"
        case .requiredEditStrength(let v): "edit variable \(v) cannot be required"
        case .invalidSuggestedValue(let v, let value): "suggested value \(value) for \(v) is not finite"
        case .tooLarge(let what): "constraint system too large: \(what)"
        case .notConverging(let pivots): "the simplex did not converge in \(pivots) pivots"
        }
    }
}
