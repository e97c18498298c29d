/// A linear gradient between two points in user space, padded beyond its ends.
///
/// Colours are interpolated premultiplied (so a fade to clear has no dark fringe),
/// as Core Animation's gradient layers do.
public struct LinearGradient: Hashable, Sendable {
    public var start: Point
    public var end: Point
    public var stops: [GradientStop]

    public init(start: Point, end: Point, stops: [GradientStop]) {
        self.start = start
        self.end = end
        self.stops = stops
    }

    public init(start: Point, end: Point, colors: [RGBAColor]) {
        let n = max(1, colors.count - 1)
        self.init(
            start: start, end: end,
            stops: colors.enumerated().map { GradientStop(location: Double($0.offset) / Double(n), color: $0.element) })
    }

    /// Entries in the colour lookup table; 1024 steps keep banding below one 8-bit level
    /// for any gradient up to 1024 px long.
    static let tableSize = 1024

    /// The premultiplied colour at each of `tableSize` evenly spaced positions.
    func colorTable(opacity: Double) -> [UInt32] {
        let sorted = stops.filter { $0.location.isFinite }.sorted { $0.location < $1.location }
        guard let first = sorted.first, let last = sorted.last else {
            return [UInt32](repeating: 0, count: LinearGradient.tableSize)
        }
        func premul(_ c: RGBAColor) -> (Double, Double, Double, Double) {
            let a = min(1, max(0, c.alpha)) * min(1, max(0, opacity))
            func cl(_ v: Double) -> Double { min(1, max(0, v.isFinite ? v : 0)) }
            return (cl(c.red) * a, cl(c.green) * a, cl(c.blue) * a, a)
        }
        var table = [UInt32](repeating: 0, count: LinearGradient.tableSize)
        for i in 0..<LinearGradient.tableSize {
            let t = Double(i) / Double(LinearGradient.tableSize - 1)
            var c: (Double, Double, Double, Double)
            if t <= first.location {
                c = premul(first.color)
            } else if t >= last.location {
                c = premul(last.color)
            } else {
                var k = 0
                while k + 1 < sorted.count && sorted[k + 1].location < t { k += 1 }
                let s0 = sorted[k]
                let s1 = sorted[min(k + 1, sorted.count - 1)]
                let span = s1.location - s0.location
                let f = span > 0 ? (t - s0.location) / span : 1
                let a = premul(s0.color)
                let b = premul(s1.color)
                c = (a.0 + (b.0 - a.0) * f, a.1 + (b.1 - a.1) * f, a.2 + (b.2 - a.2) * f, a.3 + (b.3 - a.3) * f)
            }
            func q(_ v: Double) -> UInt32 { UInt32((v * 255).rounded()) }
            let a = q(c.3)
            table[i] = min(q(c.0), a) | min(q(c.1), a) << 8 | min(q(c.2), a) << 16 | a << 24
        }
        return table
    }
}
