import Foundation
import RenderCellsUIKit

// swift-snapshot-testing's device configurations (`ViewImageConfig`, version 1.19.7's
// Sources/SnapshotTesting/Common/View.swift), which it compiles only for iOS and tvOS: the
// same type, names, screen sizes in points, safe areas and traits, so that
// `assertSnapshot(of: viewController, as: .image(on: .iPhone13))` means here what it means
// on a simulator, and the devices it lacks (iPhone 16e, 17, 17 Pro, 17 Pro Max, Air, the
// current iPads) beside them. The figures are rows of RenderCells' device table
// (DeviceScreen+Table.swift, with their sources); this file only names them.
//
// swift-snapshot-testing's phone traits set the idiom, layout direction, size classes and
// the Medium text size (not Large: its choice, kept for its devices); the newer devices
// leave the text size to the test (Large, the system's default). The display scale is
// not among its traits (the simulator supplies it); here each device's own scale is set.

/// A device screen to render a view controller on: size, safe area and traits.
public struct ViewImageConfig: Sendable {
    public enum Orientation: Sendable { case landscape, portrait }

    /// An iPad's orientation with the share of the screen a Split View gives the app.
    public enum TabletOrientation: Sendable {
        public enum PortraitSplits: Sendable { case oneThird, twoThirds, full }
        public enum LandscapeSplits: Sendable { case oneThird, oneHalf, twoThirds, full }
        case landscape(splitView: LandscapeSplits)
        case portrait(splitView: PortraitSplits)
    }

    /// The screen's safe area in points; the list's content starts below its top.
    public var safeArea: UIEdgeInsets
    /// The screen's size in points; nil: the view's own size.
    public var size: CGSize?
    public var traits: UITraitCollection

    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
    }

    /// `device`'s screen in `orientation`: its size, safe area and traits (idiom, scale,
    /// size classes, left to right), with the text size `contentSize` when one is given.
    public init(device: DeviceScreen, _ orientation: Orientation = .portrait, contentSize: UIContentSizeCategory? = nil) {
        let landscape = orientation == .landscape
        let size = device.size(landscape: landscape)
        let inset = device.safeArea(landscape: landscape)
        var traits = device.traits(landscape: landscape)
        if let contentSize { traits = traits.modifyingTraits { $0.preferredContentSizeCategory = contentSize } }
        self.init(
            safeArea: UIEdgeInsets(top: inset.top, left: inset.leading, bottom: inset.bottom, right: inset.trailing),
            size: CGSize(width: size.width, height: size.height), traits: traits)
    }

    /// A row of the device table by its `--device` id.
    private static func device(_ id: String, _ orientation: Orientation, contentSize: UIContentSizeCategory? = nil)
        -> ViewImageConfig
    {
        // Every id named in this file is a row of the table (ViewImageConfigTests checks each).
        guard let row = DeviceScreen.named(id) else { return ViewImageConfig() }
        return ViewImageConfig(device: row, orientation, contentSize: contentSize)
    }

    /// One of swift-snapshot-testing's phones: Medium text, as it sets.
    private static func legacyPhone(_ id: String, _ orientation: Orientation) -> ViewImageConfig {
        device(id, orientation, contentSize: .medium)
    }

    // MARK: swift-snapshot-testing's phones

    public static let iPhoneSe = ViewImageConfig.iPhoneSe(.portrait)
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig { legacyPhone("iphonese", orientation) }
    public static let iPhone8 = ViewImageConfig.iPhone8(.portrait)
    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig { legacyPhone("iphone8", orientation) }
    public static let iPhone8Plus = ViewImageConfig.iPhone8Plus(.portrait)
    public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig { legacyPhone("iphone8plus", orientation) }
    public static let iPhoneX = ViewImageConfig.iPhoneX(.portrait)
    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig { legacyPhone("iphonex", orientation) }
    public static let iPhoneXsMax = ViewImageConfig.iPhoneXsMax(.portrait)
    public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig { legacyPhone("iphonexsmax", orientation) }
    public static let iPhoneXr = ViewImageConfig.iPhoneXr(.portrait)
    public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig { legacyPhone("iphonexr", orientation) }
    public static let iPhone12 = ViewImageConfig.iPhone12(.portrait)
    public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig { legacyPhone("iphone12", orientation) }
    public static let iPhone12Pro = ViewImageConfig.iPhone12Pro(.portrait)
    public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig { .iPhone12(orientation) }
    public static let iPhone12ProMax = ViewImageConfig.iPhone12ProMax(.portrait)
    public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
        legacyPhone("iphone12promax", orientation)
    }
    public static let iPhone13 = ViewImageConfig.iPhone13(.portrait)
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig { legacyPhone("iphone13", orientation) }
    public static let iPhone13Mini = ViewImageConfig.iPhone13Mini(.portrait)
    public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig { legacyPhone("iphone13mini", orientation) }
    public static let iPhone13Pro = ViewImageConfig.iPhone13Pro(.portrait)
    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig { .iPhone13(orientation) }
    public static let iPhone13ProMax = ViewImageConfig.iPhone13ProMax(.portrait)
    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig {
        legacyPhone("iphone13promax", orientation)
    }

    // MARK: The phones of 2025–26 (not in swift-snapshot-testing)

    public static let iPhone16e = ViewImageConfig.iPhone16e(.portrait)
    public static func iPhone16e(_ orientation: Orientation) -> ViewImageConfig { device("iphone16e", orientation) }
    public static let iPhone17 = ViewImageConfig.iPhone17(.portrait)
    public static func iPhone17(_ orientation: Orientation) -> ViewImageConfig { device("iphone17", orientation) }
    public static let iPhone17Pro = ViewImageConfig.iPhone17Pro(.portrait)
    public static func iPhone17Pro(_ orientation: Orientation) -> ViewImageConfig { device("iphone17pro", orientation) }
    public static let iPhone17ProMax = ViewImageConfig.iPhone17ProMax(.portrait)
    public static func iPhone17ProMax(_ orientation: Orientation) -> ViewImageConfig { device("iphone17promax", orientation) }
    public static let iPhoneAir = ViewImageConfig.iPhoneAir(.portrait)
    public static func iPhoneAir(_ orientation: Orientation) -> ViewImageConfig { device("iphoneair", orientation) }

    // MARK: swift-snapshot-testing's iPads (landscape unless asked, as there)

    public static let iPadMini = ViewImageConfig.iPadMini(.landscape)
    public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig { tablet("ipadmini", orientation) }
    public static func iPadMini(_ orientation: TabletOrientation) -> ViewImageConfig { tablet("ipadmini", orientation) }
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public static let iPad9_7 = iPadMini
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig { iPadMini(orientation) }
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public static func iPad9_7(_ orientation: TabletOrientation) -> ViewImageConfig { iPadMini(orientation) }
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public static let iPad10_2 = ViewImageConfig.iPad10_2(.landscape)
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig { tablet("ipad10_2", orientation) }
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public static func iPad10_2(_ orientation: TabletOrientation) -> ViewImageConfig { tablet("ipad10_2", orientation) }
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public static let iPadPro10_5 = ViewImageConfig.iPadPro10_5(.landscape)
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig { tablet("ipadpro10_5", orientation) }
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public static func iPadPro10_5(_ orientation: TabletOrientation) -> ViewImageConfig { tablet("ipadpro10_5", orientation) }
    public static let iPadPro11 = ViewImageConfig.iPadPro11(.landscape)
    public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig { tablet("ipadpro11", orientation) }
    public static func iPadPro11(_ orientation: TabletOrientation) -> ViewImageConfig { tablet("ipadpro11", orientation) }
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public static let iPadPro12_9 = ViewImageConfig.iPadPro12_9(.landscape)
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig { tablet("ipadpro12_9", orientation) }
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public static func iPadPro12_9(_ orientation: TabletOrientation) -> ViewImageConfig { tablet("ipadpro12_9", orientation) }

    // MARK: The iPads of 2025–26 (portrait unless asked)

    public static let iPadA16 = ViewImageConfig.iPadA16(.portrait)
    public static func iPadA16(_ orientation: Orientation) -> ViewImageConfig { device("ipada16", orientation) }
    public static let iPadMiniA17Pro = ViewImageConfig.iPadMiniA17Pro(.portrait)
    public static func iPadMiniA17Pro(_ orientation: Orientation) -> ViewImageConfig { device("ipadminia17pro", orientation) }
    public static let iPadAir11 = ViewImageConfig.iPadAir11(.portrait)
    public static func iPadAir11(_ orientation: Orientation) -> ViewImageConfig { device("ipadair11", orientation) }
    public static let iPadAir13 = ViewImageConfig.iPadAir13(.portrait)
    public static func iPadAir13(_ orientation: Orientation) -> ViewImageConfig { device("ipadair13", orientation) }
    public static let iPadPro11M5 = ViewImageConfig.iPadPro11M5(.portrait)
    public static func iPadPro11M5(_ orientation: Orientation) -> ViewImageConfig { device("ipadpro11m5", orientation) }
    public static let iPadPro13M5 = ViewImageConfig.iPadPro13M5(.portrait)
    public static func iPadPro13M5(_ orientation: Orientation) -> ViewImageConfig { device("ipadpro13m5", orientation) }
}

