import RenderCells

// swift-snapshot-testing's device configurations (`ViewImageConfig`, version 1.19.7's
// Sources/SnapshotTesting/Common/View.swift), which it compiles only for iOS and tvOS: the
// same names, screen sizes in points, safe areas and traits, so that
// `assertSnapshot(of: viewController, as: .image(on: .iPhone13))` means here what it means
// on a simulator. Its traits set the idiom, layout direction, size classes and the Medium
// text size (not Large: swift-snapshot-testing's choice, kept). The display scale is not
// among them there (the simulator supplies it); here each phone's own scale is added, 2 for
// the home-button phones and 3 for the others.

/// A device screen to render a view controller on: size, safe area and traits.
public struct ViewImageConfig: Sendable {
    public enum Orientation: Sendable { case landscape, portrait }

    /// The screen's safe area in points; the list's content starts below its top.
    public var safeArea: EdgeInsets
    /// The screen's size in points; nil: the view's own size.
    public var size: Size?
    public var traits: TraitCollection

    public init(safeArea: EdgeInsets = EdgeInsets(), size: Size? = nil, traits: TraitCollection = TraitCollection()) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
    }

    /// A phone: `portrait` size and safe area, turned for landscape, with the phone's traits.
    private static func phone(_ orientation: Orientation, width: Double, height: Double, top: Double, bottom: Double,
                              landscapeSide: Double, landscapeBottom: Double, scale: Double,
                              landscapeRegularWidth: Bool) -> ViewImageConfig
    {
        let base = TraitCollection {
            $0.layoutDirection = .leftToRight
            $0.preferredContentSizeCategory = .medium
            $0.userInterfaceIdiom = .phone
            $0.displayScale = scale
        }
        switch orientation {
        case .portrait:
            return ViewImageConfig(safeArea: EdgeInsets(top: top, leading: 0, bottom: bottom, trailing: 0),
                                   size: Size(width: width, height: height),
                                   traits: base.modifyingTraits {
                                       $0.horizontalSizeClass = .compact
                                       $0.verticalSizeClass = .regular
                                   })
        case .landscape:
            return ViewImageConfig(safeArea: EdgeInsets(top: 0, leading: landscapeSide, bottom: landscapeBottom,
                                                        trailing: landscapeSide),
                                   size: Size(width: height, height: width),
                                   traits: base.modifyingTraits {
                                       $0.horizontalSizeClass = landscapeRegularWidth ? .regular : .compact
                                       $0.verticalSizeClass = .compact
                                   })
        }
    }

    public static let iPhoneSe = ViewImageConfig.iPhoneSe(.portrait)
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 320, height: 568, top: 20, bottom: 0, landscapeSide: 0, landscapeBottom: 0, scale: 2,
              landscapeRegularWidth: false)
    }

    public static let iPhone8 = ViewImageConfig.iPhone8(.portrait)
    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 375, height: 667, top: 20, bottom: 0, landscapeSide: 0, landscapeBottom: 0, scale: 2,
              landscapeRegularWidth: false)
    }

    public static let iPhone8Plus = ViewImageConfig.iPhone8Plus(.portrait)
    public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 414, height: 736, top: 20, bottom: 0, landscapeSide: 0, landscapeBottom: 0, scale: 3,
              landscapeRegularWidth: true)
    }

    public static let iPhoneX = ViewImageConfig.iPhoneX(.portrait)
    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 375, height: 812, top: 44, bottom: 34, landscapeSide: 44, landscapeBottom: 24, scale: 3,
              landscapeRegularWidth: false)
    }

    public static let iPhoneXsMax = ViewImageConfig.iPhoneXsMax(.portrait)
    public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 414, height: 896, top: 44, bottom: 34, landscapeSide: 44, landscapeBottom: 24, scale: 3,
              landscapeRegularWidth: true)
    }

    public static let iPhoneXr = ViewImageConfig.iPhoneXr(.portrait)
    public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 414, height: 896, top: 44, bottom: 34, landscapeSide: 44, landscapeBottom: 24, scale: 2,
              landscapeRegularWidth: true)
    }

    public static let iPhone12 = ViewImageConfig.iPhone12(.portrait)
    public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 390, height: 844, top: 47, bottom: 34, landscapeSide: 47, landscapeBottom: 21, scale: 3,
              landscapeRegularWidth: false)
    }

    public static let iPhone12Pro = ViewImageConfig.iPhone12Pro(.portrait)
    public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig { .iPhone12(orientation) }

    public static let iPhone12ProMax = ViewImageConfig.iPhone12ProMax(.portrait)
    public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 428, height: 926, top: 47, bottom: 34, landscapeSide: 47, landscapeBottom: 21, scale: 3,
              landscapeRegularWidth: true)
    }

    public static let iPhone13 = ViewImageConfig.iPhone13(.portrait)
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 390, height: 844, top: 47, bottom: 34, landscapeSide: 47, landscapeBottom: 21, scale: 3,
              landscapeRegularWidth: false)
    }

    public static let iPhone13Mini = ViewImageConfig.iPhone13Mini(.portrait)
    public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 375, height: 812, top: 50, bottom: 34, landscapeSide: 50, landscapeBottom: 21, scale: 3,
              landscapeRegularWidth: false)
    }

    public static let iPhone13Pro = ViewImageConfig.iPhone13Pro(.portrait)
    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig { .iPhone13(orientation) }

    public static let iPhone13ProMax = ViewImageConfig.iPhone13ProMax(.portrait)
    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 428, height: 926, top: 47, bottom: 34, landscapeSide: 47, landscapeBottom: 21, scale: 3,
              landscapeRegularWidth: true)
    }
}
