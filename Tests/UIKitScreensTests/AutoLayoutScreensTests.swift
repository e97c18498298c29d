import SnapshotTesting
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import RenderCellsTesting
    import RenderCellsUIKit
#endif

/// Cells laid out with Auto Layout (anchors, stack views, layout guides, baselines), written
/// as an iOS developer writes them, self-sized from their constraints at three Dynamic Type
/// sizes and right to left.
@MainActor @Suite struct AutoLayoutScreensTests {
    static let variants: [(String, UITraitCollection)] = [
        ("L", UITraitCollection(preferredContentSizeCategory: .large)),
        ("XS", UITraitCollection(preferredContentSizeCategory: .extraSmall)),
        ("AX-L", UITraitCollection(preferredContentSizeCategory: .accessibilityLarge)),
        ("RTL", UITraitCollection(layoutDirection: .rightToLeft))
    ]

    @Test func customCellListWithAnchors() {
        for (name, traits) in Self.variants {
            assertSnapshot(of: AutoLayoutCustomCellListViewController(), as: .image(on: .iPhone13, traits: traits), named: name)
        }
    }

    @Test func customConfigurationWithAnchors() {
        for (name, traits) in Self.variants {
            assertSnapshot(
                of: AutoLayoutCustomConfigurationViewController(), as: .image(on: .iPhone13, traits: traits), named: name)
        }
    }

    @Test func inboxRowWithAnchors() {
        for (name, traits) in Self.variants {
            assertSnapshot(of: AutoLayoutInboxViewController(), as: .image(on: .iPhone13, traits: traits), named: name)
        }
    }
}
