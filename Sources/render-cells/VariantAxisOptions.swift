import ArgumentParser
import RenderCells

/// The axes a list is compared or audited across, each a comma-separated list of values
/// (compare, audit): design generation, appearance, style, content size and direction. A
/// flag not given leaves its axis to the command's default.
struct VariantAxisOptions: ParsableArguments {
    @Option(help: "List design generations, comma-separated: ios18 (iOS 14–18), ios26 (iOS 26).")
    var design: AxisList<ListDesign>?

    @Option(help: "Appearances of every list section, comma-separated.")
    var appearance: AxisList<ListAppearance>?

    @Option(help: "Interface styles, comma-separated.")
    var style: AxisList<UserInterfaceStyle>?

    @Option(
        name: .customLong("content-size"),
        help: "Content size categories, comma-separated: UIKit names (accessibilityExtraLarge) or short ones (AX3).")
    var contentSize: AxisList<ContentSizeCategory>?

    @Option(help: "Layout directions, comma-separated.")
    var direction: AxisList<LayoutDirection>?

    var isEmpty: Bool { design == nil && appearance == nil && style == nil && contentSize == nil && direction == nil }

    func validate() throws {
        try AxisList.check(design, flag: "design")
        try AxisList.check(appearance, flag: "appearance")
        try AxisList.check(style, flag: "style")
        try AxisList.check(contentSize, flag: "content-size")
        try AxisList.check(direction, flag: "direction")
    }
}
