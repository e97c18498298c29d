// The trait hierarchy. UIKit spreads it over UIWindowScene, UIWindow, UIViewController
// and UIView; here one node type plays every part: window scene → window → list →
// section → cell → content view.
//
// Overrides are inputs and trait collections outputs (seed 001): a node's collection is
// its parent's collection with the node's own `traitOverrides` applied, and a root starts
// from `rootTraits`, what the system reports to a window scene.
//
// Updates are eager. UIKit defers them to the next layout pass because it has a run loop
// to drive one; this library has none, and rendering is a pure function of the resolved
// traits, so every mutation (overrides, root traits, adding or removing a child)
// re-resolves the affected subtree before it returns. `traitCollection` is therefore
// never stale. Resolution stops at any node whose collection comes out unchanged, since
// nothing below it can change either.
//
// Change handlers run after the whole subtree has been re-resolved, top-down and in
// registration order, so a handler that reads another node sees the new state. A handler
// runs once per mutation that changes at least one of its traits, however many of them
// changed, and never for a mutation that changes none (another trait, or a value set to
// what it already was).

/// A node in the trait hierarchy (`UITraitEnvironment`): a window scene, window, list,
/// section, cell or content view.
///
/// ```swift
/// let scene = TraitEnvironment(name: "scene", rootTraits: .iPhone)
/// let cell = TraitEnvironment(name: "cell", parent: scene)
/// cell.registerForTraitChanges([TraitHorizontalSizeClass.self]) { cell, previous in
///     // cell.traitCollection.horizontalSizeClass differs from previous.horizontalSizeClass
/// }
/// scene.traitOverrides.horizontalSizeClass = .regular   // cell's handler runs now
/// ```
///
/// Parents own their children; a child refers to its parent weakly, so a tree is freed
/// when its root is. Handlers receive the environment as their first argument so that
/// they need not capture it (capturing it strongly would keep it alive forever).
///
/// Not thread-safe, by design: like a UIKit view it belongs to one thread (or actor) at
/// a time, so it is not `Sendable`. Resolved ``TraitCollection`` values are, and are what
/// should cross to other threads.
public final class TraitEnvironment {
    /// A label for debugging and for tests ("scene", "cell 3").
    public let name: String

    /// The environment this one inherits from; nil for a root.
    public private(set) weak var parent: TraitEnvironment?

    /// The environments that inherit from this one, in the order they were added.
    public private(set) var children: [TraitEnvironment] = []

    /// The traits this environment starts from while it has no parent: what the system
    /// reports to a window scene (typically ``TraitCollection/iPhone``).
    ///
    /// Setting it on a root re-resolves the tree, as a system change (dark mode, a new
    /// text size) does. While the environment has a parent it is kept but unused.
    public var rootTraits: TraitCollection {
        didSet { if parent == nil { updateTraits() } }
    }

    /// The traits this environment sets for itself and its descendants (`traitOverrides`).
    ///
    /// An input: read resolved values from ``traitCollection``. Every change re-resolves
    /// this environment and its subtree at once.
    public var traitOverrides = TraitOverrides() {
        didSet { updateTraits() }
    }

    /// The resolved traits: the parent's collection (or ``rootTraits`` for a root) with
    /// ``traitOverrides`` applied.
    public private(set) var traitCollection: TraitCollection

    /// This environment's own tint colour, or nil to inherit one (`tintColor` as set).
    ///
    /// Not a trait: like UIKit's, it flows down the view hierarchy on its own, read
    /// through ``effectiveTintColor`` whenever it is needed, so changing it runs no
    /// trait-change handlers.
    public var tintColor: Color?

    /// The tint colour in effect here: this environment's own ``tintColor``, else the
    /// nearest ancestor's, else ``Color/systemBlue`` (what UIKit's `tintColor` getter returns).
    ///
    /// A dynamic colour; resolve it with this environment's ``traitCollection``.
    public var effectiveTintColor: Color {
        var node: TraitEnvironment? = self
        while let n = node {
            if let tint = n.tintColor { return tint }
            node = n.parent
        }
        return .systemBlue
    }

    /// Called whenever ``traitCollection`` changes, after the subtree is resolved and
    /// before the registered handlers run: how the object owning the environment keeps
    /// what it derives from its traits in step (a cell's list content view), without the
    /// cost of a registration — a list makes one environment per cell.
    package var traitCollectionDidChange: (() -> Void)?

    private var registrations: [Registration] = []
    private var nextSerial = 0

