import Raster

/// An on/off switch drawn as iOS 13–17 draws `UISwitch`, for a custom-view accessory
/// (a Settings row's control).
///
/// ```swift
/// cell.accessories = [.customView(configuration: .init(customView: Switch(isOn: true), placement: .trailing()))]
/// cell.accessories = [.switch(isOn: true)]   // the same
/// ```
///
/// Metrics (points) and colours, and where each comes from:
/// - Track 51 × 31, a capsule (radius 15.5); thumb a 27-pt circle 2 pt inside the track,
///   at the trailing end when on, the leading end when off, mirrored right to left.
///   `UISwitch`'s intrinsic size of 51 × 31 is documented behaviour (`sizeThatFits`
///   returns it whatever the proposal); the 27-pt thumb and 2-pt inset are measured from
///   iOS 13–17 screenshots by the many published re-creations, not by us.
/// - On: `onTintColor`, default systemGreen (52,199,89 light; 48,209,88 dark), the
///   `UISwitch` default since iOS 7.
/// - Off: the track filled with secondarySystemFill (120,120,128 at α 0.16 light, 0.32
///   dark), no border (iOS 13 dropped it). Inferred from the off-track colours commonly
///   quoted from screenshots, which it reproduces on a Settings cell's background:
///   #E9E9EA over white (it gives 233,233,235) and #39393D over the dark grouped cell
///   28,28,30 (it gives 57,57,61 exactly).
/// - Thumb: `thumbTintColor`, default white in both styles, with two soft shadows below
///   it: 0 3 8 black α0.15 and 0 3 1 black α0.06 (CSS offset-x offset-y blur colour;
///   the blur radius is twice the Gaussian's sigma). From published CSS re-creations of
///   the iOS switch, not measured here.
/// - Disabled: the whole control at α 0.5, as UIKit dims disabled controls.
public struct Switch: AccessoryView {
    /// Whether the switch is on (`isOn`).
    public var isOn: Bool
    /// Whether it takes touches; a disabled switch draws at half opacity (`isEnabled`).
    public var isEnabled: Bool
    /// The track's colour when on; nil: systemGreen (`onTintColor`).
    public var onTintColor: Color?
    /// The thumb's colour; nil: white (`thumbTintColor`).
    public var thumbTintColor: Color?

    public init(isOn: Bool, isEnabled: Bool = true, onTintColor: Color? = nil, thumbTintColor: Color? = nil) {
        self.isOn = isOn
        self.isEnabled = isEnabled
        self.onTintColor = onTintColor
        self.thumbTintColor = thumbTintColor
    }

    /// The track's size in points; `UISwitch` does not grow with Dynamic Type.
    public static let size = Size(width: 51, height: 31)
    /// The thumb's diameter and its inset inside the track, in points.
    static let thumbDiameter = 27.0
    static let thumbInset = 2.0
    /// The off track's fill (see the type's notes for how it was chosen).
    static let offTrackColor = Color.secondarySystemFill

    /// A shadow under the thumb: offset down, Gaussian sigma and black's alpha.
    struct Shadow {
        var dy: Double
        var sigma: Double
        var alpha: Double
    }

    /// CSS `0 3 8 rgba(0,0,0,0.15)` and `0 3 1 rgba(0,0,0,0.06)`: sigma is half the blur.
    static let thumbShadows = [Shadow(dy: 3, sigma: 4, alpha: 0.15), Shadow(dy: 3, sigma: 0.5, alpha: 0.06)]

    public func sizeThatFits(_ proposal: Size, traitCollection: TraitCollection) -> Size { Switch.size }
}
