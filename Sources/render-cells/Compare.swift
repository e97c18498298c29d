import ArgumentParser
import Foundation
import ListSpec
import RenderCells
import SafeIO
import Sheets
import SnapshotCore
import SpecTesting

/// `render-cells compare`: one spec's list across appearances, styles, sizes, directions and
/// states in one labelled sheet; with two specs, before and after with a difference column.
struct Compare: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Compare a list across appearances, styles, sizes, directions and states in one labelled sheet.",
        discussion: """
            Each axis flag takes a comma-separated list of values; every combination becomes a \
            panel. --rows and --columns say which axes go where (outermost first); axes not named \
            go on the columns if --rows names some, else the first axis goes on the columns and the \
            rest on the rows. With two specs, each variant shows the first, the second and where \
            their pictures differ.

            Example: render-cells compare examples/settings.yaml -o sheet.png \
            --appearance plain,grouped,insetGrouped,sidebar,sidebarPlain --style light,dark \
            --content-size xS,L,AX3 --rows content-size,style

            Headers name values in words ("Inset grouped", "Accessibility 3", "Right to left"); \
            --labels codes names them as specs and flags do (insetGrouped, AX3, rtl). Sheets are \
            drawn at 1x unless --scale says otherwise, so a sheet fits a screen. With two specs, \
            each variant is a row: the first list, the second, the second faded with a box around \
            each change, and the list of what changed. --html alone writes each panel as its own \
            picture in one page, with no limit on the sheet's size.

            Outputs are written atomically. Exit codes: 0 success; 1 a run-time failure (a bad spec, \
            a sheet over the pixel limits, an output that cannot be written); 64 a usage error.
            """
    )

    @Argument(help: "The spec file, or two (before and after).")
    var specs: [String]

    @Option(name: [.short, .long], help: "The PNG file to write.")
    var output: String?

    @Option(help: "Also (or instead) write an offline HTML page showing the panels one by one.")
    var html: String?

    @OptionGroup var axis: VariantAxisOptions

    @Option(help: "Cell states to compare, shown on every item (or on --state-items), comma-separated.")
    var state: AxisList<CellState>?

    @Option(
        name: .customLong("state-items"),
        help: "The items --state applies to, comma-separated: field paths (sections[0].items[1]) or item texts.")
    var stateItems: String?

    @Option(help: "Axes down the side, outermost first: design, appearance, style, content-size, direction, state.")
    var rows: String?

    @Option(help: "Axes across the top, outermost first.")
    var columns: String?

    @OptionGroup var size: SizeOptions

    @OptionGroup var folders: SpecFolderOptions

    @Option(
        help:
            "How headers name values: human (Inset grouped, Dark, Accessibility 3, Right to left) or codes (insetGrouped, dark, AX3, rtl)."
    )
    var labels: String = SheetLabelStyle.human.rawValue

    @Option(
        name: .customLong("max-height"), parsing: .unconditional,
        help: "Cut lists taller than this many points (default: the spec's height, else none).")
    var maxHeight: Double?

    @Option(help: "The sheet's title (default: the spec's file name).")
    var title: String?

    @Flag(
        name: .customLong("against-references"),
        help:
            "Compare the spec with its reference pictures (render-cells test's __Snapshots__): one row per variant, reference | now | difference."
    )
    var againstReferences = false

    @Option(help: "With --against-references: the references folder, as render-cells test --references takes it.")
    var references: String?

    func validate() throws {
        guard (1...2).contains(specs.count) else {
            throw ValidationError("compare takes one spec, or two to compare before and after (got \(specs.count))")
        }
        if againstReferences {
            guard specs.count == 1 else { throw ValidationError("--against-references takes one spec") }
            guard axis.isEmpty, state == nil, rows == nil, columns == nil, size.isEmpty else {
                throw ValidationError(
                    "--against-references compares the spec's own variants at its references' size: "
                        + "give no axis, --width or --scale (--max-height and --html make a large sheet smaller or unbounded)")
            }
        } else if references != nil {
            throw ValidationError("--references goes with --against-references")
        }
        guard output != nil || html != nil else { throw ValidationError("give --output (a PNG file), --html, or both") }
        if let output, !output.lowercased().hasSuffix(".png") {
            throw ValidationError("--output must name a .png file (got '\(output)')")
        }
        if let html, !(html.lowercased().hasSuffix(".html") || html.lowercased().hasSuffix(".htm")) {
            throw ValidationError("--html must name a .html file (got '\(html)')")
        }
        guard SheetLabelStyle(rawValue: labels) != nil else {
            throw ValidationError(
                "--labels must be one of \(SheetLabelStyle.allCases.map(\.rawValue).joined(separator: ", ")) (got '\(labels)')")
        }
        if let maxHeight, !(maxHeight.isFinite && maxHeight > 0 && maxHeight <= 1_000_000) {
            throw ValidationError("--max-height must be a number of points in (0, 1000000] (got \(maxHeight))")
        }
        try AxisList.check(state, flag: "state")
        _ = try axes()
    }

    /// With one spec and exactly two `--design` values, the two designs of a migration
    /// sheet (old, new); nil otherwise.
    var migration: (ListDesign, ListDesign)? {
        guard specs.count == 1, let designs = axis.design?.values, designs.count == 2 else { return nil }
        return (designs[0], designs[1])
    }

    /// Every value list a flag gave, parsed, in the fixed axis order.
    func givenAxes() -> [SheetAxis] {
        var axes: [SheetAxis] = []
        if let d = axis.design?.values { axes.append(.design(d)) }
        if let a = axis.appearance?.values { axes.append(.appearance(a)) }
        if let s = axis.style?.values { axes.append(.style(s)) }
        if let c = axis.contentSize?.values { axes.append(.contentSize(c)) }
        if let d = axis.direction?.values { axes.append(.direction(d)) }
        if let s = state?.values { axes.append(.state(s)) }
        return axes
    }

    /// The given axes split into rows and columns.
    func axes() throws -> (rows: [SheetAxis], columns: [SheetAxis]) {
        let given = givenAxes()
        func named(_ text: String?, flag: String) throws -> [SheetAxis]? {
            guard let text else { return nil }
            return try text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.map { name in
                guard let axis = given.first(where: { $0.name == name }) else {
                    let known = ["appearance", "style", "content-size", "direction", "state", "design"]
                    if known.contains(name) {
                        throw ValidationError("--\(flag) names \(name), but no --\(name) values were given")
                    }
                    throw ValidationError("--\(flag): '\(name)' is not an axis; use \(known.joined(separator: ", "))")
                }
                return axis
            }
        }
        let rows = try named(self.rows, flag: "rows")
        let columns = try named(self.columns, flag: "columns")
        let placed = (rows ?? []) + (columns ?? [])
        guard Set(placed.map(\.name)).count == placed.count else {
            throw ValidationError("an axis is named twice in --rows and --columns")
        }
        let rest = given.filter { axis in !placed.contains { $0.name == axis.name } }
        switch (rows, columns) {
        case (let r?, let c?): return (r, c + rest)
        case (let r?, nil): return (r, rest)
        case (nil, let c?): return (rest, c)
        case (nil, nil): return (Array(rest.dropFirst()), Array(rest.prefix(1)))
        }
    }

    func run() throws {
        do {
            try makeSheet()
        } catch let error as ValidationError {
            throw error
        } catch {
            ErrorLine.print(error)
            throw ExitCode.failure
        }
    }

    func makeSheet() throws {
        let symbols = folders.folders.symbols
        let specs = try self.specs.map { path throws(SpecError) in
            folders.applied(to: try ListSpec(contentsOf: path, symbolsFolder: symbols))
        }
        if againstReferences { return try referenceSheet(specs[0]) }
        let (rows, columns) = try axes()
        let first = specs[0]
        let sheet = ComparisonSheet(
            title: title ?? self.specs.map { URL(fileURLWithPath: $0).lastPathComponent }.joined(separator: " → "),
            rows: rows, columns: columns, width: size.width ?? first.width, scale: size.scale ?? 1,
            maxPanelHeight: maxHeight ?? first.height, labelStyle: SheetLabelStyle(rawValue: labels) ?? .human)
        let views = try zip(specs, self.specs).map { spec, path in try view(of: spec, path: path) }
        if let designs = migration {
            // One spec across two designs: the migration sheet, each other axis's variant a
            // row of old | new | difference | what changed.
            let others = ComparisonSheet(
                title: sheet.title, rows: (rows + columns).filter { $0.name != "design" },
                width: sheet.width, scale: sheet.scale, maxPanelHeight: sheet.maxPanelHeight,
                labelStyle: sheet.labelStyle)
            return try draw(
                others, path: self.specs[0], advice: "use fewer values, a lower --scale, a --max-height, or --html alone"
            ) {
                try $0.render(migrating: views[0], from: designs.0, to: designs.1)
            } page: {
                try $0.page(migrating: views[0], from: designs.0, to: designs.1)
            }
        }
        let names = (
            URL(fileURLWithPath: self.specs[0]).lastPathComponent,
            URL(fileURLWithPath: self.specs[self.specs.count - 1]).lastPathComponent
        )
        try draw(
            sheet, path: self.specs[0],
            advice: "use fewer values, a lower --scale, a --max-height, or --html alone "
                + "(each panel its own picture, no limit on the sheet)"
        ) {
            views.count == 2 ? try $0.render(before: views[0], after: views[1], labels: names) : try $0.render(views[0])
        } page: {
            views.count == 2 ? try $0.page(before: views[0], after: views[1], labels: names) : try $0.page(views[0])
        }
    }

    /// Draws `sheet` as the outputs ask: the picture (and its page cut from it), or the page
    /// alone, which no picture-size limit binds. A sheet over the limits is refused with
    /// `advice` in this command's own flags.
    func draw(
        _ sheet: ComparisonSheet, path: String, advice: String, picture: (ComparisonSheet) throws -> SheetPicture,
        page: (ComparisonSheet) throws -> SheetPage
    ) throws {
        let png: Pixmap?
        let drawnPage: SheetPage?
        let panels: Int
        do {
            if output == nil {
                let drawn = try page(sheet)
                (png, drawnPage, panels) = (nil, drawn, drawn.panels.count)
            } else {
                let drawn = try picture(sheet)
                (png, drawnPage, panels) = (drawn.pixmap, html == nil ? nil : try SheetPage(drawn), drawn.panels.count)
            }
        } catch let error as SheetError {
            if case .tooLarge = error { throw SpecError(file: path, message: error.limitSummary + "; " + advice) }
            throw SpecError(file: path, message: error.description)
        } catch let error as SpecError {
            throw error
        } catch {
            throw SpecError(file: path, message: "cannot render: \(error)")
        }
        try write(png: png, page: drawnPage, panels: panels)
    }

    /// Each of the spec's variants as its reference picture, the render now, their
    /// difference and what changed: the sheet of what `render-cells test` would report,
    /// failing or not.
    func referenceSheet(_ spec: ListSpec) throws {
        let path = self.specs[0]
        // Drawn in the design `render-cells test` draws it in: pinned, else its references'.
        var spec = spec
        if case .success(let designed) = SuiteDesign.resolve(
            spec, specPath: path,
            referencePath: { SnapshotTestRunner.referencePath(specPath: path, variant: $0, referencesDirectory: references) },
            recorded: { SnapshotPicture.recordedDesign(ofFile: $0) }, folderDesign: { nil }, rerecords: false)
        {
            spec = designed
        }
        let variants = spec.snapshotVariants
        let sheet = ComparisonSheet(
            title: title ?? URL(fileURLWithPath: path).lastPathComponent + " against its references",
            rows: [.custom(name: "variant", labels: variants.map(\.name))], scale: spec.scale,
            maxPanelHeight: maxHeight)
        let panel = { (request: SheetPanelRequest) throws -> SheetPanelContent in
            let variant = variants[request.row]
            if request.source == 0 {
                let reference = SnapshotTestRunner.referencePath(
                    specPath: path, variant: variant,
                    referencesDirectory: references)
                guard FileManager.default.fileExists(atPath: reference) else {
                    throw SpecError(
                        file: path,
                        message: "no reference at \(reference) for the variant \(variant.name) "
                            + "(render-cells test --record missing records it)")
                }
                do {
                    // The layout the reference carries lets the sheet say what changed.
                    let recorded = try SnapshotPicture(contentsOfFile: reference)
                    return .picture(recorded.pixmap, layout: recorded.layout)
                } catch {
                    throw SpecError(file: reference, message: "cannot read the reference: \(error)")
                }
            }
            let list = try spec.displayList(for: variant).list
            guard let maxHeight, list.size.height > maxHeight else { return .list(list) }
            var cut = spec
            cut.height = maxHeight  // as the references are cut
            return .list(try cut.displayList(for: variant).list)
        }
        try draw(
            sheet, path: path,
            advice: "references are compared at their own scale: use a --max-height, or --html alone "
                + "(each panel its own picture, no limit on the sheet)"
        ) {
            try $0.render(sources: ["reference", "now"], showsDifference: true, panel: panel)
        } page: {
            try $0.page(sources: ["reference", "now"], showsDifference: true, panel: panel)
        }
    }

    /// Writes the picture and the page, both or neither.
    func write(png: Pixmap?, page: SheetPage?, panels: Int) throws {
        // Both or neither: a failed write puts back what was at the paths before.
        var files: [(path: String, bytes: [UInt8])] = []
        if let output, let png { files.append((output, try PNGEncoder().encode(png))) }
        if let html, let page { files.append((html, Array(page.html().utf8))) }
        try AtomicFile.write(files)
        let size = png.map { "\($0.width)x\($0.height), " } ?? ""
        print("wrote \(files.map(\.path).joined(separator: " and ")) (\(size)\(panels) panels)")
    }

    /// The spec's list, with the state axis's items chosen.
    func view(of spec: ListSpec, path: String) throws -> CollectionView<Int, ItemID> {
        let view = spec.makeCollectionView()
        guard let stateItems else { return view }
        let wanted = stateItems.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        var ids: Set<ItemID> = []
        for name in wanted {
            let matches = spec.allItems.enumerated().filter { $0.element.path == name || $0.element.content.text == name }
            guard !matches.isEmpty else {
                throw SpecError(file: path, message: "--state-items: no item has the path or text '\(name)'")
            }
            ids.formUnion(matches.map { ItemID($0.offset) })
        }
        view.stateOverrideItems = ids
        return view
    }
}
