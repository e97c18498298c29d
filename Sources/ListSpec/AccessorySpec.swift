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
/// ```
public struct AccessorySpec: Hashable, Sendable {
    public var kind: CellAccessory.Kind
    /// nil: UIKit's default for the kind (editing controls only while editing).
    public var displayed: CellAccessory.DisplayedState?
    public var tintColor: ColorSpec?
    public var isHidden: Bool?

    public init(kind: CellAccessory.Kind, displayed: CellAccessory.DisplayedState? = nil, tintColor: ColorSpec? = nil,
                isHidden: Bool? = nil)
    {
        self.kind = kind
        self.displayed = displayed
        self.tintColor = tintColor
        self.isHidden = isHidden
    }

    public var accessory: CellAccessory {
        CellAccessory(kind, displayed: displayed, tintColor: tintColor?.color, isHidden: isHidden ?? false)
    }

    /// The accessory names, in UIKit's order.
    static let names = ["disclosureIndicator", "checkmark", "detail", "outlineDisclosure", "label", "delete", "insert",
                        "multiselect", "reorder"]
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
        var allowed = ["displayed", "tintColor", "isHidden"]
        if name == "label" { allowed.append("text") }
        if name == "outlineDisclosure" { allowed.append("style") }
        var text: String?
        if let o = options, case .scalar = o.node, !o.isNull {
            guard name == "label" else {
                throw o.error("the options of \(name) are a mapping of \(SpecNode.list(allowed))")
            }
            text = try o.string()
            options = nil
        }
        let f = try options.flatMap { o throws(SpecError) in o.isNull ? nil : try o.fields(allowed: allowed, what: "\(name) options") }
        if let given = try f?.read("text", { n throws(SpecError) in try n.string() }) { text = given }
        switch name {
        case "disclosureIndicator": kind = .disclosureIndicator
        case "checkmark": kind = .checkmark
        case "detail": kind = .detail
        case "outlineDisclosure":
            kind = .outlineDisclosure(style: try f?.read("style") { n throws(SpecError) in
                try n.choice(CellAccessory.OutlineDisclosureStyle.self, what: "outline disclosure style")
            } ?? .automatic)
        case "label":
            guard let text else { throw node.error("a label accessory needs its text: {label: \"On\"}") }
            kind = .label(text: text)
        case "delete": kind = .delete
        case "insert": kind = .insert
        case "multiselect": kind = .multiselect
        default: kind = .reorder
        }
        displayed = try f?.read("displayed") { n throws(SpecError) in
            try n.choice(CellAccessory.DisplayedState.self, what: "displayed state")
        }
        tintColor = try f?.read("tintColor") { n throws(SpecError) in try n.color() }
        isHidden = try f?.read("isHidden") { n throws(SpecError) in try n.bool() }
    }
}
