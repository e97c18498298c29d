import RenderCells

/// A cell accessory as a spec gives it (`UICellAccessory`).
///
/// ```yaml
/// accessories:
///   - disclosureIndicator                       # a name alone: UIKit's defaults
///   - {label: "On"}                             # a label's text
///   - {label: {text: "On", tintColor: systemRed}}
///   - {outlineDisclosure: {style: header}}
///   - {delete: {displayed: always}}
///   - {switch: true}                            # a custom-view accessory: the built-in switch
///   - {switch: {isOn: true, onTintColor: systemBlue, isEnabled: false, placement: leading}}
///   - {popUpMenu: {items: [Light, Dark, Automatic], selected: Dark}}
/// ```
package struct AccessorySpec: Hashable, Sendable {
    /// The accessory; a switch is a `customView` holding a `Switch` (its colours compare
    /// as model colours: a light/dark pair equals only itself).
    package var kind: CellAccessory.Kind
    /// nil: UIKit's default for the kind (editing controls only while editing).
    package var displayed: CellAccessory.DisplayedState?
    package var tintColor: ColorSpec?
    package var isHidden: Bool?
    /// nil: `.standard`.
    package var reservedLayoutWidth: CellAccessory.LayoutDimension?

    package init(
        kind: CellAccessory.Kind, displayed: CellAccessory.DisplayedState? = nil, tintColor: ColorSpec? = nil,
        isHidden: Bool? = nil, reservedLayoutWidth: CellAccessory.LayoutDimension? = nil
    ) {
        self.kind = kind
        self.displayed = displayed
        self.tintColor = tintColor
        self.isHidden = isHidden
        self.reservedLayoutWidth = reservedLayoutWidth
    }

    package var accessory: CellAccessory {
        CellAccessory(
            kind, displayed: displayed, tintColor: tintColor?.color, isHidden: isHidden ?? false,
            reservedLayoutWidth: reservedLayoutWidth ?? .standard)
    }

    /// The accessory names, in UIKit's order, then the built-in custom views.
    static let names = [
        "disclosureIndicator", "checkmark", "detail", "outlineDisclosure", "label", "delete", "insert",
        "multiselect", "reorder", "popUpMenu", "switch"
    ]

    /// The options every accessory takes.
    static let commonOptions = ["displayed", "tintColor", "isHidden", "reservedLayoutWidth"]

    /// The options of one accessory.
    static func options(of name: String) -> [String] {
        switch name {
        case "label": commonOptions + ["text"]
        case "outlineDisclosure": commonOptions + ["style"]
        case "popUpMenu": commonOptions + ["items", "selected"]
        case "switch":
            commonOptions + [
                "isOn", "isEnabled", "onTintColor", "thumbTintColor", "placement", "position",
                "maintainsFixedSize"
            ]
        default: commonOptions
        }
    }
}

