import RenderCells

// UIKit's accessibility for list cells, as VoiceOver presents them. Apple documents the
// informal protocol (label, value, hint, traits, isAccessibilityElement) but not how a
// `UICollectionViewListCell` fills it in; what follows is INFERRED from how VoiceOver reads
// iOS's own lists (Settings, Mail, Files) and is marked so where it is:
//
// - A cell is one element: its label is the content view's text and secondary text (and a
//   label accessory's text), joined by ", " as VoiceOver joins a view's labels (INFERRED).
// - Accessories add meaning to the cell rather than being elements of their own: a
//   disclosure indicator makes it a button, a checkmark (or a selected multiselect circle)
//   selected, an outline disclosure a button valued "expanded" or "collapsed", a pop-up
//   menu a button valued with its chosen title, the built-in switch a switch button valued
//   "on" or "off" (iOS 17's `toggleButton`) (INFERRED).
// - The detail (info) button, delete and insert controls and an app's other custom views
//   are controls of their own, reached after the cell (INFERRED from UITableView, where the
//   detail button is "More Info, Button" and the delete control "Delete, Button").
// - Swipe actions are the cell's custom actions (documented: UIKit exposes
//   `UIContextualAction`s as accessibility custom actions).
// - A selected cell is selected, a disabled one not enabled ("Dimmed"); headers are
//   headings (documented as the header trait for section headers).
// - An app's `accessibilityLabel`, `accessibilityValue`, `accessibilityHint` and
//   `accessibilityTraits` replace what is derived; with `isAccessibilityElement` false
//   VoiceOver reads the cell's labels one by one, as static text (documented behaviour of
//   a container that is not an element).

extension ListLayout {
    /// Every element VoiceOver reaches, in its reading order (the list's order: each
    /// section's header, its rows top to bottom, its footer).
    public var accessibilityElements: [AccessibilityElement] {
        var out: [AccessibilityElement] = []
        for section in sections {
            if let header = section.header { out += Self.elements(of: header) }
            // A hidden cell is not on screen for VoiceOver either.
            for item in section.items where !item.isHidden {
                // A lifted row is read where it is drawn, moved from its slot.
                let dy = item.lift?.translation ?? 0
                out += Self.elements(of: item).map { e in
                    var e = e
                    e.frame = e.frame.offsetBy(dx: 0, dy: dy)
                    return e
                }
            }
            if let footer = section.footer { out += Self.elements(of: footer) }
        }
        return out
    }

    /// The strings a row's content shows, in order, with the ids of the dump's elements.
    static func texts(of item: Item) -> [(id: String, text: String, frame: Rect)] {
        var out: [(String, String, Rect)] = []
        if let c = item.configuration, let content = item.content, let origin = item.contentFrame?.origin {
            if let label = content.text, let s = c.text ?? c.attributedText?.string, !s.isEmpty {
                out.append((item.id + ".text", s, label.frame.offsetBy(dx: origin.x, dy: origin.y)))
            }
            if let label = content.secondaryText, let s = c.secondaryText ?? c.secondaryAttributedText?.string,
                !s.isEmpty
            {
                out.append((item.id + ".secondaryText", s, label.frame.offsetBy(dx: origin.x, dy: origin.y)))
            }
        }
        // A content view made of views: its labels and buttons, in drawing order.
        if let drawing = item.customContent, let frame = item.contentFrame {
            for element in drawing.elements(frame).flatMap(\.flattened) {
                guard let text = element.properties["accessibilityLabel"], !text.isEmpty, element.frame.count == 4 else {
                    continue
                }
                let f = element.frame
                out.append((item.id + ".content." + element.id, text, Rect(x: f[0], y: f[1], width: f[2], height: f[3])))
            }
        }
        for (i, a) in item.accessories.enumerated() where !a.isHidden {
            if case .label(let text) = a.configured?.kind, !text.isEmpty {
                out.append(("\(item.id).accessories[\(i)]", text, a.frame))
            }
        }
        return out
    }

