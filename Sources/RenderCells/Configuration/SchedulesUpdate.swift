/// A property of a cell or a header/footer whose change schedules a configuration update
/// pass, as UIKit's state flags do (`isSelected`, `isHighlighted`, …): setting a value equal
/// to the current one changes nothing.
///
/// One wrapper for every such property instead of a `didSet` written out on each. It reaches
/// the owning view through the enclosing-instance subscript (the form Combine's `@Published`
/// uses), so it works only inside a ``ConfigurationUpdating`` class; no macro, so nothing is
/// added to a user's build.
@propertyWrapper
package struct SchedulesUpdate<Value: Equatable> {
    private var value: Value

    package init(wrappedValue: Value) {
        value = wrappedValue
    }

    package static subscript<Host: ConfigurationUpdating>(
        _enclosingInstance host: Host,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<Host, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<Host, Self>
    ) -> Value {
        get { host[keyPath: storageKeyPath].value }
        set {
            let changed = host[keyPath: storageKeyPath].value != newValue
            host[keyPath: storageKeyPath].value = newValue
            if changed { host.configurationUpdates.schedule() }
        }
    }

    /// Unreachable: the enclosing-instance subscript above stands in for it.
    @available(*, unavailable, message: "@SchedulesUpdate is for properties of a ConfigurationUpdating class")
    package var wrappedValue: Value {
        get { fatalError("unreachable") }
        set { fatalError("unreachable") }
    }
}
