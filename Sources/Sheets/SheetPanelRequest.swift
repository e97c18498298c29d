import RenderCells

/// What a sheet asks its caller for, for one panel: the variant, the panel's place in the
/// grid, which compared list, and each axis's value index (what a custom axis means).
public struct SheetPanelRequest: Sendable {
    public var variant: ListVariant
    /// Row, and column among one list's columns (without the compared lists).
    public var row: Int
    public var column: Int
    /// Which compared list (0 with one).
    public var source: Int
    /// Each row axis's value index, then each column axis's, outermost first.
    public var rowIndices: [Int]
    public var columnIndices: [Int]
}
