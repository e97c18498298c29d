/// A sum of variables times coefficients plus a constant (`LinearExpression`), built with
/// `+`, `-` and `*` from variables and numbers.
///
/// Terms keep the order they were written in; the solver sums repeated variables.
public struct LinearExpression: Sendable, CustomStringConvertible {
    public struct Term: Hashable, Sendable {
        public var variable: Variable
        public var coefficient: Double

        public init(_ variable: Variable, _ coefficient: Double = 1) {
            self.variable = variable
            self.coefficient = coefficient
        }
    }

    public var terms: [Term]
    public var constant: Double

    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) {
        self.init(terms: [Term(variable)])
    }

    public init(_ constant: Double) {
        self.init(constant: constant)
    }

    /// Whether every coefficient and the constant are finite numbers.
    var isFinite: Bool { constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite } }

    public var description: String {
        var parts = terms.map { "\($0.coefficient)*\($0.variable)" }
        if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
        return parts.joined(separator: " + ")
    }

    public static func + (a: LinearExpression, b: LinearExpression) -> LinearExpression {
        LinearExpression(terms: a.terms + b.terms, constant: a.constant + b.constant)
    }

    public static func * (a: LinearExpression, k: Double) -> LinearExpression {
        LinearExpression(terms: a.terms.map { Term($0.variable, $0.coefficient * k) }, constant: a.constant * k)
    }

    public static func * (k: Double, a: LinearExpression) -> LinearExpression { a * k }
    public static prefix func - (a: LinearExpression) -> LinearExpression { a * -1 }
    public static func - (a: LinearExpression, b: LinearExpression) -> LinearExpression { a + -b }
    public static func + (a: LinearExpression, k: Double) -> LinearExpression { a + LinearExpression(k) }
    public static func - (a: LinearExpression, k: Double) -> LinearExpression { a + LinearExpression(-k) }
    public static func + (a: LinearExpression, b: Variable) -> LinearExpression { a + LinearExpression(b) }
    public static func - (a: LinearExpression, b: Variable) -> LinearExpression { a - LinearExpression(b) }
}

public func + (a: Variable, b: Variable) -> LinearExpression { LinearExpression(a) + LinearExpression(b) }
public func - (a: Variable, b: Variable) -> LinearExpression { LinearExpression(a) - LinearExpression(b) }
public func + (a: Variable, k: Double) -> LinearExpression { LinearExpression(a) + k }
public func - (a: Variable, k: Double) -> LinearExpression { LinearExpression(a) - k }
public func * (a: Variable, k: Double) -> LinearExpression { LinearExpression(a) * k }
public func * (k: Double, a: Variable) -> LinearExpression { LinearExpression(a) * k }
