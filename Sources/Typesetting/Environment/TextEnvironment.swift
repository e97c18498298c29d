/// What text layout needs to know of its surroundings: the Dynamic Type size, whether
/// Bold Text is on, and the interface's layout direction.
///
/// The text stage's own value, so it knows nothing of traits; the model derives one from a
/// trait collection (`TraitCollection.textEnvironment`).
public struct TextEnvironment: Hashable, Sendable {
    public var contentSizeCategory: ContentSizeCategory
    public var legibilityWeight: LegibilityWeight
    public var layoutDirection: LayoutDirection

    public init(
        contentSizeCategory: ContentSizeCategory = .large, legibilityWeight: LegibilityWeight = .regular,
        layoutDirection: LayoutDirection = .leftToRight
    ) {
        self.contentSizeCategory = contentSizeCategory
        self.legibilityWeight = legibilityWeight
        self.layoutDirection = layoutDirection
    }

    /// An iPhone's defaults: Large text, regular weight, left to right.
    public static let standard = TextEnvironment()
}
