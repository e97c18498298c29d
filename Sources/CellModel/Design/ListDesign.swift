// The iOS design generation a list is drawn in. Every figure that differs between
// generations lives in one table per generation (`ListDesignFigures.ios18`,
// `ListDesignFigures.ios26`); layout, configurations and the palette read the table of
// the traits' ``TraitCollection/listDesign``, never a branch on the generation.

/// The iOS design generation a list is drawn in.
///
/// UIKit has no public name for this: an app gets the iOS 26 design when it is built
/// with Xcode 26, and the iOS 14–18 one while its Info.plist sets
/// `UIDesignRequiresCompatibility` (a key iOS 27 is documented to ignore). Here it is a
/// trait (``TraitCollection/listDesign``), a spec field (`design: ios26`) and a variant
/// axis (`--design ios18,ios26`), so one test can draw both.
public enum ListDesign: String, Sendable, Hashable, CaseIterable, Codable {
    /// The iOS 14–18 list design (what `UIDesignRequiresCompatibility = YES` keeps).
    case ios18
    /// The iOS 26 ("Liquid Glass") list design, what an app built with Xcode 26 draws.
    case ios26

    /// The design a reference without a recorded design was drawn in: every reference
    /// recorded before the design existed is an iOS 18 one.
    public static let unrecorded = ListDesign.ios18

    /// The design a suite with no references yet records in: what an app built with
    /// Xcode 26 draws.
    public static let newSuite = ListDesign.ios26

    /// Every figure of this generation that differs from another's.
    public var figures: ListDesignFigures {
        switch self {
        case .ios18: .ios18
        case .ios26: .ios26
        }
    }
}
