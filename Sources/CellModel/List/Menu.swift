/// A single-selection menu as a pop-up menu accessory shows it (`UIMenu` with
/// `.singleSelection`): its items' titles and which one is chosen.
///
/// Only what a still picture shows is kept: the items and the selection (the element
/// whose state is `.on`), not their actions.
public struct Menu: Hashable, Sendable {
    /// The menu's own title (shown above the items when the menu is open; not in a cell).
    public var title: String
    /// The items' titles, in order.
    public var children: [String]
    /// The chosen item's title; nil (or a title not among ``children``): the first item,
    /// as UIKit's single-selection menus choose the first element when none is on.
    public var selectedElement: String?

    public init(title: String = "", children: [String], selectedElement: String? = nil) {
        self.title = title
        self.children = children
        self.selectedElement = selectedElement
    }

    /// The title a pop-up menu accessory shows: the selected item's, else the first's; nil
    /// for a menu without items (only the chevrons show).
    public var displayedTitle: String? {
        if let selectedElement, children.contains(selectedElement) { return selectedElement }
        return children.first
    }
}
