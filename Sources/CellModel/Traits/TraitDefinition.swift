/// Declares a trait: a key for a value that flows down the trait hierarchy
/// (`UITraitDefinition`).
///
/// ```swift
/// struct ContainedInSettingsTrait: TraitDefinition {
///     static let defaultValue = false
/// }
/// extension TraitCollection {
///     var isContainedInSettings: Bool { self[ContainedInSettingsTrait.self] }
/// }
/// extension MutableTraits {
///     var isContainedInSettings: Bool {
///         get { self[ContainedInSettingsTrait.self] }
///         set { self[ContainedInSettingsTrait.self] = newValue }
///     }
/// }
/// ```
public protocol TraitDefinition {
    associatedtype Value: Equatable & Sendable
    /// The value when none has been set.
    static var defaultValue: Value { get }
    /// Whether dynamic colours may resolve differently when this trait changes.
    static var affectsColorAppearance: Bool { get }
    /// A short name for descriptions and debugging; the type's name by default.
    static var name: String { get }
    /// A globally unique identifier (reverse DNS), used to encode traits in spec files.
    static var identifier: String { get }
}

extension TraitDefinition {
    public static var affectsColorAppearance: Bool { false }
    public static var name: String { String(describing: Self.self) }
    public static var identifier: String { name }
}

/// A trait definition as a value: identity, name and colour relevance, without its value type.
public struct TraitIdentifier: Hashable, Sendable, CustomStringConvertible {
    let id: ObjectIdentifier
    public let name: String
    public let identifier: String
    public let affectsColorAppearance: Bool

    public init<T: TraitDefinition>(_ trait: T.Type) {
        id = ObjectIdentifier(trait)
        name = T.name
        identifier = T.identifier
        affectsColorAppearance = T.affectsColorAppearance
    }

    public static func == (a: TraitIdentifier, b: TraitIdentifier) -> Bool { a.id == b.id }
    public func hash(into h: inout Hasher) { h.combine(id) }
    public var description: String { name }
}
