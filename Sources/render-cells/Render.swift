import ArgumentParser
import Foundation
import ListSpec
import RenderCells
import SafeIO

/// `render-cells render`: draws the list a spec file describes into a PNG.
struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a list described by a YAML or JSON spec file into a PNG.",
        discussion: """
            The spec format is documented in docs/spec.md. Options override the spec's values; \
            --state adds a state to every item's own (docs/spec.md, "One list, another way").

            Outputs replace only regular files (never the spec or an image it reads) and are \
            written atomically and together: a failed run leaves what was at the output paths. \
            Exit codes: 0 success; 1 a run-time failure (a bad spec, an unreadable image, a picture \
            too large, an output that cannot be written), reported as \
            "error: <file>:<line>:<column>: <field path>: <message>"; 64 a usage error (a \
            --fonts-dir or --symbols-dir folder that cannot be used, as for test, compare and audit).
            """
    )

    @Argument(help: "The spec file (YAML or JSON).")
    var spec: String

    @Option(name: [.short, .long], help: "The PNG file to write.")
    var output: String

    @OptionGroup var size: SizeOptions

    @Option(parsing: .unconditional, help: "The picture's height in points: crops or extends the list like a screenshot.")
    var height: Double?

    @Option(help: "The list design generation: ios18 (iOS 14–18) or ios26 (iOS 26); default: the spec's design:, else ios18.")
    var design: ListDesign?

    @Option(help: "The appearance of every list section.")
    var appearance: ListAppearance?

    @Option(help: "The interface style.")
    var style: UserInterfaceStyle?

    @Option(
        name: .customLong("content-size"),
        help: "The preferred content size category: a UIKit name (accessibilityExtraLarge) or a short one (AX3).")
    var contentSize: ContentSizeCategory?

    @Option(help: "The layout direction.")
    var direction: LayoutDirection?

    @Option(
        name: .customLong("state"),
        help: "A state added to every item's own (normal clears the spec's own first). Repeat for several.")
    var states: [CellState] = []

    @Flag(help: "Render the list in editing mode (editing accessories shown).")
    var editing = false

    @Option(
        name: .customLong("dump-layout"), help: "Also write the laid-out elements (frames, fonts, colours) as JSON to this file.")
    var dumpLayout: String?

    @Flag(
        help:
            "Draw the accessibility snapshot instead: each element VoiceOver reads outlined, and a legend of what it says (docs/accessibility.md)."
    )
    var accessibility = false

    @OptionGroup var folders: SpecFolderOptions

    func validate() throws {
        try size.validate()  // first, so a bad --width or --scale gets the group's message
        _ = try variant()
        guard !output.isEmpty else { throw ValidationError("--output must name a file") }
        guard output.lowercased().hasSuffix(".png") else {
            throw ValidationError("--output must name a .png file (got '\(output)'): the picture is always a PNG")
        }
        if let dumpLayout, ResolvedPath(dumpLayout).isSameFile(as: ResolvedPath(output)) {
            throw ValidationError(
                "--dump-layout and --output must be different files (\(TerminalText.escaped(dumpLayout)) "
                    + "is \(TerminalText.escaped(output)))")
        }
        if accessibility, dumpLayout != nil {
            throw ValidationError("--accessibility draws no layout dump; render without it for one")
        }
    }

    /// The options as the variant of the spec to draw, the value `test` and `compare`
    /// draw too: `--state` adds to the items' own states (``SpecVariant/addedStates``);
    /// a ValidationError (exit 64) for a bad value.
    func variant() throws -> SpecVariant {
        if let height, !(height > 0 && height <= SpecLimits.maxHeight) {
            throw ValidationError("--height must be more than 0 and at most \(Int(SpecLimits.maxHeight)) points")
        }
        let list = ListVariant(
            design: design, appearance: appearance, style: style, contentSize: contentSize, direction: direction)
        return SpecVariant(
            list: list, width: size.width, scale: size.scale, height: height,
            editing: editing ? true : nil, addedStates: Set(states))
    }

    func run() throws {
        var request = RenderRequest(
            specPath: spec, outputPath: output, layoutDumpPath: dumpLayout,
            variant: try variant())
        (request.fontsDirectory, request.symbolsDirectory) = folders.folders
        request.accessibility = accessibility
        do {
            let outcome = try request.run()
            let what = accessibility ? "accessibility snapshot" : "\(outcome.itemCount) items"
            TerminalLine.print("wrote \(output) (\(outcome.pixelWidth)x\(outcome.pixelHeight), \(what))")
        } catch {
            ErrorLine.print(error)
            throw ExitCode.failure
        }
    }
}
