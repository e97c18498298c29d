import CellModel

/// A description of a cell's content that can draw itself through a paired view
/// (`UIContentConfiguration`).
///
/// Configurations are values: a cell keeps one, asks it for an ``updated(for:)`` copy
/// when its state changes, and hands it to a ``ContentView`` to measure and draw.
/// `ListContentConfiguration` is the system one; conform your own type to plug custom
/// drawing into a ``ListCell``:
///
/// ```swift
/// struct BadgeConfiguration: ContentConfiguration, Equatable {
///     var count = 0
///     var isEmphasized = false
///     func makeContentView() -> any ContentView { BadgeView(configuration: self) }
///     func updated(for state: any ConfigurationState) -> BadgeConfiguration {
///         var copy = self
///         copy.isEmphasized = (state as? CellConfigurationState)?.isSelected ?? false
///         return copy
///     }
/// }
/// ```
public protocol ContentConfiguration: Sendable {
    /// A new content view showing this configuration.
    func makeContentView() -> any ContentView

    /// A copy styled for `state`; `self` is left unchanged and properties the user set
    /// explicitly keep their values.
    func updated(for state: any ConfigurationState) -> Self
}
