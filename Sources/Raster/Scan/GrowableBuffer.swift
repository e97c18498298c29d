/// Raw scratch memory of integers that only grows, owned by one ``Rasterizer``.
///
/// The rasterizer's grids are touched for every edge cell; a plain pointer avoids the
/// uniqueness and exclusivity checks that arrays stored in a class would add there.
final class GrowableBuffer<Element: FixedWidthInteger> {
    private(set) var pointer: UnsafeMutablePointer<Element>
    private(set) var capacity: Int

    init() {
        pointer = .allocate(capacity: 0)
        capacity = 0
    }

    deinit { pointer.deallocate() }

    /// Room for `count` elements, keeping the first `capacity` ones; new room is zero.
    func reserve(_ count: Int) {
        guard count > capacity else { return }
        let newCapacity = max(count, capacity + capacity / 2)
        let fresh = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        fresh.update(from: pointer, count: capacity)
        (fresh + capacity).initialize(repeating: 0, count: newCapacity - capacity)
        pointer.deallocate()
        pointer = fresh
        capacity = newCapacity
    }

    /// Room for `count` elements; for buffers whose contents are all zero, which stay so.
    func reserveZeroed(_ count: Int) {
        guard count > capacity else { return }
        pointer.deallocate()
        pointer = .allocate(capacity: count)
        pointer.initialize(repeating: 0, count: count)
        capacity = count
    }
}
