import RenderCells

extension ListSpec {
    /// This spec with `overrides` applied.
    public func applying(_ overrides: SpecOverrides) -> ListSpec {
        var s = self
        if let width = overrides.width { s.width = width }
        if let scale = overrides.scale { s.scale = scale }
        if let height = overrides.height { s.height = height }
        if let style = overrides.userInterfaceStyle { s.traits.userInterfaceStyle = style }
        if let category = overrides.contentSizeCategory { s.traits.preferredContentSizeCategory = category }
        if let direction = overrides.layoutDirection { s.traits.layoutDirection = direction }
        if let editing = overrides.editing { s.editing = editing }
        if let appearance = overrides.appearance {
            s.layout.appearance = appearance
            for i in s.sections.indices {
                if case .list(var list) = s.sections[i].layout, list.appearance != nil {
                    list.appearance = appearance
                    s.sections[i].layout = .list(list)
                }
            }
        }
        if !overrides.states.isEmpty {
            for i in s.sections.indices {
                s.sections[i].items = s.sections[i].items.map { $0.settingStates(overrides.states) }
            }
        }
        return s
    }
}
