import ArgumentParser
import RenderCells

// The axis values as single command-line values (`render --style dark --direction rtl
// --content-size AX3 --state selected`), parsed by the same names as specs and lists use.

extension ListDesign: ExpressibleByArgument {
    public init?(argument: String) { self.init(axisName: argument) }
    public static var allValueStrings: [String] { axisNames }
}

extension ListAppearance: ExpressibleByArgument {
    public init?(argument: String) { self.init(axisName: argument) }
    public static var allValueStrings: [String] { axisNames }
}

extension UserInterfaceStyle: ExpressibleByArgument {
    public init?(argument: String) { self.init(axisName: argument) }
    public static var allValueStrings: [String] { axisNames }
}

extension ContentSizeCategory: ExpressibleByArgument {
    public init?(argument: String) { self.init(axisName: argument) }
    public static var allValueStrings: [String] { axisNames }
}

extension LayoutDirection: ExpressibleByArgument {
    public init?(argument: String) { self.init(axisName: argument) }
    public static var allValueStrings: [String] { axisNames }
}

extension AccessibilityContrast: ExpressibleByArgument {
    public init?(argument: String) { self.init(axisName: argument) }
    public static var allValueStrings: [String] { axisNames }
}

extension CellState: ExpressibleByArgument {
    public init?(argument: String) { self.init(axisName: argument) }
    public static var allValueStrings: [String] { axisNames }
}
