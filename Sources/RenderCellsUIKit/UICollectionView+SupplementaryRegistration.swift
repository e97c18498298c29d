import Foundation

extension UICollectionView {
    /// How a header or footer is configured (`UICollectionView.SupplementaryRegistration`):
    /// the handler gets a list cell standing in for the header or footer — its default
    /// configurations are the header's or footer's for the list's appearance — and what the
    /// handler sets on it is what the section's header or footer shows.
    ///
    /// The stand-in passes on its content and background configurations; its own update
    /// handler and `updateConfiguration(using:)` do not run (the header's state is not a
    /// cell's: see docs/uikit.md).
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// `UICollectionView.SupplementaryRegistration.Handler`: nonisolated, as UIKit declares it.
        public typealias Handler = (Supplementary, String, IndexPath) -> Void

        public let elementKind: String
        let handler: Handler

        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
        }

        /// RenderCells' registration for the same element: it makes the stand-in, runs the
        /// handler on it, hands its configurations to the real view, and gives the stand-in
        /// to `made`.
        func registration(made: @escaping (Supplementary) -> Void) -> RenderCells.SupplementaryRegistration {
            RenderCells.SupplementaryRegistration(elementKind: elementKind) { view, kind, indexPath in
                // The list asks for the header while it configures the section, on the thread
                // that drives the collection view: the main actor for UIKit's names. Nothing
                // here leaves that thread, so the values need not be sent anywhere.
                nonisolated(unsafe) let (view, made, handler) = (view, made, handler)
                return MainActor.assumeIsolated {
                    let standIn = Supplementary()
                    let model = standIn.model
                    model.appearance = view.appearance
                    model.traitCollection = view.traitCollection
                    view.traitEnvironment.addChild(model.traitEnvironment)
                    model.supplementaryKind = view.kind
                    model.backgroundConfiguration = nil
                    handler(standIn, kind, indexPath)
                    model.updateConfigurationIfNeeded()
                    view.contentConfiguration = model.contentConfiguration
                    if let background = model.backgroundConfiguration { view.backgroundConfiguration = background }
                    made(standIn)
                }
            }
        }
    }
}
