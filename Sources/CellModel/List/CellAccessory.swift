// Cell accessories (`UICellAccessory`, docs/uikit-reference.md §3.8): the small controls at the leading
// and trailing edges of a list cell. Each is data: what it is, when it shows, its tint.
// Glyphs, sizes and paddings are the layout stage's (ListLayout+Accessories).

/// A control shown beside a list cell's content (`UICellAccessory`).
public struct CellAccessory: Equatable, Sendable {
    /// Which accessory.
    public enum Kind: Hashable, Sendable {
        /// `chevron.forward` in tertiaryLabel at the trailing edge.
        case disclosureIndicator
        /// `checkmark` in the tint colour at the trailing edge.
        case checkmark
        /// `info.circle` in the tint colour at the trailing edge.
        case detail
        /// The expand/collapse chevron of an outline row; rotated when collapsed.
        case outlineDisclosure(style: OutlineDisclosureStyle)
        /// A trailing text label in Body / secondaryLabel.
        case label(text: String)
        /// `minus.circle.fill` in white on systemRed at the leading edge (editing).
        case delete
        /// `plus.circle.fill` in white on systemGreen at the leading edge (editing).
        case insert
        /// A selection circle at the leading edge: empty, or `checkmark.circle.fill` in the
        /// tint colour when the cell is selected.
        case multiselect
        /// `line.horizontal.3` in tertiaryLabel at the trailing edge (editing).
        case reorder
        /// The selected item's title in Body and `chevron.up.chevron.down`, both in the
        /// tint colour, at the trailing edge (`popUpMenu`, iOS 16+).
        case popUpMenu(Menu)
        /// An app's (or the built-in ``Switch``) view at the edge its placement says.
        case customView(CustomViewConfiguration)
    }

    /// The look of an outline disclosure (`UICellAccessory.OutlineDisclosureOptions.Style`).
    public enum OutlineDisclosureStyle: String, Hashable, Sendable, CaseIterable, Codable {
        /// Header style for a cell whose content is a header configuration, else cell.
        case automatic
        /// `chevron.down` when expanded, `chevron.forward` when collapsed, in the tint.
        case header
        /// `chevron.forward` rotated a quarter turn when expanded, in the tint.
        case cell
    }

    /// When the accessory shows (`UICellAccessory.DisplayedState`).
    public enum DisplayedState: String, Hashable, Sendable, CaseIterable, Codable {
        case always
        case whenEditing
        case whenNotEditing
    }

    public var kind: Kind
    public var displayed: DisplayedState
    /// nil: the accessory's own colour (docs/uikit-reference.md §3.8).
    public var tintColor: Color?
    /// Hidden accessories keep their space (`isHidden`).
    public var isHidden = false
    /// The slot the accessory is centred in (`reservedLayoutWidth`, UIKit's default
    /// `.standard`: the accessory's own width).
    public var reservedLayoutWidth: LayoutDimension = .standard

    public init(
        _ kind: Kind, displayed: DisplayedState? = nil, tintColor: Color? = nil, isHidden: Bool = false,
        reservedLayoutWidth: LayoutDimension = .standard
    ) {
        self.kind = kind
        self.displayed = displayed ?? kind.defaultDisplayedState
        self.tintColor = tintColor
        self.isHidden = isHidden
        self.reservedLayoutWidth = reservedLayoutWidth
    }

    /// A disclosure indicator in `tintColor` (the options form, ``disclosureIndicator(displayed:options:)``,
    /// is UIKit's).
    public static func disclosureIndicator(displayed: DisplayedState = .always, tintColor: Color?) -> CellAccessory {
        CellAccessory(.disclosureIndicator, displayed: displayed, tintColor: tintColor)
    }

    public static func checkmark(displayed: DisplayedState = .always, tintColor: Color?) -> CellAccessory {
        CellAccessory(.checkmark, displayed: displayed, tintColor: tintColor)
    }

    public static func detail(displayed: DisplayedState = .always, tintColor: Color?) -> CellAccessory {
        CellAccessory(.detail, displayed: displayed, tintColor: tintColor)
    }

    public static func outlineDisclosure(
        style: OutlineDisclosureStyle, displayed: DisplayedState = .always,
        tintColor: Color? = nil
    ) -> CellAccessory {
        CellAccessory(.outlineDisclosure(style: style), displayed: displayed, tintColor: tintColor)
    }

    public static func label(text: String, displayed: DisplayedState = .always, tintColor: Color?) -> CellAccessory {
        CellAccessory(.label(text: text), displayed: displayed, tintColor: tintColor)
    }

    public static func multiselect(displayed: DisplayedState = .whenEditing, tintColor: Color?) -> CellAccessory {
        CellAccessory(.multiselect, displayed: displayed, tintColor: tintColor)
    }

    /// A pop-up menu showing `menu`'s selected item (`popUpMenu(_:displayed:options:)`).
    public static func popUpMenu(
        _ menu: Menu, displayed: DisplayedState = .always, isHidden: Bool = false,
        reservedLayoutWidth: LayoutDimension = .standard, tintColor: Color? = nil
    )
        -> CellAccessory
    {
        CellAccessory(
            .popUpMenu(menu), displayed: displayed, tintColor: tintColor, isHidden: isHidden,
            reservedLayoutWidth: reservedLayoutWidth)
    }

    /// A custom view (`customView(configuration:)`). The accessory's `displayed`,
    /// `tintColor`, `isHidden` and `reservedLayoutWidth` are the configuration's, copied
    /// when it is made; the accessory's own fields are what the layout reads after that.
    public static func customView(configuration: CustomViewConfiguration) -> CellAccessory {
        CellAccessory(
            .customView(configuration), displayed: configuration.placement.displayed,
            tintColor: configuration.tintColor, isHidden: configuration.isHidden,
            reservedLayoutWidth: configuration.reservedLayoutWidth)
    }

    /// A ``Switch`` at the trailing edge, nearest the content: the Settings row's control
    /// (a shorthand for `customView(configuration:)`; UIKit has no switch accessory of its own).
    public static func `switch`(
        isOn: Bool, isEnabled: Bool = true, onTintColor: Color? = nil,
        displayed: DisplayedState = .always
    ) -> CellAccessory {
        customView(
            configuration: CustomViewConfiguration(
                customView: Switch(isOn: isOn, isEnabled: isEnabled, onTintColor: onTintColor),
                placement: .trailing(displayed: displayed)))
    }

    /// Whether the accessory shows in a cell that is (or is not) editing.
    public func isDisplayed(editing: Bool) -> Bool {
        switch displayed {
        case .always: true
        case .whenEditing: editing
        case .whenNotEditing: !editing
        }
    }

    /// The edge the accessory sits at: delete, insert and multiselect lead, a custom view
    /// where its placement says, the rest trail.
    public var isLeading: Bool {
        switch kind {
        case .delete, .insert, .multiselect: true
        case .customView(let configuration): configuration.placement.isLeading
        default: false
        }
    }
}

extension CellAccessory.Kind {
    /// UIKit's default `displayed` for each accessory: the editing controls show only while
    /// editing, a custom view as its placement says, the others always.
    var defaultDisplayedState: CellAccessory.DisplayedState {
        switch self {
        case .delete, .insert, .multiselect, .reorder: .whenEditing
        case .customView(let configuration): configuration.placement.displayed
        default: .always
        }
    }
}
