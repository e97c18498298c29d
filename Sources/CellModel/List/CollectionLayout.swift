// The layout of a whole collection (`UICollectionViewCompositionalLayout`): per section,
// a list with its ``ListConfiguration`` or a grid with its ``GridConfiguration``.

/// How one section is laid out.
public enum SectionLayout: Sendable {
    case list(ListConfiguration)
    case grid(GridConfiguration)
}

/// Section layouts by section index (`UICollectionViewCompositionalLayout`).
public struct CollectionLayout: Sendable {
    let provider: @Sendable (Int) -> SectionLayout

    /// Each section laid out by `sectionProvider(sectionIndex)`.
    public init(sectionProvider: @escaping @Sendable (Int) -> SectionLayout) {
        provider = sectionProvider
    }

    /// Every section a list with `configuration` (`UICollectionViewCompositionalLayout.list(using:)`).
    public static func list(using configuration: ListConfiguration) -> CollectionLayout {
        CollectionLayout { _ in .list(configuration) }
    }

    /// The layout of section `index`.
    public func section(at index: Int) -> SectionLayout { provider(index) }
}
