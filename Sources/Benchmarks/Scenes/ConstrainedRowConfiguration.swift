import RenderCellsUIKit

/// The Auto Layout benchmark's content configuration: row `index`'s texts and colours.
struct ConstrainedRowConfiguration: UIContentConfiguration, Hashable {
    var index: Int

    func makeContentView() -> UIView & UIContentView {
        ConstrainedRowView(configuration: self)
    }

    func updated(for state: UIConfigurationState) -> ConstrainedRowConfiguration {
        self
    }
}
