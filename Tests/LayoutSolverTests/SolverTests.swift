import LayoutSolver
import Testing

/// Hand-made systems with known answers: priorities, inequalities, edits, removal, required
/// conflicts, ambiguity and the limits.
@Suite struct SolverTests {
    let x = Variable(0), y = Variable(1), width = Variable(2), left = Variable(3), right = Variable(4)

    @Test func requiredEqualitiesChain() throws {
        var solver = Solver()
        try solver.add(left == 10)
        try solver.add(right == left + width)
        try solver.add(width == 100)
        #expect(solver.value(of: right) == 110)
        #expect(solver.ambiguousVariables.isEmpty)
    }

    @Test func strongerPriorityWins() throws {
        var solver = Solver()
        try solver.add((width == 100) | .weak)
        try solver.add((width == 200) | .strong)
        try solver.add((width == 50) | .medium)
        #expect(solver.value(of: width) == 200)
    }

    /// A 751 beats any number of 750s: levels are compared before weights (symbolic weights).
    @Test func levelsAreStrictNotSummed() throws {
        var solver = Solver()
        for _ in 0..<5 { try solver.add((width == 10) | Strength(priority: 750, weight: 3)) }
        try solver.add((width == 90) | Strength(priority: 751))
        #expect(solver.value(of: width) == 90)
    }

    @Test func weightsShareOneLevel() throws {
        var solver = Solver()
        try solver.add((width == 10) | Strength(priority: 250, weight: 1))
        try solver.add((width == 40) | Strength(priority: 250, weight: 2))
        #expect(solver.value(of: width) == 40)
    }

    @Test func inequalitiesBoundOptionalWishes() throws {
        var solver = Solver()
        try solver.add(width <= 120)
        try solver.add(width >= 30)
        try solver.add((width == 500) | .strong)
        #expect(solver.value(of: width) == 120)
        try solver.add((width == 0) | Strength(priority: 999))
        #expect(solver.value(of: width) == 30)
    }

    /// Hugging and compression resistance as UIKit makes them: a label of intrinsic width 80
    /// in 60 points shrinks when its compression resistance is below the container's wish.
    @Test func huggingAndCompression() throws {
        var solver = Solver()
        try solver.add(width <= 60)
        try solver.add((width <= 80) | Strength(priority: 250))
        try solver.add((width >= 80) | Strength(priority: 750))
        #expect(solver.value(of: width) == 60)
    }

    @Test func removingAConstraintRestoresTheWeakerWish() throws {
        var solver = Solver()
        try solver.add((x == 5) | .weak)
        let strong = try solver.add((x == 20) | .strong)
        #expect(solver.value(of: x) == 20)
        try solver.remove(strong)
        #expect(solver.value(of: x) == 5)
        #expect(!solver.contains(strong))
        #expect(throws: SolverError.self) { try solver.remove(strong) }
    }

    @Test func editVariablesFollowSuggestions() throws {
        var solver = Solver()
        try solver.add(x >= 0)
        try solver.add(x <= 100)
        try solver.add(y == x * 2 + 1)
        try solver.addEditVariable(x, strength: .strong)
        for (suggested, expected) in [(40.0, 40.0), (150, 100), (-3, 0), (7.5, 7.5)] {
            try solver.suggestValue(suggested, for: x)
            #expect(solver.value(of: x) == expected)
            #expect(solver.value(of: y) == expected * 2 + 1)
        }
        #expect(throws: SolverError.self) { try solver.addEditVariable(x, strength: .medium) }
        #expect(throws: SolverError.self) { try solver.addEditVariable(y, strength: .required) }
        #expect(throws: SolverError.self) { try solver.suggestValue(1, for: y) }
        #expect(throws: SolverError.self) { try solver.suggestValue(.nan, for: x) }
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
    }

    /// A required conflict is refused, names the constraints it conflicts with (a minimal
    /// set: the unrelated one is left out), and leaves the previous answer.
    @Test func requiredConflictIsReportedNotCrashed() throws {
        var solver = Solver()
        try solver.add(Constraint(x - 10, .equal, label: "x == 10"))
        try solver.add(Constraint(y - x - 5, .equal, label: "y == x + 5"))
        try solver.add(Constraint(LinearExpression(width) - 3, .equal, label: "width == 3"))
        let conflicting = Constraint(y - 20, .equal, label: "y == 20")
        do {
            try solver.add(conflicting)
            Issue.record("an unsatisfiable constraint was added")
        } catch {
            guard case .unsatisfiable(let broken, let others) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(broken.label == "y == 20")
            #expect(others.map(\.label) == ["x == 10", "y == x + 5"])
        }
        #expect(solver.value(of: y) == 15)
        #expect(solver.constraintCount == 3)
    }

    /// An inequality conflict goes through phase one (an artificial variable) and is refused too.
    @Test func requiredInequalityConflict() throws {
        var solver = Solver()
        try solver.add(x >= 10)
        try solver.add(y >= LinearExpression(x))
        #expect(throws: SolverError.self) { try solver.add(y <= 5) }
        try solver.add((y == 0) | .weak)
        #expect(solver.value(of: y) == 10)
    }

    @Test func ambiguityIsReported() throws {
        var solver = Solver()
        try solver.add(width >= 10)
        try solver.add(left == 0)
        #expect(solver.isAmbiguous(width))
        #expect(!solver.isAmbiguous(left))
        #expect(solver.ambiguousVariables == [width])
        var probing = solver
        #expect(probing.ambiguousVariables(among: [left, width]) == [width])
        #expect(probing.constraintCount == solver.constraintCount)
        #expect(probing.value(of: left) == 0)
        try solver.add((width == 0) | .weak)
        #expect(!solver.isAmbiguous(width))
        #expect(solver.value(of: width) == 10)
    }

    @Test func hostileInputIsRefused() throws {
        var solver = Solver()
        #expect(throws: SolverError.self) { try solver.add(x == .infinity) }
        #expect(throws: SolverError.self) { try solver.add(x * .nan == 1) }
        #expect(throws: SolverError.self) { try solver.add((x == 1) | Strength(priority: 0)) }
        #expect(throws: SolverError.self) { try solver.add((x == 1) | Strength(priority: 1001)) }
        #expect(throws: SolverError.self) { try solver.add((x == 1) | Strength(priority: 10, weight: -1)) }
        let huge = LinearExpression(terms: (0..<(Solver.maximumTerms + 1)).map { .init(Variable($0)) })
        #expect(throws: SolverError.self) { try solver.add(huge == 0) }
        for i in 0..<Solver.maximumConstraints { try solver.add((Variable(i) == Double(i)) | .weak) }
        #expect(throws: SolverError.self) { try solver.add(x == 0) }
        #expect(solver.constraintCount == Solver.maximumConstraints)
    }

    /// Same input, same answer: a system whose optimum is not unique is answered the same by
    /// two solvers built alike (Bland's rule over ordered storage, nothing hashed is walked).
    @Test func deterministicOnTies() throws {
        func build() throws -> [Double] {
            var solver = Solver()
            try solver.add(x + y == 100)
            try solver.add((x == 0) | .weak)
            try solver.add((y == 0) | .weak)
            try solver.add(x >= 0)
            try solver.add(y >= 0)
            return [solver.value(of: x), solver.value(of: y)]
        }
        let first = try build()
        #expect(first[0] + first[1] == 100)
        for _ in 0..<5 { #expect(try build() == first) }
    }
}
