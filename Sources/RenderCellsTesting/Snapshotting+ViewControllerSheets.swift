import CellAccessibility
import RenderCellsUIKit
import Sheets
import SnapshotCore
import SnapshotTesting

// Sheets, matrices and accessibility for the unit a UIKit team tests, the view controller:
// the screen is made ready on a device as `.image(on:)` makes it (ScreenRender), and its
// list is then drawn as the list strategies draw a `CollectionView` (HostedListSnapshots).
// Pictures are `.linux.png` and texts `.linux.txt`, as every strategy of a UIKit-named type.

extension Snapshotting where Value: UIViewController, Format == SnapshotPicture {
    /// The screen's list in the variants of `sheet`, as one labelled picture, with the
    /// traits of `config` (and `traits` over them) as the variants' starting point.
    ///
    /// ```swift
    /// assertSnapshot(of: SettingsViewController(), as: .sheet(.matrix(styles: [.light, .dark]), on: .iPhone17))
    /// ```
    public static func sheet(
        _ sheet: ComparisonSheet, on config: ViewImageConfig = .init(),
        traits: UITraitCollection = .init(), tolerance: SnapshotTolerance = .exact
    ) -> Snapshotting {
        Snapshotting.onMainActor(pathExtension: linuxImageExtension, diffing: .image(tolerance: tolerance)) { controller in
            ScreenRender(controller: controller, config: config, size: nil, traits: traits)
                .withHostedList { list, _ in try list.sheetPicture(sheet) }
        }
    }

    /// The screen's list in the iOS 18 and iOS 26 designs side by side, each variant of
    /// `sheet`'s axes a row with the difference and the ranked changes per element.
    public static func migrationSheet(
        _ sheet: ComparisonSheet = ComparisonSheet(), from old: ListDesign = .ios18,
        to new: ListDesign = .ios26, on config: ViewImageConfig = .init(),
        traits: UITraitCollection = .init(), tolerance: SnapshotTolerance = .exact
    )
        -> Snapshotting
    {
        Snapshotting.onMainActor(pathExtension: linuxImageExtension, diffing: .image(tolerance: tolerance)) { controller in
            ScreenRender(controller: controller, config: config, size: nil, traits: traits)
                .withHostedList { list, _ in try list.migrationPicture(sheet, from: old, to: new) }
        }
    }

    /// VoiceOver's elements of the screen's list on a device: each element's frame
    /// numbered over the list, and beside it what VoiceOver says, in reading order.
    public static func accessibilityImage(
        on config: ViewImageConfig = .init(), traits: UITraitCollection = .init(),
        tolerance: SnapshotTolerance = .exact
    ) -> Snapshotting {
        Snapshotting.onMainActor(pathExtension: linuxImageExtension, diffing: .image(tolerance: tolerance)) { controller in
            let screen = ScreenRender(controller: controller, config: config, size: nil, traits: traits)
            return screen.withHostedList { list, scale in try list.accessibilityPicture(width: screen.width, scale: scale) }
        }
    }
}

extension Snapshotting where Value: UIViewController, Format == String {
    /// The accessibility audit of the screen's list on a device, in `variants` (by default
    /// the audit's: text sizes, light and dark, contrast), kept as a `.linux.txt` reference;
    /// the test fails when the audit finds an issue at `failingAt` or above.
    public static func accessibilityAudit(
        on config: ViewImageConfig = .init(),
        variants: [ListVariant] = AccessibilityAudit.defaultVariants,
        options: AuditOptions = AuditOptions(),
        failingAt threshold: AuditSeverity = .error
    ) -> Snapshotting {
        var strategy = Snapshotting<String, String>.lines.pullback { (controller: Value) -> String in
            assumingMainActor(controller) { controller in
                if let unusable = RenderDataCheck.failingTest() { return "cannot audit: \(unusable)\n" }
                let screen = ScreenRender(controller: controller, config: config, size: nil, traits: .init())
                do {
                    return try screen.withPreparedList { collection, scale in
                        guard let list = collection as? HostedListSnapshots else { return "cannot audit: not a list\n" }
                        return try list.accessibilitySummary(
                            width: screen.width, scale: scale, variants: variants,
                            options: options, subject: String(describing: type(of: controller)))
                    }
                } catch {
                    return "cannot audit: \(error)\n"
                }
            }
        }
        strategy.pathExtension = linuxTextExtension
        strategy.diffing = AuditDiffing.failing(at: threshold)
        return strategy
    }
}

extension Dictionary where Key == String {
    /// One picture strategy per device and per combination of design generations,
    /// appearances, styles, content sizes, directions and cell states, for a view
    /// controller: named `<device>-<variant>` (`iPhone 17-ios26-dark-AX3`), each the screen
    /// on that device as `.image(on:)` draws it, in that variant (a navigation or tab bar
    /// controller's with its bars).
    ///
    /// ```swift
    /// assertSnapshots(of: SettingsViewController(), as: .matrix(devices: ["iPhone 17": .iPhone17, "iPad": .iPadA16],
    ///                                                           styles: [.light, .dark]))
    /// ```
    public static func matrix<Controller: UIViewController>(
        devices: [String: ViewImageConfig] = ["": ViewImageConfig()], designs: [ListDesign] = [],
        appearances: [ListAppearance] = [], styles: [UserInterfaceStyle] = [], contentSizes: [ContentSizeCategory] = [],
        directions: [LayoutDirection] = [], states: [CellState] = [], tolerance: SnapshotTolerance = .exact
    ) -> Self where Value == Snapshotting<Controller, SnapshotPicture> {
        let variants = ListVariant.matrix(
            designs: designs, appearances: appearances, styles: styles,
            contentSizes: contentSizes, directions: directions, states: states)
        var strategies: Self = [:]
        for (device, config) in devices {
            for variant in variants {
                let name = [device, variant.name].filter { !$0.isEmpty }.joined(separator: "-")
                strategies[name.isEmpty ? "default" : name] = Snapshotting.onMainActor(
                    pathExtension: linuxImageExtension,
                    diffing: .image(tolerance: tolerance)
                ) { controller in
                    ScreenRender.variantPicture(of: controller, on: config, variant: variant)
                }
            }
        }
        return strategies
    }
}