extension ViewImageConfig {
    /// swift-snapshot-testing's iPads take no text size or scale from it: only idiom and size classes.
    private static func tablet(_ id: String, _ orientation: Orientation) -> ViewImageConfig {
        tablet(id, orientation == .landscape ? .landscape(splitView: .full) : .portrait(splitView: .full))
    }

    /// An iPad in a Split View share: the width swift-snapshot-testing gives that share on that
    /// iPad (its View.swift), and compact width when the share is a third, a half, or two
    /// thirds in portrait.
    private static func tablet(_ id: String, _ orientation: TabletOrientation) -> ViewImageConfig {
        var config = device(id, .portrait)
        guard let full = config.size, let widths = splitWidths[id] else { return config }
        let compact: Bool
        switch orientation {
        case .landscape(let split):
            let (width, isCompact): (Double, Bool) =
                switch split {
                case .oneThird: (widths.landscape[0], true)
                case .oneHalf: (widths.landscape[1], true)
                case .twoThirds: (widths.landscape[2], false)
                case .full: (Double(full.height), false)
                }
            config.size = CGSize(width: width, height: full.width)
            compact = isCompact
        case .portrait(let split):
            let (width, isCompact): (Double, Bool) =
                switch split {
                case .oneThird: (widths.portrait[0], true)
                case .twoThirds: (widths.portrait[1], true)
                case .full: (Double(full.width), false)
                }
            config.size = CGSize(width: width, height: full.height)
            compact = isCompact
        }
        config.traits = config.traits.modifyingTraits { $0.horizontalSizeClass = compact ? .compact : .regular }
        return config
    }

    /// Split View widths in points (landscape: a third, a half, two thirds; portrait: a
    /// third, two thirds), from swift-snapshot-testing 1.19.7's View.swift.
    private static let splitWidths: [String: (landscape: [Double], portrait: [Double])] = [
        "ipadmini": ([320, 507, 694], [320, 438]),
        "ipad10_2": ([320, 535, 750], [320, 480]),
        "ipadpro10_5": ([320, 551, 782], [320, 504]),
        "ipadpro11": ([375, 592, 809], [320, 504]),
        "ipadpro12_9": ([375, 678, 981], [375, 639])
    ]
}
