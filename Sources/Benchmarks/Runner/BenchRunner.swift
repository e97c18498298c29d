import RenderCells

/// The scenes by name, and the timer that runs one.
package enum BenchRunner {
    package static let sceneNames = [
        "S1", "S2", "S3", "S4", "S4shaped", "S5", "S5fast", "S5level1", "L1layout", "L2screen", "L2png", "L2pnglevel1",
        "L2snapshot", "AL1cell", "AL20screen", "H1", "H1legacy"
    ]

    package static func make(_ name: String) throws -> any BenchScene {
        switch name {
        case "S1": return CanvasScene(draw: BenchmarkScenes.drawS1)
        case "S2": return CanvasScene(draw: BenchmarkScenes.drawS2)
        case "S3": return BlurScene()
        case "S4": return try TextScene.nominal()
        case "S4shaped": return try TextScene.shaped()
        case "S5": return EncodeScene(encoder: PNGEncoder())
        case "S5fast": return EncodeScene(encoder: PNGEncoder(compression: .unfilteredLevel3))
        case "S5level1": return EncodeScene(encoder: PNGEncoder(compression: .fastLevel1))
        case "L1layout": return ListLayoutScene()
        case "L2screen": return ListScreenScene(encodes: false)
        case "L2png": return ListScreenScene(encodes: true)
        case "L2pnglevel1": return ListScreenScene(encodes: true, encoder: PNGEncoder(compression: .fastLevel1))
        case "L2snapshot": return try ListSnapshotScene()
        case "AL1cell": return AutoLayoutScene(screen: false)
        case "AL20screen": return AutoLayoutScene(screen: true)
        case "H1": return FingerprintScene(legacy: false)
        case "H1legacy": return FingerprintScene(legacy: true)
        default: throw BenchError.unknownScene(name)
        }
    }

    /// 3 warm-up frames, then frames until both minimums are met (at most 300).
    package static func time(_ scene: inout any BenchScene, minFrames: Int, minSeconds: Double) throws -> BenchResult {
        for _ in 0..<3 { try scene.frame() }
        var samples: [Double] = []
        let clock = ContinuousClock()
        let start = clock.now
        while samples.count < max(minFrames, 1) || (clock.now - start) < .seconds(minSeconds) {
            let t0 = clock.now
            try scene.frame()
            let d = clock.now - t0
            samples.append(Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) * 1e-15)
            if samples.count >= max(300, minFrames) { break }
        }
        samples.sort()
        let n = samples.count
        let median = n % 2 == 1 ? samples[n / 2] : (samples[n / 2 - 1] + samples[n / 2]) / 2
        return BenchResult(median: median, min: samples[0], max: samples[n - 1], frames: n)
    }
}
