import RenderCells

/// One thing a comparison sheet varies, with the values it takes in the order shown.
public enum SheetAxis: Hashable, Sendable, CustomStringConvertible {
    /// The list design generation (iOS 18, iOS 26): the migration sheet's axis.
    case design([ListDesign])
    case appearance([ListAppearance])
    case style([UserInterfaceStyle])
    case contentSize([ContentSizeCategory])
    case direction([LayoutDirection])
    case state([CellState])
    /// Values the caller tells apart itself (a spec's variants, files): labels only; the
    /// panel callback gets the value's index (``SheetPanelRequest``).
    case custom(name: String, labels: [String])

    /// The axis's name as the command line spells its flag's value list (`--rows style,appearance`).
    public var name: String {
        switch self {
        case .design: "design"
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
    public var count: Int { labels(.codes).count }

    /// The values as a sheet labels them: in words ("Inset grouped", "Dark", "Accessibility 3",
    /// "Right to left", "Selected"), or as the codes `ListVariant.name` uses (`insetGrouped`,
    /// `dark`, `AX3`, `rtl`, `selected`). A custom axis's labels are its own in both.
    public func labels(_ style: SheetLabelStyle) -> [String] {
        switch (self, style) {
        case (.design(let values), .codes): values.map(\.rawValue)
        case (.design(let values), .human): values.map(ComparisonSheet.words)
        case (.appearance(let values), .codes): values.map(\.rawValue)
        case (.appearance(let values), .human): values.map(Self.words)
        case (.style(let values), .codes): values.map(\.rawValue)
        case (.style(let values), .human): values.map { $0 == .dark ? "Dark" : $0 == .light ? "Light" : "Unspecified" }
        case (.contentSize(let values), .codes): values.map(\.shortName)
        case (.contentSize(let values), .human): values.map(Self.words)
        case (.direction(let values), .codes): values.map { ListVariant(direction: $0).name }
        case (.direction(let values), .human): values.map { $0 == .rightToLeft ? "Right to left" : "Left to right" }
        case (.state(let values), .codes): values.map(\.rawValue)
        case (.state(let values), .human): values.map { $0.rawValue.prefix(1).uppercased() + $0.rawValue.dropFirst() }
        case (.custom(_, let labels), _): labels
        }
    }

    /// The axis's name in words, for a page's or a legend's headers.
    public var title: String {
        switch self {
        case .design: "Design"
        case .appearance: "Appearance"
        case .style: "Style"
        case .contentSize: "Text size"
        case .direction: "Direction"
        case .state: "State"
        case .custom(let name, _): name
        }
    }

    /// An appearance as UIKit's documentation writes it: "Inset grouped", "Sidebar plain".
    static func words(_ appearance: ListAppearance) -> String {
        switch appearance {
        case .plain: "Plain"
        case .grouped: "Grouped"
        case .insetGrouped: "Inset grouped"
        case .sidebar: "Sidebar"
        case .sidebarPlain: "Sidebar plain"
        }
    }

    /// A content size as the Settings app's text-size slider steps read in words: the seven
    /// standard sizes by name, the five accessibility sizes numbered (1 = accessibilityMedium).
    static func words(_ size: ContentSizeCategory) -> String {
        switch size {
        case .unspecified: "Unspecified"
        case .extraSmall: "Extra Small"
        case .small: "Small"
        case .medium: "Medium"
        case .large: "Large"
        case .extraLarge: "Extra Large"
        case .extraExtraLarge: "Extra Extra Large"
        case .extraExtraExtraLarge: "Extra Extra Extra Large"
        case .accessibilityMedium: "Accessibility 1"
        case .accessibilityLarge: "Accessibility 2"
        case .accessibilityExtraLarge: "Accessibility 3"
        case .accessibilityExtraExtraLarge: "Accessibility 4"
        case .accessibilityExtraExtraExtraLarge: "Accessibility 5"
        }
    }

    /// `variant` with this axis set to its `index`th value.
    public func apply(_ index: Int, to variant: inout ListVariant) {
        switch self {
        case .design(let values): variant.design = values[index]
        case .appearance(let values): variant.appearance = values[index]
        case .style(let values): variant.style = values[index]
        case .contentSize(let values): variant.contentSize = values[index]
        case .direction(let values): variant.direction = values[index]
        case .state(let values): variant.state = values[index]
        case .custom: break
        }
    }
}
