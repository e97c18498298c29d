import Foundation
import RenderCells
import Testing

/// A direct render (`CollectionView.render`, `displayList`, `layout`) with a data folder
/// that holds no fonts reports it in one line naming the folder, where it used to stop the
/// whole process in `FontCatalog.systemFace` (a fatal error, exit 132 under `swift test`).
@Suite struct DataFolderRenderTests {
    /// The variable that makes ``renderInChildProcess()`` run: set only by
    /// ``aWrongDataFolderEndsTheChildProcessCleanly()`` for its child.
    static let childVariable = "RENDER_CELLS_TEST_WRONG_DATA_CHILD"

    static func rows() -> CollectionView<Int, Int> {
        let registration = CellRegistration<ListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(item)"
            content.secondaryText = "Detail"
            cell.contentConfiguration = content
        }
        return TestList.make(registration, items: [0, 1])
    }

    static func missingFolder() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("no-render-cells-data-\(UUID().uuidString)").path
    }

    @Test func theCheckedPathNamesTheFolderBeforeLayingOut() throws {
        let missing = Self.missingFolder()
        let view = Self.rows()
        view.fontCatalog = FontCatalog(
            data: DataLocation(
                environment: [DataLocation.folderVariable: missing],
                executablePath: nil))
        do {
            _ = try view.render(width: 390, scale: 2)
            Issue.record("rendered without a single font")
        } catch let error as RenderError {
            guard case .unusableFonts(let message) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(message.hasPrefix("no usable font in \(missing)/fonts: "), "\(message)")
            #expect(message.contains("\(DataLocation.folderVariable) names \(missing)"), "\(message)")
            #expect(!message.contains("\n"), "one line: \(message)")
        }
    }

    /// The unchecked layout does not stop the process either: its text is empty and its
    /// first problem says why.
    @Test func anUncheckedLayoutListsTheFontsAsItsFirstProblem() {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("empty-fonts-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        let view = Self.rows()
        view.fontCatalog = FontCatalog(fontDirectories: [empty.path])
        let layout = view.layout(width: 390, scale: 2)
        #expect(layout.problems.first?.itemID == "fonts")
        #expect(layout.problems.first?.message == "no usable font in \(empty.path): there are no files in it")
    }

    /// The same render in a child test process whose `RENDER_CELLS_DATA` names a missing
    /// folder, so the shared catalog (the one every view uses by default) is the wrong one:
    /// the child must end normally (not 132/134, a trap) and print the one-line message.
    @Test(.timeLimit(.minutes(5))) func aWrongDataFolderEndsTheChildProcessCleanly() throws {
        let missing = Self.missingFolder()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["--testing-library", "swift-testing", "--filter", "DataFolderRenderTests/renderInChildProcess"]
        var environment = ProcessInfo.processInfo.environment
        environment[DataLocation.folderVariable] = missing
        environment[Self.childVariable] = "1"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        #expect(process.terminationReason == .exit, "ended by a signal: \(text)")
        #expect(process.terminationStatus == 0, "\(text)")
        #expect(text.contains("render error: no usable font in \(missing)/fonts: "), "\(text)")
        #expect(text.contains("layout problem: fonts: no usable font in \(missing)/fonts"), "\(text)")
        // The child really ran the render (a filter that matched nothing would pass silently).
        #expect(text.contains("child rendered with a wrong data folder"), "\(text)")
    }

    /// The child's side of ``aWrongDataFolderEndsTheChildProcessCleanly()``: runs only in
    /// the child process it starts (skipped otherwise).
    @Test(.enabled(if: ProcessInfo.processInfo.environment[childVariable] == "1"))
    func renderInChildProcess() {
        let view = Self.rows()
        do {
            _ = try view.render(width: 390, scale: 2)
            print("render error: none")
        } catch {
            print("render error: \(error)")
        }
        print("layout problem: \(view.layout(width: 390, scale: 2).problems.first.map(\.description) ?? "none")")
        print("child rendered with a wrong data folder")
    }
}
