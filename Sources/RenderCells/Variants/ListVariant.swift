import CellModel
import Typesetting

// One list seen several ways: the axes users compare a list across (design generation,
// appearance, light or dark, Dynamic Type size, layout direction), as one value with a stable, readable name.
// The Swift snapshot matrices use it; the command line's spec variants and comparison
// sheets are meant to share it, so a name means the same picture everywhere.

/// One combination of a list's design generation, appearance, colour style, content size
/// and layout direction; an axis left nil keeps the list's own setting.
public struct ListVariant: Hashable, Sendable, CustomStringConvertible {
    /// The design generation (iOS 18 or iOS 26), a trait of the list.
    public var design: ListDesign?
    public var appearance: ListAppearance?
    public var style: UserInterfaceStyle?
    public var contentSize: ContentSizeCategory?
    public var direction: LayoutDirection?
    /// Increase Contrast off (`normal`) or on (`high`): the system colours' high-contrast values.
    public var contrast: AccessibilityContrast?
    /// The state every item is shown in, over the one the list gives it: this state on,
    /// the other view flags (highlighted, selected, disabled, focused) off; `editing` also
    /// puts the list in editing mode, as UIKit has no editing cell outside one.
    public var state: CellState?

    public init(
        design: ListDesign? = nil, appearance: ListAppearance? = nil, style: UserInterfaceStyle? = nil,
        contentSize: ContentSizeCategory? = nil, direction: LayoutDirection? = nil,
        contrast: AccessibilityContrast? = nil, state: CellState? = nil
    ) {
        self.design = design
        self.appearance = appearance
        self.style = style
        self.contentSize = contentSize
        self.direction = direction
        self.contrast = contrast
        self.state = state
    }

    /// The set axes joined by "-" in a fixed order (design, appearance, style, size,
    /// direction, contrast, state): `insetGrouped-dark-AX3-rtl`, `ios26-light-L`;
    /// "default" when no axis is set.
    public var name: String {
        var parts: [String] = []
        if let design { parts.append(design.rawValue) }
        if let appearance { parts.append(appearance.rawValue) }
        if let style { parts.append(style.rawValue) }
        if let contentSize { parts.append(contentSize.shortName) }
        if let direction {
            switch direction {
            case .leftToRight: parts.append("ltr")
            case .rightToLeft: parts.append("rtl")
            case .unspecified: parts.append("unspecified")
            }
        }
        if let contrast { parts.append(Self.contrastName(contrast)) }
        if let state { parts.append(state.rawValue) }
        return parts.isEmpty ? "default" : parts.joined(separator: "-")
    }

    public var description: String { name }

    /// `traits` with the variant's design, style, content size, direction and contrast.
    public func traits(_ traits: TraitCollection) -> TraitCollection {
        traits.modifyingTraits {
            if let design { $0.listDesign = design }
            if let style { $0.userInterfaceStyle = style }
            if let contentSize { $0.preferredContentSizeCategory = contentSize }
            if let direction { $0.layoutDirection = direction }
            if let contrast { $0.accessibilityContrast = contrast }
        }
    }

    /// How a variant's name spells a contrast: `normalContrast`, `increasedContrast`
    /// (Settings' "Increase Contrast"), `unspecifiedContrast`.
    public static func contrastName(_ contrast: AccessibilityContrast) -> String {
        switch contrast {
        case .normal: "normalContrast"
        case .high: "increasedContrast"
        case .unspecified: "unspecifiedContrast"
        }
    }

    /// `layout` with every list section in the variant's appearance (grid sections as they
    /// are), through `ListConfiguration.appearance`'s setter, which re-derives the
    /// appearance's defaults as the spec's variants get them.
    public func layout(_ layout: CollectionLayout) -> CollectionLayout {
        guard let appearance else { return layout }
        return CollectionLayout { index, environment in
            switch layout.section(at: index, in: environment) {
            case .list(var configuration):
                configuration.appearance = appearance
                return .list(configuration)
            case .grid(let grid):
                return .grid(grid)
            }
        }
    }

    /// Every combination of the given values, designs outermost, then appearances, styles,
    /// sizes, directions, contrasts, and states innermost, each list in the order given; an
    /// empty list leaves that axis unset.
    public static func matrix(
        designs: [ListDesign] = [], appearances: [ListAppearance] = [],
        styles: [UserInterfaceStyle] = [],
        contentSizes: [ContentSizeCategory] = [], directions: [LayoutDirection] = [],
        contrasts: [AccessibilityContrast] = [], states: [CellState] = []
    ) -> [ListVariant] {
        guard designs.isEmpty else {
            let rest = matrix(
                appearances: appearances, styles: styles, contentSizes: contentSizes,
                directions: directions, contrasts: contrasts, states: states)
            return designs.flatMap { design in
                rest.map {
                    var v = $0
                    v.design = design
                    return v
                }
            }
        }
        var out: [ListVariant] = []
        for appearance in appearances.isEmpty ? [nil] : appearances.map(Optional.some) {
            for style in styles.isEmpty ? [nil] : styles.map(Optional.some) {
                for size in contentSizes.isEmpty ? [nil] : contentSizes.map(Optional.some) {
                    for direction in directions.isEmpty ? [nil] : directions.map(Optional.some) {
                        for contrast in contrasts.isEmpty ? [nil] : contrasts.map(Optional.some) {
                            for state in states.isEmpty ? [nil] : states.map(Optional.some) {
                                out.append(
                                    ListVariant(
                                        appearance: appearance, style: style, contentSize: size,
                                        direction: direction, contrast: contrast, state: state))
                            }
                        }
                    }
                }
            }
        }
        return out
    }
}
