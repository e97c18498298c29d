import RenderCells

/// The "changes" panel of a before-and-after sheet: the new picture faded, with a red box
/// around each region whose pixels changed. Red pixels over the old picture (the testing
/// library's difference image) are exact, but where a text changed they paint both texts
/// on top of each other ("Home" and "Office" read "HomeOffice"); a box over the new picture
/// says where to look and leaves the new text readable.
package enum SheetDifference {
    /// The red of the boxes: systemRed (light), 255, 59, 48.
    static let ink = RGBAColor(r: 255, g: 59, b: 48)

    /// Boxes around the changed pixels, in device pixels, top to bottom then left to right.
    /// Differing pixels are gathered on a grid of `cell`-pixel squares; squares that touch
    /// (edges or corners) form one region, and each box is its differing pixels' own bounds.
    /// Pixels inside one picture and outside the other count as changed.
    package static func regions(before: Pixmap, after: Pixmap, cell: Int) -> [IntRect] {
        let width = max(before.width, after.width)
        let height = max(before.height, after.height)
        let columns = (width + cell - 1) / cell
        let rows = (height + cell - 1) / cell
        guard columns > 0, rows > 0 else { return [] }
        // Per grid square: the differing pixels' bounds (minX > maxX: none).
        var minX = [Int](repeating: Int.max, count: columns * rows)
        var maxX = [Int](repeating: -1, count: columns * rows)
        var minY = minX
        var maxY = maxX
        before.data.withUnsafeBufferPointer { b in
            after.data.withUnsafeBufferPointer { a in
                for y in 0..<height {
                    for x in 0..<width {
                        let inB = x < before.width && y < before.height
                        let inA = x < after.width && y < after.height
                        if inB && inA {
                            let i = (y * before.width + x) * 4
                            let j = (y * after.width + x) * 4
                            if b[i] == a[j] && b[i + 1] == a[j + 1] && b[i + 2] == a[j + 2] && b[i + 3] == a[j + 3] { continue }
                        }
                        let k = (y / cell) * columns + x / cell
                        minX[k] = min(minX[k], x)
                        maxX[k] = max(maxX[k], x)
                        minY[k] = min(minY[k], y)
                        maxY[k] = max(maxY[k], y)
                    }
                }
            }
        }
        // Touching squares joined by a flood fill, in row-major order so boxes come out in
        // reading order.
        var seen = [Bool](repeating: false, count: columns * rows)
        var boxes: [IntRect] = []
        for start in 0..<(columns * rows) where maxX[start] >= 0 && !seen[start] {
            var stack = [start]
            seen[start] = true
            var x0 = Int.max
            var y0 = Int.max
            var x1 = -1
            var y1 = -1
            while let k = stack.popLast() {
                x0 = min(x0, minX[k])
                x1 = max(x1, maxX[k])
                y0 = min(y0, minY[k])
                y1 = max(y1, maxY[k])
                let r = k / columns
                let c = k % columns
                for dr in -1...1 {
                    for dc in -1...1 {
                        let rr = r + dr
                        let cc = c + dc
                        guard rr >= 0, rr < rows, cc >= 0, cc < columns else { continue }
                        let n = rr * columns + cc
                        if maxX[n] >= 0 && !seen[n] {
                            seen[n] = true
                            stack.append(n)
                        }
                    }
                }
            }
            boxes.append(IntRect(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1))
        }
        return boxes.sorted { ($0.y, $0.x) < ($1.y, $1.x) }
    }

    /// The panel: `after` faded towards white (a third of its contrast kept, so the boxes
    /// stand out and the content still reads) on a panel as large as either picture, and a
    /// 2-pt red box 3 pt outside each region of `regions(before:after:cell:)` with 8-pt
    /// squares. Nil when the size is not a valid pixmap.
    static func picture(before: Pixmap, after: Pixmap, scale: Double) -> Pixmap? {
        let width = max(before.width, after.width)
        let height = max(before.height, after.height)
        var bytes = [UInt8](repeating: 255, count: width * height * 4)
        bytes.withUnsafeMutableBufferPointer { out in
            after.data.withUnsafeBufferPointer { a in
                for y in 0..<after.height {
                    for x in 0..<after.width {
                        let i = (y * after.width + x) * 4
                        let o = (y * width + x) * 4
                        let alpha = Int(a[i + 3])
                        for c in 0..<3 {
                            // Over white (premultiplied: colour + white × (1 − alpha)), then a
                            // third of the distance from white kept.
                            let over = Int(a[i + c]) + (255 - alpha)
                            out[o + c] = UInt8(255 - (255 - over) / 3)
                        }
                    }
                }
            }
        }
        guard let faded = Pixmap(width: width, height: height, premultipliedData: bytes) else { return nil }
        let boxes = regions(before: before, after: after, cell: max(1, Int((8 * scale).rounded())))
        let canvas = Canvas(pixmap: faded)
        let line = 2 * scale
        let gap = 3 * scale
        for box in boxes {
            let rect = Rect(
                x: Double(box.x) - gap, y: Double(box.y) - gap, width: Double(box.width) + 2 * gap,
                height: Double(box.height) + 2 * gap)
            canvas.stroke(
                Path(roundedRect: rect, cornerRadius: 2 * scale), style: StrokeStyle(width: line),
                with: Paint(color: ink))
        }
        return canvas.pixmap
    }
}
