// VoiceOver's traits (`UIAccessibilityTraits`): what kind of thing an element is and
// what state it is in, as a set. VoiceOver speaks them after the label and value
// ("Wi-Fi, Home. Button."); ``spokenNames`` is the English it uses, in its order.

/// What an accessibility element is and what state it is in (`UIAccessibilityTraits`).
public struct AccessibilityTraits: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    public static let none: AccessibilityTraits = []
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    public static let link = AccessibilityTraits(rawValue: 1 << 1)
    public static let image = AccessibilityTraits(rawValue: 1 << 2)
    public static let selected = AccessibilityTraits(rawValue: 1 << 3)
    public static let staticText = AccessibilityTraits(rawValue: 1 << 4)
    public static let header = AccessibilityTraits(rawValue: 1 << 5)
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 6)
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 7)
    public static let searchField = AccessibilityTraits(rawValue: 1 << 8)
    public static let summaryElement = AccessibilityTraits(rawValue: 1 << 9)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    /// iOS 17's `toggleButton`: a switch, spoken "Switch button" with its value on or off.
    public static let toggleButton = AccessibilityTraits(rawValue: 1 << 11)

    /// Every trait with its name in specs (UIKit's spelling), in VoiceOver's speaking order.
    public static let named: [(name: String, trait: AccessibilityTraits, spoken: String?)] = [
        ("selected", .selected, "Selected"),
        ("toggleButton", .toggleButton, "Switch button"),
        ("button", .button, "Button"),
        ("link", .link, "Link"),
        ("header", .header, "Heading"),
        ("searchField", .searchField, "Search field"),
        ("image", .image, "Image"),
        ("adjustable", .adjustable, "Adjustable"),
        ("notEnabled", .notEnabled, "Dimmed"),
        // Not spoken: they change how VoiceOver treats the element, not what it says.
        ("staticText", .staticText, nil),
        ("summaryElement", .summaryElement, nil),
        ("updatesFrequently", .updatesFrequently, nil)
    ]

    /// The trait named `name` as UIKit spells it (`button`, `header`, `notEnabled`), or nil.
    public init?(name: String) {
        guard let entry = Self.named.first(where: { $0.name == name }) else { return nil }
        self = entry.trait
    }

    /// What VoiceOver says for the traits, in its order: `["Selected", "Button"]`. A
    /// toggle button is spoken "Switch button" alone, not also "Button".
    public var spokenNames: [String] {
        var traits = self
        if traits.contains(.toggleButton) { traits.remove(.button) }
        return Self.named.compactMap { traits.contains($0.trait) ? $0.spoken : nil }
    }

    /// The traits' spec names joined by ", ": `selected, button`.
    public var description: String {
        let names = Self.named.filter { contains($0.trait) }.map(\.name)
        return names.isEmpty ? "none" : names.joined(separator: ", ")
    }
}
