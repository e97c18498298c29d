import Foundation
import RenderCells
import TestSupport
import Testing

/// The first Swift example of docs/guide-swift.md ("Render a PNG without a test") compiles
/// and renders what it says.
@Suite struct ReadmeExampleTests {
    @Test func swiftExample() throws {
        // README example begin
        let registration = CellRegistration<ListCell, String> { cell, indexPath, title in
            var content = cell.defaultContentConfiguration()  // styled for the list's appearance
            content.image = .systemName("star")
            content.text = title
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let view = CollectionView<Int, String>(
            layout: .list(using: ListConfiguration(appearance: .insetGrouped)),
            cellRegistration: registration)
        var snapshot = DataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Hello WWDC!", "Ready. Set. Code."])
        view.apply(snapshot)
        view.selectedItems = ["Hello WWDC!"]
        view.traitCollection = .iPhone.modifyingTraits { $0.userInterfaceStyle = .dark }
        let path = NSTemporaryDirectory() + "readme-\(UUID().uuidString).png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try PNGEncoder().write(try view.render(width: 390, scale: 3), toFile: path)
        // README example end

        let picture = try PNGDecoder.decode(contentsOfFile: path)
        // 35 pt top padding + two 44-pt rows + 17.5 pt below the card, at 3x.
        #expect(picture.width == 1170)
        let points: Double = 35 + 44 + 44 + 17.5
        #expect(picture.height == Int((points * 3).rounded(.up)))
        let layout = view.layout(width: 390, scale: 3)
        let rows = layout.sections[0].items
        #expect(rows.map(\.state) == [[.selected], []])
        #expect(rows[0].background?.color == RGBAColor(r: 58, g: 58, b: 60))  // dark systemGray4
    }

    /// docs/guide-swift.md shows exactly the code above (it writes to "list.png" where the
    /// test writes to a temporary file), after `import RenderCells`.
    @Test func readmeShowsThisCode() throws {
        let source = try String(contentsOfFile: #filePath, encoding: .utf8)
        let start = try #require(source.range(of: "// README example begin\n"))
        let end = try #require(source.range(of: "        // README example end"))
        var lines = source[start.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("        ") ? String($0.dropFirst(8)) : String($0) }
        lines.removeAll { $0.hasPrefix("let path = ") || $0.hasPrefix("defer ") }
        let test = lines.joined(separator: "\n").replacingOccurrences(of: "toFile: path)", with: "toFile: \"list.png\")")

        let readme = try String(contentsOfFile: packageRoot + "/docs/guide-swift.md", encoding: .utf8)
        let section = try #require(readme.range(of: "## Render a PNG without a test"))
        let open = try #require(readme.range(of: "```swift\n", range: section.upperBound..<readme.endIndex))
        let close = try #require(readme.range(of: "```", range: open.upperBound..<readme.endIndex))
        let shown = String(readme[open.upperBound..<close.lowerBound])
        #expect(shown == "import RenderCells\n\n" + test)
    }
}
