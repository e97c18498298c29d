import Foundation
import RenderCells

// The rules applied to one variant of a list: its layout (frames, fonts, colours, line
// counts, truncation) and its two pictures (``RenderedVariant``). Findings carry the
// rule's default severity and whether UIKit's own default is to blame; the audit applies
// the team's severities and allow-list afterwards.

/// The audit of one laid-out, rendered variant.
struct VariantAudit {
    let rendered: RenderedVariant
    let variant: ListVariant
    /// Apple's minimum comfortable tap target, points (Human Interface Guidelines).
    var minimumTarget = 44.0
    var findings: [AuditFinding] = []

    var layout: ListLayout { rendered.layout }

    /// The label colours UIKit styles list text with: text in them is UIKit's default look.
    static let labelColorNames: Set<String> = [
        "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel",
        "placeholderText"
    ]

    init(rendered: RenderedVariant, variant: ListVariant) {
        self.rendered = rendered
        self.variant = variant
    }

    mutating func run() -> [AuditFinding] {
        for section in layout.sections {
            let rows = [section.header].compactMap { $0 } + section.items + [section.footer].compactMap { $0 }
            for item in rows where !item.isHidden { audit(item, card: section.card) }
        }
        for element in layout.accessibilityElements where element.label.isEmpty && (element.value ?? "").isEmpty {
            add(
                .missingLabel, element.id, element.frame,
                "VoiceOver finds no label or value: set accessibilityLabel on the cell (or on the custom view)")
        }
        return findings
    }

    private mutating func add(
        _ rule: AuditRule, _ id: String, _ frame: Rect, _ message: String, measured: Double? = nil,
        required: Double? = nil, system: Bool = false
    ) {
        findings.append(
            AuditFinding(
                rule: rule, severity: system ? .info : rule.defaultSeverity, elementID: id,
                variant: variant, message: message, measured: measured, required: required,
                frame: frame, isSystemDefault: system))
    }

    // MARK: Text

    /// A laid-out text: its dump id, layout, top-left (points) and what styled it.
    struct PlacedText {
        var id: String
        var layout: TextLayout
        var origin: Point
        var properties: ListContentConfiguration.TextProperties?
        /// Whether its colour is UIKit's own (a label colour, or a state's default); runs
        /// of another colour (attributed text) are the app's.
        var systemColor: Bool
        /// The colour the configuration styles the text in (runs of it share its origin).
        var styledColor: RGBAColor?
        var numberOfLines: Int

        /// Each run's box (points, content space) with its colour and font size.
        var runs: [(rect: Rect, color: RGBAColor, size: Double)] {
            layout.lines.flatMap { line in
                line.runs.map { piece in
                    (
                        Rect(
                            x: origin.x + line.frame.minX + piece.x, y: origin.y + line.frame.minY,
                            width: piece.width, height: line.frame.height), piece.color, piece.run.size
                    )
                }
            }
        }

        var frame: Rect { Rect(origin: origin, size: layout.size) }
    }

    func texts(of item: ListLayout.Item) -> [PlacedText] {
        var out: [PlacedText] = []
        if let c = item.configuration, let content = item.content, let origin = item.contentFrame?.origin {
            for (name, label, props) in [
                ("text", content.text, c.textProperties),
                ("secondaryText", content.secondaryText, c.secondaryTextProperties)
            ] {
                guard let label else { continue }
                let system =
                    !props.explicitlySetProperties.contains(.color)
                    || Self.labelColorNames.contains(props.color.name ?? "")
                out.append(
                    PlacedText(
                        id: "\(item.id).\(name)", layout: label.layout,
                        origin: label.frame.offsetBy(dx: origin.x, dy: origin.y).origin,
                        properties: props, systemColor: system,
                        styledColor: props.resolvedColor().resolvedRGBA(with: layout.traitCollection),
                        numberOfLines: props.numberOfLines))
            }
        }
        for (i, a) in item.accessories.enumerated() where !a.isHidden {
            guard let text = a.text else { continue }
            out.append(
                PlacedText(
                    id: "\(item.id).accessories[\(i)]", layout: text, origin: (a.textFrame ?? a.frame).origin,
                    properties: nil, systemColor: a.configured?.tintColor == nil, styledColor: nil,
                    numberOfLines: 1))
        }
        for (i, action) in item.swipeActions.enumerated() {
            guard let title = action.title else { continue }
            out.append(
                PlacedText(
                    id: "\(item.id).swipeActions[\(i)]", layout: title, origin: action.titleOrigin,
                    properties: nil, systemColor: isSystemColor(action.color), styledColor: nil,
                    numberOfLines: 2))
        }
        return out
    }

