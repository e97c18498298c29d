/// The list design generation trait (``TraitCollection/listDesign``). UIKit has no
/// public trait for it (an app picks its design at build time, see ``ListDesign``); it is
/// a trait here so that a collection view, a controller, a snapshot strategy or a matrix
/// can set it like any other. Its default is iOS 18, the design every reference recorded
/// before the trait existed was drawn in.
public enum TraitListDesign: TraitDefinition {
    public static let defaultValue = ListDesign.ios18
    /// The iOS 26 palette changes the tints, so dynamic colours may resolve differently.
    public static let affectsColorAppearance = true
    public static let name = "listDesign"
}

extension TraitCollection {
    /// The list design generation the list is drawn in (iOS 18 unless set).
    public var listDesign: ListDesign { self[TraitListDesign.self] }
}

extension MutableTraits {
    public var listDesign: ListDesign {
        get { self[TraitListDesign.self] }
        set { self[TraitListDesign.self] = newValue }
    }
}
