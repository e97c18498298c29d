import Typesetting

extension TraitCollection {
    /// The traits text layout reads: content size category, Bold Text, layout direction.
    /// Unspecified values mean an iPhone's defaults (Large, regular, left to right).
    public var textEnvironment: TextEnvironment {
        TextEnvironment(
            contentSizeCategory: preferredContentSizeCategory == .unspecified ? .large : preferredContentSizeCategory,
            legibilityWeight: legibilityWeight == .unspecified ? .regular : legibilityWeight,
            layoutDirection: layoutDirection == .unspecified ? .leftToRight : layoutDirection)
    }
}
