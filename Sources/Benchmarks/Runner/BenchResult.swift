/// Timing statistics of one scene, in milliseconds per frame.
package struct BenchResult {
    package var median: Double, min: Double, max: Double, frames: Int
}
