/// A property whose change schedules a configuration update pass, as UIKit's state flags
/// do (`isSelected`, `isHighlighted`, …): setting a value equal to the current one changes
/// nothing.
///
/// ``ListCell`` and ``SupplementaryView`` declare their state flags with it, and a subclass
/// may declare its own state the same way instead of writing `didSet` with
/// `setNeedsUpdateConfiguration()` by hand:
///
/// ```swift
/// final class MailCell: ListCell {
///     @SchedulesUpdate var isUnread = false
///     override func updateConfiguration(using state: CellConfigurationState) {
///         var content = defaultContentConfiguration().updated(for: state)
///         content.text = "Re: Lunch"
///         content.image = isUnread ? .systemName("circle.fill") : nil
///         contentConfiguration = content
///     }
/// }
/// ```
///
/// It reaches the owning object through the enclosing-instance subscript (the form
/// Combine's `@Published` uses), so it works only inside a class that adopts
/// ``ConfigurationUpdateScheduling``; no macro, so nothing is added to a user's build.
@propertyWrapper
public struct SchedulesUpdate<Value: Equatable> {
    private var value: Value

    public init(wrappedValue: Value) {
        value = wrappedValue
    }

    /// Reads and writes the property of `host`, scheduling an update when the value changes.
    public static subscript<Host: ConfigurationUpdateScheduling>(
        _enclosingInstance host: Host,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<Host, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<Host, Self>
    ) -> Value {
        get { host[keyPath: storageKeyPath].value }
        set {
            let changed = host[keyPath: storageKeyPath].value != newValue
            host[keyPath: storageKeyPath].value = newValue
            if changed { host.setNeedsUpdateConfiguration() }
        }
    }

    /// Unreachable: the enclosing-instance subscript above stands in for it.
    @available(*, unavailable, message: "@SchedulesUpdate is for properties of a class that adopts ConfigurationUpdateScheduling")
    public var wrappedValue: Value {
        get { fatalError("unreachable") }
        set { fatalError("unreachable") }
    }
}
