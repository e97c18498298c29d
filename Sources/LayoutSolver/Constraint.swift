/// A linear relation between variables with a strength (`Constraint`): `expression`
/// `relation` 0, e.g. `x - y - 8 == 0` for “x is 8 past y”.
///
/// Built with `==`, `<=` and `>=` between expressions, variables and numbers, then given a
/// strength with `|` or ``withStrength(_:)``. A constraint is a value; the solver hands back
/// a ``ConstraintHandle`` for the one it holds.
public struct Constraint: Sendable, CustomStringConvertible {
    public enum Relation: String, Hashable, Sendable {
        case lessThanOrEqual = "<="
        case equal = "=="
        case greaterThanOrEqual = ">="
    }

    public var expression: LinearExpression
    public var relation: Relation
    public var strength: Strength
    /// What reports call the constraint (UIKit's layer gives its `identifier` or a description).
    public var label: String?

    public init(_ expression: LinearExpression, _ relation: Relation, strength: Strength = .required, label: String? = nil) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
        self.label = label
    }

    public func withStrength(_ strength: Strength) -> Constraint {
        var copy = self
        copy.strength = strength
        return copy
    }

    public var description: String {
        let text = label ?? "\(expression) \(relation.rawValue) 0"
        return strength.isRequired ? text : "\(text) @\(strength)"
    }

    public static func | (c: Constraint, s: Strength) -> Constraint { c.withStrength(s) }
}

public func == (a: LinearExpression, b: LinearExpression) -> Constraint { Constraint(a - b, .equal) }
public func <= (a: LinearExpression, b: LinearExpression) -> Constraint { Constraint(a - b, .lessThanOrEqual) }
public func >= (a: LinearExpression, b: LinearExpression) -> Constraint { Constraint(a - b, .greaterThanOrEqual) }
public func == (a: LinearExpression, b: Double) -> Constraint { a == LinearExpression(b) }
public func <= (a: LinearExpression, b: Double) -> Constraint { a <= LinearExpression(b) }
public func >= (a: LinearExpression, b: Double) -> Constraint { a >= LinearExpression(b) }
public func == (a: Variable, b: Double) -> Constraint { LinearExpression(a) == LinearExpression(b) }
public func <= (a: Variable, b: Double) -> Constraint { LinearExpression(a) <= LinearExpression(b) }
public func >= (a: Variable, b: Double) -> Constraint { LinearExpression(a) >= LinearExpression(b) }
public func == (a: Variable, b: LinearExpression) -> Constraint { LinearExpression(a) == b }
public func <= (a: Variable, b: LinearExpression) -> Constraint { LinearExpression(a) <= b }
public func >= (a: Variable, b: LinearExpression) -> Constraint { LinearExpression(a) >= b }
public func == (a: LinearExpression, b: Variable) -> Constraint { a == LinearExpression(b) }
public func <= (a: LinearExpression, b: Variable) -> Constraint { a <= LinearExpression(b) }
public func >= (a: LinearExpression, b: Variable) -> Constraint { a >= LinearExpression(b) }
