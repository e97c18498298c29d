/// How a sheet names the values of its axes in its headers.
public enum SheetLabelStyle: String, Hashable, Sendable, CaseIterable {
    /// Words a designer reads: "Inset grouped", "Dark", "Accessibility 3", "Right to left".
    case human
    /// The codes specs, flags and file names use: `insetGrouped`, `dark`, `AX3`, `rtl`.
    case codes
}
