/// An optional field of the audit's JSON that is written as `null` when absent, never left
/// out: synthesised `Encodable` leaves a nil optional out, and the schema promises every
/// field in every object (docs/accessibility.md, "JSON output").
// swift-format-ignore: UseSynthesizedInitializer
@propertyWrapper
struct NullIfAbsent<Value: Encodable>: Encodable {
    var wrappedValue: Value?

    // Written out although swift format calls it identical to the synthesised one: without
    // it the compiler cannot type-check the wrapped properties' memberwise initialisers.
    init(wrappedValue: Value?) {
        self.wrappedValue = wrappedValue
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let wrappedValue {
            try container.encode(wrappedValue)
        } else {
            try container.encodeNil()
        }
    }
}
