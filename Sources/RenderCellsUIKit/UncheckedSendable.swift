import Foundation

/// A UIKit closure handed to RenderCells' `@Sendable` slots. UIKit's list closures run on
/// the main thread; here a list is configured and laid out on the thread that renders it,
/// the one that set the closure, so the closure never crosses threads.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
