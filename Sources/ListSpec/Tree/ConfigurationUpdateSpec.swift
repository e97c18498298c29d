import RenderCells

/// One step of what an app's `updateConfiguration(using:)` would do, as data: when the
/// condition holds, these content properties and this background are set over the
/// item's own (seed 000 at 16:33: white text and image when highlighted or selected).
///
/// ```yaml
/// configurationUpdates:
///   - when: {selected: true}
///     textProperties: {color: white}
///     imageProperties: {tintColor: white}
///   - when: {isArchived: true}
///     secondaryText: Archived
///     background: {backgroundColor: systemGray5}
/// ```
package struct ConfigurationUpdateSpec: Hashable, Sendable {
    package var when: SpecCondition
    package var content: ContentSpec
    package var background: BackgroundSpec?

    package init(when: SpecCondition, content: ContentSpec = ContentSpec(), background: BackgroundSpec? = nil) {
        self.when = when
        self.content = content
        self.background = background
    }
}

extension ConfigurationUpdateSpec {
    init(node: SpecNode) throws(SpecError) {
        // No `variant`: an update sets properties over the item's configuration; a variant
        // would replace it, dropping the item's own text and image.
        let f = try node.fields(
            allowed: ["when"] + ContentSpec.fields.filter { $0 != "variant" } + ["background"],
            what: "a configuration update")
        guard let condition = f["when"] else {
            throw node.error("a configuration update needs 'when', the states and traits it applies in")
        }
        self.init(
            when: try SpecCondition(node: condition), content: try ContentSpec(fields: f),
            background: try f.read("background") { n throws(SpecError) in try BackgroundSpec(node: n) })
    }
}
