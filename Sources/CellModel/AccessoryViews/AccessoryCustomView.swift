/// Any ``AccessoryView`` stored in an accessory, compared by value.
///
/// Two wrappers are equal exactly when they hold equal values of the same type; the hash
/// is the type's name alone, which equal values share.
public struct AccessoryCustomView: Hashable, Sendable {
    /// The view this wraps.
    public let view: any AccessoryView

    public init(_ view: some AccessoryView) {
        self.view = view
    }

    /// The view's type name, for messages and the layout dump (`Switch`, `BadgeView`).
    public var name: String { String(describing: type(of: view)) }

    public static func == (a: AccessoryCustomView, b: AccessoryCustomView) -> Bool {
        a.view.isEqual(to: b.view)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
    }
}
