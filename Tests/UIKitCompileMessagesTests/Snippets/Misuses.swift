#if canImport(UIKit)
import UIKit
#else
import RenderCellsUIKit
#endif

// What a port may write that iOS also refuses, or that has no place in a picture: each line
// marked `// error:` must fail with a message containing the text after it, naming UIKit's
// types (CompileMessagesTests), and no other line may fail.

final class NoteCell: UICollectionViewListCell {
    var note = ""

    override func updateConfiguration(using state: UICellConfigurationState) {
        var background = UIBackgroundConfiguration.listPlainCell().updated(for: state)
        background.backgroundColorTransformer = UIConfigurationColorTransformer { _ in
            self.tintColor // error: main actor-isolated property 'tintColor' can not be referenced from a Sendable closure
        }
        backgroundConfiguration = background
    }
}

extension NoteCell {
    override func prepareForReuse() {} // error: instance method 'prepareForReuse()' declared in 'UICollectionReusableView' cannot be overridden from extension
}

nonisolated func listSection(_ environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
    NSCollectionLayoutSection.list(using: UICollectionLayoutListConfiguration(appearance: .plain), layoutEnvironment: environment) // error: main actor-isolated static method 'list(using:layoutEnvironment:)'
}

nonisolated func gridItem() -> NSCollectionLayoutItem {
    NSCollectionLayoutItem(layoutSize: .init(widthDimension: .absolute(44), heightDimension: .absolute(44))) // error: main actor-isolated initializer 'init(layoutSize:)'
}

nonisolated func deleteAction() -> UIAction {
    UIAction(title: "Delete") { _ in } // error: main actor-isolated initializer 'init(title:subtitle:image:identifier:discoverabilityTitle:attributes:state:handler:)'
}

nonisolated func noteCell() -> NoteCell {
    NoteCell(frame: .zero) // error: main actor-isolated initializer 'init(frame:)'
}

@MainActor func tintedSymbols() {
    var content = UIListContentConfiguration.cell()
    content.image = UIImage(systemName: "star")?.withTintColor(.systemYellow) // error: 'withTintColor' is unavailable: set the colour where the image is shown: content.imageProperties.tintColor = color
    content.image = UIImage(systemName: "star")?.withRenderingMode(.alwaysTemplate) // error: 'withRenderingMode' is unavailable: symbols are drawn as templates in content.imageProperties.tintColor
}

@MainActor func viewsWhereViewsGo(cell: UICollectionViewListCell, row: UITableViewCell) {
    row.accessoryView = UIImage(systemName: "info.circle") // error: cannot assign value of type 'UIImage?' (aka 'Optional<ListImage>') to type 'UIView?'
    cell.accessories = [.customView(configuration: .init(customView: UIImage(systemName: "star"), placement: .trailing()))] // error: to expected argument type 'UIView'
    cell.contentConfiguration = UILabel() // error: cannot assign value of type 'UILabel'
}

@MainActor func verticalGroup() -> NSCollectionLayoutGroup {
    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(88))
    return NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: []) // error: type 'NSCollectionLayoutGroup' has no member 'vertical'
}
