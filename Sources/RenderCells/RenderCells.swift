// The module a user imports. It holds the view objects that run the pipeline (ListCell,
// ListContentView, CollectionView and the registrations) and re-exports every stage, so
// `import RenderCells` brings UIKit's list vocabulary, layout results, display lists and
// the rasterizer together.

@_exported import CellLayout
@_exported import CellModel
@_exported import Display
// Foundation's `IndexPath`, with UIKit's list accessors (`item`, `row`, `section`), is the
// list's index path, and Foundation is re-exported with it, as `import UIKit` does, so list
// code needs no second import. (Re-exporting only the `IndexPath` declaration does not
// reach a module's importers.)
@_exported import Foundation
@_exported import Raster
@_exported import Symbols
@_exported import Typesetting
