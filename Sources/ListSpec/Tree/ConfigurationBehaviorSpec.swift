import RenderCells

/// How a cell, header or footer takes part in the configuration model beyond its content:
/// its custom states, its own trait overrides, whether its configurations update
/// automatically for its state, and its configuration updates.
package struct ConfigurationBehaviorSpec: Hashable, Sendable {
    /// Declared custom states set on the view (`state: {isArchived: true}`).
    package var customStates: [String: Bool] = [:]
    /// The view's trait overrides (`traitOverrides`).
    package var traits: TraitsSpec?
    /// nil: UIKit's default, on.
    package var automaticallyUpdatesContentConfiguration: Bool?
    package var automaticallyUpdatesBackgroundConfiguration: Bool?
    package var configurationUpdates: [ConfigurationUpdateSpec] = []
    /// The spec's declarations, which give custom traits their defaults when matching.
    package var declarations = SpecDeclarations()

    package init() {}

    static let fields = [
        "traits", "automaticallyUpdatesContentConfiguration",
        "automaticallyUpdatesBackgroundConfiguration", "configurationUpdates"
    ]

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
        configurationUpdates =
            try f.read("configurationUpdates") { n throws(SpecError) in
                try n.elements(what: "configuration updates", limit: SpecLimits.maxCustomNames).map { e throws(SpecError) in
                    try ConfigurationUpdateSpec(node: e)
                }
            } ?? []
    }

    /// The updates whose conditions hold in `state`, in order.
    func matching(_ state: CellConfigurationState) -> [ConfigurationUpdateSpec] {
        configurationUpdates.filter { $0.when.matches(state, declarations: declarations) }
    }

    /// Sets up `view` as the spec says: custom states, trait overrides and the
    /// automatic-update flags first (so what follows is styled for them), then `content` and
    /// `background` over the view's defaults, then the configuration updates as its update
    /// handler — what an app's would do: start again from the view's own configurations
    /// each pass (not from last pass's result, whose explicit colours would stick), style
    /// them for the state where the view updates automatically, then set what every
    /// matching update names.
    func install<View: SpecConfiguredView>(on view: View, content: ContentSpec, background: BackgroundSpec?)
    where View.HandledView == View {
        for (name, on) in customStates { view[customState: .spec(name)] = on }
        if let traits { traits.apply(to: &view.traitOverrides, inherited: view.traitCollection) }
        if let on = automaticallyUpdatesContentConfiguration { view.automaticallyUpdatesContentConfiguration = on }
        if let on = automaticallyUpdatesBackgroundConfiguration { view.automaticallyUpdatesBackgroundConfiguration = on }
        func base(_ view: View) -> (ListContentConfiguration, BackgroundConfiguration?) {
            (
                content.configuration(
                    base: view.defaultContentConfiguration(), appearance: view.appearance,
                    traits: view.traitCollection),
                background.map { $0.configuration(base: view.defaultBackgroundConfiguration()) }
            )
        }
        let (c, b) = base(view)
        view.contentConfiguration = c
        if let b { view.backgroundConfiguration = b }
        guard !configurationUpdates.isEmpty else { return }
        let behavior = self
        view.setConfigurationUpdateHandler { view, state in
            var (c, b) = base(view)
            if view.automaticallyUpdatesContentConfiguration { c = c.updated(for: state) }
            if view.automaticallyUpdatesBackgroundConfiguration { b = b?.updated(for: state) }
            for update in behavior.matching(state) {
                c = update.content.configuration(base: c, appearance: view.appearance, traits: view.traitCollection)
                if let own = update.background {
                    b = own.configuration(base: b ?? view.backgroundConfiguration ?? view.defaultBackgroundConfiguration())
                }
            }
            view.contentConfiguration = c
            if let b { view.backgroundConfiguration = b }
        }
    }
}

extension SpecNode {
    /// `{selected: true, isArchived: false, …}`: system states among `allowed` and declared
    /// custom states.
    func states(allowed: [CellState] = CellState.flags, what: String = "cell states") throws(SpecError)
        -> (system: [CellState: Bool], custom: [String: Bool])
    {
        let declared = context.declarations.customStates
        let f = try fields(allowed: allowed.map(\.rawValue) + declared, what: what)
        var system: [CellState: Bool] = [:]
        var custom: [String: Bool] = [:]
        for key in f.order {
            if let name = CellState(rawValue: key) { system[name] = try f[key]!.bool() } else { custom[key] = try f[key]!.bool() }
        }
        return (system, custom)
    }
}
