import CellModel
import Display
import Raster
import Typesetting

// From frames to drawing commands: the one seam between the layout stage and the display
// stage. Order: list background, then per section its tiles or its rows (backgrounds,
// content, accessories, separators) clipped to the inset-grouped card, then headers that
// float pinned over the scrolled content with the chrome material behind them.

extension ListLayout {
    /// The display list of a picture `height` points tall starting at ``contentOffset``
    /// (nil: down to the end of the content).
    public func displayList(height: Double? = nil) -> DisplayList {
        var commands: [DisplayCommand] = []
        var elements: [DisplayElement] = []
        commands.append(.pushOffset(dy: -contentOffset))
        var pinned: [(Item, Rect)] = []
        var lifted: [Item] = []
        for section in sections {
            if let color = section.backgroundColor {
                commands.append(.fill(section.frame, color: color, cornerRadius: 0, cornerCurve: .circular))
            }
            var sectionElement = DisplayElement(
                id: "sections[\(section.index)]", kind: "section", frame: section.frame,
                properties: [
                    "layout": section.kind,
                    "appearance": section.appearance?.rawValue ?? "grid"
                ])
            // The design generation, written when it is not iOS 18: a dump without one is an
            // iOS 18 dump, as every dump recorded before the design existed is.
            if traitCollection.listDesign != .unrecorded {
                sectionElement.properties["design"] = traitCollection.listDesign.rawValue
            }
            if let header = section.header {
                if let frame = section.pinnedHeaderFrame {
                    pinned.append((header, frame))
                } else {
                    append(header, to: &commands)
                }
                sectionElement.children.append(element(header))
            }
            if let card = section.card {
                sectionElement.children.append(
                    DisplayElement(
                        id: "sections[\(section.index)].card", kind: "sectionBackground", frame: card,
                        properties: ["cornerRadius": format(section.cardCornerRadius), "cornerCurve": "continuous"]))
            }
            for item in section.items {
                if item.lift?.floats == true {
                    lifted.append(item)
                } else if let card = section.card {
                    let (rect, radii) = cardClip(for: item.frame, card: card, radius: section.cardCornerRadius)
                    commands.append(.pushClip(rect, cornerRadii: radii, cornerCurve: .continuous))
                    append(item, to: &commands)
                    commands.append(.popClip)
                } else {
                    append(item, to: &commands)
                }
                sectionElement.children.append(element(item))
            }
            if let footer = section.footer {
                append(footer, to: &commands)
                sectionElement.children.append(element(footer))
            }
            elements.append(sectionElement)
        }
        if let height { commands += fillerSeparators(down: contentOffset + height) }
        // Pinned plain headers: the chrome material blurs what scrolled under them.
        for (header, frame) in pinned {
            let recipe = VisualEffect.blur(.systemChromeMaterial).recipe(for: traitCollection)
            commands.append(.backdrop(frame, material: recipe.material(scale: 1), cornerRadius: 0))
            commands.append(.pushOffset(dy: frame.minY - header.frame.minY))
            append(header, to: &commands)
            commands.append(.popOffset)
            elements.append(
                DisplayElement(
                    id: header.id + ".pinned", kind: "pinnedHeader", frame: frame,
                    properties: ["material": "systemChromeMaterial"]))
        }
        // Lifted rows above everything, outside the cards' clips, their slots left open.
        for item in lifted {
            guard let lift = item.lift else { continue }
            var layer: [DisplayCommand] = [.pushOffset(dy: lift.translation)]
            if lift.cornerRadius > 0 {
                layer.append(.pushClip(item.frame, cornerRadii: CornerRadii(all: lift.cornerRadius), cornerCurve: .continuous))
            }
            appendDrawing(of: item, separators: false, to: &layer)
            if lift.cornerRadius > 0 { layer.append(.popClip) }
            layer.append(.popOffset)
            commands.append(
                .layer(
                    DisplayLayer(
                        commands: layer, bounds: item.frame.offsetBy(dx: 0, dy: lift.translation),
                        opacity: lift.opacity, shadow: lift.shadow)))
        }
        commands.append(.popOffset)
        let pictureHeight = max(1 / scale, height ?? (contentHeight - contentOffset))
        return DisplayList(
            size: Size(width: width, height: pictureHeight), scale: scale,
            backgroundColor: backgroundColor, commands: commands, elements: elements)
    }

