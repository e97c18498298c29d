import Testing

extension Tag {
    /// A test whose work runs on several threads at once (parallel rendering, caches shared
    /// between threads, the test runner's jobs, the review server): `scripts/sanitize thread`
    /// runs exactly these under ThreadSanitizer, so a new concurrent test is covered by
    /// carrying the tag, not by being added to a list in a script.
    @Tag package static var concurrent: Self
}
