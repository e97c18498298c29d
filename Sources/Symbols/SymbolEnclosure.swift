/// A shape composed around a symbol's figure, for the SF names whose `.circle` and
/// `.square` variants the icon set does not draw itself.
public enum SymbolEnclosure: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// A ring around the figure (`heart.circle`).
    case circle
    /// A disc with the figure knocked out (`heart.circle.fill`).
    case circleFill
    /// A rounded square around the figure (`heart.square`).
    case square
    /// A filled rounded square with the figure knocked out (`heart.square.fill`).
    case squareFill

    /// Whether the enclosure is filled, the figure knocked out of it.
    public var isFilled: Bool { self == .circleFill || self == .squareFill }

    /// Whether it is round.
    public var isRound: Bool { self == .circle || self == .circleFill }

    public var description: String {
        switch self {
        case .circle: return "in a circle"
        case .circleFill: return "knocked out of a disc"
        case .square: return "in a rounded square"
        case .squareFill: return "knocked out of a rounded square"
        }
    }
}
