import RenderCells

extension SheetPicture {
    /// The sheet's layout as one layout dump (the `--dump-layout` format): a `panel`
    /// element per panel, named by ``SheetPanel/name``, holding its list's elements with
    /// their ids under the panel's name and frames in the sheet's points, then the headers.
    /// Snapshots of sheets keep it, so a failure names the panel and element that changed.
    public func layoutDump() -> [UInt8] {
        func points(_ r: IntRect) -> Rect {
            Rect(
                x: Double(r.x) / scale, y: Double(r.y) / scale, width: Double(r.width) / scale,
                height: Double(r.height) / scale)
        }
        func moved(_ element: DisplayElement, by dx: Double, _ dy: Double, under prefix: String) -> DisplayElement {
            let f = element.frame
            return DisplayElement(
                id: prefix + "/" + element.id, kind: element.kind,
                frame: Rect(x: f[0] + dx, y: f[1] + dy, width: f[2], height: f[3]),
                properties: element.properties,
                children: element.children.map { moved($0, by: dx, dy, under: prefix) })
        }
        var elements: [DisplayElement] = panels.map { panel in
            let frame = points(panel.frame)
            var properties = ["labels": panel.labels.joined(separator: ", ")]
            if let changes = panel.changes {
                properties["shows"] = "changes"
                properties["text"] = changes
            } else if panel.source == nil && panel.layout == nil {
                properties["shows"] = "difference"
            }
            return DisplayElement(
                id: panel.name, kind: "panel", frame: frame, properties: properties,
                children: (panel.layout?.elements ?? []).map {
                    moved($0, by: frame.minX, frame.minY, under: panel.name)
                })
        }
        for (i, label) in labels.enumerated() {
            elements.append(
                DisplayElement(
                    id: "labels[\(i)]", kind: "label", frame: points(label.frame),
                    properties: [
                        "text": label.text, "role": label.role.rawValue,
                        "axis": label.axis ?? ""
                    ]))
        }
        let size = Size(width: Double(pixmap.width) / scale, height: Double(pixmap.height) / scale)
        return DisplayList(size: size, scale: scale, backgroundColor: SheetText.ground, commands: [], elements: elements)
            .dumpJSON()
    }
}
