import SnapshotTesting
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import RenderCellsTesting
    import RenderCellsUIKit
#endif

/// Cells made of views (labels, image views, stack views, buttons), written as an iOS
/// developer writes them, at three Dynamic Type sizes, in dark mode and right to left.
@MainActor @Suite struct ViewCellScreensTests {
    static let variants: [(String, UITraitCollection)] = [
        ("L", UITraitCollection(preferredContentSizeCategory: .large)),
        ("XS", UITraitCollection(preferredContentSizeCategory: .extraSmall)),
        ("AX-L", UITraitCollection(preferredContentSizeCategory: .accessibilityLarge)),
        ("RTL", UITraitCollection(layoutDirection: .rightToLeft)),
        ("dark", UITraitCollection(userInterfaceStyle: .dark))
    ]

    @Test func customCellList() {
        for (name, traits) in Self.variants {
            assertSnapshot(of: CustomCellListViewController(), as: .image(on: .iPhone13, traits: traits), named: name)
        }
    }

    @Test func inboxRows() {
        for (name, traits) in Self.variants {
            assertSnapshot(of: InboxViewController(), as: .image(on: .iPhone13, traits: traits), named: name)
        }
    }

    @Test func profileHeaderWithButtons() {
        for (name, traits) in Self.variants {
            assertSnapshot(of: ProfileHeaderViewController(), as: .image(on: .iPhone13, traits: traits), named: name)
        }
    }
}
