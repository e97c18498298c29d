import RenderCells

/// What an item tells VoiceOver, as UIKit's properties on the cell spell it:
///
/// ```yaml
/// - text: "Wi-Fi"
///   accessibilityLabel: "Wireless network"
///   accessibilityValue: "Home"
///   accessibilityHint: "Opens the networks nearby"
///   accessibilityTraits: [button]
///   isAccessibilityElement: true
/// ```
package struct AccessibilitySpec: Hashable, Sendable {
    package var properties = AccessibilityProperties()

    package init() {}

    static let fields = [
        "accessibilityLabel", "accessibilityValue", "accessibilityHint", "accessibilityTraits",
        "isAccessibilityElement"
    ]

    /// Reads the accessibility keys of an already checked item mapping.
    init(fields f: SpecFields) throws(SpecError) {
        properties.label = try f.read("accessibilityLabel") { n throws(SpecError) in try n.string() }
        properties.value = try f.read("accessibilityValue") { n throws(SpecError) in try n.string() }
        properties.hint = try f.read("accessibilityHint") { n throws(SpecError) in try n.string() }
        properties.traits = try f.read("accessibilityTraits") { n throws(SpecError) in
            var traits: AccessibilityTraits = []
            let names = AccessibilityTraits.named.map(\.name)
            // A sequence of trait names; `[]` says "no traits", replacing the derived ones.
            for e in try n.elements(what: "accessibility traits", limit: names.count) {
                let name = try e.name(among: names, what: "accessibility trait")
                let trait = AccessibilityTraits(name: name)!
                guard !traits.contains(trait) else { throw e.error("the trait \(name) is named twice") }
                traits.insert(trait)
            }
            return traits
        }
        properties.isAccessibilityElement =
            try f.read("isAccessibilityElement") { n throws(SpecError) in
                try n.bool()
            } ?? true
    }

    /// Sets the properties on `cell`.
    func configure(_ cell: ListCell) {
        cell.accessibilityLabel = properties.label
        cell.accessibilityValue = properties.value
        cell.accessibilityHint = properties.hint
        cell.accessibilityTraits = properties.traits
        cell.isAccessibilityElement = properties.isAccessibilityElement
    }
}
