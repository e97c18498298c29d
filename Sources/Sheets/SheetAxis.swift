import RenderCells

/// One thing a comparison sheet varies, with the values it takes in the order shown.
public enum SheetAxis: Hashable, Sendable, CustomStringConvertible {
    case appearance([ListAppearance])
    case style([UserInterfaceStyle])
    case contentSize([ContentSizeCategory])
    case direction([LayoutDirection])
    case state([ListVariant.CellState])
    /// Values the caller tells apart itself (a spec's variants, files): labels only; the
    /// panel callback gets the value's index (``SheetPanelRequest``).
    case custom(name: String, labels: [String])

    /// The axis's name as the command line spells its flag's value list (`--rows style,appearance`).
    public var name: String {
        switch self {
        case .appearance: "appearance"
        case .style: "style"
        case .contentSize: "content-size"
        case .direction: "direction"
        case .state: "state"
        case .custom(let name, _): name
        }
    }

    public var description: String { name }

    /// How many values the axis takes.
    public var count: Int { labels.count }

    /// The values as the sheet labels them: the names `ListVariant.name` uses
    /// (`insetGrouped`, `dark`, `AX3`, `rtl`, `selected`).
    public var labels: [String] {
        switch self {
        case .appearance(let values): values.map(\.rawValue)
        case .style(let values): values.map(\.rawValue)
        case .contentSize(let values): values.map(\.shortName)
        case .direction(let values): values.map { ListVariant(direction: $0).name }
        case .state(let values): values.map(\.rawValue)
        case .custom(_, let labels): labels
        }
    }

    /// `variant` with this axis set to its `index`th value.
    public func apply(_ index: Int, to variant: inout ListVariant) {
        switch self {
        case .appearance(let values): variant.appearance = values[index]
        case .style(let values): variant.style = values[index]
        case .contentSize(let values): variant.contentSize = values[index]
        case .direction(let values): variant.direction = values[index]
        case .state(let values): variant.state = values[index]
        case .custom: break
        }
    }
}
