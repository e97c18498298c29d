import CellLayout
import CellModel
import Raster
import Symbols
import Typesetting

import struct Foundation.IndexPath

// The list as a whole (`UICollectionView` with a `UICollectionViewDiffableDataSource`):
// a layout, registrations that turn identifiers into configured cells, the data, and the
// view state a screenshot shows (selection, highlight, focus, editing, scroll offset).
//
// Rendering runs the pipeline once, one way: for each visible item a fresh ``ListCell``
// gets its state, then the registration's handler, then its update pass (so
// `updated(for:)` styles it); the layout stage (``ListLayout``) measures and arranges
// every element into an immutable tree of frames; the display stage (``DisplayList``)
// turns that into drawing commands in device pixels; the canvas rasterizes them.

/// A list, or a compositional mix of list and grid sections, rendered to pixels.
///
/// ```swift
/// let view = CollectionView<Int, String>(layout: .list(using: ListConfiguration(appearance: .insetGrouped)),
///                                        cellRegistration: registration)
/// var snapshot = DataSourceSnapshot<Int, String>()
/// snapshot.appendSections([0])
/// snapshot.appendItems(["Ready. Set. Code."])
/// view.apply(snapshot)
/// let pixmap = view.render(width: 390, scale: 3)
/// ```
public final class CollectionView<SectionIdentifier: Hashable & Sendable, ItemIdentifier: Hashable & Sendable>:
    TraitChangeObservable
{
    public var collectionLayout: CollectionLayout
    /// Makes the cell for an item (the data source's `cellProvider`): the provider
    /// dequeues one from a registration (``dequeueConfiguredReusableCell(using:for:item:)``).
    /// Set by ``DiffableDataSource`` or, for the one-registration shorthand, by the
    /// initialiser.
    var cellProvider: DiffableDataSource<SectionIdentifier, ItemIdentifier>.CellProvider?
    /// Makes a section's header or footer (the data source's `supplementaryViewProvider`);
    /// nil: ``headerRegistration`` and ``footerRegistration``.
    var supplementaryViewProvider: DiffableDataSource<SectionIdentifier, ItemIdentifier>.SupplementaryViewProvider?
    public var headerRegistration: SupplementaryRegistration?
    public var footerRegistration: SupplementaryRegistration?
    public private(set) var snapshot = DataSourceSnapshot<SectionIdentifier, ItemIdentifier>()

    /// The list's node in the trait hierarchy (window scene → window → list → section →
    /// cell → content). Each configuring pass hangs one node per section under it and the
    /// section's cells, header and footer under that, so overrides set here, on a parent
    /// (``parentTraitEnvironment``) or on a cell reach the cell's ``ListElementView/traitCollection``
    /// before its update pass, and its trait-change handlers run.
    public let traitEnvironment = TraitEnvironment(name: "collectionView", rootTraits: .iPhone)

    /// The environment the list inherits its traits from (a window scene or window in a
    /// test); nil: the list is a root and starts from the traits set on ``traitCollection``.
    public var parentTraitEnvironment: TraitEnvironment? {
        get { traitEnvironment.parent }
        set {
            if let newValue { newValue.addChild(traitEnvironment) } else { traitEnvironment.removeFromParent() }
        }
    }

    /// The traits the list lives under (colour appearance, content size, layout direction,
    /// tint via ``tintColor``): its parent's, or its root traits, with its
    /// `TraitChangeObservable/traitOverrides` applied.
    ///
    /// Setting it sets the root traits — what the system reports — used while the list
    /// has no ``parentTraitEnvironment``.
    public var traitCollection: TraitCollection {
        get { traitEnvironment.traitCollection }
        set { traitEnvironment.rootTraits = newValue }
    }

    /// The section nodes of the last configuring pass, replaced by the next.
    private var sectionEnvironments: [TraitEnvironment] = []
    /// The section being configured, while the providers run: what a dequeue needs.
    var pass: ConfiguringPass<ItemIdentifier>?
    /// The first call UIKit raises an exception for (a dequeue outside the provider's call,
    /// a provider returning no cell), naming the call and the index path; the next render
    /// fails with it (``RenderError/misuse(_:)``) instead of stopping the process.
    package internal(set) var misuse: String?
    /// The tint colour inherited by cells (systemBlue by default).
    public var tintColor: Color = .tintColor
    /// Whether the list is editing: cells get the editing state and editing accessories.
    public var isEditing = false
    public var selectedItems: Set<ItemIdentifier> = []
    public var highlightedItems: Set<ItemIdentifier> = []
    public var focusedItem: ItemIdentifier?
    /// A state shown on every item (or on ``stateOverrideItems``) over the one the list
    /// and its registration give: what a variant's state (``ListVariant/state``) sets, in
    /// a comparison sheet or a spec's snapshots. Not public, as UIKit has no such thing: an
    /// app shows states through `isSelected` and its data source, and a variant through
    /// ``withVariant(_:_:)``.
    package var stateOverride: CellState?
    /// The items ``stateOverride`` applies to; nil: every item.
    package var stateOverrideItems: Set<ItemIdentifier>?
    /// How far the list is scrolled, in points: the content moves up, and a plain list's
    /// current section header stays pinned at the top with the chrome material behind it.
    public var contentOffset: Double = 0

    /// The screen's safe area around the list, in points (a landscape phone's sides): rows'
    /// and headers' content keeps inside it and inset-grouped cards sit within it, while
    /// plain and grouped rows' backgrounds run to the edges, as in UIKit. Only the sides are
    /// read; the top is where the content starts, which the screen's render scrolls to.
    package var safeArea = EdgeInsets.zero
    /// Whether the window is key; a sidebar's selection is tinted only in a key window
    /// (docs/uikit-reference.md §3.6).
    public var isKeyWindow = true
    /// Which items can move: a row it refuses shows no reorder control.
    public var reorderingHandlers = ReorderingHandlers()
    /// What a tap on an outline disclosure may do (``toggleExpansion(of:)``).
    public var sectionSnapshotHandlers = SectionSnapshotHandlers()
    /// Where text fonts come from: the shared catalog (fontconfig), or one made from
    /// explicit font folders (`FontCatalog(fontDirectories:)`).
    public var fontCatalog: FontCatalog = .shared
    /// Where the symbol images of the list's content come from: the shared catalog (the
    /// built-in set), or one with a folder of SF Symbols templates whose names override
    /// the built-in ones (`SymbolCatalog(templateFolder:)`, docs/symbols.md).
    public var symbolCatalog: SymbolCatalog = .shared

    /// PNG files of `.file` images, decoded once per path (or the reason they could not be).
    private var decodedFiles: [String: Result<Pixmap, PNGError>] = [:]
    /// The image files the last layout could not read, with libpng's or the system's
    /// message; ``render(width:scale:height:)`` throws on the first.
    public private(set) var imageFileErrors: [PNGError] = []

    /// A collection with `layout` and no data source yet: a ``DiffableDataSource`` made
    /// with it supplies the cells (`UICollectionView(frame:collectionViewLayout:)`).
    public init(layout: CollectionLayout) {
        collectionLayout = layout
    }

    /// A collection whose every cell comes from `cellRegistration`, and whose headers and
    /// footers from the supplementary registrations: the shorthand for a data source whose
    /// cell provider dequeues from the one registration.
    public convenience init<Cell: ListCell>(
        layout: CollectionLayout, cellRegistration: CellRegistration<Cell, ItemIdentifier>,
        headerRegistration: SupplementaryRegistration? = nil,
        footerRegistration: SupplementaryRegistration? = nil
    ) {
        self.init(layout: layout)
        cellProvider = { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item)
        }
        self.headerRegistration = headerRegistration
        self.footerRegistration = footerRegistration
    }

    /// Shows `snapshot` (`apply(_:animatingDifferences:)`, without animation). A snapshot
    /// carrying an edit it refused (a section appended twice, items appended to a section
    /// it lacks) makes the next render fail naming that call (``RenderError/misuse(_:)``).
    public func apply(_ snapshot: DataSourceSnapshot<SectionIdentifier, ItemIdentifier>) {
        if let rejected = snapshot.firstRejectedEdit { report(misuse: rejected) }
        self.snapshot = snapshot
    }

    /// Configures every visible cell and lays the collection out `width` points wide,
    /// frames rounded to `scale`'s device pixels. The height is the content's.
    public func layout(width: Double, scale: Double = 3) -> ListLayout {
        layout(width: width, scale: scale, stoppingBelow: .infinity)
    }

    /// ``layout(width:scale:)`` that stops laying out rows once the content reaches
    /// `maxContentHeight` points, for callers that will refuse a taller picture: the
    /// result's content height is then only a lower bound.
    package func layout(width: Double, scale: Double, stoppingBelow maxContentHeight: Double) -> ListLayout {
        var builder = ListLayout.Builder(
            width: width, scale: scale, traits: traitCollection, tintColor: tintColor,
            contentOffset: contentOffset, isKeyWindow: isKeyWindow,
            sections: configuredSections(width: width), catalog: fontCatalog)
        builder.symbols = symbolCatalog
        builder.maxContentHeight = maxContentHeight
        builder.safeArea = safeArea
        return builder.build()
    }

    // MARK: Configuring

    /// Every visible section configured for a collection `width` points wide: the data
    /// source's providers make each cell, header and footer, and each gets its update pass.
    package func configuredSections(width: Double = 390) -> [ListLayout.SectionInput] {
        imageFileErrors = []
        for node in sectionEnvironments { node.removeFromParent() }
        sectionEnvironments = []
        defer { pass = nil }
        let environment = LayoutEnvironment(
            container: .init(contentSize: Size(width: width, height: 0)),
            traitCollection: traitCollection)
        var out: [ListLayout.SectionInput] = []
        out.reserveCapacity(snapshot.numberOfSections)
        for (sectionIndex, sectionID) in snapshot.sectionIdentifiers.enumerated() {
            let layout = collectionLayout.section(at: sectionIndex, in: environment)
            let appearance: ListAppearance
            switch layout {
            case .list(let c): appearance = c.appearance
            case .grid: appearance = .plain
            }
            let sectionSnapshot = snapshot.sectionSnapshot(for: sectionID) ?? SectionSnapshot()
            let sectionNode = TraitEnvironment(name: "section \(sectionIndex)", parent: traitEnvironment)
            sectionEnvironments.append(sectionNode)
            let entries = sectionSnapshot.visibleItemsWithLevels
            pass = ConfiguringPass(
                section: sectionIndex, appearance: appearance, node: sectionNode,
                sectionSnapshot: sectionSnapshot, entries: entries, supplementaryKind: nil)
            var cells: [ListLayout.CellInput] = []
            for (itemIndex, entry) in entries.enumerated() {
                let indexPath = IndexPath(item: itemIndex, section: sectionIndex)
                guard let cell = providedCell(at: indexPath, item: entry.item) else { continue }
                if let stateOverride, stateOverrideItems?.contains(entry.item) ?? true { stateOverride.show(on: cell) }
                reorderingHandlers.apply(to: cell, item: entry.item)
                cell.updateConfigurationIfNeeded()
                loadImageFile(of: cell)
                cells.append(cell.layoutInput(at: indexPath))
            }
            var header: ListLayout.SupplementaryInput?
            var footer: ListLayout.SupplementaryInput?
            if case .list(let c) = layout {
                let sectionPath = IndexPath(item: 0, section: sectionIndex)
                if c.headerMode == .supplementary {
                    header = supplementary(.header, at: sectionPath)
                }
                if c.footerMode == .supplementary {
                    footer = supplementary(.footer, at: sectionPath)
                }
            }
            out.append(
                ListLayout.SectionInput(
                    index: sectionIndex, layout: layout, header: header, cells: cells,
                    footer: footer))
        }
        return out
    }

    /// Replaces a cell's `.file` image with its decoded pixels: the layout and drawing
    /// stages do no I/O. A file that cannot be read is noted in ``imageFileErrors`` and
    /// the cell shows no image.
    private func loadImageFile(of cell: ListCell) {
        guard var content = cell.contentConfiguration as? ListContentConfiguration,
            case .file(let path) = content.image
        else { return }
        let result: Result<Pixmap, PNGError>
        if let cached = decodedFiles[path] {
            result = cached
        } else {
            do { result = .success(try PNGDecoder.decode(contentsOfFile: path)) } catch { result = .failure(error) }
            decodedFiles[path] = result
        }
        switch result {
        case .success(let pixmap): content.image = .pixmap(pixmap)
        case .failure(let error):
            imageFileErrors.append(error)
            content.image = nil
        }
        cell.contentConfiguration = content
    }
}