    /// Whether `color` is one of UIKit's named colours as these traits resolve them: a
    /// swipe action keeps only its resolved colour, so its style's default (systemRed,
    /// systemGray, systemBlue) is recognised by value (INFERRED: an app choosing exactly a
    /// system colour is treated as UIKit's default).
    private func isSystemColor(_ color: RGBAColor) -> Bool {
        Color.systemColorNames.contains { name in
            Color.systemColor(named: name)?.resolvedRGBA(with: layout.traitCollection) == color
        }
    }

    private mutating func audit(_ item: ListLayout.Item, card: Rect?) {
        let texts = texts(of: item)
        let size = layout.traitCollection.preferredContentSizeCategory
        for text in texts {
            // Truncation.
            if text.layout.isTruncated {
                let shown = text.layout.lineCount
                let why =
                    text.numberOfLines == 0
                    ? "truncated after \(shown) line\(shown == 1 ? "" : "s") although its configuration allows wrapping (numberOfLines 0)"
                    : "truncated to \(shown) line\(shown == 1 ? "" : "s") (numberOfLines \(text.numberOfLines))"
                add(.textTruncated, text.id, text.frame, why + " at \(size.shortName)", measured: Double(shown))
            }
            // Clipping: any run outside the row, the card or the list.
            if item.swipeArea == nil {
                // The row's own frame (and its card's): a tile scrolled off the list's side
                // by an orthogonally scrolling section is out of view, not clipped.
                var bounds = item.frame
                if let card, item.kind == .cell { bounds = bounds.intersection(card) }
                let outside = text.runs.map(\.rect).filter { r in
                    r.minX < bounds.minX - 0.5 || r.maxX > bounds.maxX + 0.5 || r.minY < bounds.minY - 0.5
                        || r.maxY > bounds.maxY + 0.5
                }
                if let r = outside.first {
                    let over = max(bounds.minX - r.minX, r.maxX - bounds.maxX, bounds.minY - r.minY, r.maxY - bounds.maxY)
                    add(
                        .textClipped, text.id, text.frame,
                        "drawn \(Self.points(over)) outside its \(item.kind == .gridCell ? "tile" : item.kind.rawValue)",
                        measured: over, required: 0)
                }
            }
            // Dynamic Type.
            if let props = text.properties, !props.adjustsFontForContentSizeCategory || props.font.textStyle == nil {
                let why =
                    props.font.textStyle == nil
                    ? "a fixed font (no text style)"
                    : "adjustsFontForContentSizeCategory is off"
                add(
                    .dynamicType, text.id, text.frame,
                    "\(Self.points(props.font.pointSize)) at \(size.shortName), whatever the content size: \(why)",
                    measured: props.font.pointSize)
            }
            // Contrast, judged on the worst run.
            let weight = text.properties?.font.weight ?? .regular
            var worst: (ratio: Double, behind: RGBAColor, color: RGBAColor, required: Double, system: Bool)?
            for run in text.runs {
                guard let measured = rendered.contrast(of: run.color, in: run.rect) else { continue }
                let required = ContrastRatio.isLargeText(pointSize: run.size, weight: weight) ? 3.0 : 4.5
                let system = text.systemColor && (text.styledColor == nil || text.styledColor == run.color)
                // The app's failing runs before UIKit's, then the furthest below its bar.
                if measured.ratio < required,
                    worst == nil || (worst!.system && !system)
                        || (worst!.system == system && measured.ratio / required < worst!.ratio / worst!.required)
                {
                    worst = (measured.ratio, measured.behind, run.color, required, system)
                }
            }
            if let worst {
                let system = worst.system
                add(
                    .textContrast, text.id, text.frame,
                    "\(Self.ratio(worst.ratio)), needs \(Self.ratio(worst.required)): \(DisplayElement.hex(worst.color)) over \(DisplayElement.hex(worst.behind))"
                        + (system ? " (UIKit's own colour)" : ""),
                    measured: Self.rounded(worst.ratio), required: worst.required, system: system)
            }
        }
        auditGraphics(item)
        auditTargets(item)
        auditOverlap(item, texts: texts)
    }

