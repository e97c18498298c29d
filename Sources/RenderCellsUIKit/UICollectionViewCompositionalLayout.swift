import Foundation

/// A layout of list and grid sections (`UICollectionViewCompositionalLayout`).
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    public typealias SectionProvider = (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    /// Every section laid out as `section` (`init(section:)`).
    public convenience init(section: NSCollectionLayoutSection) {
        self.init { _, _ in section }
    }

    /// Each section laid out by `sectionProvider`, given the section's index and the
    /// collection's width and traits (`init(sectionProvider:)`).
    ///
    /// Sections are `@MainActor`, as on iOS, and so is the provider a screen writes (a
    /// closure formed in a controller). The list asks for sections from the render path,
    /// which for a UIKit-named screen runs on the main actor (the thread that configured
    /// it, as every snapshot strategy asserts), so the call asserts that
    /// (`MainActor.assumeIsolated`) rather than hops, and the runtime checks it at each call.
    ///
    /// A provider that returns nil (UIKit raises an exception) has the section drawn as a
    /// plain list and the picture fail naming the section (`sectionProviderMisuse`); so does
    /// a grid section this layout cannot draw as UIKit does, drawn from its first item.
    public init(sectionProvider: @escaping SectionProvider) {
        let provider = UncheckedSendable(sectionProvider)
        let misuse = SectionProviderMisuse()
        super.init(
            collectionLayout: CollectionLayout { index, environment in
                MainActor.assumeIsolated {
                    guard let section = provider.value(index, environment) else {
                        misuse.report(
                            "UICollectionViewCompositionalLayout: the section provider returned nil for section \(index)")
                        return .list(ListConfiguration(appearance: .plain))
                    }
                    if let reason = section.unsupportedReason {
                        misuse.report("UICollectionViewCompositionalLayout: section \(index): \(reason)")
                    }
                    return section.layout(in: environment)
                }
            }, sectionProviderMisuse: misuse)
    }

    /// Every section a list (`list(using:)`).
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }
}
