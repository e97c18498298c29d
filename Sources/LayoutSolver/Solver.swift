// The Cassowary solver (Badros, Borning and Stuckey, "The Cassowary linear arithmetic
// constraint solving algorithm", ACM TOCHI 8(4), 2001), in the form kiwisolver gave it:
// a simplex over a tableau of rows `basic = constant + Σ coefficient × parametric`, each
// constraint bringing a marker (a slack for an inequality, a dummy for a required equality,
// errors for an optional one) so it can be removed again; the objective minimises the
// errors, one level per strength (Objective, Strength). Adding a constraint pivots it in
// (an artificial variable when no subject is at hand) and optimises; removing one pivots
// its marker out; a suggested value for an edit variable moves constants and the dual
// simplex restores feasibility. Every choice breaks ties by symbol id (Bland's rule), so
// an answer depends on the input alone.

/// A Cassowary constraint solver (`Solver`): linear equalities and inequalities with
/// strengths, added and removed one at a time, with edit variables whose suggested values
/// the optional constraints follow as closely as their strengths allow.
///
/// ```swift
/// var solver = Solver()
/// let x = Variable(0), width = Variable(1)
/// try solver.add(x >= 0)
/// try solver.add(x + width <= 320)
/// try solver.add((width == 100) | .strong)
/// solver.value(of: width) // 100
/// ```
///
/// A solver is a value: copying one copies its tableau.
public struct Solver: Sendable {
    /// At most this many constraints at once (edit variables count): a tableau grows with
    /// rows × columns, and a layout's system is far smaller (a cell of ten views has
    /// about sixty).
    public static let maximumConstraints = 2_000
    /// At most this many terms in one constraint's expression.
    public static let maximumTerms = 1_000
    /// Conflicts among at most this many connected required constraints are narrowed to a
    /// minimal set; beyond it the connected constraints are reported whole.
    public static let maximumExplainedConstraints = 64

    /// What the solver keeps for a constraint: its markers in the tableau.
    struct Tag: Sendable {
        var marker: Symbol
        var other: Symbol?
    }

    struct Entry: Sendable {
        let handle: ConstraintHandle
        let constraint: Constraint
        let tag: Tag
    }

    struct Edit: Sendable {
        let handle: ConstraintHandle
        let tag: Tag
        var constant: Double
    }

    /// Held constraints in the order they were added (handles ascend).
    private(set) var entries: [Entry] = []
    private var rows = BasisRows()
    private var objective = Objective()
    /// Phase one's objective while a constraint is added through an artificial variable.
    private var artificial: Objective?
    /// Looked up by variable only, never walked: the walk order is `variables`.
    private var symbolsByVariable: [Variable: Symbol] = [:]
    private var variables: [Variable] = []
    private var edits: [Variable: Edit] = [:]
    private var infeasibleRows: [Symbol] = []
    private var nextSymbolID = 1
    private var nextHandleID = 0
    /// Whether an unsatisfiable constraint's conflict is narrowed (off inside that search).
    private var explainsConflicts = true

    public init() {}

    // MARK: Reading the answer

    /// The variable's value in the current solution (0 for a variable no constraint names).
    public func value(of variable: Variable) -> Double {
        guard let symbol = symbolsByVariable[variable], let row = rows[symbol] else { return 0 }
        return row.constant
    }

    /// The constraints held, in the order they were added.
    public var constraints: [Constraint] { entries.map(\.constraint) }

    public var constraintCount: Int { entries.count }

    public func contains(_ handle: ConstraintHandle) -> Bool { entryIndex(handle) != nil }

    // MARK: Constraints

