import Typesetting

// State styling of list content (docs/uikit-reference.md §3.3 and §3.6, iOS 14–18), in order of precedence:
//   tinted background (sidebar rows only: emphasized, not Mac idiom, not disabled, and
//   selected or highlighted on a non-accompanied row, or a drop target on any row)
//                        → text and image white, secondary text white at 80 % alpha
//   disabled             → text tertiaryLabel (sidebar rows: quaternaryLabel; inset-grouped
//                          headers: quaternaryLabel); secondary tertiaryLabel (valueCell:
//                          quaternaryLabel; swiped: secondaryLabel); image tertiaryLabel
//                          (sidebar rows: quaternaryLabel)
//   otherwise            → the variant's colours; image tint nil (the view's tint)
// Fonts follow the state's content size category, as do the sidebar rows' line rules.
//
// Preset colour transformers (DEC-TC `contentPropertiesForSidebarElement…`), the only ones
// UIKit's list content carries in iOS 14–17:
//   highlighted sidebar row or header → text, secondary text and image: private id 7.
//     Its effect is unknown (N/F); text and secondary text carry ``ColorTransformer/sidebarHighlight``,
//     which passes colours through, so the row looks selected (the closest measured
//     picture). The image gets none: a transformer here would tint bitmap images, which
//     id 7 is not known to do.
//   Mac-idiom sidebar rows while editing or under keyboard focus → text and image: private
//     id 12, effect unknown; not carried (the Mac idiom's sidebar is not otherwise modelled).
// Disabled rows change colours (above), never through a transformer: UIKit sets no
// `.grayscale` there.

extension ListContentConfiguration {
    /// A copy styled for `state`: the variant's defaults for that state and its traits,
    /// except for properties the user set, which keep their values. `self` is unchanged.
    ///
    /// A user-set font keeps its value, but if it is a Dynamic Type font (made from a text
    /// style or scaled by `FontMetrics`) and ``TextProperties/adjustsFontForContentSizeCategory``
    /// is on, it is re-resolved at the state's content size category — what a `UILabel`
    /// showing that font does.
    ///
    /// Cell-only flags (swiped, drop target) are read when `state` is a
    /// ``CellConfigurationState``; other state types contribute their view flags.
    public func updated(for state: any ConfigurationState) -> ListContentConfiguration {
        let flags = ConfigurationStateFlags(state)
        let traits = state.traitCollection
        var d = ListContentConfiguration.defaults(for: style, traits: traits)
        var imageTint: Color? = nil

        if style.isSidebarCell && flags.hasTintedBackground(accompanied: isAccompanied) {
            d.text.color = .white
            d.secondaryText.color = Color.white.withAlphaComponent(0.8)
            imageTint = .white
        } else if flags.isDisabled {
            switch style {
            case _ where style.isSidebarCell:
                d.text.color = .quaternaryLabel
            case .prominentInsetGroupedHeader, .extraProminentInsetGroupedHeader:
                d.text.color = .quaternaryLabel
            default:
                d.text.color = .tertiaryLabel
            }
            if flags.isSwiped {
                d.secondaryText.color = .secondaryLabel
            } else {
                d.secondaryText.color = style == .valueCell ? .quaternaryLabel : .tertiaryLabel
            }
            imageTint = style.isSidebarCell ? .quaternaryLabel : .tertiaryLabel
        }

        if style.isSidebar && flags.isHighlighted {
            d.text.colorTransformer = .sidebarHighlight
            d.secondaryText.colorTransformer = .sidebarHighlight
        }

        let category = traits.preferredContentSizeCategory
        var copy = self
        copy.restyleLayout(from: d.layout)
        copy.textProperties.restyle(from: d.text, category: category)
        copy.secondaryTextProperties.restyle(from: d.secondaryText, category: category)
        copy.imageProperties.restyle(tintColor: imageTint)
        return copy
    }

    var isAccompanied: Bool {
        style == .accompaniedSidebarCell || style == .accompaniedSidebarSubtitleCell
    }
}
