// UIKit's accessory factories with their option structs (`UICellAccessory.DisclosureIndicatorOptions`
// and siblings, iOS 14): `.disclosureIndicator(displayed:options:)`,
// `.outlineDisclosure(options: .init(style: .header))`, … Every options struct carries the
// three fields every accessory has (hidden, reserved width, tint); the outline's adds its
// style. Fields UIKit adds beyond those (a label's font, a delete button's background
// colour, the reorder control's separator) are not drawn here and are left out rather than
// accepted and ignored. Action handlers are accepted and never called: a picture has no taps.

/// The fields every accessory's options share.
public protocol CellAccessoryOptions: Sendable {
    /// Hidden accessories keep their space.
    var isHidden: Bool { get }
    /// The slot the accessory is centred in.
    var reservedLayoutWidth: CellAccessory.LayoutDimension { get }
    /// nil: the accessory's own colour.
    var tintColor: Color? { get }
}

extension CellAccessory {
    /// What a tapped accessory would call (`UICellAccessory.ActionHandler`); never called here.
    public typealias ActionHandler = () -> Void

    /// `UICellAccessory.DisclosureIndicatorOptions`.
    public struct DisclosureIndicatorOptions: CellAccessoryOptions, Equatable {
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: Color?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: Color? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
        }
    }

    /// `UICellAccessory.CheckmarkOptions`.
    public typealias CheckmarkOptions = DisclosureIndicatorOptions
    /// `UICellAccessory.DetailOptions`.
    public typealias DetailOptions = DisclosureIndicatorOptions
    /// `UICellAccessory.LabelOptions` (no font: the label is drawn in Body).
    public typealias LabelOptions = DisclosureIndicatorOptions
    /// `UICellAccessory.DeleteOptions` (no background colour: drawn on systemRed).
    public typealias DeleteOptions = DisclosureIndicatorOptions
    /// `UICellAccessory.InsertOptions` (no background colour: drawn on systemGreen).
    public typealias InsertOptions = DisclosureIndicatorOptions
    /// `UICellAccessory.MultiselectOptions` (no background colour).
    public typealias MultiselectOptions = DisclosureIndicatorOptions
    /// `UICellAccessory.ReorderOptions` (no vertical separator).
    public typealias ReorderOptions = DisclosureIndicatorOptions

    /// `UICellAccessory.OutlineDisclosureOptions`: the common fields and the style.
    public struct OutlineDisclosureOptions: CellAccessoryOptions, Equatable {
        /// `UICellAccessory.OutlineDisclosureOptions.Style`.
        public typealias Style = OutlineDisclosureStyle
        public var style: Style
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: Color?
        public init(
            style: Style = .automatic, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
            tintColor: Color? = nil
        ) {
            self.style = style
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
        }
    }

    /// An accessory of `kind` with the options' hidden flag, width and tint.
    private init(_ kind: Kind, displayed: DisplayedState, options: some CellAccessoryOptions) {
        self.init(
            kind, displayed: displayed, tintColor: options.tintColor, isHidden: options.isHidden,
            reservedLayoutWidth: options.reservedLayoutWidth)
    }

    public static func disclosureIndicator(
        displayed: DisplayedState = .always,
        options: DisclosureIndicatorOptions = .init()
    ) -> CellAccessory {
        CellAccessory(.disclosureIndicator, displayed: displayed, options: options)
    }

    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = .init()) -> CellAccessory {
        CellAccessory(.checkmark, displayed: displayed, options: options)
    }

    public static func detail(
        displayed: DisplayedState = .always, options: DetailOptions = .init(),
        actionHandler: ActionHandler? = nil
    ) -> CellAccessory {
        CellAccessory(.detail, displayed: displayed, options: options)
    }

    public static func outlineDisclosure(
        displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(),
        actionHandler: ActionHandler? = nil
    ) -> CellAccessory {
        CellAccessory(.outlineDisclosure(style: options.style), displayed: displayed, options: options)
    }

    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = .init())
        -> CellAccessory
    {
        CellAccessory(.label(text: text), displayed: displayed, options: options)
    }

    public static func delete(
        displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(),
        actionHandler: ActionHandler? = nil
    ) -> CellAccessory {
        CellAccessory(.delete, displayed: displayed, options: options)
    }

    public static func insert(
        displayed: DisplayedState = .whenEditing, options: InsertOptions = .init(),
        actionHandler: ActionHandler? = nil
    ) -> CellAccessory {
        CellAccessory(.insert, displayed: displayed, options: options)
    }

    public static func multiselect(displayed: DisplayedState = .whenEditing, options: MultiselectOptions = .init())
        -> CellAccessory
    {
        CellAccessory(.multiselect, displayed: displayed, options: options)
    }

    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = .init())
        -> CellAccessory
    {
        CellAccessory(.reorder, displayed: displayed, options: options)
    }
}
