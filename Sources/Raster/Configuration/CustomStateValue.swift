/// One custom state value, stored type-erased and compared by value.
///
/// `AnyHashable` is not `Sendable`, so the value is kept as `any Hashable & Sendable` and
/// wrapped in `AnyHashable` only to compare; this keeps the states `Sendable` without
/// `@unchecked`.
struct CustomStateValue: Equatable, Sendable {
    let base: any Hashable & Sendable

    init(_ base: any Hashable & Sendable) {
        self.base = base
    }

    static func == (a: CustomStateValue, b: CustomStateValue) -> Bool {
        AnyHashable(a.base) == AnyHashable(b.base)
    }
}
