import RenderCells

/// An app-defined trait a spec declares (`UITraitDefinition`): its name, the values it
/// may take and its default.
///
/// ```yaml
/// customTraits:
///   theme: {values: [standard, pastel, monochrome], default: standard}
/// ```
package struct CustomTraitSpec: Hashable, Sendable {
    package var name: String
    package var values: [String]
    package var defaultValue: String

    package init(name: String, values: [String], defaultValue: String) {
        self.name = name
        self.values = values
        self.defaultValue = defaultValue
    }
}

extension CustomTraitSpec {
    init(name: String, node: SpecNode) throws(SpecError) {
        let f = try node.fields(allowed: ["values", "default"], what: "a custom trait")
        guard let valuesNode = f["values"] else { throw node.error("a custom trait needs 'values', the names it may take") }
        var values: [String] = []
        for e in try valuesNode.elements(what: "values", limit: SpecLimits.maxCustomNames) {
            let value = try e.identifier(what: "a trait value")
            guard !values.contains(value) else { throw e.error("'\(SpecNode.shown(value))' is listed twice") }
            values.append(value)
        }
        guard !values.isEmpty else { throw valuesNode.error("a custom trait needs at least one value") }
        let defaultValue = try f.read("default") { n throws(SpecError) in try n.name(among: values, what: "value of \(name)") }
        self.init(name: name, values: values, defaultValue: defaultValue ?? values[0])
    }
}
