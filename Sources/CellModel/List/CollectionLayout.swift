// The layout of a whole collection (`UICollectionViewCompositionalLayout`): per section,
// a list with its ``ListConfiguration`` or a grid with its ``GridConfiguration``.

/// How one section is laid out.
public enum SectionLayout: Sendable {
    case list(ListConfiguration)
    case grid(GridConfiguration)
}

/// Section layouts by section index (`UICollectionViewCompositionalLayout`).
public struct CollectionLayout: Sendable {
    let provider: @Sendable (Int, LayoutEnvironment) -> SectionLayout

    /// Each section laid out by `sectionProvider(sectionIndex)`.
    public init(sectionProvider: @escaping @Sendable (Int) -> SectionLayout) {
        provider = { index, _ in sectionProvider(index) }
    }

    /// Each section laid out by `sectionProvider(sectionIndex, layoutEnvironment)`, which
    /// sees the collection's width and traits (`init(sectionProvider:)`).
    public init(sectionProvider: @escaping @Sendable (Int, LayoutEnvironment) -> SectionLayout) {
        provider = sectionProvider
    }

    /// Every section a list with `configuration` (`UICollectionViewCompositionalLayout.list(using:)`).
    public static func list(using configuration: ListConfiguration) -> CollectionLayout {
        CollectionLayout { (_: Int) in .list(configuration) }
    }

    /// The layout of section `index` in `environment`.
    public func section(at index: Int, in environment: LayoutEnvironment) -> SectionLayout {
        provider(index, environment)
    }

    /// The layout of section `index` on an iPhone in portrait (``LayoutEnvironment/iPhone``).
    public func section(at index: Int) -> SectionLayout { provider(index, .iPhone) }
}
