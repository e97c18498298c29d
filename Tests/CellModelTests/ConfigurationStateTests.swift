import CellModel
import Testing

extension ConfigurationStateCustomKey {
    fileprivate static let isArchived = ConfigurationStateCustomKey("com.my-app.MyCell.isArchived")
    fileprivate static let badge: ConfigurationStateCustomKey = "com.my-app.MyCell.badge"
}

extension CellConfigurationState {
    /// Seed 000's pattern: a typed property over a custom state.
    fileprivate var isArchived: Bool {
        get { self[.isArchived] as? Bool ?? false }
        set { self[.isArchived] = newValue }
    }
}

@Suite struct ConfigurationStateTests {
    @Test func viewStateDefaults() {
        let s = ViewConfigurationState(traitCollection: .iPhone)
        #expect(s.traitCollection == .iPhone)
        #expect(!s.isHighlighted && !s.isSelected && !s.isDisabled && !s.isFocused)
        #expect(s[.isArchived] == nil)
        #expect(s.customStateKeys.isEmpty)
    }

    @Test func cellStateDefaults() {
        let s = CellConfigurationState(traitCollection: .iPhone)
        #expect(!s.isHighlighted && !s.isSelected && !s.isDisabled && !s.isFocused)
        #expect(!s.isEditing && !s.isExpanded && !s.isSwiped && !s.isReordering)
        #expect(s.cellDragState == .none)
        #expect(s.cellDropState == .none)
        #expect(CellDragState.allCases == [.none, .lifting, .dragging])
        #expect(CellDropState.allCases == [.none, .notTargeted, .targeted])
    }

    @Test func customKeysAreStringsByValue() {
        #expect(ConfigurationStateCustomKey("a.b") == ConfigurationStateCustomKey(rawValue: "a.b"))
        #expect(ConfigurationStateCustomKey("a.b") == "a.b")
        #expect(ConfigurationStateCustomKey.badge.rawValue == "com.my-app.MyCell.badge")
        #expect(Set<ConfigurationStateCustomKey>(["x", "x", "y"]).count == 2)
    }

    @Test func customStatesReadWriteAndRemove() {
        var s = CellConfigurationState(traitCollection: .iPhone)
        #expect(s.isArchived == false)
        s.isArchived = true
        #expect(s.isArchived == true)
        #expect(s[.isArchived] as? Bool == true)
        s[.badge] = 3
        #expect(s[.badge] as? Int == 3)
        #expect(s[.badge] as? String == nil)
        #expect(s.customStateKeys == [.badge, .isArchived])
        s[.badge] = nil
        #expect(s[.badge] == nil)
        #expect(s.customStateKeys == [.isArchived])
    }

    @Test func equalityCoversFlagsTraitsAndCustomStates() {
        let base = CellConfigurationState(traitCollection: .iPhone)
        var a = base
        var b = base
        #expect(a == b)
        a.isSelected = true
        #expect(a != b)
        b.isSelected = true
        #expect(a == b)
        a.cellDropState = .targeted
        #expect(a != b)
        b.cellDropState = .targeted
        a[.badge] = 1
        #expect(a != b)
        b[.badge] = 1
        #expect(a == b)
        b[.badge] = 2
        #expect(a != b)
        // Values of different types never compare equal, even if they print alike.
        b[.badge] = "1"
        #expect(a != b)
        b[.badge] = 1
        b.traitCollection = TraitCollection.iPhone.modifyingTraits { $0.userInterfaceStyle = .dark }
        #expect(a != b)

        var v = ViewConfigurationState(traitCollection: .iPhone)
        let w = v
        v.isFocused = true
        #expect(v != w)
    }

    @Test func valueSemantics() {
        var a = CellConfigurationState(traitCollection: .iPhone)
        a[.badge] = 5
        var b = a
        b[.badge] = 6
        b.isDisabled = true
        #expect(a[.badge] as? Int == 5)
        #expect(!a.isDisabled)
    }

    @Test func cellStateFromViewStateAndBack() {
        var v = ViewConfigurationState(traitCollection: .iPhone)
        v.isHighlighted = true
        v.isFocused = true
        v[.badge] = 9
        let c = CellConfigurationState(v)
        #expect(c.isHighlighted && c.isFocused && !c.isSelected && !c.isEditing)
        #expect(c[.badge] as? Int == 9)
        #expect(c.viewConfigurationState == v)
    }

    @Test func protocolGenericAccess() {
        func mark<S: ConfigurationState>(_ state: S) -> S {
            var s = state
            s[.isArchived] = true
            return s
        }
        let v = mark(ViewConfigurationState(traitCollection: TraitCollection()))
        #expect(v[.isArchived] as? Bool == true)
        let any: any ConfigurationState = mark(CellConfigurationState(traitCollection: .iPhone))
        #expect(any.traitCollection == .iPhone)
        #expect(any[.isArchived] as? Bool == true)
    }
}