    /// The part of an inset-grouped card a row is clipped to: the card's width over the
    /// row's height, with the card's rounded corners where the row holds them. Rows are
    /// pixel-aligned, so the pieces tile the card exactly; only the first and last rows
    /// pay for a coverage mask, the rest clip to a plain rectangle. Edges are compared to
    /// within `edgeTolerance`: thirds of a point are not exact in binary, so a last row at
    /// 187.3333 + 53 can end 1e-13 above a card at 64.6667 + 175.6667 and would lose its
    /// rounded corners (a selected last row of self-sized cells drew square corners).
    private func cardClip(for row: Rect, card: Rect, radius: Double) -> (Rect, CornerRadii) {
        let edgeTolerance = 1e-6
        let top = max(row.minY, card.minY)
        let bottom = min(row.maxY, card.maxY)
        let rect = Rect(x: card.minX, y: top, width: card.width, height: max(0, bottom - top))
        let holdsTop = top <= card.minY + edgeTolerance
        let holdsBottom = bottom >= card.maxY - edgeTolerance
        let r = CornerRadii(
            topLeft: holdsTop ? radius : 0, topRight: holdsTop ? radius : 0,
            bottomRight: holdsBottom ? radius : 0, bottomLeft: holdsBottom ? radius : 0)
        return (rect, r)
    }

    /// Draws a row in its place: plainly, or as a faded layer (a dragged row's source).
    private func append(_ item: Item, to commands: inout [DisplayCommand]) {
        // A hidden cell's row stays empty: the list's background shows through.
        if item.isHidden { return }
        guard let lift = item.lift else {
            appendDrawing(of: item, separators: true, to: &commands)
            return
        }
        var layer: [DisplayCommand] = []
        appendDrawing(of: item, separators: false, to: &layer)
        commands.append(
            .layer(
                DisplayLayer(
                    commands: layer, bounds: item.frame, opacity: lift.opacity,
                    shadow: lift.shadow)))
        for line in item.separators {
            commands.append(.hairline(line, color: item.separatorColor))
        }
    }

    private func appendDrawing(of item: Item, separators: Bool, to commands: inout [DisplayCommand]) {
        // A swiped row's content has moved: it shows only inside the row's own area.
        if let area = item.swipeArea { commands.append(.pushClip(area, cornerRadii: .zero, cornerCurve: .circular)) }
        if let b = item.background {
            if let recipe = b.visualEffect {
                commands.append(.backdrop(b.rect, material: recipe.material(scale: 1), cornerRadius: b.cornerRadius))
            }
            commands.append(.fill(b.rect, color: b.color, cornerRadius: b.cornerRadius, cornerCurve: .continuous))
            if b.image != nil || b.customView != nil {
                // Image and custom view are clipped to the background's rounded shape.
                commands.append(.pushClip(b.rect, cornerRadii: CornerRadii(all: b.cornerRadius), cornerCurve: .continuous))
                if let image = b.image {
                    let frame = (b.imageFrame ?? Rect(origin: .zero, size: b.rect.size))
                        .offsetBy(dx: b.rect.minX, dy: b.rect.minY)
                    commands.append(.image(image, frame, options: ImageDrawOptions()))
                }
                if let drawing = b.customView { commands.append(.custom(drawing, b.rect)) }
                commands.append(.popClip)
            }
            if b.strokeWidth > 0 {
                let outset = b.strokeOutset
                commands.append(
                    .stroke(
                        b.rect.insetBy(dx: -outset, dy: -outset), color: b.strokeColor,
                        width: b.strokeWidth, cornerRadius: b.cornerRadius + max(0, outset),
                        cornerCurve: .continuous))
            }
        }
        if let content = item.content, let frame = item.contentFrame, let configuration = item.configuration {
            commands += content.displayCommands(configuration: configuration, at: frame.origin, traits: traitCollection)
        }
        if let drawing = item.customContent, let frame = item.contentFrame {
            commands.append(.custom(drawing, frame))
        }
        for (index, accessory) in item.accessories.enumerated() where !accessory.isHidden {
            commands += accessory.displayCommands(id: "\(item.id).accessories[\(index)]")
        }
        for action in item.swipeActions {
            commands.append(.fill(action.frame, color: action.color, cornerRadius: 0, cornerCurve: .circular))
            if let frame = action.imageFrame {
                if let symbol = action.symbol {
                    commands.append(.symbol(symbol.outlineGlyph, frame, color: .white, secondary: nil, quarterTurns: 0))
                } else if let pixmap = action.pixmap {
                    commands.append(.image(pixmap, frame, options: ImageDrawOptions()))
                }
            }
            if let title = action.title { commands += title.displayCommands(at: action.titleOrigin) }
        }
        if item.swipeArea != nil { commands.append(.popClip) }
        for line in item.separators where separators {
            commands.append(.hairline(line, color: item.separatorColor))
        }
    }