    // MARK: Symbols and accessories

    private mutating func auditGraphics(_ item: ListLayout.Item) {
        var graphics: [(id: String, rect: Rect, color: RGBAColor, meaningful: Bool, system: Bool)] = []
        let hasText = !ListLayout.texts(of: item).isEmpty
        if let c = item.configuration, let content = item.content, content.symbol != nil,
            let frame = content.imageFrame, let origin = item.contentFrame?.origin
        {
            let props = c.imageProperties
            let color = props.resolvedTintColor(for: .tintColor).resolvedRGBA(with: layout.traitCollection)
            // A symbol beside text says nothing the text does not: decorative (WCAG 1.4.11
            // exempts it); alone in its row it is the row's meaning.
            graphics.append(
                (
                    item.id + ".image", frame.offsetBy(dx: origin.x, dy: origin.y), color, !hasText,
                    !props.explicitlySetProperties.contains(.tintColor)
                ))
        }
        for (i, a) in item.accessories.enumerated() where !a.isHidden && a.symbol != nil {
            let meaningful: Bool
            switch a.configured?.kind {
            case .disclosureIndicator?, nil: meaningful = false
            default: meaningful = true
            }
            graphics.append(
                (
                    "\(item.id).accessories[\(i)]", a.symbolFrame ?? a.frame, a.color, meaningful,
                    a.configured?.tintColor == nil
                ))
        }
        for (i, action) in item.swipeActions.enumerated() where action.symbol != nil {
            guard let frame = action.imageFrame else { continue }
            graphics.append(
                (
                    "\(item.id).swipeActions[\(i)]", frame, .white, action.title == nil,
                    isSystemColor(action.color)
                ))
        }
        for g in graphics {
            guard let measured = rendered.contrast(of: g.color, in: g.rect), measured.ratio < 3 else { continue }
            let system = g.system || !g.meaningful
            let note = !g.meaningful ? " (decorative)" : g.system ? " (UIKit's own colour)" : ""
            add(
                .graphicContrast, g.id, g.rect,
                "\(Self.ratio(measured.ratio)), needs 3:1: \(DisplayElement.hex(g.color)) over \(DisplayElement.hex(measured.behind))\(note)",
                measured: Self.rounded(measured.ratio), required: 3, system: system)
        }
    }

    // MARK: Tap targets

