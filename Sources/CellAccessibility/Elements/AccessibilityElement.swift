import RenderCells

// What VoiceOver reaches in a laid-out list, in the order it reads them: one element per
// row (the cell), per header and footer, plus the controls inside a row that are elements
// of their own. Made from the layout (``ListLayout/accessibilityElements``), so the ids
// are the layout dump's and the frames the picture's.

/// One thing VoiceOver stops at, and what it says there.
public struct AccessibilityElement: Hashable, Sendable {
    /// The layout dump's id of what the element stands for: `sections[0].items[2]` for a
    /// cell, `sections[0].items[2].accessories[1]` for a control inside it.
    public var id: String
    /// Where VoiceOver's cursor is drawn: points, in the list's content space.
    public var frame: Rect
    public var label: String
    public var value: String?
    public var hint: String?
    public var traits: AccessibilityTraits
    /// Actions VoiceOver offers with a swipe up or down ("Actions available"): a row's
    /// swipe actions, by title.
    public var customActions: [String]

    public init(
        id: String, frame: Rect, label: String, value: String? = nil, hint: String? = nil,
        traits: AccessibilityTraits = [], customActions: [String] = []
    ) {
        self.id = id
        self.frame = frame
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
        self.customActions = customActions
    }

    /// What VoiceOver says, as AccessibilitySnapshot writes it: `Label: Value. Trait. Trait.`
    /// (the hint and actions are spoken after a pause, so they are not part of it).
    public var spokenDescription: String {
        var text = label
        if let value, !value.isEmpty { text += text.isEmpty ? value : ": " + value }
        // A sentence ends once: "… system setting." gets no second full stop.
        if !text.isEmpty, !".!?…".contains(text.last!) { text += "." }
        for trait in traits.spokenNames { text += (text.isEmpty ? "" : " ") + trait + "." }
        return text
    }
}
