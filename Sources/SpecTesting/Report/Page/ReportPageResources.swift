// The report page's style and script are files of their own beside this one (palette.css,
// report.css, report.js), so they can be read, checked and linted as CSS and JavaScript.
// SwiftPM embeds them into the binary as bytes (`.embedInCode` in Package.swift), not as a
// resource bundle: the release archive is one static binary that must find them without a
// bundle folder beside it, and the written report stays one offline page with them inlined.

/// The test report's CSS and JavaScript, and the palette the review page shares with it.
package enum ReportPageResources {
    /// Colours, type and the chip colour of every status: the report's and the review page's.
    package static let palette = String(decoding: PackageResources.palette_css, as: UTF8.self)
    /// The report's own rules, after ``palette``.
    package static let style = String(decoding: PackageResources.report_css, as: UTF8.self)
    /// The report's behaviour: filters, fitting, comparison modes, copying, link state.
    package static let script = String(decoding: PackageResources.report_js, as: UTF8.self)
}
