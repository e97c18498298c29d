/// How far a picture may stray from its reference and still match: three numbers, each
/// able to fail a comparison on its own, all reported.
///
/// A pixel *differs* when one of its channels is off by more than ``channel``. The
/// comparison fails when more than ``pixels`` pixels differ, or when the differing pixels
/// make up more than ``window`` of any 16 × 16 block of the picture, so that a small real
/// change (a glyph, a chevron) is never hidden by the size of the picture around it.
public struct SnapshotTolerance: Hashable, Sendable, CustomStringConvertible {
    /// The largest per-channel difference (0...255) that still counts as equal.
    public var channel: Int
    /// How many pixels may differ.
    public var pixels: Int
    /// The largest share (0...1) of any 16 × 16 window that may differ.
    public var window: Double

    /// Side of the window ``window`` is measured over, in device pixels.
    public static let windowSide = 16

    public init(channel: Int = 0, pixels: Int = 0, window: Double = 0) {
        self.channel = max(0, min(255, channel))
        self.pixels = max(0, pixels)
        self.window = window.isFinite ? max(0, min(1, window)) : 0
    }

    /// Pixels equal to the byte.
    public static let exact = SnapshotTolerance()

    public var description: String {
        self == .exact
            ? "exact"
            : "channel ≤ \(channel)/255, at most \(pixels) pixels, at most \(SnapshotDifference.percent(window)) of any "
                + "\(Self.windowSide)×\(Self.windowSide) window"
    }
}