    /// Adds a constraint and re-solves. A required constraint that cannot hold with the
    /// required ones already held is not added: `SolverError.unsatisfiable` names it and
    /// the constraints it conflicts with, and the solver keeps its previous answer.
    @discardableResult
    public mutating func add(_ constraint: Constraint) throws(SolverError) -> ConstraintHandle {
        try validate(constraint)
        guard entries.count < Solver.maximumConstraints else {
            throw .tooLarge("more than \(Solver.maximumConstraints) constraints")
        }
        let handle = ConstraintHandle(id: nextHandleID)
        nextHandleID += 1
        let known = variables.count
        do {
            try insert(constraint, handle: handle)
        } catch {
            if case .unsatisfiable = error {
                // insert() refused before touching the tableau, or restored it (phase one):
                // only the variables this constraint named first are left to forget.
                for variable in variables[known...] { symbolsByVariable[variable] = nil }
                variables.removeSubrange(known...)
                if explainsConflicts {
                    throw .unsatisfiable(broken: constraint, conflicting: conflicts(with: constraint))
                }
            }
            throw error
        }
        return handle
    }

    /// Removes a constraint the solver holds and re-solves.
    public mutating func remove(_ handle: ConstraintHandle) throws(SolverError) {
        guard let index = entryIndex(handle) else { throw .unknownConstraint(handle) }
        try removeEntry(at: index)
    }

    private func validate(_ constraint: Constraint) throws(SolverError) {
        guard constraint.expression.isFinite else {
            throw .invalidConstraint(constraint, reason: "a coefficient or the constant is not finite")
        }
        guard constraint.strength.isValid else {
            throw .invalidConstraint(
                constraint, reason: "strength \(constraint.strength) is not a priority in (0, 1000] with a positive weight")
        }
        guard constraint.expression.terms.count <= Solver.maximumTerms else {
            throw .tooLarge("\(constraint.expression.terms.count) terms in one constraint (at most \(Solver.maximumTerms))")
        }
    }

    private func entryIndex(_ handle: ConstraintHandle) -> Int? {
        var low = 0
        var high = entries.count
        while low < high {
            let mid = (low + high) / 2
            if entries[mid].handle.id < handle.id { low = mid + 1 } else { high = mid }
        }
        return low < entries.count && entries[low].handle == handle ? low : nil
    }

