/// Samples an image bilinearly through an arbitrary (rotating or skewing) transform.
///
/// Used only when the placement is not axis-aligned; axis-aligned draws go through
/// ``ImageResampler``, which also area-filters reductions.
struct BilinearImageShader: SpanShader {
    let image: Pixmap
    /// Device pixel → image pixel coordinates.
    let inverse: Transform

    mutating func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let w = image.width
        let h = image.height
        image.data.withUnsafeBytes { raw in
            let px = raw.bindMemory(to: UInt32.self)
            for i in 0..<count {
                let p = inverse.apply(Point(x: Double(x + i) + 0.5, y: Double(y) + 0.5))
                let u = p.x - 0.5
                let v = p.y - 0.5
                guard u.isFinite, v.isFinite else {
                    out[i] = 0
                    continue
                }
                let u0 = u.rounded(.down)
                let v0 = v.rounded(.down)
                let fx = UInt32(((u - u0) * 256).rounded())
                let fy = UInt32(((v - v0) * 256).rounded())
                func at(_ a: Double, _ b: Double) -> UInt32 {
                    let ix = Int(min(Double(w - 1), max(0, a)))
                    let iy = Int(min(Double(h - 1), max(0, b)))
                    return px[iy * w + ix]
                }
                let p00 = at(u0, v0)
                let p10 = at(u0 + 1, v0)
                let p01 = at(u0, v0 + 1)
                let p11 = at(u0 + 1, v0 + 1)
                out[i] = BilinearImageShader.mix(BilinearImageShader.mix(p00, p10, fx), BilinearImageShader.mix(p01, p11, fx), fy)
            }
        }
    }

    /// `a·(256 − f) + b·f` per channel, f in 0...256.
    @inline(__always) static func mix(_ a: UInt32, _ b: UInt32, _ f: UInt32) -> UInt32 {
        let g: UInt32 = 256 &- f
        let m: UInt32 = 0x00FF_00FF
        let aRB: UInt32 = a & m
        let bRB: UInt32 = b & m
        let aAG: UInt32 = (a >> 8) & m
        let bAG: UInt32 = (b >> 8) & m
        let rb: UInt32 = ((aRB &* g &+ bRB &* f &+ 0x0080_0080) >> 8) & m
        let ag: UInt32 = ((aAG &* g &+ bAG &* f &+ 0x0080_0080) >> 8) & m
        return rb | (ag << 8)
    }
}
