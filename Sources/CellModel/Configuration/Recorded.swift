// UIKit's configurations remember which properties the app set ("properties become locked
// once you set them", seed 000) and restyling for a state never touches those. That rule
// is written once, here: a property declared `@Recorded` notes "set" whenever its setter
// runs, whatever the value (setting the default on purpose, or `nil` meaning "the tint
// colour", locks it as firmly as any other value), while restyling writes through
// ``Recorded/restyle(to:)``, which never records and never overrides a set value.
//
// A configuration's `explicitlySetProperties` is read from its recorded properties by
// name (`Set(recordedIn:)`): each `Property` case is spelled as the property it names,
// which CellModelTests check for every configuration, so the record cannot drift from
// the declarations.

/// A configuration property that remembers whether it was set (UIKit's explicitly set
/// properties): `updated(for:)` restyles a property only while nobody has set it.
///
/// Equality compares the value and whether it was set, so two configurations are equal
/// when they look the same and would restyle the same.
@propertyWrapper
public struct Recorded<Value> {
    /// The value, as the property reads it.
    var value: Value
    /// Whether the property's setter has run since the configuration was made.
    private(set) var isSet = false

    /// A property holding `wrappedValue`, not set.
    public init(wrappedValue: Value) {
        value = wrappedValue
    }

    /// The value; setting it records the property as set.
    public var wrappedValue: Value {
        get { value }
        set {
            value = newValue
            isSet = true
        }
    }

    /// Writes a default (the factory's, or a state's) unless the property was set; never records.
    mutating func restyle(to newDefault: Value) {
        if !isSet { value = newDefault }
    }
}

extension Recorded: Equatable where Value: Equatable {}
extension Recorded: Sendable where Value: Sendable {}

/// A recorded property seen without its value type, for reading which ones were set.
protocol RecordedProperty {
    var isSet: Bool { get }
}

extension Recorded: RecordedProperty {}

extension Set where Element: RawRepresentable, Element.RawValue == String {
    /// The properties of `configuration` whose setters have run: its `@Recorded` stored
    /// properties (whose storage Swift names `_` + the property's name) that are set,
    /// read as the `Property` case of the same name.
    init(recordedIn configuration: Any) {
        self.init(
            Mirror(reflecting: configuration).children.compactMap { child in
                guard let recorded = child.value as? any RecordedProperty, recorded.isSet,
                    let label = child.label, label.hasPrefix("_")
                else { return nil }
                return Element(rawValue: String(label.dropFirst()))
            })
    }
}
