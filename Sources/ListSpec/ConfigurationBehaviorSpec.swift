import RenderCells

/// How a cell, header or footer takes part in the configuration model beyond its content:
/// its custom states, its own trait overrides, whether its configurations update
/// automatically for its state, and its configuration updates.
public struct ConfigurationBehaviorSpec: Hashable, Sendable {
    /// Declared custom states set on the view (`state: {isArchived: true}`).
    public var customStates: [String: Bool] = [:]
    /// The view's trait overrides (`traitOverrides`).
    public var traits: TraitsSpec?
    /// nil: UIKit's default, on.
    public var automaticallyUpdatesContentConfiguration: Bool?
    public var automaticallyUpdatesBackgroundConfiguration: Bool?
    public var configurationUpdates: [ConfigurationUpdateSpec] = []
    /// The spec's declarations, which give custom traits their defaults when matching.
    public var declarations = SpecDeclarations()

    public init() {}

    static let fields = ["traits", "automaticallyUpdatesContentConfiguration",
                         "automaticallyUpdatesBackgroundConfiguration", "configurationUpdates"]

    /// Reads the behaviour keys of an already checked mapping; `customStates` come from
    /// its `state`, read by the caller.
    init(fields f: SpecFields, customStates: [String: Bool]) throws(SpecError) {
        self.customStates = customStates
        declarations = f.node.context.declarations
        traits = try f.read("traits") { n throws(SpecError) in try TraitsSpec(node: n) }
        automaticallyUpdatesContentConfiguration = try f.read("automaticallyUpdatesContentConfiguration") {
            n throws(SpecError) in try n.bool()
        }
        automaticallyUpdatesBackgroundConfiguration = try f.read("automaticallyUpdatesBackgroundConfiguration") {
            n throws(SpecError) in try n.bool()
        }
        configurationUpdates = try f.read("configurationUpdates") { n throws(SpecError) in
            try n.elements(what: "configuration updates", limit: SpecLimits.maxCustomNames).map { e throws(SpecError) in
                try ConfigurationUpdateSpec(node: e)
            }
        } ?? []
    }

    /// The updates whose conditions hold in `state`, in order.
    func matching(_ state: CellConfigurationState) -> [ConfigurationUpdateSpec] {
        configurationUpdates.filter { $0.when.matches(state, declarations: declarations) }
    }

    /// What an app's update handler sets for `state`: it starts again from the view's own
    /// configurations (`base`, not last pass's result, whose explicit colours would
    /// stick), styles them for the state where the view updates automatically, then sets
    /// what every matching update names. `fallbackBackground` is the background an update
    /// edits when the view's own names none.
    func updated(_ base: (content: ListContentConfiguration, background: BackgroundConfiguration?),
                 for state: CellConfigurationState, updatesContent: Bool, updatesBackground: Bool,
                 appearance: ListAppearance, traits: TraitCollection, fallbackBackground: BackgroundConfiguration)
        -> (content: ListContentConfiguration, background: BackgroundConfiguration?)
    {
        var (c, b) = base
        if updatesContent { c = c.updated(for: state) }
        if updatesBackground { b = b?.updated(for: state) }
        for update in matching(state) {
            c = update.content.configuration(base: c, appearance: appearance, traits: traits)
            if let own = update.background { b = own.configuration(base: b ?? fallbackBackground) }
        }
        return (c, b)
    }

    /// Sets the custom states, trait overrides and automatic-update flags on a cell,
    /// before its configurations are set (so they are styled for them at once).
    func prepare(_ cell: ListCell) {
        for (name, on) in customStates { cell[customState: .spec(name)] = on }
        if let traits { traits.apply(to: &cell.traitOverrides, inherited: cell.traitCollection) }
        if let on = automaticallyUpdatesContentConfiguration { cell.automaticallyUpdatesContentConfiguration = on }
        if let on = automaticallyUpdatesBackgroundConfiguration { cell.automaticallyUpdatesBackgroundConfiguration = on }
    }

    /// As for a cell, for a header or footer.
    func prepare(_ view: SupplementaryView) {
        for (name, on) in customStates { view[customState: .spec(name)] = on }
        if let traits { traits.apply(to: &view.traitOverrides, inherited: view.traitCollection) }
        if let on = automaticallyUpdatesContentConfiguration { view.automaticallyUpdatesContentConfiguration = on }
        if let on = automaticallyUpdatesBackgroundConfiguration { view.automaticallyUpdatesBackgroundConfiguration = on }
    }
}

extension SpecNode {
    /// `{selected: true, isArchived: false, …}`: system states among `allowed` and declared
    /// custom states.
    func states(allowed: [CellStateName] = CellStateName.allCases, what: String = "cell states") throws(SpecError)
        -> (system: [CellStateName: Bool], custom: [String: Bool])
    {
        let declared = context.declarations.customStates
        let f = try fields(allowed: allowed.map(\.rawValue) + declared, what: what)
        var system: [CellStateName: Bool] = [:]
        var custom: [String: Bool] = [:]
        for key in f.order {
            if let name = CellStateName(rawValue: key) { system[name] = try f[key]!.bool() } else { custom[key] = try f[key]!.bool() }
        }
        return (system, custom)
    }
}
