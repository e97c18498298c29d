import CellModel

extension ListLayout.Builder {
    /// The list content of a row, header, footer or tile laid out `width` points wide — nil
    /// when it shows a custom content view (which replaces it) or nothing — with a symbol
    /// its image names that does not resolve recorded as a problem of `itemID`.
    func listContent(
        _ configuration: ListContentConfiguration?, custom: ListLayout.CustomContent?, width: Double,
        traits viewTraits: TraitCollection, superMargin: Double, itemID: String
    )
        -> (configuration: ListContentConfiguration?, layout: ListContentLayout?)
    {
        guard custom == nil, let configuration else { return (nil, nil) }
        let layout = ListContentLayout(
            configuration: configuration, width: width, traits: viewTraits,
            superviewHorizontalMargin: superMargin, catalog: catalog, symbols: symbols)
        if let error = layout.symbolError {
            problemLog.problems.append(ListLayout.Problem(itemID: itemID + ".image", message: error.description))
        }
        return (configuration, layout)
    }
}
