import ArgumentParser
import RenderCells

// The axis values as single command-line values (`render --style dark --direction rtl
// --content-size AX3 --state selected`), parsed by the same names as specs and lists use.
// (Written once here for every axis; ArgumentParser's own defaults for string enums would
// take raw values only, without the axes' aliases and short names.)

extension ExpressibleByArgument where Self: VariantAxisValue & CaseIterable & RawRepresentable, RawValue == String {
    public init?(argument: String) { self.init(axisName: argument) }
    public static var allValueStrings: [String] { axisNames }
}

extension ListDesign: ExpressibleByArgument {}
extension ListAppearance: ExpressibleByArgument {}
extension UserInterfaceStyle: ExpressibleByArgument {}
extension ContentSizeCategory: ExpressibleByArgument {}
extension LayoutDirection: ExpressibleByArgument {}
extension AccessibilityContrast: ExpressibleByArgument {}
extension CellState: ExpressibleByArgument {}
