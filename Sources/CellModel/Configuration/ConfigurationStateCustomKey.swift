/// The key of an app-defined state in a configuration state (`UIConfigurationStateCustomKey`).
///
/// Use reverse-DNS names so keys from different parts of an app cannot collide:
///
/// ```swift
/// extension ConfigurationStateCustomKey {
///     static let isArchived = ConfigurationStateCustomKey("com.my-app.MyCell.isArchived")
/// }
/// extension CellConfigurationState {
///     var isArchived: Bool {
///         get { self[.isArchived] as? Bool ?? false }
///         set { self[.isArchived] = newValue }
///     }
/// }
/// ```
public struct ConfigurationStateCustomKey: Hashable, Sendable, RawRepresentable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// UIKit spells the initialiser without a label.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    public var description: String { rawValue }
}
