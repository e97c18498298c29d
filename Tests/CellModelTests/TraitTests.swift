import CellModel
import Raster
import Testing
import Typesetting

// The custom traits of seed 001 (WWDC23's trait system talk) are written as its sample
// code writes them, nested in the
// suite (with fileprivate property extensions) so that other test files may declare
// their own copies of the seed samples without a clash.

extension TraitCollection {
    fileprivate var isContainedInSettings: Bool { self[TraitTests.ContainedInSettingsTrait.self] }
    fileprivate var myAppTheme: TraitTests.MyAppTheme { self[TraitTests.MyAppThemeTrait.self] }
}

extension MutableTraits {
    fileprivate var isContainedInSettings: Bool {
        get { self[TraitTests.ContainedInSettingsTrait.self] }
        set { self[TraitTests.ContainedInSettingsTrait.self] = newValue }
    }
    fileprivate var myAppTheme: TraitTests.MyAppTheme {
        get { self[TraitTests.MyAppThemeTrait.self] }
        set { self[TraitTests.MyAppThemeTrait.self] = newValue }
    }
}

@Suite struct TraitTests {
    struct ContainedInSettingsTrait: TraitDefinition {
        static let defaultValue = false
    }

    enum MyAppTheme: Int, Sendable {
        case standard, pastel, bold, monochrome
    }

    struct MyAppThemeTrait: TraitDefinition {
        static let defaultValue = MyAppTheme.standard
        static let affectsColorAppearance = true
        static let name = "Theme"
        static let identifier = "com.myapp.theme"
    }

    /// Counts handler calls and keeps what each was given.
    final class CallLog {
        var calls: [(environment: String, previous: TraitCollection)] = []
        var count: Int { calls.count }
    }

    /// The six-level hierarchy of the issue: window scene → window → list → section →
    /// cell → content view, with a second cell beside the first as a sibling branch.
    struct Hierarchy {
        let scene: TraitEnvironment
        let window: TraitEnvironment
        let list: TraitEnvironment
        let section: TraitEnvironment
        let cell: TraitEnvironment
        let contentView: TraitEnvironment
        let otherCell: TraitEnvironment

        init(rootTraits: TraitCollection = .iPhone) {
            scene = TraitEnvironment(name: "scene", rootTraits: rootTraits)
            window = TraitEnvironment(name: "window", parent: scene)
            list = TraitEnvironment(name: "list", parent: window)
            section = TraitEnvironment(name: "section", parent: list)
            cell = TraitEnvironment(name: "cell", parent: section)
            contentView = TraitEnvironment(name: "contentView", parent: cell)
            otherCell = TraitEnvironment(name: "otherCell", parent: section)
        }

        var all: [TraitEnvironment] { [scene, window, list, section, cell, contentView, otherCell] }

        /// Each node's theme, in `all` order.
        var themes: [MyAppTheme] { all.map { $0.traitCollection.myAppTheme } }
    }

    /// Seed 001, 18:05: remove the theme override if there is one, else apply one.
    static func toggleThemeOverride(_ overrideTheme: MyAppTheme, on view: TraitEnvironment) {
        if view.traitOverrides.contains(MyAppThemeTrait.self) {
            view.traitOverrides.remove(MyAppThemeTrait.self)
        } else {
            view.traitOverrides.myAppTheme = overrideTheme
        }
    }

    // MARK: TraitCollection

    @Test func defaultCollectionIsUnspecifiedEverywhere() {
        let t = TraitCollection()
        #expect(t.userInterfaceStyle == .unspecified)
        #expect(t.userInterfaceIdiom == .unspecified)
        #expect(t.horizontalSizeClass == .unspecified)
        #expect(t.verticalSizeClass == .unspecified)
        #expect(t.preferredContentSizeCategory == .unspecified)
        #expect(t.displayScale == 0)
        #expect(t.layoutDirection == .unspecified)
        #expect(t.accessibilityContrast == .unspecified)
        #expect(t.legibilityWeight == .unspecified)
        #expect(t.userInterfaceLevel == .unspecified)
        #expect(t.isContainedInSettings == false)
        #expect(t.myAppTheme == .standard)
        #expect(t.description == "TraitCollection()")
    }

