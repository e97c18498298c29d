import Foundation
import LayoutSolver
import Testing

/// Our solver against kiwisolver 1.5.1 on the 1,000 seeded systems of
/// scripts/autolayout-fixtures (Fixtures/kiwi-systems.json; no Python at test time).
///
/// Each system's operations (adds, a removal, an edit variable and its suggested values) run
/// on one `Solver`. The required constraints refused must be the ones kiwi refused. Then
/// either every variable matches kiwi's within 1e-6, or the optimum is not unique and the
/// answer must be as good as kiwi's: every required constraint held within 1e-6 and the
/// error at each strength level equal to kiwi's within 1e-6 × (1 + the error).
///
/// The tolerance: the systems' numbers are integers and halves, so answers are rationals
/// with small denominators; a double's rounding over a few dozen pivots is about 1e-12 of
/// the values (at most a few hundred), and 1e-6 leaves room while staying far below the
/// 1/3 point a 3x device pixel spans. kiwi drops coefficients below 1e-8 as we do.
@Suite struct KiwiFixtureTests {
    struct Fixture: Decodable {
        let oracle: String
        let systems: [System]
    }

    struct System: Decodable {
        let n: Int
        let ops: [[Value]]
        let refused: [Int]
        let values: [Double]
    }

    /// A JSON value of the compact operation arrays.
    enum Value: Decodable {
        case number(Double)
        case text(String)
        case list([Value])

        init(from decoder: Decoder) throws {
            let c = try decoder.singleValueContainer()
            if let d = try? c.decode(Double.self) {
                self = .number(d)
            } else if let s = try? c.decode(String.self) {
                self = .text(s)
            } else {
                self = .list(try c.decode([Value].self))
            }
        }

        var number: Double { if case .number(let d) = self { d } else { .nan } }
        var text: String { if case .text(let s) = self { s } else { "" } }
        var list: [Value] { if case .list(let l) = self { l } else { [] } }
    }

    static func loadFixture() throws -> Fixture {
        let url = try #require(Bundle.module.url(forResource: "kiwi-systems", withExtension: "json", subdirectory: "Fixtures"))
        return try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url))
    }

    static func strength(_ value: Value) -> Strength {
        let pair = value.list
        return Strength(priority: pair[0].number, weight: pair[1].number)
    }

    /// A constraint of the fixture and how far an answer misses it.
    struct Held {
        let constraint: Constraint

        func error(_ values: [Double]) -> Double {
            let e = constraint.expression
            let v = e.constant + e.terms.reduce(0) { $0 + $1.coefficient * values[$1.variable.id] }
            switch constraint.relation {
            case .equal: return abs(v)
            case .lessThanOrEqual: return max(0, v)
            case .greaterThanOrEqual: return max(0, -v)
            }
        }
    }

    enum Outcome: Equatable {
        case exact, sameOptimum
        case different(String)
    }

    static func run(_ system: System) -> Outcome {
        var solver = Solver()
        var refused: [Int] = []
        var held: [Int: (ConstraintHandle, Constraint)] = [:]
        var edits: [Int: (Strength, Double)] = [:]
        var addIndex = -1
        for op in system.ops {
            switch op[0].text {
            case "add":
                addIndex += 1
                let terms = op[1].list.map { LinearExpression.Term(Variable(Int($0.list[0].number)), $0.list[1].number) }
                let relation: Constraint.Relation =
                    switch op[3].text {
                    case "<=": .lessThanOrEqual
                    case ">=": .greaterThanOrEqual
                    default: .equal
                    }
                let constraint = Constraint(
                    LinearExpression(terms: terms, constant: op[2].number), relation, strength: strength(op[4]))
                do {
                    held[addIndex] = (try solver.add(constraint), constraint)
                } catch {
                    guard case .unsatisfiable = error else { return .different("add \(addIndex): \(error)") }
                    refused.append(addIndex)
                }
            case "remove":
                if let (handle, _) = held.removeValue(forKey: Int(op[1].number)) {
                    do { try solver.remove(handle) } catch { return .different("remove: \(error)") }
                }
            case "edit":
                let v = Int(op[1].number)
                do { try solver.addEditVariable(Variable(v), strength: strength(op[2])) } catch {
                    return .different("edit: \(error)")
                }
                edits[v] = (strength(op[2]), 0)
            default:
                let v = Int(op[1].number)
                do { try solver.suggestValue(op[2].number, for: Variable(v)) } catch { return .different("suggest: \(error)") }
                edits[v]!.1 = op[2].number
            }
        }
        guard refused == system.refused else { return .different("refused \(refused), kiwi \(system.refused)") }
        let ours = (0..<system.n).map { solver.value(of: Variable($0)) }
        if zip(ours, system.values).allSatisfy({ abs($0 - $1) <= 1e-6 }) { return .exact }
        // Not the same point: the same optimum? Every required constraint held, the same error per level.
        var all = held.values.map(\.1)
        for (v, (s, value)) in edits { all.append(Constraint(LinearExpression(Variable(v)) - value, .equal, strength: s)) }
        for c in all where c.strength.isRequired && Held(constraint: c).error(ours) > 1e-6 {
            return .different("required \(c) missed by \(Held(constraint: c).error(ours)); ours \(ours), kiwi \(system.values)")
        }
        for level in Set(all.map(\.strength.priority)) where level < 1000 {
            let atLevel = all.filter { $0.strength.priority == level }
            let a = atLevel.reduce(0) { $0 + $1.strength.weight * Held(constraint: $1).error(ours) }
            let b = atLevel.reduce(0) { $0 + $1.strength.weight * Held(constraint: $1).error(system.values) }
            if abs(a - b) > 1e-6 * (1 + abs(b)) {
                return .different("level \(level) error \(a), kiwi's \(b); ours \(ours), kiwi \(system.values)")
            }
        }
        return .sameOptimum
    }

    @Test func thousandSystemsMatchKiwi() throws {
        let fixture = try Self.loadFixture()
        #expect(fixture.systems.count == 1_000)
        var exact = 0
        var same = 0
        var failures: [String] = []
        for (i, system) in fixture.systems.enumerated() {
            switch Self.run(system) {
            case .exact: exact += 1
            case .sameOptimum: same += 1
            case .different(let why): failures.append("system \(i): \(why)")
            }
        }
        print(
            "LayoutSolver vs \(fixture.oracle): \(exact) equal values, \(same) the same optimum at other values, \(failures.count) different"
        )
        #expect(failures.isEmpty, "\(failures.prefix(5).joined(separator: "\n"))")
        // Most systems have one optimum (weak stays on most variables): a floor that would
        // catch a solver that merely finds some feasible point.
        #expect(exact >= 800)
    }

    /// The refusals exercise the required-conflict path: kiwi refused some adds in about a
    /// fifth of the systems.
    @Test func fixturesCoverConflicts() throws {
        let fixture = try Self.loadFixture()
        #expect(fixture.systems.filter { !$0.refused.isEmpty }.count >= 100)
    }
}
