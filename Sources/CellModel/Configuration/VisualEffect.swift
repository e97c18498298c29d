/// A blur material laid behind a background (`UIBlurEffect` in a `UIVisualEffectView`).
///
/// Only the blur is modelled: vibrancy (`UIVibrancyEffect`, which recolours content
/// drawn *on* the material) is not, so a visual effect here describes what happens to
/// the backdrop and nothing else. The effect names a ``BlurStyle``; what that style
/// looks like comes from ``recipe(for:)``, whose numbers are an approximation because
/// Apple publishes none (docs/uikit-reference.md §6).
public struct VisualEffect: Hashable, Sendable {
    /// The material this effect blurs the backdrop with.
    public var blurStyle: BlurStyle

    public init(blurStyle: BlurStyle) {
        self.blurStyle = blurStyle
    }

    /// A blur effect of the given style (`UIBlurEffect(style:)`).
    public static func blur(_ style: BlurStyle) -> VisualEffect {
        VisualEffect(blurStyle: style)
    }

    /// The blur, saturation and tint that draw this effect for `traitCollection`.
    ///
    /// Adaptive styles (``BlurStyle/systemMaterial`` …) take their light or dark form
    /// from the trait collection's `userInterfaceStyle` (unspecified counts as light);
    /// the explicit `…Light` / `…Dark` styles ignore it.
    public func recipe(for traitCollection: TraitCollection) -> Recipe {
        Recipe.approximation(for: blurStyle.resolved(for: traitCollection.userInterfaceStyle))
    }
}
