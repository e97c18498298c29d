/// The coverage bytes of one ``GlyphMask``, in memory of their own.
///
/// Text draws pin the coverage of every glyph in a run at once; a buffer that never
/// moves can be handed to the compositing kernel directly, where arrays had to be
/// pinned one closure inside another. Immutable after `init`, so sharing is safe.
final class GlyphCoverage: @unchecked Sendable {
    let base: UnsafeMutablePointer<UInt8>
    let count: Int

    init(_ bytes: [UInt8]) {
        count = bytes.count
        base = .allocate(capacity: max(count, 1))
        base.initialize(from: bytes, count: count)
    }

    deinit { base.deallocate() }
}
