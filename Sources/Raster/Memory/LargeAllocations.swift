import CKernels

/// How the process allocates picture-sized buffers.
///
/// glibc raises its mmap threshold each time a large mapped block is freed, so after a few
/// pictures every buffer comes from the heap arena of its thread, and arenas fragmented by
/// PNG buffers, pictures and layout dumps of many sizes stay resident: `render-cells test
/// --record all` on two jobs peaked at 516 MiB. Keeping every block over 1 MiB mapped fixed
/// that but made each 12 MB picture fault fresh zeroed pages in (verify: 1.0 s of system
/// time per 200 snapshots, more than the rendering). So: blocks of 16 MiB and more (three-pane
/// pictures, big sheets) are mapped and given back on free; smaller ones come from the heap,
/// which keeps up to 64 MiB free at its top for the next picture. Measured on 200 full-screen
/// snapshots at 3x, 2 jobs: verify 0.40 s and 82 MiB, record 6.8 s and 176 MiB.
public enum LargeAllocations {
    /// Applies the policy above for the rest of the process. Call once, early (the
    /// command-line tool does); a no-op off glibc.
    public static func keepMapped() {
        _ = rc_keep_large_allocations_mapped(16 << 20)
    }
}