    @Test func iPhoneCollection() {
        let t = TraitCollection.iPhone
        #expect(t.userInterfaceStyle == .light)
        #expect(t.userInterfaceIdiom == .phone)
        #expect(t.horizontalSizeClass == .compact)
        #expect(t.verticalSizeClass == .regular)
        #expect(t.preferredContentSizeCategory == .large)
        #expect(t.displayScale == 3)
        #expect(t.layoutDirection == .leftToRight)
        #expect(t.accessibilityContrast == .normal)
        #expect(t.legibilityWeight == .regular)
        #expect(t.userInterfaceLevel == .base)
    }

    /// Seed 001, 1:51.
    @Test func builderAndModifyingTraits() {
        let myTraits = TraitCollection { mutableTraits in
            mutableTraits.userInterfaceIdiom = .phone
            mutableTraits.horizontalSizeClass = .regular
        }
        let otherTraits = myTraits.modifyingTraits { mutableTraits in
            mutableTraits.horizontalSizeClass = .compact
            mutableTraits.userInterfaceStyle = .dark
        }
        #expect(otherTraits.userInterfaceIdiom == .phone)
        #expect(otherTraits.horizontalSizeClass == .compact)
        #expect(otherTraits.userInterfaceStyle == .dark)
        // The original is a value: untouched.
        #expect(myTraits.userInterfaceIdiom == .phone)
        #expect(myTraits.horizontalSizeClass == .regular)
        #expect(myTraits.userInterfaceStyle == .unspecified)
        #expect(myTraits != otherTraits)
    }

    @Test func builderReadsBackWhatWasSet() {
        let t = TraitCollection {
            $0.displayScale = 2
            #expect($0.displayScale == 2)
            #expect($0.userInterfaceStyle == .unspecified)
            $0.displayScale = 3
        }
        #expect(t.displayScale == 3)
        #expect(t[TraitDisplayScale.self] == 3)
    }

    /// Seed 001, 9:06 and 10:23.
    @Test func customTraitBySubscriptAndProperty() {
        let bySubscript = TraitCollection { mutableTraits in
            mutableTraits[ContainedInSettingsTrait.self] = true
        }
        #expect(bySubscript[ContainedInSettingsTrait.self] == true)

        let byProperty = TraitCollection { mutableTraits in
            mutableTraits.isContainedInSettings = true
        }
        #expect(byProperty.isContainedInSettings == true)
        #expect(byProperty == bySubscript)
        // System traits are untouched by a custom one.
        #expect(byProperty.userInterfaceStyle == .unspecified)
    }

    /// Seed 001, 11:00: definition metadata, with the protocol's defaults where not given.
    @Test func traitDefinitionMetadata() {
        #expect(MyAppThemeTrait.affectsColorAppearance)
        #expect(MyAppThemeTrait.name == "Theme")
        #expect(MyAppThemeTrait.identifier == "com.myapp.theme")
        #expect(ContainedInSettingsTrait.affectsColorAppearance == false)
        #expect(ContainedInSettingsTrait.name == "ContainedInSettingsTrait")
        #expect(ContainedInSettingsTrait.identifier == "ContainedInSettingsTrait")

        let theme = TraitIdentifier(MyAppThemeTrait.self)
        #expect(theme.name == "Theme")
        #expect(theme.identifier == "com.myapp.theme")
        #expect(theme.affectsColorAppearance)
        #expect(theme == TraitIdentifier(MyAppThemeTrait.self))
        #expect(theme != TraitIdentifier(ContainedInSettingsTrait.self))

        #expect(TraitUserInterfaceStyle.name == "userInterfaceStyle")
        #expect(TraitUserInterfaceStyle.affectsColorAppearance)
        #expect(TraitHorizontalSizeClass.affectsColorAppearance == false)

        let t = TraitCollection {
            $0.myAppTheme = .pastel
            $0.userInterfaceStyle = .dark
        }
        #expect(t.description == "TraitCollection(Theme = pastel, userInterfaceStyle = dark)")
    }

    @Test func equalityIgnoresExplicitlySetDefaults() {
        let explicit = TraitCollection {
            $0.userInterfaceStyle = .unspecified
            $0.myAppTheme = .standard
            $0.isContainedInSettings = false
        }
        #expect(explicit == TraitCollection())
        #expect(explicit.description == "TraitCollection()")

        // Setting a trait and then setting it back to its default gives the original.
        let base = TraitCollection { $0.userInterfaceIdiom = .phone }
        let roundTrip =
            base
            .modifyingTraits { $0.myAppTheme = .bold }
            .modifyingTraits { $0.myAppTheme = .standard }
        #expect(roundTrip == base)

        // Values differ, or one side sets a trait the other leaves at default.
        #expect(TraitCollection { $0.displayScale = 2 } != TraitCollection { $0.displayScale = 3 })
        #expect(TraitCollection { $0.displayScale = 2 } != TraitCollection())
        #expect(TraitCollection() != TraitCollection { $0.displayScale = 2 })
    }