    private mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        defer { nextSymbolID += 1 }
        return Symbol(id: nextSymbolID, kind: kind)
    }

    private mutating func symbol(for variable: Variable) -> Symbol {
        if let symbol = symbolsByVariable[variable] { return symbol }
        let symbol = makeSymbol(.external)
        symbolsByVariable[variable] = symbol
        variables.append(variable)
        return symbol
    }

    private mutating func insert(_ constraint: Constraint, handle: ConstraintHandle) throws(SolverError) {
        var (row, tag) = makeRow(constraint)
        var subject = chooseSubject(row, tag)
        if subject == nil && row.cells.allSatisfy({ $0.symbol.kind == .dummy }) {
            guard Row.nearZero(row.constant) else { throw .unsatisfiable(broken: constraint, conflicting: []) }
            subject = tag.marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, with: row)
            rows.set(row, for: subject)
        } else {
            // Phase one pivots the tableau: a refusal restores it as it was. (Only this rare
            // path pays for the copy; a required row reaches it when no variable of its own
            // is free.)
            let saved = self
            guard try addWithArtificialVariable(row) else {
                self = saved
                throw .unsatisfiable(broken: constraint, conflicting: [])
            }
        }
        entries.append(Entry(handle: handle, constraint: constraint, tag: tag))
        try optimize(isArtificial: false)
    }

    /// The constraint as a row over the current parametric symbols, with its markers.
    private mutating func makeRow(_ constraint: Constraint) -> (Row, Tag) {
        let expression = constraint.expression
        var row = Row(constant: expression.constant)
        for term in expression.terms where !Row.nearZero(term.coefficient) {
            let symbol = symbol(for: term.variable)
            if let basic = rows[symbol] {
                row.insert(basic, term.coefficient)
            } else {
                row.insert(symbol, term.coefficient)
            }
        }
        let strength = constraint.strength
        let tag: Tag
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            row.insert(slack, sign)
            if strength.isRequired {
                tag = Tag(marker: slack)
            } else {
                let error = makeSymbol(.error)
                row.insert(error, -sign)
                objective.insert(error, strength.weight, level: strength.priority)
                tag = Tag(marker: slack, other: error)
            }
        case .equal:
            if strength.isRequired {
                let dummy = makeSymbol(.dummy)
                row.insert(dummy)
                tag = Tag(marker: dummy)
            } else {
                let plus = makeSymbol(.error)
                let minus = makeSymbol(.error)
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, strength.weight, level: strength.priority)
                objective.insert(minus, strength.weight, level: strength.priority)
                tag = Tag(marker: plus, other: minus)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    /// The symbol the new row is solved for: a user's variable when there is one (it is
    /// free), else a new slack or error with a negative coefficient (it can take the
    /// row's non-negative constant).
    private func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol? {
        if let external = row.cells.first(where: { $0.symbol.kind == .external }) { return external.symbol }
        if tag.marker.isPivotable && row.coefficient(for: tag.marker) < 0 { return tag.marker }
        if let other = tag.other, other.isPivotable, row.coefficient(for: other) < 0 { return other }
        return nil
    }

    /// Phase one: brings a row with no subject in through an artificial variable, minimised
    /// to zero when the constraint can hold. Returns whether it can.
    private mutating func addWithArtificialVariable(_ row: Row) throws(SolverError) -> Bool {
        let art = makeSymbol(.slack)
        rows.set(row, for: art)
        artificial = Objective(row)
        try optimize(isArtificial: true)
        let success = Row.nearZero(artificial!.rows[0].constant)
        artificial = nil
        if let artRow = rows.remove(art) {
            if artRow.isConstant { return success }
            guard let entering = artRow.cells.first(where: { $0.symbol.isPivotable })?.symbol else { return false }
            var pivoted = artRow
            pivoted.solve(for: art, entering)
            substitute(entering, with: pivoted)
            rows.set(pivoted, for: entering)
        }
        for i in rows.rows.indices { rows.rows[i].remove(art) }
        objective.remove(art)
        return success
    }

    /// Replaces `symbol` everywhere by `row`, noting rows whose constant went negative.
    private mutating func substitute(_ symbol: Symbol, with row: Row) {
        for i in rows.rows.indices {
            rows.rows[i].substitute(symbol, with: row)
            let basic = rows.symbols[i]
            if basic.kind != .external && rows.rows[i].constant < 0 { infeasibleRows.append(basic) }
        }
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row)
    }

    private var pivotBudget: Int { 1_000 + 50 * (rows.count + nextSymbolID) }

    /// The primal simplex on the objective (or phase one's): pivots until no symbol lowers it.
    private mutating func optimize(isArtificial: Bool) throws(SolverError) {
        var pivots = 0
        let budget = pivotBudget
        while let entering = (isArtificial ? artificial! : objective).enteringSymbol() {
            pivots += 1
            guard pivots <= budget else { throw .notConverging(pivots: pivots) }
            // The leaving row: the tightest ratio among restricted rows, the lowest id on a tie.
            var leaving: Int?
            var ratio = Double.greatestFiniteMagnitude
            for i in rows.rows.indices where rows.symbols[i].kind != .external {
                let c = rows.rows[i].coefficient(for: entering)
                if c < 0 {
                    let r = -rows.rows[i].constant / c
                    if r < ratio {
                        ratio = r
                        leaving = i
                    }
                }
            }
            // Every error is bounded below by zero, so the objective is too: an unbounded
            // direction means the tableau lost its invariants.
            guard let leaving else { throw .notConverging(pivots: pivots) }
            let leavingSymbol = rows.symbols[leaving]
            var row = rows.remove(at: leaving)
            row.solve(for: leavingSymbol, entering)
            substitute(entering, with: row)
            rows.set(row, for: entering)
        }
    }

    /// The dual simplex: restores feasibility after suggested values moved row constants,
    /// keeping optimality.
    private mutating func dualOptimize() throws(SolverError) {
        var pivots = 0
        let budget = pivotBudget
        while let leaving = infeasibleRows.popLast() {
            guard let index = rows.index(of: leaving) else { continue }
            let row = rows.rows[index]
            guard !Row.nearZero(row.constant) && row.constant < 0 else { continue }
            pivots += 1
            guard pivots <= budget else { throw .notConverging(pivots: pivots) }
            var entering: Symbol?
            var enteringCoefficient = 0.0
            for cell in row.cells where cell.coefficient > 0 && cell.symbol.kind != .dummy {
                if let e = entering,
                    !objective.ratio(cell.symbol, over: cell.coefficient, isBelow: e, over: enteringCoefficient)
                {
                    continue
                }
                entering = cell.symbol
                enteringCoefficient = cell.coefficient
            }
            guard let entering else { throw .notConverging(pivots: pivots) }
            var pivoted = rows.remove(at: index)
            pivoted.solve(for: leaving, entering)
            substitute(entering, with: pivoted)
            rows.set(pivoted, for: entering)
        }
    }

    private mutating func removeEntry(at index: Int) throws(SolverError) {
        let entry = entries.remove(at: index)
        let strength = entry.constraint.strength
        // Take the constraint's errors out of the objective.
        for marker in [entry.tag.marker, entry.tag.other].compactMap({ $0 }) where marker.kind == .error {
            if let row = rows[marker] {
                objective.insert(row, -strength.weight, level: strength.priority)
            } else {
                objective.insert(marker, -strength.weight, level: strength.priority)
            }
        }
        let marker = entry.tag.marker
        if rows.remove(marker) == nil {
            guard let leaving = markerLeavingRow(marker) else { throw .notConverging(pivots: 0) }
            let leavingSymbol = rows.symbols[leaving]
            var row = rows.remove(at: leaving)
            row.solve(for: leavingSymbol, marker)
            substitute(marker, with: row)
        }
        try optimize(isArtificial: false)
    }

    /// The row to pivot a parametric marker into before dropping it: the tightest restricted
    /// row where it has a negative coefficient, else a positive one, else any row naming it.
    private func markerLeavingRow(_ marker: Symbol) -> Int? {
        var r1 = Double.greatestFiniteMagnitude
        var r2 = Double.greatestFiniteMagnitude
        var first: Int?
        var second: Int?
        var third: Int?
        for i in rows.rows.indices {
            let c = rows.rows[i].coefficient(for: marker)
            if c == 0 { continue }
            if rows.symbols[i].kind == .external {
                third = i
            } else if c < 0 {
                let r = -rows.rows[i].constant / c
                if r < r1 {
                    r1 = r
                    first = i
                }
            } else {
                let r = rows.rows[i].constant / c
                if r < r2 {
                    r2 = r
                    second = i
                }
            }
        }
        return first ?? second ?? third
    }

    // MARK: Edit variables

    /// Makes `variable` an edit variable: an optional `variable == value` whose value
    /// ``suggestValue(_:for:)`` moves (`strength` must be optional).
    public mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        guard edits[variable] == nil else { throw .duplicateEditVariable(variable) }
        guard !strength.isRequired else { throw .requiredEditStrength(variable) }
        let handle = try add(Constraint(LinearExpression(variable), .equal, strength: strength, label: "edit \(variable)"))
        edits[variable] = Edit(handle: handle, tag: entries[entries.count - 1].tag, constant: 0)
    }

    public mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = edits[variable] else { throw .unknownEditVariable(variable) }
        try remove(edit.handle)
        edits[variable] = nil
    }

    public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable] != nil }

    /// Suggests `value` for an edit variable and re-solves by the dual simplex.
    public mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
        guard var edit = edits[variable] else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .invalidSuggestedValue(variable, value) }
        let delta = value - edit.constant
        edit.constant = value
        edits[variable] = edit
        let plus = edit.tag.marker
        let minus = edit.tag.other!
        if let i = rows.index(of: plus) {
            rows.rows[i].constant -= delta
            if rows.rows[i].constant < 0 { infeasibleRows.append(plus) }
        } else if let i = rows.index(of: minus) {
            rows.rows[i].constant += delta
            if rows.rows[i].constant < 0 { infeasibleRows.append(minus) }
        } else {
            for i in rows.rows.indices {
                let c = rows.rows[i].coefficient(for: plus)
                guard c != 0 else { continue }
                rows.rows[i].constant += delta * c
                if rows.rows[i].constant < 0 && rows.symbols[i].kind != .external { infeasibleRows.append(rows.symbols[i]) }
            }
        }
        try dualOptimize()
    }

    // MARK: Ambiguity

    /// Whether the variable's value could change without any level's error growing: no
    /// constraint pins it, or only inequalities and free variables do (UIKit's ambiguous
    /// layout). A variable no constraint names is ambiguous.
    ///
    /// The tableau first: a variable all of whose parametric symbols cost something at some
    /// level cannot move (most variables stop here). Otherwise a degenerate vertex may still
    /// block every move, so a copy of the solver is asked to pull the variable one unit each
    /// way at a level below all others, which cannot disturb any existing level's optimum.
    public func isAmbiguous(_ variable: Variable) -> Bool {
        guard let symbol = symbolsByVariable[variable] else { return true }
        if let row = rows[symbol] {
            guard row.cells.contains(where: { $0.symbol.kind != .dummy && objective.sign(of: $0.symbol) == 0 }) else {
                return false
            }
        }
        let value = value(of: variable)
        for delta in [1.0, -1.0] {
            var probe = self
            probe.explainsConflicts = false
            let pull = Constraint(
                LinearExpression(variable) - (value + delta), .equal, strength: Strength(priority: Solver.probePriority))
            guard (try? probe.add(pull)) != nil else { continue }
            if abs(probe.value(of: variable) - value) > 1e-7 { return true }
        }
        return false
    }

    /// The variables among `candidates` that are ambiguous (``isAmbiguous(_:)``), found by
    /// pulling each one in place and taking the pull away again: cheaper than the copies
    /// ``isAmbiguous(_:)`` makes, for a caller that has read the answer it needs (an
    /// ambiguous variable may come back at another of its optimal values).
    public mutating func ambiguousVariables(among candidates: [Variable]) -> [Variable] {
        candidates.filter { variable in
            guard let symbol = symbolsByVariable[variable] else { return true }
            if let row = rows[symbol],
                !row.cells.contains(where: { $0.symbol.kind != .dummy && objective.sign(of: $0.symbol) == 0 })
            {
                return false
            }
            let value = value(of: variable)
            let conflicts = explainsConflicts
            explainsConflicts = false
            defer { explainsConflicts = conflicts }
            for delta in [1.0, -1.0] {
                let pull = Constraint(
                    LinearExpression(variable) - (value + delta), .equal, strength: Strength(priority: Solver.probePriority))
                guard let handle = try? add(pull) else { continue }
                let moved = abs(self.value(of: variable) - value) > 1e-7
                try? remove(handle)
                if moved { return true }
            }
            return false
        }
    }

    /// The level of the ambiguity probe: below any priority a caller can mean.
    static let probePriority = 1e-9

    /// The variables named by constraints whose values are ambiguous, in the order they first appeared.
    public var ambiguousVariables: [Variable] { variables.filter(isAmbiguous) }

    // MARK: Conflicts

    /// Required constraints already held that, with `constraint`, admit no solution: those
    /// connected to it through shared variables, narrowed by deletion (each one dropped in
    /// turn, kept out when the rest still conflict) to a minimal set.
    private func conflicts(with constraint: Constraint) -> [Constraint] {
        let required = entries.map(\.constraint).filter { $0.strength.isRequired }
        var reached = Set(constraint.expression.terms.map(\.variable))
        var connected = Array(repeating: false, count: required.count)
        var grew = true
        while grew {
            grew = false
            for (i, c) in required.enumerated() where !connected[i] {
                if c.expression.terms.contains(where: { reached.contains($0.variable) }) || c.expression.terms.isEmpty {
                    connected[i] = true
                    grew = true
                    for term in c.expression.terms { reached.insert(term.variable) }
                }
            }
        }
        var set = zip(required, connected).filter(\.1).map(\.0)
        guard set.count <= Solver.maximumExplainedConstraints else { return set }
        var i = 0
        while i < set.count {
            var without = set
            without.remove(at: i)
            if Solver.isUnsatisfiable(without + [constraint]) { set = without } else { i += 1 }
        }
        return set
    }

    /// Whether required constraints, added in order, admit no solution.
    private static func isUnsatisfiable(_ constraints: [Constraint]) -> Bool {
        var solver = Solver()
        solver.explainsConflicts = false
        for c in constraints {
            do { try solver.add(c) } catch { return true }
        }
        return false
    }
}
