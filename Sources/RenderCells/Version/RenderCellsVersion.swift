/// The version of render-cells: what `render-cells --version` prints, and part of the
/// inputs a snapshot manifest records (a new renderer may draw other pixels).
public enum RenderCellsVersion {
    public static let current = "0.9.0"
}
