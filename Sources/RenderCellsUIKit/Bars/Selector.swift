import Foundation

#if !canImport(ObjectiveC)
    /// A method's name (`Selector`), as the target–action initialisers of `UIBarButtonItem`
    /// take it. Off Apple platforms there is no Objective-C runtime, so `#selector(...)` does
    /// not compile; a file that builds for both writes `action: nil` or
    /// `action: Selector("addItem")` (Apple's `Selector(_:)` takes a name the same way). The
    /// name is kept and never called: a snapshot taps nothing.
    public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
        /// The method's Objective-C name (`"addItem:"`).
        public let description: String

        /// The selector named `name`.
        public init(_ name: String) {
            description = name
        }

        public init(stringLiteral value: String) {
            self.init(value)
        }
    }
#endif