    @Test func applyingOverrides() {
        var overrides = TraitOverrides()
        #expect(TraitCollection.iPhone.applying(overrides) == .iPhone)

        overrides.userInterfaceStyle = .dark
        overrides.myAppTheme = .pastel
        let t = TraitCollection.iPhone.applying(overrides)
        #expect(t.userInterfaceStyle == .dark)
        #expect(t.myAppTheme == .pastel)
        #expect(t.horizontalSizeClass == .compact)

        // An override remembers a trait set to its default, and forces the default back on.
        var toDefault = TraitOverrides()
        toDefault.userInterfaceStyle = .unspecified
        #expect(toDefault.contains(TraitUserInterfaceStyle.self))
        #expect(!toDefault.isEmpty)
        #expect(toDefault.traits == [TraitIdentifier(TraitUserInterfaceStyle.self)])
        let forced = TraitCollection.iPhone.applying(toDefault)
        #expect(forced.userInterfaceStyle == .unspecified)
        #expect(forced == TraitCollection.iPhone.modifyingTraits { $0.userInterfaceStyle = .unspecified })

        toDefault.remove(TraitUserInterfaceStyle.self)
        #expect(!toDefault.contains(TraitUserInterfaceStyle.self))
        #expect(toDefault.isEmpty)
        #expect(TraitCollection.iPhone.applying(toDefault) == .iPhone)
    }

    @Test func changedTraits() {
        let a = TraitCollection.iPhone
        #expect(a.changedTraits(from: a).isEmpty)

        let b = a.modifyingTraits {
            $0.horizontalSizeClass = .regular
            $0.userInterfaceStyle = .dark
            $0.myAppTheme = .bold
            $0.userInterfaceIdiom = .phone  // unchanged
        }
        let expected: Set = [
            TraitIdentifier(TraitHorizontalSizeClass.self),
            TraitIdentifier(TraitUserInterfaceStyle.self),
            TraitIdentifier(MyAppThemeTrait.self)
        ]
        #expect(b.changedTraits(from: a) == expected)
        #expect(a.changedTraits(from: b) == expected)

        // A trait set on one side only (the other reads the default) counts as changed.
        let unset = a.modifyingTraits { $0.layoutDirection = .unspecified }
        #expect(unset.changedTraits(from: a) == [TraitIdentifier(TraitLayoutDirection.self)])
        #expect(a.changedTraits(from: unset) == [TraitIdentifier(TraitLayoutDirection.self)])
    }

    @Test func colorAppearance() {
        let ids = TraitCollection.systemTraitsAffectingColorAppearance
        #expect(
            Set(ids) == [
                TraitIdentifier(TraitUserInterfaceStyle.self),
                TraitIdentifier(TraitAccessibilityContrast.self),
                TraitIdentifier(TraitUserInterfaceLevel.self)
            ])
        #expect(ids.count == 3)
        #expect(ids.allSatisfy { $0.affectsColorAppearance })

