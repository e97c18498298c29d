/// How strongly a constraint holds (`Strength`): required, or an optional level on UIKit's
/// priority scale with a weight within the level.
///
/// Strengths are *symbolic weights*, as in Badros, Borning and Stuckey's Cassowary (ACM
/// TOCHI 8(4), 2001, section 2): every optional level is its own component of the objective, and a
/// level's errors are minimised before any lower level's are looked at, however large those
/// are. A UIKit priority `p` in 1...999 is the level `p` (so a 751 constraint beats any
/// number of 750 ones, as UIKit's documentation describes priorities); 1000 is required.
/// Cassowary's three named strengths sit on that scale at UIKit's named priorities:
///
/// | Cassowary | UIKit priority | level |
/// |---|---|---|
/// | required | `.required` | 1000 (not a level: must hold) |
/// | strong | `.defaultHigh` | 750 |
/// | medium | `.dragThatCanResizeScene` − 10 | 500 |
/// | weak | `.defaultLow` | 250 |
///
/// kiwisolver (the oracle of the tests) folds its three strengths into one number
/// (strong 10⁶, medium 10³, weak 1); the two agree whenever no level trades one unit of
/// error for more than a thousand of a lower level's, which the oracle's systems keep to.
public struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The level on UIKit's scale: 1000 is required, anything in (0, 1000) an optional level.
    public let priority: Double
    /// The weight of this constraint's error among the errors of its level (positive).
    public let weight: Double

    public init(priority: Double, weight: Double = 1) {
        self.priority = priority
        self.weight = weight
    }

    public static let required = Strength(priority: 1000)
    public static let strong = Strength(priority: 750)
    public static let medium = Strength(priority: 500)
    public static let weak = Strength(priority: 250)

    public var isRequired: Bool { priority >= 1000 }

    /// Whether the strength can be solved: a finite priority in (0, 1000], a finite
    /// positive weight.
    var isValid: Bool {
        priority.isFinite && priority > 0 && priority <= 1000 && weight.isFinite && weight > 0
    }

    public static func < (a: Strength, b: Strength) -> Bool {
        a.priority != b.priority ? a.priority < b.priority : a.weight < b.weight
    }

    public var description: String {
        let level = isRequired ? "required" : "\(priority)"
        return weight == 1 ? level : "\(level)×\(weight)"
    }
}
