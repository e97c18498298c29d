/// Shades a ``LinearGradient`` through a lookup table, sampling at pixel centres.
struct GradientShader: SpanShader {
    let table: [UInt32]
    // The gradient parameter t = ax·x + ay·y + c for device pixel centres.
    let ax: Double, ay: Double, c: Double

    init(gradient g: LinearGradient, transform: Transform, opacity: Double) {
        table = g.colorTable(opacity: opacity)
        let d = g.end - g.start
        let len2 = d.dot(d)
        // t(user p) = (p − start)·d / |d|²; user p = inverse(device p).
        if len2 > 0, len2.isFinite, let inv = transform.inverted() {
            let ux = Point(x: inv.a, y: inv.b)
            let uy = Point(x: inv.c, y: inv.d)
            let u0 = Point(x: inv.tx, y: inv.ty) - g.start
            ax = ux.dot(d) / len2
            ay = uy.dot(d) / len2
            c = u0.dot(d) / len2
        } else {
            ax = 0
            ay = 0
            c = 0
        }
    }

    mutating func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let last = Double(table.count - 1)
        let base = ay * (Double(y) + 0.5) + c
        table.withUnsafeBufferPointer { t in
            for i in 0..<count {
                let v = (ax * (Double(x + i) + 0.5) + base) * last
                let k = v.isNaN ? 0 : Int(min(last, max(0, v.rounded())))
                out[i] = t[k]
            }
        }
    }
}
