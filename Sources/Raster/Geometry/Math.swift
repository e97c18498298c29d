import Foundation

// Thin wrappers so geometry code reads the same on every platform; all go
// through the C library, whose results are the same for the same inputs.
@inline(__always) package func sine(_ x: Double) -> Double { Foundation.sin(x) }
@inline(__always) package func cosine(_ x: Double) -> Double { Foundation.cos(x) }
@inline(__always) package func arcTangent(_ y: Double, _ x: Double) -> Double { Foundation.atan2(y, x) }
@inline(__always) package func tangent(_ x: Double) -> Double { Foundation.tan(x) }
