/// One custom state value, stored type-erased and compared by value.
///
/// `AnyHashable` is not `Sendable`, so the value is kept as `any Hashable & Sendable` and
/// wrapped in `AnyHashable` only to compare; this keeps the states `Sendable` without
/// `@unchecked`.
package struct CustomStateValue: Equatable, Sendable {
    package let base: any Hashable & Sendable

    package init(_ base: any Hashable & Sendable) {
        self.base = base
    }

    package static func == (a: CustomStateValue, b: CustomStateValue) -> Bool {
        AnyHashable(a.base) == AnyHashable(b.base)
    }
}
