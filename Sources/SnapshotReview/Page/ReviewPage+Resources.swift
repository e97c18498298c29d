import SpecTesting

// The review page's style and script are the files review.css and review.js beside this one,
// embedded into the binary as bytes (`.embedInCode` in Package.swift): the release binary
// serves them without a resource bundle. The colours are the test report's palette.css.

extension ReviewPage {
    /// `/review.css`: the test report's palette, then the review page's own rules.
    static let style = ReportPageResources.palette + String(decoding: PackageResources.review_css, as: UTF8.self)

    /// `/review.js`: lists the snapshots, shows each one's pictures, and sends Accept,
    /// Reject and Accept all as POSTs carrying the token.
    static let script = String(decoding: PackageResources.review_js, as: UTF8.self)
}
