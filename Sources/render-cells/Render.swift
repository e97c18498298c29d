import ArgumentParser
import Foundation
import ListSpec
import RenderCells

/// `render-cells render`: draws the list a spec file describes into a PNG.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render a list described by a YAML or JSON spec file into a PNG.",
        discussion: """
            The spec format is documented in docs/spec.md. Options override the spec's values; \
            --state applies to every item.

            Outputs replace only regular files (never the spec or an image it reads) and are \
            written atomically and together: a failed run leaves what was at the output paths. \
            Exit codes: 0 success; 1 a run-time failure (a bad spec, an unreadable image, a picture \
            too large, an output that cannot be written), reported as \
            "error: <file>:<line>:<column>: <field path>: <message>"; 64 a usage error.
            """
    )

    @Argument(help: "The spec file (YAML or JSON).")
    var spec: String

    @Option(name: [.short, .long], help: "The PNG file to write.")
    var output: String

    @Option(parsing: .unconditional, help: "The list's width in points (more than 0, at most 10000).")
    var width: Double?

    @Option(parsing: .unconditional, help: "Device pixels per point: 1, 2 or 3.")
    var scale: Double?

    @Option(parsing: .unconditional, help: "The picture's height in points: crops or extends the list like a screenshot.")
    var height: Double?

    @Option(help: "The appearance of every list section: \(ListAppearance.allCases.map(\.rawValue).joined(separator: ", ")).")
    var appearance: String?

    @Option(help: "The interface style: light or dark.")
    var style: String?

    @Option(name: .customLong("content-size"),
            help: "The preferred content size category: a UIKit name (large, accessibilityExtraLarge) or a short one (xS, S, M, L, XL, XXL, XXXL, AX1…AX5).")
    var contentSize: String?

    @Option(help: "The layout direction: ltr or rtl.")
    var direction: String?

    @Option(name: .customLong("state"),
            help: "A state set on every item: \(CellStateName.allCases.map(\.rawValue).joined(separator: ", ")). Repeat for several.")
    var states: [String] = []

    @Flag(help: "Render the list in editing mode (editing accessories shown).")
    var editing = false

    @Option(name: .customLong("dump-layout"), help: "Also write the laid-out elements (frames, fonts, colours) as JSON to this file.")
    var dumpLayout: String?

    @Flag(help: "Draw the accessibility snapshot instead: each element VoiceOver reads outlined, and a legend of what it says (docs/accessibility.md).")
    var accessibility = false

    @Option(name: .customLong("fonts-dir"),
            help: "Take text fonts from this folder instead of fontconfig's; repeat for several. Symbols still come from the installed symbol set (Phosphor Icons).")
    var fontDirectories: [String] = []

    @Option(name: .customLong("symbols-dir"),
            help: "Draw the symbols this folder holds from its SF Symbols templates (NAME.svg, exported by Apple's SF Symbols app) instead of the built-in ones (docs/symbols.md).")
    var symbolsDirectory: String?

    func validate() throws {
        _ = try overrides()
        guard !output.isEmpty else { throw ValidationError("--output must name a file") }
        guard output.lowercased().hasSuffix(".png") else {
            throw ValidationError("--output must name a .png file (got '\(output)'): the picture is always a PNG")
        }
        if let dumpLayout, dumpLayout == output { throw ValidationError("--dump-layout and --output must be different files") }
        if accessibility, dumpLayout != nil { throw ValidationError("--accessibility draws no layout dump; render without it for one") }
    }

    /// The options as spec overrides; a ValidationError (exit 64) for a bad value.
    func overrides() throws -> SpecOverrides {
        var o = SpecOverrides()
        o.width = width
        o.scale = scale
        o.height = height
        if let problem = o.problem { throw ValidationError(problem) }
        if let appearance {
            guard let a = ListAppearance(rawValue: appearance) else {
                throw ValidationError("--appearance must be one of \(ListAppearance.allCases.map(\.rawValue).joined(separator: ", ")) (got '\(appearance)')")
            }
            o.appearance = a
        }
        if let style {
            guard let s = AxisValues.style(style) else {
                throw ValidationError("--style must be light or dark (got '\(style)')")
            }
            o.userInterfaceStyle = s
        }
        if let contentSize {
            guard let c = TraitsSpec.contentSizeCategory(named: contentSize) else {
                throw ValidationError("--content-size must be one of \(TraitsSpec.contentSizeCategoryNames.joined(separator: ", ")) (got '\(contentSize)')")
            }
            o.contentSizeCategory = c
        }
        if let direction {
            guard let d = AxisValues.direction(direction) else {
                throw ValidationError("--direction must be ltr or rtl (got '\(direction)')")
            }
            o.layoutDirection = d
        }
        for state in states {
            guard let s = CellStateName(rawValue: state) else {
                throw ValidationError("--state must be one of \(CellStateName.allCases.map(\.rawValue).joined(separator: ", ")) (got '\(state)')")
            }
            o.states.insert(s)
        }
        if editing { o.editing = true }
        return o
    }

    func run() throws {
        if accessibility { return try AccessibilityRender(spec: spec, output: output, overrides: overrides(),
                                                          fontDirectories: fontDirectories).run() }
        var request = RenderRequest(specPath: spec, outputPath: output, layoutDumpPath: dumpLayout,
                                    overrides: try overrides())
        request.fontDirectories = fontDirectories
        request.symbolsDirectory = symbolsDirectory
        do {
            let outcome = try request.run()
            print("wrote \(output) (\(outcome.pixelWidth)x\(outcome.pixelHeight), \(outcome.itemCount) items)")
        } catch {
            ErrorLine.print(error)
            throw ExitCode.failure
        }
    }
}