    static func elements(of item: Item) -> [AccessibilityElement] {
        let a11y = item.accessibility
        // A row's editing controls say which row they act on: "Delete Drafts" (INFERRED).
        let rowLabel = a11y.label ?? texts(of: item).first?.text
        func named(_ action: String) -> String { rowLabel.map { "\(action) \($0)" } ?? action }
        var derivedTraits: AccessibilityTraits = []
        var values: [String] = []
        var controls: [AccessibilityElement] = []
        switch item.kind {
        case .header: derivedTraits.insert(.header)
        case .footer: derivedTraits.insert(.staticText)
        case .cell, .gridCell: break
        }
        if item.state.contains(.selected) { derivedTraits.insert(.selected) }
        if item.state.contains(.disabled) { derivedTraits.insert(.notEnabled) }
        for (i, accessory) in item.accessories.enumerated() where !accessory.isHidden {
            let id = "\(item.id).accessories[\(i)]"
            switch accessory.configured?.kind {
            case .disclosureIndicator?: derivedTraits.insert(.button)
            case .checkmark?: derivedTraits.insert(.selected)
            case .multiselect?: if item.state.contains(.selected) { derivedTraits.insert(.selected) }
            case .outlineDisclosure?:
                derivedTraits.insert(.button)
                values.append(item.state.contains(.expanded) ? "expanded" : "collapsed")
            case .popUpMenu(let menu)?:
                derivedTraits.insert(.button)
                if let title = menu.displayedTitle { values.append(title) }
            case .detail?:
                controls.append(AccessibilityElement(id: id, frame: accessory.frame, label: "More Info", traits: .button))
            case .delete?:
                controls.append(AccessibilityElement(id: id, frame: accessory.frame, label: named("Delete"), traits: .button))
            case .insert?:
                controls.append(AccessibilityElement(id: id, frame: accessory.frame, label: named("Insert"), traits: .button))
            case .reorder?:
                controls.append(
                    AccessibilityElement(
                        id: id, frame: accessory.frame, label: named("Reorder"),
                        traits: .button))
            case .customView(let configuration)?:
                if let toggle = configuration.customView.view as? Switch {
                    derivedTraits.insert(.toggleButton)
                    values.append(toggle.isOn ? "on" : "off")
                    if !toggle.isEnabled { derivedTraits.insert(.notEnabled) }
                } else if let own = configuration.customView.view.accessibility, own.isAccessibilityElement {
                    // An app's view that says what it is: an element of its own.
                    controls.append(
                        AccessibilityElement(
                            id: id, frame: accessory.frame, label: own.label ?? "",
                            value: own.value, hint: own.hint, traits: own.traits ?? []))
                }
            case .label?, nil: break
            }
        }
        let texts = texts(of: item)
        let actions = item.swipeActions.compactMap(\.actionTitle)
        guard a11y.isAccessibilityElement else {
            // Not an element: VoiceOver reads the cell's labels and controls one by one.
            var out = texts.map { AccessibilityElement(id: $0.id, frame: $0.frame, label: $0.text, traits: .staticText) }
            // Then the accessories that are controls, in the cell's order.
            for (i, accessory) in item.accessories.enumerated() where !accessory.isHidden {
                let id = "\(item.id).accessories[\(i)]"
                if case .customView(let configuration)? = accessory.configured?.kind,
                    let toggle = configuration.customView.view as? Switch
                {
                    out.append(
                        AccessibilityElement(
                            id: id, frame: accessory.frame, label: "",
                            value: toggle.isOn ? "on" : "off", traits: .toggleButton))
                } else if let control = controls.first(where: { $0.id == id }) {
                    out.append(control)
                }
            }
            return out
        }
        // A row showing nothing (a header slot with no content) is not read.
        if texts.isEmpty, item.content == nil, item.customContent == nil, a11y.label == nil { return controls }
        let cell = AccessibilityElement(
            id: item.id, frame: item.frame,
            label: a11y.label ?? texts.map(\.text).joined(separator: ", "),
            value: a11y.value ?? (values.isEmpty ? nil : values.joined(separator: ", ")),
            hint: a11y.hint, traits: a11y.traits ?? derivedTraits, customActions: actions)
        return [cell] + controls
    }
}
