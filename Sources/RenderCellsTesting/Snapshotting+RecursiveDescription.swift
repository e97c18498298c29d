import Foundation
import RenderCellsUIKit
import SnapshotTesting

// `.recursiveDescription` and `.hierarchy` with swift-snapshot-testing's signatures
// (Sources/SnapshotTesting/Snapshotting/UIView.swift and UIViewController.swift, version
// 1.19.7). On a simulator they print UIKit's private `recursiveDescription` of the live view
// objects; here the view tree is the laid-out list, so the text is the layout dump (every
// element's kind, frame in points and drawn properties) in the same indented shape:
//
//     <InboxViewController; frame = (0 0; 390 844)>
//        | <cell sections[0].items[0]; frame = (0 47; 390 44)>
//        |    | <text sections[0].items[0].text; frame = (20 58.33; 300 22); font = …; text = "Inbox">
//
// The texts differ from a simulator's, so they are stored as `<test>.<n>.linux.txt`, beside
// the simulator's `.txt`.

/// The path extension of text references made on Linux from UIKit-named types.
let linuxTextExtension = "linux.txt"

extension Snapshotting where Value: UIView, Format == String {
    /// The view's tree as text: the list it shows, laid out at its frame's size.
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    /// The view's tree as text, laid out at `size` (nil: its frame's) under `traits`.
    public static func recursiveDescription(size: CGSize? = nil, traits: UITraitCollection = .init())
        -> Snapshotting<Value, String>
    {
        Snapshotting.onMainActor(pathExtension: linuxTextExtension, diffing: .lines) { view in
            ScreenRender(view: view, size: size, traits: traits).recursiveDescription()
        }
    }
}

extension Snapshotting where Value: UIViewController, Format == String {
    /// The screen's view tree as text, at its view's size.
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    /// The screen's view tree as text, laid out on `config` (its size, or `size`, and its
    /// traits with `traits` over them).
    public static func recursiveDescription(
        on config: ViewImageConfig = .init(), size: CGSize? = nil,
        traits: UITraitCollection = .init()
    ) -> Snapshotting<Value, String> {
        Snapshotting.onMainActor(pathExtension: linuxTextExtension, diffing: .lines) { controller in
            ScreenRender(controller: controller, config: config, size: size, traits: traits).recursiveDescription()
        }
    }

    /// The controller and the view it shows, one line (`.hierarchy`): a screen here has no
    /// child controllers, tab or navigation containers to list.
    public static var hierarchy: Snapshotting {
        Snapshotting.onMainActor(pathExtension: linuxTextExtension, diffing: .lines) { controller in
            controller.loadViewIfNeeded()
            let shown = controller.shownCollectionView.map { "<\(String(describing: type(of: $0)))>" } ?? "(no collection view)"
            return
                "<\(String(describing: type(of: controller)))>, state: appeared, view: <\(String(describing: type(of: controller.view!)))>, "
                + "shows: \(shown)\n"
        }
    }
}

extension ScreenRender {
    /// The laid-out tree as `recursiveDescription` prints a view tree: one line per element,
    /// `   | ` per level of depth, properties sorted by name; or why it could not be laid out.
    func recursiveDescription() -> String {
        if let unusable = RenderDataCheck.failingTest() { return unusable + "\n" }
        let list: DisplayList
        do {
            list = try displayList().0
        } catch {
            return "<\(rootName)> could not be laid out: \(error)\n"
        }
        var lines = ["<\(rootName); frame = (0 0; \(Self.number(list.size.width)) \(Self.number(list.size.height)))>"]
        func add(_ element: DisplayElement, depth: Int) {
            let indent = String(repeating: "   | ", count: depth)
            let frame = element.frame.map(Self.number)
            var fields = ["\(element.kind) \(element.id)", "frame = (\(frame[0]) \(frame[1]); \(frame[2]) \(frame[3]))"]
            for key in element.properties.keys.sorted() {
                fields.append("\(key) = \(Self.quoted(element.properties[key] ?? ""))")
            }
            lines.append(indent + "<" + fields.joined(separator: "; ") + ">")
            for child in element.children { add(child, depth: depth + 1) }
        }
        for element in list.elements { add(element, depth: 1) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Points as UIKit prints them: `47`, `44.3333`.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// A property value on one line: quoted when it holds spaces, `;` or `>`, newlines escaped.
    static func quoted(_ value: String) -> String {
        let escaped = value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n")
        return escaped.contains(where: { " ;<>\"".contains($0) })
            ? "\"" + escaped.replacingOccurrences(of: "\"", with: "\\\"") + "\"" : escaped
    }
}
