import RenderCells

/// The trait holding every custom trait a spec declares, by name.
///
/// Swift identifies a trait by its type, and a spec's traits are only known when the file
/// is read, so they share this one trait whose value maps each set trait's name to its
/// value; a name not in the map has its declared default. Overrides lower in the
/// hierarchy are merged into the inherited map, so setting one custom trait on a cell
/// keeps the others it inherits.
package enum SpecCustomTraits: TraitDefinition {
    package static let defaultValue: [String: String] = [:]
    package static let affectsColorAppearance = true
    package static let name = "specCustomTraits"
    package static let identifier = "render-cells.spec.customTraits"
}
