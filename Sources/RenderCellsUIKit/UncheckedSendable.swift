import Foundation

/// A UIKit closure handed to RenderCells' `@Sendable` slots, or a value handed out of
/// `MainActor.assumeIsolated`. UIKit's list closures run on the main thread; here a list is
/// configured and laid out on the thread that renders it, the one that set the closure, so
/// the value never crosses threads.
package struct UncheckedSendable<Value>: @unchecked Sendable {
    package let value: Value
    package init(_ value: Value) { self.value = value }
}