    // MARK: Dump

    private func element(_ item: Item) -> DisplayElement {
        // A hidden cell draws nothing: its row is listed, and nothing inside it.
        if item.isHidden {
            return DisplayElement(id: item.id, kind: item.kind.rawValue, frame: item.frame, properties: ["isHidden": "true"])
        }
        var p: [String: String] = [:]
        if !item.state.isEmpty { p["state"] = item.state.map(\.rawValue).joined(separator: ",") }
        if item.indentationLevel > 0 { p["indentationLevel"] = String(item.indentationLevel) }
        if let lift = item.lift {
            p["lift"] = lift.reason
            p["lift.opacity"] = format(lift.opacity)
            if lift.translation != 0 { p["lift.translation"] = format(lift.translation) }
        }
        if let b = item.background {
            p["background.color"] = DisplayElement.hex(b.color)
            p["background.style"] = b.style.rawValue
            if b.cornerRadius > 0 { p["background.cornerRadius"] = format(b.cornerRadius) }
            if b.strokeWidth > 0 {
                p["background.strokeColor"] = DisplayElement.hex(b.strokeColor)
                p["background.strokeWidth"] = format(b.strokeWidth)
            }
            if b.visualEffect != nil { p["background.visualEffect"] = "blur" }
            if let drawing = b.customView { p["background.customView"] = drawing.name }
            if let frame = b.imageFrame, b.image != nil {
                p["background.imageFrame"] = [frame.minX, frame.minY, frame.width, frame.height].map(format)
                    .joined(separator: ",")
            }
        }
        var children: [DisplayElement] = []
        if let c = item.configuration, let content = item.content, let frame = item.contentFrame {
            p["configuration.style"] = c.style.rawValue
            p["layout.mode"] = content.mode.rawValue
            if content.isSideBySide { p["layout.sideBySide"] = "true" }
            let m = content.margins
            p["configuration.margins"] = [m.top, m.leading, m.bottom, m.trailing].map(format).joined(separator: ",")
            let category = traitCollection.preferredContentSizeCategory
            children.append(DisplayElement(id: item.id + ".content", kind: "content", frame: frame))
            let labels: [(String, ListContentLayout.Label?, ListContentConfiguration.TextProperties, String?)] = [
                ("text", content.text, c.textProperties, c.text ?? c.attributedText?.string),
                (
                    "secondaryText", content.secondaryText, c.secondaryTextProperties,
                    c.secondaryText ?? c.secondaryAttributedText?.string
                )
            ]
            for (name, label, props, string) in labels {
                guard let label else { continue }
                let font = props.adjustsFontForContentSizeCategory ? props.font.resolved(for: category) : props.font
                let color = props.resolvedColor().resolvedRGBA(with: traitCollection)
                children.append(
                    DisplayElement(
                        id: "\(item.id).\(name)", kind: name, frame: label.frame.offsetBy(dx: frame.minX, dy: frame.minY),
                        properties: [
                            "string": string ?? "", "font": describe(font), "color": DisplayElement.hex(color),
                            "lines": String(label.layout.lineCount),
                            "truncated": label.layout.isTruncated ? "true" : "false"
                        ]))
            }
            if let imageFrame = content.imageFrame {
                var ip: [String: String] = [:]
                switch c.image {
                case .symbol(let name, _):
                    ip["symbol"] = name
                    // A symbol from a user's template folder says so, so a dump tells which
                    // pictures used the folder (built-in symbols say nothing more, as before).
                    if let source = content.symbol?.sourceDescription, source.hasPrefix("template:") {
                        ip["symbolSource"] = source
                    }
                case .pixmap(let pixmap): ip["pixmap"] = "\(pixmap.width)x\(pixmap.height)"
                case .file(let path): ip["file"] = path
                case nil: break
                }
                children.append(
                    DisplayElement(
                        id: item.id + ".image", kind: "image",
                        frame: imageFrame.offsetBy(dx: frame.minX, dy: frame.minY), properties: ip))
            }
        }
        if let drawing = item.customContent, let frame = item.contentFrame {
            // A view tree lists its views (laid out in the content frame) under the content.
            let views = drawing.elements(frame).map { $0.prefixingIDs(with: item.id + ".content.") }
            children.append(
                DisplayElement(
                    id: item.id + ".content", kind: "customContent", frame: frame,
                    properties: ["view": drawing.name], children: views))
        }
        for (i, a) in item.accessories.enumerated() {
            var ap = ["accessory": a.kind, "color": DisplayElement.hex(a.color)]
            if let symbol = a.symbol { ap["symbol"] = symbol.name }
            if let view = a.customView { ap["view"] = view.view.name }
            if a.isHidden { ap["isHidden"] = "true" }
            if a.quarterTurns != 0 { ap["quarterTurns"] = String(a.quarterTurns) }
            children.append(
                DisplayElement(
                    id: "\(item.id).accessories[\(i)]", kind: "accessory", frame: a.frame,
                    properties: ap))
        }
        for (i, action) in item.swipeActions.enumerated() {
            var sp = ["color": DisplayElement.hex(action.color), "edge": action.edge.rawValue]
            if let title = action.actionTitle { sp["title"] = title }
            if let symbol = action.symbol { sp["symbol"] = symbol.name }
            if let pixmap = action.pixmap { sp["pixmap"] = "\(pixmap.width)x\(pixmap.height)" }
            if action.isFullSwipe { sp["fullSwipe"] = "true" }
            children.append(
                DisplayElement(
                    id: "\(item.id).swipeActions[\(i)]", kind: "swipeAction", frame: action.frame,
                    properties: sp))
        }
        for (i, line) in item.separators.enumerated() {
            children.append(
                DisplayElement(
                    id: "\(item.id).separators[\(i)]", kind: "separator", frame: line,
                    properties: ["color": DisplayElement.hex(item.separatorColor)]))
        }
        return DisplayElement(id: item.id, kind: item.kind.rawValue, frame: item.frame, properties: p, children: children)
    }

    private func describe(_ font: Font) -> String {
        var s = "\(format(font.pointSize))pt weight \(format(font.weight.value))"
        if let style = font.textStyle { s = "\(style.rawValue) " + s }
        if font.isItalic { s += " italic" }
        return s
    }

    private func format(_ v: Double) -> String {
        let r = (v * 1000).rounded() / 1000
        return r == r.rounded() ? String(Int(r)) : String(r)
    }
}