    private mutating func auditTargets(_ item: ListLayout.Item) {
        // A grid tile's size is the app's layout's: held to the minimum as it is.
        if item.kind == .gridCell, item.frame.width < minimumTarget - 0.01 || item.frame.height < minimumTarget - 0.01 {
            add(
                .tapTarget, item.id, item.frame,
                "tile \(Self.points(item.frame.width)) × \(Self.points(item.frame.height)), needs \(Self.points(minimumTarget)) × \(Self.points(minimumTarget))",
                measured: Self.rounded(min(item.frame.width, item.frame.height)), required: minimumTarget)
        }
        guard item.kind == .cell else { return }
        let category = layout.traitCollection.preferredContentSizeCategory
        // UIKit's own row height for this size and kind of row (a sidebar row keeps twice
        // Body's leading, the others never go below 44): a row below it was made smaller by the app.
        let uikitMinimum = ListContentLayout.minimumHeight(
            for: layout.traitCollection,
            sidebar: item.configuration?.style.isSidebar ?? false)
        let rowIsUIKits = item.frame.height >= uikitMinimum - 0.5
        if item.frame.height < minimumTarget - 0.01 {
            add(
                .tapTarget, item.id, item.frame,
                "row \(Self.points(item.frame.height)) tall, needs \(Self.points(minimumTarget))"
                    + (rowIsUIKits ? " (UIKit's own row height at \(category.shortName))" : ""),
                measured: Self.rounded(item.frame.height), required: minimumTarget, system: rowIsUIKits)
        }
        for (i, a) in item.accessories.enumerated() where !a.isHidden {
            let builtIn: Bool
            switch a.configured?.kind {
            case .detail?, .outlineDisclosure?, .delete?, .insert?, .reorder?, .popUpMenu?: builtIn = true
            case .customView(let configuration)?: builtIn = configuration.customView.view is Switch
            default: continue
            }
            // The touch area: the row's height across the accessory; UIKit's own controls
            // take touches over at least 44 pt across (INFERRED: UIKit's system buttons and
            // UISwitch hit-test beyond their drawn bounds; an app's view gets its frame).
            var width = a.frame.width
            var height = a.frame.height
            if builtIn {
                width = max(width, minimumTarget)
                height = max(height, item.frame.height)
            }
            guard width < minimumTarget - 0.01 || height < minimumTarget - 0.01 else { continue }
            add(
                .tapTarget, "\(item.id).accessories[\(i)]", a.frame,
                "\(Self.points(width)) × \(Self.points(height)), needs \(Self.points(minimumTarget)) × \(Self.points(minimumTarget))"
                    + (builtIn && rowIsUIKits ? " (UIKit's own control and row height)" : ""),
                measured: Self.rounded(min(width, height)), required: minimumTarget, system: builtIn && rowIsUIKits)
        }
        for (i, action) in item.swipeActions.enumerated()
        where action.frame.width < minimumTarget - 0.01 || action.frame.height < minimumTarget - 0.01 {
            // A button as tall as a row of UIKit's own height is UIKit's doing.
            let system = rowIsUIKits && action.frame.width >= minimumTarget - 0.01
            add(
                .tapTarget, "\(item.id).swipeActions[\(i)]", action.frame,
                "\(Self.points(action.frame.width)) × \(Self.points(action.frame.height)), needs \(Self.points(minimumTarget)) × \(Self.points(minimumTarget))"
                    + (system ? " (as tall as UIKit's own row at \(category.shortName))" : ""),
                measured: Self.rounded(min(action.frame.width, action.frame.height)), required: minimumTarget,
                system: system)
        }
    }

    // MARK: Overlap

    private mutating func auditOverlap(_ item: ListLayout.Item, texts: [PlacedText]) {
        // Text is judged by its lines' runs (a wrapped accessibility layout flows its lines
        // around the image, so the label's box may cover the image while no glyph does).
        var parts: [(id: String, rects: [Rect])] = texts.filter { !$0.id.contains(".swipeActions[") }
            .map { ($0.id, $0.runs.map(\.rect)) }
        if let content = item.content, let frame = content.imageFrame, let origin = item.contentFrame?.origin {
            parts.append((item.id + ".image", [frame.offsetBy(dx: origin.x, dy: origin.y)]))
        }
        for (i, a) in item.accessories.enumerated() where !a.isHidden && a.text == nil {
            parts.append(("\(item.id).accessories[\(i)]", [a.frame]))
        }
        for i in parts.indices {
            for j in parts.indices where j > i {
                var worst = Rect.zero
                for a in parts[i].rects {
                    for b in parts[j].rects {
                        let o = a.intersection(b)
                        if o.width > 0.5, o.height > 0.5, o.width * o.height > worst.width * worst.height { worst = o }
                    }
                }
                guard worst.width > 0.5 else { continue }
                add(
                    .overlap, parts[i].id, worst,
                    "overlaps \(parts[j].id) by \(Self.points(worst.width)) × \(Self.points(worst.height))",
                    measured: Self.rounded(worst.width * worst.height), required: 0)
            }
        }
    }

    // MARK: Figures

    static func rounded(_ v: Double) -> Double { (v * 100).rounded() / 100 }

    /// "2.31:1"
    static func ratio(_ v: Double) -> String { String(format: "%.2f:1", rounded(v)) }

    /// "30 pt", "30.33 pt"
    static func points(_ v: Double) -> String {
        let r = rounded(v)
        return (r == r.rounded() ? String(Int(r)) : String(format: "%.2f", r)) + " pt"
    }
}
