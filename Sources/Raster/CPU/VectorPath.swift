import CKernels

/// The vector width the pixel kernels (span fills and blends, glyph coverage, colour matrix,
/// PNG row work) run at: chosen once per process from the CPU, or forced with
/// `RENDER_CELLS_CPU=baseline|avx2|avx512`.
///
/// Every path computes the same integers, so a picture is the same bytes whichever path
/// drew it; only the speed differs. A request for a path this CPU lacks (or an unknown
/// value) never stops a render: the kernels take the widest path the CPU has, and
/// ``problem`` says why, for `render-cells doctor` to show and `render-cells bench` to
/// refuse (a benchmark must measure the path it was asked for).
package enum VectorPath: Int, CaseIterable, Sendable, CustomStringConvertible {
    /// The portable loops: SSE2 on x86-64 (every x86-64 has it), plain C elsewhere.
    case baseline = 0
    /// 256-bit AVX2 (with BMI1/2).
    case avx2 = 1
    /// 512-bit AVX-512 F, BW, VL and DQ, where the OS saves the ZMM registers.
    case avx512 = 2

    /// The environment variable that forces a path.
    package static let environmentVariable = "RENDER_CELLS_CPU"

    /// The spelling `RENDER_CELLS_CPU` takes and the tools print.
    package var description: String {
        switch self {
        case .baseline: "baseline"
        case .avx2: "avx2"
        case .avx512: "avx512"
        }
    }

    /// The path the kernels use in this process (fixed at their first use).
    package static var active: VectorPath { VectorPath(rawValue: Int(rc_active_path())) ?? .baseline }

    /// The widest path this CPU and its operating system support.
    package static var widest: VectorPath { VectorPath(rawValue: Int(rc_cpu_widest_path())) ?? .baseline }

    /// The paths this machine can run, narrowest first (what the path tests compare).
    package static var available: [VectorPath] { allCases.filter { $0.rawValue <= widest.rawValue } }

    /// Why the active path is not the one `RENDER_CELLS_CPU` asked for, or nil when it is
    /// (or nothing was asked).
    package static var problem: String? {
        let requested = Int(rc_requested_path())
        if requested == -2 {
            return "\(environmentVariable) has an unknown value; expected baseline, avx2 or avx512 "
                + "(using \(active), the widest this CPU has)"
        }
        if let asked = VectorPath(rawValue: requested), asked != active {
            return "\(environmentVariable)=\(asked) asks for a path this CPU lacks (the widest it has is \(widest)); "
                + "using \(active)"
        }
        return nil
    }

    /// The paths this machine cannot run, and so neither uses nor tests (the path tests
    /// compare only ``available`` paths): for example `avx512` on a Zen 3 or a CPU whose OS
    /// does not save the ZMM registers.
    package static var unavailable: [VectorPath] { allCases.filter { $0.rawValue > widest.rawValue } }

    /// One line for the tools: the active path and where it came from, and the paths this
    /// machine cannot run, for example
    /// `avx2 (the widest this CPU has; avx512 not available here: neither used nor tested)` or
    /// `baseline (RENDER_CELLS_CPU=baseline; the widest this CPU has is avx2; ...)`.
    package static var summary: String {
        let missing =
            unavailable.isEmpty
            ? ""
            : "; \(unavailable.map(\.description).joined(separator: ", ")) not available here: neither used nor tested"
        if let problem { return "\(active) (\(problem)\(missing))" }
        if VectorPath(rawValue: Int(rc_requested_path())) != nil {
            return "\(active) (\(environmentVariable)=\(active); the widest this CPU has is \(widest)\(missing))"
        }
        return "\(active) (the widest this CPU has\(missing))"
    }
}
