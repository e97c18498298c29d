extension Path {
    /// The most bytes of path data read: longer data is refused before any work, so the
    /// output (at most four cubics per byte, from arcs) stays bounded.
    public static let maximumSVGPathDataLength = 1 << 20

    /// The path an SVG `d` attribute describes (SVG 1.1 §8.3): M/L/H/V/C/S/Q/T/A/Z in
    /// absolute and relative forms, implicit repeats (pairs after a moveto are linetos),
    /// numbers packed without separators ("M1-2.5.5", arc flags as single digits), and
    /// elliptical arcs converted to cubic Béziers. Coordinates are kept as written (SVG's
    /// user space, y down).
    ///
    /// - Throws: ``SVGPathDataError`` with the byte offset and what was expected, for
    ///   data that does not start with a moveto, an unknown command letter, a command
    ///   short of numbers, a non-finite number, or data longer than
    ///   ``maximumSVGPathDataLength``. Nothing is returned from malformed data (SVG
    ///   renderers draw up to the error; a symbol set should be rejected, not half drawn).
    public init(svgPathData data: String) throws(SVGPathDataError) {
        var parser = SVGPathDataParser(Array(data.utf8))
        self = try parser.parse()
    }
}
