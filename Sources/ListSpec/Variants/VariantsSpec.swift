import RenderCells

/// The snapshots one spec stands for under `render-cells test`: every combination of the
/// values each axis lists (an axis not listed keeps the spec's own setting).
///
/// ```yaml
/// variants:
///   design: [ios18, ios26]         # the list design generation (docs/spec.md, "design")
///   appearance: [plain, insetGrouped]
///   style: [light, dark]
///   contentSize: [L, AX3]
///   direction: [ltr, rtl]
///   width: [320, 390]
///   scale: [2, 3]
///   state: [normal, selected]      # on every item; an item's own `variants: {state: […]}`
///                                  # makes snapshots of that item alone in each state
///   accessibility: [false, true]   # true: the accessibility snapshot (docs/accessibility.md)
/// ```
public struct VariantsSpec: Hashable, Sendable {
    public var designs: [ListDesign] = []
    public var appearances: [ListAppearance] = []
    public var styles: [UserInterfaceStyle] = []
    public var contentSizes: [ContentSizeCategory] = []
    public var directions: [LayoutDirection] = []
    public var widths: [Double] = []
    public var scales: [Double] = []
    /// States set on every item.
    public var states: [CellState] = []
    /// Whether each snapshot is the list (false) or its accessibility snapshot (true).
    public var accessibility: [Bool] = []

    public init() {}

    /// The most snapshots one spec may expand into: a typo in a list of values must not
    /// turn one spec into an hour of rendering.
    public static let maxVariants = 1_000
}

extension VariantsSpec {
    static let fields = [
        "appearance", "style", "contentSize", "direction", "width", "scale", "state", "accessibility",
        "design"
    ]

    init(node: SpecNode) throws(SpecError) {
        let f = try node.fields(allowed: Self.fields, what: "variants")
        /// A list of distinct values (a single value counts as a list of one).
        func values<T: Equatable>(_ key: String, _ read: (SpecNode) throws(SpecError) -> T) throws(SpecError) -> [T] {
            guard let n = f[key] else { return [] }
            let elements: [SpecNode]
            if case .sequence = n.node { elements = try n.elements(what: key, limit: 64) } else { elements = [n] }
            guard !elements.isEmpty else { throw n.error("'\(key)' lists no values; give at least one or leave it out") }
            var out: [T] = []
            for e in elements {
                let value = try read(e)
                guard !out.contains(value) else { throw e.error("this value is listed twice") }
                out.append(value)
            }
            return out
        }
        designs = try values("design") { n throws(SpecError) in try n.designGeneration() }
        appearances = try values("appearance") { n throws(SpecError) in
            try n.axisValue(ListAppearance.self, what: "list appearance")
        }
        styles = try values("style") { n throws(SpecError) in
            try n.axisValue(UserInterfaceStyle.self, what: "interface style")
        }
        contentSizes = try values("contentSize") { n throws(SpecError) in
            try n.axisValue(ContentSizeCategory.self, what: "content size category")
        }
        directions = try values("direction") { n throws(SpecError) in
            try n.axisValue(LayoutDirection.self, what: "layout direction")
        }
        widths = try values("width") { n throws(SpecError) in try n.width() }
        scales = try values("scale") { n throws(SpecError) in try n.scale() }
        states = try values("state") { n throws(SpecError) in try n.axisValue(CellState.self, what: "cell state") }
        accessibility = try values("accessibility") { n throws(SpecError) in try n.bool() }
    }
}
