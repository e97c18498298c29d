/// A column of the tableau: a user's variable, or one the solver made for a constraint.
///
/// Ids grow as symbols are made, and every ordered choice of the simplex (which symbol
/// enters, which row leaves, on a tie) takes the lowest id: Bland's rule, which keeps the
/// simplex from cycling and makes the answer independent of anything but the input order.
struct Symbol: Hashable, Comparable, Sendable {
    enum Kind: UInt8, Sendable {
        /// A user's variable (unrestricted in sign).
        case external
        /// The slack of an inequality (≥ 0), or an artificial variable.
        case slack
        /// The error of an optional constraint (≥ 0), minimised in the objective.
        case error
        /// The marker of a required equality (fixed at 0; never enters the basis).
        case dummy
    }

    let id: Int
    let kind: Kind

    static func < (a: Symbol, b: Symbol) -> Bool { a.id < b.id }
    static func == (a: Symbol, b: Symbol) -> Bool { a.id == b.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// Whether the symbol is restricted to ≥ 0 and may pivot out of a required row.
    var isPivotable: Bool { kind == .slack || kind == .error }
}