        let a = TraitCollection.iPhone
        #expect(!a.hasDifferentColorAppearance(comparedTo: a))
        #expect(a.modifyingTraits { $0.userInterfaceStyle = .dark }.hasDifferentColorAppearance(comparedTo: a))
        #expect(a.modifyingTraits { $0.accessibilityContrast = .high }.hasDifferentColorAppearance(comparedTo: a))
        #expect(a.modifyingTraits { $0.userInterfaceLevel = .elevated }.hasDifferentColorAppearance(comparedTo: a))
        #expect(a.modifyingTraits { $0.myAppTheme = .pastel }.hasDifferentColorAppearance(comparedTo: a))
        #expect(!a.modifyingTraits { $0.horizontalSizeClass = .regular }.hasDifferentColorAppearance(comparedTo: a))
        #expect(
            !a.modifyingTraits { $0.preferredContentSizeCategory = .accessibilityLarge }.hasDifferentColorAppearance(
                comparedTo: a))
        #expect(!a.modifyingTraits { $0.isContainedInSettings = true }.hasDifferentColorAppearance(comparedTo: a))
    }

    // MARK: ContentSizeCategory

    @Test func contentSizeCategories() {
        let all = ContentSizeCategory.all
        #expect(all.count == 12)
        #expect(all.first == .extraSmall)
        #expect(all.last == .accessibilityExtraExtraExtraLarge)
        #expect(!all.contains(.unspecified))
        #expect(all == all.sorted())
        #expect(all.map { $0.shortName } == ["xS", "S", "M", "L", "XL", "XXL", "XXXL", "AX1", "AX2", "AX3", "AX4", "AX5"])

        #expect(ContentSizeCategory.unspecified < .extraSmall)
        #expect(ContentSizeCategory.extraSmall < .small)
        #expect(ContentSizeCategory.large < .extraLarge)
        #expect(ContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
        #expect(ContentSizeCategory.accessibilityExtraExtraLarge < .accessibilityExtraExtraExtraLarge)
        #expect(!(ContentSizeCategory.large < .large))
        #expect(ContentSizeCategory.large <= .large)

        #expect(
            all.filter { $0.isAccessibilityCategory } == [
                .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
                .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge
            ])
        #expect(!ContentSizeCategory.unspecified.isAccessibilityCategory)
        #expect(!ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    }

    @Test func contentSizeCategoryClamping() {
        #expect(ContentSizeCategory.extraSmall.clamped(minimum: .medium, maximum: nil) == .medium)
        #expect(
            ContentSizeCategory.accessibilityExtraExtraExtraLarge.clamped(minimum: nil, maximum: .extraExtraExtraLarge)
                == .extraExtraExtraLarge)
        #expect(ContentSizeCategory.large.clamped(minimum: .medium, maximum: .accessibilityMedium) == .large)
        #expect(
            ContentSizeCategory.accessibilityLarge.clamped(minimum: .medium, maximum: .accessibilityMedium)
                == .accessibilityMedium)
        #expect(ContentSizeCategory.small.clamped(minimum: nil, maximum: nil) == .small)
        // Unspecified bounds mean no bound, as in UIKit.
        #expect(ContentSizeCategory.extraSmall.clamped(minimum: .unspecified, maximum: .unspecified) == .extraSmall)
        #expect(
            ContentSizeCategory.accessibilityExtraExtraExtraLarge.clamped(minimum: .unspecified, maximum: .unspecified)
                == .accessibilityExtraExtraExtraLarge)
    }

    // MARK: Hierarchy

    @Test func childrenInheritTheRootTraits() {
        let h = Hierarchy()
        for env in h.all { #expect(env.traitCollection == .iPhone, "\(env.name)") }
        #expect(h.scene.parent == nil)
        #expect(h.contentView.parent === h.cell)
        #expect(h.section.children.map { $0.name } == ["cell", "otherCell"])
        #expect(h.contentView.children.isEmpty)

        // A root without rootTraits starts from the default collection.
        #expect(TraitEnvironment(name: "bare").traitCollection == TraitCollection())
    }

    /// Seed 001, 14:31–18:05: the theme example.
    @Test func themeOverridesFlowDownAndLowerOverridesWin() {
        let h = Hierarchy()
        #expect(h.themes == Array(repeating: .standard, count: 7))

        // Set once at the root, read everywhere.
        h.scene.traitOverrides.myAppTheme = .pastel
        #expect(h.themes == Array(repeating: .pastel, count: 7))

        // An override lower down wins for its own subtree only.
        h.cell.traitOverrides.myAppTheme = .monochrome
        #expect(h.themes == [.pastel, .pastel, .pastel, .pastel, .monochrome, .monochrome, .pastel])

        // A later change above does not reach through the lower override.
        h.scene.traitOverrides.myAppTheme = .bold
        #expect(h.themes == [.bold, .bold, .bold, .bold, .monochrome, .monochrome, .bold])

        // Toggling: the override is removed, and the cell inherits again.
        Self.toggleThemeOverride(.pastel, on: h.cell)
        #expect(!h.cell.traitOverrides.contains(MyAppThemeTrait.self))
        #expect(h.themes == Array(repeating: .bold, count: 7))
        Self.toggleThemeOverride(.pastel, on: h.cell)
        #expect(h.cell.traitOverrides.myAppTheme == .pastel)
        #expect(h.themes == [.bold, .bold, .bold, .bold, .pastel, .pastel, .bold])

        // Overrides are inputs: only the node that set one reports it.
        #expect(h.scene.traitOverrides.contains(MyAppThemeTrait.self))
        #expect(!h.window.traitOverrides.contains(MyAppThemeTrait.self))
        // Other traits still flow from the root.
        for env in h.all { #expect(env.traitCollection.userInterfaceStyle == .light, "\(env.name)") }
    }

    @Test func overridesOfDifferentTraitsCombine() {
        let h = Hierarchy()
        h.window.traitOverrides.userInterfaceStyle = .dark
        h.list.traitOverrides.horizontalSizeClass = .regular
        h.section.traitOverrides.isContainedInSettings = true
        h.cell.traitOverrides.preferredContentSizeCategory = .accessibilityLarge

        let expected = TraitCollection.iPhone.modifyingTraits {
            $0.userInterfaceStyle = .dark
            $0.horizontalSizeClass = .regular
            $0.isContainedInSettings = true
            $0.preferredContentSizeCategory = .accessibilityLarge
        }
        #expect(h.contentView.traitCollection == expected)
        #expect(h.otherCell.traitCollection == expected.modifyingTraits { $0.preferredContentSizeCategory = .large })
        #expect(
            h.list.traitCollection
                == TraitCollection.iPhone.modifyingTraits {
                    $0.userInterfaceStyle = .dark
                    $0.horizontalSizeClass = .regular
                })
        #expect(h.scene.traitCollection == .iPhone)
    }

    @Test func overrideToDefaultValueForcesTheDefault() {
        let h = Hierarchy()
        h.section.traitOverrides.userInterfaceStyle = .unspecified
        #expect(h.list.traitCollection.userInterfaceStyle == .light)
        #expect(h.section.traitCollection.userInterfaceStyle == .unspecified)
        #expect(h.contentView.traitCollection.userInterfaceStyle == .unspecified)
        h.section.traitOverrides.remove(TraitUserInterfaceStyle.self)
        #expect(h.contentView.traitCollection.userInterfaceStyle == .light)
    }

    @Test func rootTraitsChangeReachesTheWholeTree() {
        let h = Hierarchy()
        h.cell.traitOverrides.horizontalSizeClass = .regular
        // The system switches to dark mode and a larger text size.
        h.scene.rootTraits = TraitCollection.iPhone.modifyingTraits {
            $0.userInterfaceStyle = .dark
            $0.preferredContentSizeCategory = .extraExtraLarge
        }
        for env in h.all {
            #expect(env.traitCollection.userInterfaceStyle == .dark, "\(env.name)")
            #expect(env.traitCollection.preferredContentSizeCategory == .extraExtraLarge, "\(env.name)")
        }
        #expect(h.contentView.traitCollection.horizontalSizeClass == .regular)
        #expect(h.otherCell.traitCollection.horizontalSizeClass == .compact)

        // rootTraits of a node with a parent are kept but unused.
        h.cell.rootTraits = TraitCollection { $0.myAppTheme = .bold }
        #expect(h.cell.traitCollection.myAppTheme == .standard)
        #expect(h.cell.traitCollection.userInterfaceStyle == .dark)
    }

    @Test func reparentingAndRemovalReResolve() {
        let h = Hierarchy()
        let darkScene = TraitEnvironment(
            name: "darkScene",
            rootTraits: TraitCollection.iPhone.modifyingTraits {
                $0.userInterfaceStyle = .dark
            })
        h.cell.traitOverrides.myAppTheme = .bold

        darkScene.addChild(h.cell)
        #expect(h.cell.parent === darkScene)
        #expect(darkScene.children.map { $0.name } == ["cell"])
        #expect(h.section.children.map { $0.name } == ["otherCell"])
        #expect(h.cell.traitCollection.userInterfaceStyle == .dark)
        #expect(h.contentView.traitCollection.userInterfaceStyle == .dark)
        #expect(h.contentView.traitCollection.myAppTheme == .bold)

        // Detached, the cell is a root and starts from its own rootTraits (the default).
        h.cell.removeFromParent()
        #expect(h.cell.parent == nil)
        #expect(darkScene.children.isEmpty)
        #expect(h.cell.traitCollection == TraitCollection { $0.myAppTheme = .bold })
        #expect(h.contentView.traitCollection == TraitCollection { $0.myAppTheme = .bold })
        h.cell.removeFromParent()  // no-op on a root
        #expect(h.cell.parent == nil)

        // Re-adding a child that is already there moves it to the end.
        h.section.addChild(h.cell)
        h.section.addChild(h.otherCell)
        #expect(h.section.children.map { $0.name } == ["cell", "otherCell"])
        #expect(h.contentView.traitCollection == TraitCollection.iPhone.modifyingTraits { $0.myAppTheme = .bold })
    }

    @Test func childrenDoNotKeepTheirParentAlive() {
        weak var weakScene: TraitEnvironment?
        weak var weakCell: TraitEnvironment?
        let survivor = TraitEnvironment(name: "survivor")
        do {
            let scene = TraitEnvironment(name: "scene", rootTraits: .iPhone)
            let cell = TraitEnvironment(name: "cell", parent: scene)
            cell.registerForTraitChanges([TraitUserInterfaceStyle.self]) { env, _ in _ = env.name }
            scene.addChild(survivor)
            weakScene = scene
            weakCell = cell
            #expect(survivor.traitCollection == .iPhone)
        }
        #expect(weakScene == nil)
        #expect(weakCell == nil)
        // A child held elsewhere outlives its parent and becomes parentless; its
        // collection keeps the last resolved value.
        #expect(survivor.parent == nil)
        #expect(survivor.traitCollection == .iPhone)
    }

    // MARK: Registration

    @Test func handlerFiresOnceWithThePreviousCollection() {
        let h = Hierarchy()
        let log = CallLog()
        var environments: [TraitEnvironment] = []
        h.cell.registerForTraitChanges([TraitHorizontalSizeClass.self, ContainedInSettingsTrait.self]) { env, previous in
            log.calls.append((env.name, previous))
            environments.append(env)
        }
        #expect(log.count == 0)  // registering does not call the handler

        h.scene.traitOverrides.horizontalSizeClass = .regular
        #expect(log.count == 1)
        #expect(environments.last === h.cell)
        #expect(log.calls.last?.environment == "cell")
        #expect(log.calls.last?.previous == .iPhone)
        #expect(h.cell.traitCollection.horizontalSizeClass == .regular)

        h.list.traitOverrides.isContainedInSettings = true
        #expect(log.count == 2)
        #expect(log.calls.last?.previous == TraitCollection.iPhone.modifyingTraits { $0.horizontalSizeClass = .regular })
        #expect(h.cell.traitCollection.isContainedInSettings)

        // Both registered traits change in one mutation: one call.
        h.scene.traitOverrides = TraitOverrides()  // size class back to compact
        h.list.traitOverrides = TraitOverrides()  // settings back to false
        #expect(log.count == 4)
        var both = TraitOverrides()
        both.horizontalSizeClass = .regular
        both.isContainedInSettings = true
        h.window.traitOverrides = both
        #expect(log.count == 5)
        #expect(log.calls.last?.previous == .iPhone)
    }

    @Test func handlerIgnoresUnrelatedTraitsAndNoOpSets() {
        let h = Hierarchy()
        let log = CallLog()
        h.cell.registerForTraitChanges([TraitHorizontalSizeClass.self]) { env, previous in
            log.calls.append((env.name, previous))
        }

        // Another trait.
        h.scene.traitOverrides.userInterfaceStyle = .dark
        h.list.traitOverrides.myAppTheme = .pastel
        h.cell.traitOverrides.preferredContentSizeCategory = .extraLarge
        #expect(log.count == 0)

        // The same value again, set on the node itself or above it.
        h.scene.traitOverrides.horizontalSizeClass = .compact  // inherited value was already compact
        h.cell.traitOverrides.horizontalSizeClass = .compact
        h.scene.rootTraits = h.scene.rootTraits
        #expect(log.count == 0)

        // A change in a sibling branch, or below the cell.
        h.otherCell.traitOverrides.horizontalSizeClass = .regular
        h.contentView.traitOverrides.horizontalSizeClass = .regular
        #expect(log.count == 0)

        // Changes above that the cell's own override hides.
        h.scene.traitOverrides.horizontalSizeClass = .regular
        #expect(log.count == 0)
        #expect(h.window.traitCollection.horizontalSizeClass == .regular)

        // Removing the cell's override exposes the inherited .regular: a real change.
        h.cell.traitOverrides.remove(TraitHorizontalSizeClass.self)
        #expect(log.count == 1)
        #expect(log.calls.last?.previous.horizontalSizeClass == .compact)
    }

    @Test func unregisterStopsOnlyThatRegistration() {
        let h = Hierarchy()
        let stopped = CallLog()
        let kept = CallLog()
        let token = h.contentView.registerForTraitChanges([TraitUserInterfaceStyle.self]) { env, previous in
            stopped.calls.append((env.name, previous))
        }
        h.contentView.registerForTraitChanges([TraitUserInterfaceStyle.self]) { env, previous in
            kept.calls.append((env.name, previous))
        }

        h.scene.traitOverrides.userInterfaceStyle = .dark
        #expect(stopped.count == 1 && kept.count == 1)

        // A token only works on the environment that issued it.
        h.cell.unregisterForTraitChanges(token)
        h.scene.traitOverrides.userInterfaceStyle = .light
        #expect(stopped.count == 2 && kept.count == 2)

        h.contentView.unregisterForTraitChanges(token)
        h.contentView.unregisterForTraitChanges(token)  // twice is harmless
        h.scene.traitOverrides.userInterfaceStyle = .dark
        #expect(stopped.count == 2)
        #expect(kept.count == 3)
        #expect(kept.calls.last?.previous.userInterfaceStyle == .light)

        let other = h.contentView.registerForTraitChanges([TraitUserInterfaceStyle.self]) { _, _ in }
        #expect(other != token)
    }

    @Test func colorAppearanceRegistration() {
        let h = Hierarchy()
        let log = CallLog()
        h.contentView.registerForTraitChanges(TraitCollection.systemTraitsAffectingColorAppearance) { env, previous in
            log.calls.append((env.name, previous))
        }

        h.scene.rootTraits = TraitCollection.iPhone.modifyingTraits { $0.userInterfaceStyle = .dark }
        #expect(log.count == 1)
        #expect(log.calls.last?.previous.userInterfaceStyle == .light)
        #expect(h.contentView.traitCollection.userInterfaceStyle == .dark)

        h.window.traitOverrides.accessibilityContrast = .high
        #expect(log.count == 2)
        h.list.traitOverrides.userInterfaceLevel = .elevated
        #expect(log.count == 3)

        // Style and level back at once: one call.
        var back = TraitOverrides()
        back.userInterfaceLevel = .base
        back.userInterfaceStyle = .light
        h.section.traitOverrides = back
        #expect(log.count == 4)
        #expect(log.calls.last?.previous.userInterfaceStyle == .dark)
        #expect(log.calls.last?.previous.userInterfaceLevel == .elevated)

        // Traits colours do not depend on, and custom traits outside the system set.
        h.scene.traitOverrides.horizontalSizeClass = .regular
        h.scene.traitOverrides.preferredContentSizeCategory = .accessibilityMedium
        h.scene.traitOverrides.myAppTheme = .pastel
        #expect(log.count == 4)

        // A custom colour-affecting trait is observed by registering it alongside.
        h.contentView.registerForTraitChanges(
            TraitCollection.systemTraitsAffectingColorAppearance + [TraitIdentifier(MyAppThemeTrait.self)]
        ) { env, previous in log.calls.append((env.name, previous)) }
        h.scene.traitOverrides.myAppTheme = .monochrome
        #expect(log.count == 5)
        #expect(log.calls.last?.previous.myAppTheme == .pastel)
    }

    @Test func handlersRunTopDownInRegistrationOrderAfterResolution() {
        let h = Hierarchy()
        var order: [String] = []
        var seenByScene: UserInterfaceStyle?
        h.contentView.registerForTraitChanges([TraitUserInterfaceStyle.self]) { env, _ in order.append("\(env.name) 1") }
        h.scene.registerForTraitChanges([TraitUserInterfaceStyle.self]) { env, _ in
            order.append(env.name)
            // The whole subtree is already resolved when the first handler runs.
            seenByScene = h.contentView.traitCollection.userInterfaceStyle
        }
        h.contentView.registerForTraitChanges([TraitUserInterfaceStyle.self]) { env, _ in order.append("\(env.name) 2") }
        h.otherCell.registerForTraitChanges([TraitUserInterfaceStyle.self]) { env, _ in order.append(env.name) }
        h.cell.registerForTraitChanges([TraitUserInterfaceStyle.self]) { env, _ in order.append(env.name) }

        h.scene.traitOverrides.userInterfaceStyle = .dark
        #expect(order == ["scene", "cell", "contentView 1", "contentView 2", "otherCell"])
        #expect(seenByScene == .dark)
    }

    @Test func handlersMayChangeTheHierarchy() {
        let h = Hierarchy()
        var cellCalls = 0
        var contentCalls = 0
        var contentToken: TraitChangeRegistration?
        // The cell reacts to a size class change by switching its content to bold theme,
        // and drops the content view's registration on the way.
        h.cell.registerForTraitChanges([TraitHorizontalSizeClass.self]) { cell, _ in
            cellCalls += 1
            if let t = contentToken { h.contentView.unregisterForTraitChanges(t) }
            cell.traitOverrides.myAppTheme = cell.traitCollection.horizontalSizeClass == .regular ? .bold : .standard
        }
        contentToken = h.contentView.registerForTraitChanges([TraitHorizontalSizeClass.self]) { _, _ in contentCalls += 1 }
        let themeLog = CallLog()
        h.contentView.registerForTraitChanges([MyAppThemeTrait.self]) { env, previous in
            themeLog.calls.append((env.name, previous))
        }

        h.scene.traitOverrides.horizontalSizeClass = .regular
        #expect(cellCalls == 1)
        #expect(contentCalls == 0)  // unregistered by the cell's handler before its turn
        #expect(themeLog.count == 1)
        #expect(themeLog.calls.last?.previous.myAppTheme == .standard)
        #expect(h.contentView.traitCollection.myAppTheme == .bold)
        #expect(h.contentView.traitCollection.horizontalSizeClass == .regular)
    }

    @Test func movingIntoADifferentHierarchyNotifies() {
        let h = Hierarchy()
        let log = CallLog()
        h.contentView.registerForTraitChanges([TraitUserInterfaceStyle.self, TraitLayoutDirection.self]) { env, previous in
            log.calls.append((env.name, previous))
        }
        let rtlDark = TraitEnvironment(
            name: "rtlDark",
            rootTraits: TraitCollection.iPhone.modifyingTraits {
                $0.userInterfaceStyle = .dark
                $0.layoutDirection = .rightToLeft
            })
        rtlDark.addChild(h.cell)
        #expect(log.count == 1)
        #expect(log.calls.last?.previous == .iPhone)

        // Moving to an identical hierarchy changes nothing.
        let twin = TraitEnvironment(name: "twin", rootTraits: rtlDark.traitCollection)
        twin.addChild(h.cell)
        #expect(log.count == 1)

        h.cell.removeFromParent()
        #expect(log.count == 2)
        #expect(h.contentView.traitCollection == TraitCollection())
    }

    // MARK: Tint

    @Test func tintColorIsInheritedDownTheHierarchy() {
        let h = Hierarchy()
        for env in h.all { #expect(env.effectiveTintColor == .systemBlue, "\(env.name)") }
        #expect(h.cell.tintColor == nil)
        // systemBlue resolves per trait collection: 0,122,255 light, 10,132,255 dark (docs/uikit-reference.md §2c).
        #expect(
            h.contentView.effectiveTintColor.resolvedRGBA(with: h.contentView.traitCollection) == RGBAColor(r: 0, g: 122, b: 255))
        h.scene.traitOverrides.userInterfaceStyle = .dark
        #expect(
            h.contentView.effectiveTintColor.resolvedRGBA(with: h.contentView.traitCollection) == RGBAColor(r: 10, g: 132, b: 255)
        )

        h.window.tintColor = .systemPink
        #expect(h.scene.effectiveTintColor == .systemBlue)
        for env in h.all.dropFirst() { #expect(env.effectiveTintColor == .systemPink, "\(env.name)") }

        // A lower tint wins for its subtree; clearing it inherits again.
        h.cell.tintColor = .systemGreen
        #expect(h.cell.effectiveTintColor == .systemGreen)
        #expect(h.contentView.effectiveTintColor == .systemGreen)
        #expect(h.otherCell.effectiveTintColor == .systemPink)
        h.cell.tintColor = nil
        #expect(h.contentView.effectiveTintColor == .systemPink)

        // The tint follows the hierarchy the node is in now.
        let elsewhere = TraitEnvironment(name: "elsewhere")
        elsewhere.tintColor = .systemOrange
        elsewhere.addChild(h.cell)
        #expect(h.contentView.effectiveTintColor == .systemOrange)
        h.cell.removeFromParent()
        #expect(h.contentView.effectiveTintColor == .systemBlue)
    }
}
