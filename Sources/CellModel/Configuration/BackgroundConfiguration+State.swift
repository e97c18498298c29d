// State styling of background configurations (docs/uikit-reference.md §3.6, iOS 14–18).
//
// Plain and grouped cells, in order of precedence:
//   drop target                      → systemGray2
//   selected while editing           → systemGray6 (multi-selection)
//   highlighted or selected          → systemGray4
//   otherwise                        → the normal fill
// Sidebar cells (`listSidebarCell`, and `listAccompaniedSidebarCell` where noted):
//   drop target                      → systemGray
//   selected (or highlighted) and disabled → quaternarySystemFill
//   selected or highlighted, Mac idiom → systemBackground (light) / secondarySystemFill (dark)
//   selected or highlighted, emphasized → the tint colour: backgroundColor nil, which
//                                      UIKit (and ``resolvedBackgroundColor(for:)``) read
//                                      as "the view's tint colour"; accompanied → secondarySystemFill
//   selected or highlighted, not emphasized → secondarySystemFill
//   otherwise                        → clear
// Headers, footers and `clear()` never change with state. Disabled alone, focused,
// expanded and swiped cells keep the normal fill: iOS 14–18 has no other rule for them.
// The design generation's table adds a swiped plain cell's fill (iOS 26: systemGray5) and
// gives the corner radii (10 or 26); the sidebar's private swiped colour is N/F.
// Highlighted sidebar cells are styled as selected ones: the private transformer id 7
// UIKit sets in that state is on the content (ListContentConfiguration+State), not here.
// The white text on a tinted fill is the content configuration's business.

extension BackgroundConfiguration {
    /// A copy styled for `state`: the fill this configuration's factory uses in that
    /// state, except for properties in ``explicitlySetProperties``, which keep their
    /// values. `self` is not changed.
    ///
    /// Cell-only flags (editing, drop target) are read when `state` is a
    /// ``CellConfigurationState``; other state types contribute their view flags.
    public func updated(for state: any ConfigurationState) -> BackgroundConfiguration {
        var copy = self
        copy.restyle(style.styling(for: ConfigurationStateFlags(state)))
        return copy
    }
}

extension BackgroundConfiguration {
    /// The state-dependent properties of a style in one state.
    struct Styling: Equatable, Sendable {
        var backgroundColor: Color?
        var backgroundColorTransformer: ColorTransformer?
        /// The corner radius of the style in the state's design generation (UIKit's
        /// `defaultCellCornerRadius`, docs/uikit-reference.md §3.6).
        var cornerRadius = 0.0
    }
}

extension BackgroundConfiguration.Style {
    /// The fill and corner radius of this style in a state; see the table at the top of this file.
    func styling(for s: ConfigurationStateFlags) -> BackgroundConfiguration.Styling {
        var styling = fill(for: s)
        styling.cornerRadius = defaultCornerRadius(swiped: s.isSwiped, design: s.design)
        return styling
    }

    /// The fill of this style in a state.
    private func fill(for s: ConfigurationStateFlags) -> BackgroundConfiguration.Styling {
        typealias Styling = BackgroundConfiguration.Styling
        switch self {
        case .listPlainCell, .listGroupedCell:
            if s.isDropTarget { return Styling(backgroundColor: .tableCellDropTargetBackground) }
            if s.isEditing && s.isSelected { return Styling(backgroundColor: .tableCellMultiSelectBackground) }
            if s.isHighlighted || s.isSelected {
                return Styling(
                    backgroundColor: self == .listPlainCell
                        ? .tableCellPlainSelectedBackground : .tableCellGroupedSelectedBackground)
            }
            if s.isSwiped, self == .listPlainCell, let swiped = s.design.plainSwipedCellBackground {
                return Styling(backgroundColor: swiped)
            }
            return Styling(
                backgroundColor: self == .listPlainCell
                    ? .tableCellPlainBackground : .tableCellGroupedBackground)
        case .listSidebarCell, .listAccompaniedSidebarCell:
            if s.isDropTarget { return Styling(backgroundColor: .sidebarCellDropTargetBackground) }
            if (s.isSelected || s.isHighlighted) && s.isDisabled {
                return Styling(backgroundColor: .sidebarCellSelectedDisabledBackground)
            }
            if s.isHighlighted || s.isSelected {
                if s.idiom == .mac { return Styling(backgroundColor: .sidebarCellSelectedMacBackground) }
                if self == .listSidebarCell && s.isEmphasized {
                    // nil is the tint colour (see resolvedBackgroundColor(for:)).
                    return Styling(backgroundColor: nil)
                }
                return Styling(backgroundColor: .sidebarCellSelectedInactiveBackground)
            }
            return Styling(backgroundColor: .clear)
        case .listPlainHeaderFooter, .listGroupedHeaderFooter, .listSidebarHeader, .clear:
            return Styling(backgroundColor: .clear)
        }
    }
}

extension Color {
    /// A selected sidebar cell in the Mac idiom: light systemBackground, dark the design's
    /// (secondarySystemFill, iOS 26 tertiarySystemFill; docs/uikit-reference.md §3.6, DEC).
    package static let sidebarCellSelectedMacBackground = Color(name: "sidebarCellSelectedMacBackground") { traits in
        traits.userInterfaceStyle == .dark ? traits.listDesign.figures.macSidebarSelectedDarkBackground : .systemBackground
    }
}
