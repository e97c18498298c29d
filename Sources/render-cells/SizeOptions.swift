import ArgumentParser
import RenderCells

/// `--width` and `--scale`, for every command that draws a spec's list (render, compare,
/// audit): each replaces the spec's value. `--device` gives both from the device table
/// (RenderCells' `DeviceScreen`, the devices `.image(on:)` knows), unless they are given too.
struct SizeOptions: ParsableArguments {
    @Option(
        name: .customLong("width"), parsing: .unconditional,
        help: "The list's width in points, in (0, 10000] (default: the spec's).")
    var widthOption: Double?

    @Option(name: .customLong("scale"), parsing: .unconditional, help: "Device pixels per point: 1, 2 or 3.")
    var scaleOption: Double?

    @Option(
        parsing: .unconditional,
        help: "A device whose portrait width and scale to draw at, e.g. iphone17pro, \"iPhone Air\", ipadair11.")
    var device: String?

    /// The width asked for: `--width`, else the device's portrait width.
    var width: Double? { widthOption ?? device.flatMap(DeviceScreen.named)?.portraitSize.width }
    /// The scale asked for: `--scale`, else the device's.
    var scale: Double? { scaleOption ?? device.flatMap(DeviceScreen.named)?.scale }

    var isEmpty: Bool { width == nil && scale == nil }

    func validate() throws {
        if let device, DeviceScreen.named(device) == nil {
            throw ValidationError(
                "--device \(device) is not a device render-cells knows; one of: "
                    + DeviceScreen.all.map(\.id).joined(separator: ", "))
        }
        // The spec's own limit on width (SpecLimits.maxWidth), as a flag's message.
        if let width, !(width.isFinite && width > 0 && width <= 10_000) {
            throw ValidationError("--width must be a number of points in (0, 10000] (got \(width))")
        }
        if let scale, ![1.0, 2.0, 3.0].contains(scale) { throw ValidationError("--scale must be 1, 2 or 3 (got \(scale))") }
    }
}
