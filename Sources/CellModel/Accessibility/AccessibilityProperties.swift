// What an app tells VoiceOver about a cell (UIKit's `UIAccessibility` informal protocol,
// which `UICollectionViewListCell` inherits from `NSObject`): a value handed from the
// view stage to the layout, so the audit and the accessibility snapshot read it with the
// laid-out row it belongs to.

/// The accessibility overrides an app set on a cell; nil fields keep what UIKit derives
/// from the cell's content, accessories and state.
public struct AccessibilityProperties: Hashable, Sendable {
    /// What VoiceOver reads first (`accessibilityLabel`); nil: the content's text and
    /// secondary text, with label accessories' text.
    public var label: String?
    /// The element's current value (`accessibilityValue`); nil: a switch's on or off.
    public var value: String?
    /// What happens when it is activated (`accessibilityHint`), read after a pause.
    public var hint: String?
    /// Replaces the derived traits when set (`accessibilityTraits`).
    public var traits: AccessibilityTraits?
    /// Whether VoiceOver stops on the cell (`isAccessibilityElement`); when false its
    /// accessories that are controls of their own (a detail button) are still reached.
    public var isAccessibilityElement: Bool

    public init(
        label: String? = nil, value: String? = nil, hint: String? = nil, traits: AccessibilityTraits? = nil,
        isAccessibilityElement: Bool = true
    ) {
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
        self.isAccessibilityElement = isAccessibilityElement
    }
}