extension AccessorySpec {
    init(node: SpecNode) throws(SpecError) {
        let name: String
        var options: SpecNode?
        if case .mapping(let mapping) = node.node {
            guard mapping.count == 1 else {
                throw node.error("an accessory is a name or a mapping of one name to its options, e.g. {label: \"On\"}")
            }
            let f = try node.fields(allowed: Self.names, what: "an accessory")
            name = f.order[0]
            options = f[name]
        } else {
            name = try node.name(among: Self.names, what: "accessory")
        }
        let allowed = Self.options(of: name)
        // A scalar in place of the options: a label's text, a switch's isOn.
        var text: String?
        var isOn: Bool?
        if let o = options, case .scalar = o.node, !o.isNull {
            switch name {
            case "label": text = try o.string()
            case "switch": isOn = try o.bool()
            default: throw o.error("the options of \(name) are a mapping of \(SpecNode.list(allowed))")
            }
            options = nil
        }
        let f = try options.flatMap { o throws(SpecError) in
            o.isNull ? nil : try o.fields(allowed: allowed, what: "\(name) options")
        }
        if let given = try f?.read("text", { n throws(SpecError) in try n.string() }) { text = given }
        displayed = try f?.read("displayed") { n throws(SpecError) in
            try n.choice(CellAccessory.DisplayedState.self, what: "displayed state")
        }
        tintColor = try f?.read("tintColor") { n throws(SpecError) in try n.color() }
        isHidden = try f?.read("isHidden") { n throws(SpecError) in try n.bool() }
        reservedLayoutWidth = try f?.read("reservedLayoutWidth") { n throws(SpecError) in try n.layoutDimension() }
        switch name {
        case "disclosureIndicator": kind = .disclosureIndicator
        case "checkmark": kind = .checkmark
        case "detail": kind = .detail
        case "outlineDisclosure":
            kind = .outlineDisclosure(
                style: try f?.read("style") { n throws(SpecError) in
                    try n.choice(CellAccessory.OutlineDisclosureStyle.self, what: "outline disclosure style")
                } ?? .automatic)
        case "label":
            guard let text else { throw node.error("a label accessory needs its text: {label: \"On\"}") }
            kind = .label(text: text)
        case "delete": kind = .delete
        case "insert": kind = .insert
        case "multiselect": kind = .multiselect
        case "reorder": kind = .reorder
        case "popUpMenu":
            guard let f else {
                throw node.error("a popUpMenu accessory needs its items: {popUpMenu: {items: [Light, Dark], selected: Dark}}")
            }
            kind = .popUpMenu(try Self.menu(f))
        default:
            kind = .customView(
                try Self.switchConfiguration(
                    f, isOn: isOn, displayed: displayed, tintColor: tintColor,
                    isHidden: isHidden, reservedLayoutWidth: reservedLayoutWidth))
        }
    }

    /// A pop-up menu's items (at least one) and its selected item (one of them; nil: the first).
    private static func menu(_ f: SpecFields) throws(SpecError) -> Menu {
        guard let itemsNode = f["items"] else {
            throw f.node.error("a popUpMenu accessory needs its items: {items: [Light, Dark], selected: Dark}")
        }
        let items = try itemsNode.elements(what: "menu items", limit: SpecLimits.maxMenuItems).map { e throws(SpecError) in
            try e.string(what: "a menu item's title")
        }
        guard !items.isEmpty else { throw itemsNode.error("a pop-up menu needs at least one item") }
        let selected = try f.read("selected") { n throws(SpecError) in
            let title = try n.string(what: "the selected item's title")
            guard items.contains(title) else {
                throw n.error(
                    "'\(SpecNode.shown(title))' is not one of the menu's items (\(SpecNode.list(items)))"
                        + SpecNode.suggestion(for: title, among: items))
            }
            return title
        }
        return Menu(children: items, selectedElement: selected)
    }

    /// The built-in switch as a custom-view configuration (UIKit's `customView(configuration:)`
    /// with a `UISwitch`): trailing unless `placement: leading`.
    private static func switchConfiguration(
        _ f: SpecFields?, isOn: Bool?, displayed: CellAccessory.DisplayedState?,
        tintColor: ColorSpec?, isHidden: Bool?,
        reservedLayoutWidth: CellAccessory.LayoutDimension?
    )
        throws(SpecError) -> CellAccessory.CustomViewConfiguration
    {
        let view = Switch(
            isOn: try f?.read("isOn") { n throws(SpecError) in try n.bool() } ?? isOn ?? false,
            isEnabled: try f?.read("isEnabled") { n throws(SpecError) in try n.bool() } ?? true,
            onTintColor: try f?.read("onTintColor") { n throws(SpecError) in try n.color().color },
            thumbTintColor: try f?.read("thumbTintColor") { n throws(SpecError) in try n.color().color })
        let leading =
            try f?.read("placement") { n throws(SpecError) in
                try n.name(among: ["trailing", "leading"], what: "placement") == "leading"
            } ?? false
        let position = try f?.read("position") { n throws(SpecError) in try n.accessoryPosition() }
        let shown = displayed ?? .always
        let placement: CellAccessory.Placement =
            leading
            ? .leading(displayed: shown, at: position ?? .end) : .trailing(displayed: shown, at: position ?? .index(0))
        return CellAccessory.CustomViewConfiguration(
            customView: view, placement: placement, isHidden: isHidden ?? false,
            reservedLayoutWidth: reservedLayoutWidth ?? .standard, tintColor: tintColor?.color,
            maintainsFixedSize: try f?.read("maintainsFixedSize") { n throws(SpecError) in try n.bool() } ?? false)
    }
}