    /// One `registerForTraitChanges` call.
    private struct Registration {
        let serial: Int
        let traits: Set<TraitIdentifier>
        let handler: (TraitEnvironment, TraitCollection) -> Void
    }

    /// A handler that is due: which environment, which registration, and the collection
    /// the environment had before the mutation.
    private struct PendingChange {
        let environment: TraitEnvironment
        let serial: Int
        let previous: TraitCollection
    }

    /// A new environment, added as the last child of `parent` if one is given.
    public init(name: String, parent: TraitEnvironment? = nil, rootTraits: TraitCollection = TraitCollection()) {
        self.name = name
        self.rootTraits = rootTraits
        self.traitCollection = rootTraits
        parent?.addChild(self)
    }

    // MARK: Hierarchy

    /// Adds `child` as this environment's last child, first removing it from its current
    /// parent, and re-resolves its subtree.
    ///
    /// - Precondition: `child` is not this environment or one of its ancestors.
    public func addChild(_ child: TraitEnvironment) {
        var node: TraitEnvironment? = self
        while let n = node {
            precondition(n !== child, "adding \(child.name) under \(name) would make a cycle")
            node = n.parent
        }
        child.detach()
        children.append(child)
        child.parent = self
        child.updateTraits()
    }

    /// Detaches this environment from its parent; it becomes a root and resolves from
    /// its ``rootTraits`` again.
    public func removeFromParent() {
        guard parent != nil else { return }
        detach()
        updateTraits()
    }

    private func detach() {
        guard let p = parent else { return }
        p.children.removeAll { $0 === self }
        parent = nil
    }

    // MARK: Registration

    /// Calls `handler` whenever one of `traits` changes value in this environment's
    /// ``traitCollection``, with the environment and its collection from before the change.
    ///
    /// Pass ``TraitCollection/systemTraitsAffectingColorAppearance`` to hear about every
    /// system trait that dynamic colours depend on.
    @discardableResult
    public func registerForTraitChanges(
        _ traits: [TraitIdentifier],
        handler: @escaping (TraitEnvironment, TraitCollection) -> Void
    ) -> TraitChangeRegistration {
        let serial = nextSerial
        nextSerial += 1
        registrations.append(Registration(serial: serial, traits: Set(traits), handler: handler))
        return TraitChangeRegistration(environment: ObjectIdentifier(self), serial: serial)
    }

    /// Calls `handler` whenever one of the given traits changes value:
    /// `registerForTraitChanges([TraitHorizontalSizeClass.self, MyTrait.self]) { env, previous in … }`.
    @discardableResult
    public func registerForTraitChanges(
        _ traits: [any TraitDefinition.Type],
        handler: @escaping (TraitEnvironment, TraitCollection) -> Void
    ) -> TraitChangeRegistration {
        registerForTraitChanges(traits.map { TraitIdentifier($0) }, handler: handler)
    }

    /// Stops a registration made on this environment. Tokens from other environments,
    /// and tokens already unregistered, are ignored.
    public func unregisterForTraitChanges(_ registration: TraitChangeRegistration) {
        guard registration.environment == ObjectIdentifier(self) else { return }
        registrations.removeAll { $0.serial == registration.serial }
    }

    // MARK: Resolution

    /// Re-resolves this subtree, then runs the handlers whose traits changed.
    private func updateTraits() {
        var pending: [PendingChange] = []
        resolve(into: &pending)
        for change in pending {
            // An earlier handler may have unregistered this one.
            guard let r = change.environment.registrations.first(where: { $0.serial == change.serial }) else { continue }
            r.handler(change.environment, change.previous)
        }
    }

    private func resolve(into pending: inout [PendingChange]) {
        let resolved = (parent?.traitCollection ?? rootTraits).applying(traitOverrides)
        // A node's collection depends only on its parent's and its own overrides, so an
        // unchanged node means an unchanged subtree.
        guard resolved != traitCollection else { return }
        let previous = traitCollection
        traitCollection = resolved
        traitCollectionDidChange?()
        if !registrations.isEmpty {
            let changed = resolved.changedTraits(from: previous)
            for r in registrations where !r.traits.isDisjoint(with: changed) {
                pending.append(PendingChange(environment: self, serial: r.serial, previous: previous))
            }
        }
        for child in children { child.resolve(into: &pending) }
    }
}

// Confined to one thread or actor at a time, like a UIKit view.
@available(*, unavailable)
extension TraitEnvironment: Sendable {}
