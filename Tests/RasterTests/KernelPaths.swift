import CKernels
import Raster

/// The C kernels of every vector path this machine can run, so one test compares them all
/// (an AVX2 machine checks baseline and AVX2; an AVX-512 machine all three).
enum KernelPaths {
    /// Each runnable path's name and kernels, the baseline first.
    static var all: [(name: String, kernels: rc_kernel_table)] {
        VectorPath.available.compactMap { path in
            rc_kernels_for_path(Int32(path.rawValue)).map { (path.description, $0.pointee) }
        }
    }

    /// The baseline kernels: the path every other path must equal byte for byte.
    static var baseline: rc_kernel_table { rc_kernels_for_path(Int32(VectorPath.baseline.rawValue))!.pointee }

    /// The paths other than the baseline.
    static var wide: [(name: String, kernels: rc_kernel_table)] { Array(all.dropFirst()) }
}
