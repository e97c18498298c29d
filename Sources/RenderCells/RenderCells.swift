// The module a user imports. It holds the view objects that run the pipeline (ListCell,
// ListContentView, CollectionView and the registrations) and re-exports every stage, so
// `import RenderCells` brings UIKit's list vocabulary, layout results, display lists and
// the rasterizer together.

@_exported import CellLayout
@_exported import CellModel
@_exported import Display
@_exported import Raster
@_exported import Typesetting
