import ArgumentParser

/// `--width` and `--scale`, for every command that draws a spec's list (render, compare,
/// audit): each replaces the spec's value.
struct SizeOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: "The list's width in points, in (0, 10000] (default: the spec's).")
    var width: Double?

    @Option(parsing: .unconditional, help: "Device pixels per point: 1, 2 or 3.")
    var scale: Double?

    var isEmpty: Bool { width == nil && scale == nil }

    func validate() throws {
        // The spec's own limit on width (SpecLimits.maxWidth), as a flag's message.
        if let width, !(width.isFinite && width > 0 && width <= 10_000) {
            throw ValidationError("--width must be a number of points in (0, 10000] (got \(width))")
        }
        if let scale, ![1.0, 2.0, 3.0].contains(scale) { throw ValidationError("--scale must be 1, 2 or 3 (got \(scale))") }
    }
}
