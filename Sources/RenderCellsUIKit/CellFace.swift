import Foundation

/// A cell standing over a model cell (`UICollectionViewCell`, `UITableViewCell`): besides
/// a reusable view's overrides, its state and update pass, which a subclass overrides to
/// add custom states and to set its configurations.
protocol CellFace: ReusableViewFace {
    var configurationState: UICellConfigurationState { get }
    func updateConfiguration(using state: UICellConfigurationState)
}
