import RenderCells

/// What a spec declares before using it: its custom states (`customStates: [isArchived]`)
/// and custom traits (`customTraits: {theme: {values: [...]}}`), so that a misspelt
/// name in an item's `state`, `traits` or `when` is an error, not a silent no-op.
package struct SpecDeclarations: Hashable, Sendable {
    /// Boolean custom states (`UIConfigurationStateCustomKey`), by name.
    package var customStates: [String] = []
    package var customTraits: [CustomTraitSpec] = []

    package init() {}

    static let fields = ["customStates", "customTraits"]

    /// A declared custom trait by name.
    func customTrait(_ name: String) -> CustomTraitSpec? { customTraits.first { $0.name == name } }

    init(fields f: SpecFields) throws(SpecError) {
        if let n = f["customStates"] {
            for e in try n.elements(what: "customStates", limit: SpecLimits.maxCustomNames) {
                let name = try e.identifier(what: "a custom state name")
                guard CellState(rawValue: name) == nil else {
                    throw e.error("'\(SpecNode.shown(name))' is a system state; custom states need names of their own")
                }
                guard !customStates.contains(name) else { throw e.error("'\(SpecNode.shown(name))' is declared twice") }
                customStates.append(name)
            }
        }
        if let n = f["customTraits"] {
            let traits = try n.namedFields(what: "custom traits")
            guard traits.order.count <= SpecLimits.maxCustomNames else {
                throw n.error("more than \(SpecLimits.maxCustomNames) custom traits, the limit")
            }
            for name in traits.order {
                let node = traits[name]!
                guard SpecNode.isIdentifier(name) else {
                    throw node.error("'\(SpecNode.shown(name))' is not a trait name; use letters, digits and _")
                }
                guard !TraitsSpec.fields.contains(name) else {
                    throw node.error("'\(SpecNode.shown(name))' is a system trait; custom traits need names of their own")
                }
                customTraits.append(try CustomTraitSpec(name: name, node: node))
            }
        }
    }
}

extension ConfigurationStateCustomKey {
    /// The key of a spec's custom state `name`.
    static func spec(_ name: String) -> ConfigurationStateCustomKey { ConfigurationStateCustomKey("spec.\(name)") }
}
