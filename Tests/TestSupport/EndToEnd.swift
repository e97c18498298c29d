import Foundation

/// Whether the end-to-end layers (the built `render-cells` run as a user runs it, the pages
/// in Chromium) must run. A test of such a layer skips when its binary or browser is
/// missing, which is right on a developer's partial build (`swift build --target`) but
/// would let a CI run stay green with a whole layer unrun: with `CI` set (GitHub Actions,
/// GitLab and `.ci/run` set it), a missing binary or browser fails the test instead.
package enum EndToEnd {
    package static var required: Bool { ProcessInfo.processInfo.environment["CI"].map { !$0.isEmpty } ?? false }
}
