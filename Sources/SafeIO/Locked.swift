#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A value shared between threads, reached only under a lock: the package's one lock.
///
/// Why not the standard library's `Synchronization.Mutex`: on Linux it waits on a futex through
/// direct system calls, which ThreadSanitizer does not intercept, so every access it orders is
/// reported as a data race and `scripts/sanitize thread` (a CI step) cannot tell a real race from
/// a lock it cannot see. A `pthread_mutex_t` is intercepted, so what this type orders, the
/// sanitizer sees ordered. Same shape as `Mutex` (`withLock`), so reading it needs nothing new.
package final class Locked<Value: Sendable>: @unchecked Sendable {
    // @unchecked: `value` is only read or written between `pthread_mutex_lock` and
    // `pthread_mutex_unlock` on `mutex`, which is what makes sharing it sound.
    private var value: Value
    /// Allocated once and never moved: a pthread mutex must keep its address while in use.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    package init(_ initialValue: Value) {
        value = initialValue
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        let status = pthread_mutex_init(mutex, nil)
        // Fails only without memory for the mutex's bookkeeping, where nothing can go on.
        precondition(status == 0, "pthread_mutex_init failed with \(status)")
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with the value while holding the lock and returns what it returns.
    /// Not reentrant: `body` must not call `withLock` on the same `Locked`.
    /// Typed throws, as `Mutex.withLock`: a caller that throws its own error type keeps it.
    package func withLock<Result, Failure: Error>(
        _ body: (inout Value) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
