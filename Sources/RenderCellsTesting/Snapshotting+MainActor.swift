import RenderCellsUIKit
import SnapshotTesting

// UIKit's names are `@MainActor`, as on iOS; swift-snapshot-testing's snapshot closures are
// not. `assertSnapshot` runs a synchronous strategy's closure on its caller's thread, and a
// test that builds a UIKit-named screen is `@MainActor`, so the closure runs on the main
// actor: these strategies assert that (`MainActor.assumeIsolated`) rather than hop, which a
// synchronous closure could not do.

extension Snapshotting {
    /// A strategy whose `snapshot` reads a UIKit-named value on the main actor.
    static func onMainActor(
        pathExtension: String?, diffing: Diffing<Format>,
        snapshot: @escaping @MainActor (Value) -> Format
    ) -> Snapshotting {
        Snapshotting(pathExtension: pathExtension, diffing: diffing) { value in assumingMainActor(value, snapshot) }
    }
}

/// `body(value)` on the main actor, from a strategy's closure called there (see above).
func assumingMainActor<Value, Result>(_ value: Value, _ body: @escaping @MainActor (Value) -> Result) -> Result {
    // Nothing crosses a thread: the closure runs here, on the caller's (main) thread.
    nonisolated(unsafe) let value = value
    return MainActor.assumeIsolated { UncheckedSendable(body(value)) }.value
}
