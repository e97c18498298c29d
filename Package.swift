// swift-tools-version:6.0
import PackageDescription

// One module per stage of the pipeline, dependencies pointing one way:
//
//   ListSpec ─┐
//   Gallery ──┴─> RenderCells ─> CellLayout ─> CellModel ─> Symbols ─> Typesetting ─> Raster
//                      │             └──────> Display ───────────────────────^
//                      └─ re-exports every stage below it
//
// docs/architecture.md lists what each module may import; ArchitectureTests (part of
// `swift test`) fails when a module imports one it must not.
let package = Package(
    name: "render-cells",
    platforms: [.macOS(.v14)],
    products: [
        // What a user imports: UIKit's list model, layout and rendering.
        .library(name: "RenderCells", targets: ["RenderCells"]),
        // Spec files (YAML/JSON) into a CollectionView, for tests that load specs.
        .library(name: "ListSpec", targets: ["ListSpec"]),
        // Comparison sheets: a list's variants in one labelled picture.
        .library(name: "Sheets", targets: ["Sheets"]),
        // The accessibility audit and VoiceOver's elements of a list, with their pictures.
        .library(name: "CellAccessibility", targets: ["CellAccessibility"]),
        // UIKit's names (UICollectionView, UIListContentConfiguration, …) over RenderCells, so
        // a list screen written for iOS builds on Linux behind `#if canImport(UIKit)`.
        .library(name: "RenderCellsUIKit", targets: ["RenderCellsUIKit"]),
        // Snapshot strategies for swift-snapshot-testing: lists, cells, specs and pixmaps
        // as PNG references compared on decoded pixels, layouts as text.
        .library(name: "RenderCellsTesting", targets: ["RenderCellsTesting"]),
        // The pixels stage alone: paths, strokes, scan conversion, canvas, PNG.
        .library(name: "Raster", targets: ["Raster"]),
        .executable(name: "render-cells", targets: ["render-cells"])
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // `swift package generate-documentation`: the DocC catalogs of the public modules.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0")
    ],
    targets: [
        // C libraries, quarantined: only Raster/Codec imports CPNG, only Typesetting/Text
        // imports the font and Unicode libraries.
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev", "zlib1g-dev", "libdeflate-dev"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        // ICU (libicu-dev) behind plain C types: see Sources/CUnicode/include/rc_unicode.h.
        .target(name: "CUnicode", linkerSettings: [.linkedLibrary("icuuc")]),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),
        // Compositing loops compiled per instruction set with runtime dispatch. At SwiftPM's
        // default optimization (-O2 in release): an -O3 flag would be an unsafe flag, which
        // SwiftPM refuses in a package that others depend on by version (measured: -O3 was at
        // most 1.5 % faster on S1 and S2, and no faster on S3 and S4).
        .target(name: "CKernels"),

        // Files that input may name or that outputs replace: atomic all-or-nothing writes,
        // bounded reads of regular files, paths kept inside their folder, terminal-safe text,
        // SHA-256 (its compression function in CKernels).
        .target(name: "SafeIO", dependencies: ["CKernels"]),
        // Pixels: geometry, paths, strokes, scan conversion, blitters, canvas, filters,
        // images, glyph coverage handed in as data, the PNG codec.
        .target(name: "Raster", dependencies: ["SafeIO", "CPNG", "CKernels"]),
        // Fonts, shaping, bidi, line breaking, Dynamic Type, symbol outlines → glyph runs.
        .target(name: "Typesetting", dependencies: ["Raster", "SafeIO", "CFreeType", "CHarfBuzz", "CUnicode", "CFontconfig"]),
        // SF Symbol names drawn from the openly licensed icon set (or a user's folder of
        // SF Symbols templates), sized from the text they sit with.
        .target(name: "Symbols", dependencies: ["Typesetting", "Raster", "SafeIO"]),
        // Drawing primitives in points (fills, strokes, glyph runs, images, clips) → pixels.
        .target(name: "Display", dependencies: ["Raster"]),
        // UIKit's vocabulary as values: traits, colours, states, configurations, accessories,
        // snapshots, list configuration. No layout, no drawing of its own.
        .target(name: "CellModel", dependencies: ["Symbols", "Typesetting", "Raster"]),
        // Measures and arranges the model into frames, and frames into a display list.
        .target(name: "CellLayout", dependencies: ["CellModel", "Symbols", "Typesetting", "Display", "Raster"]),
        // The views that run the pipeline (ListCell, ListContentView, CollectionView) and
        // the one module a user imports: it re-exports every stage.
        .target(name: "RenderCells", dependencies: ["CellLayout", "CellModel", "Symbols", "Typesetting", "Display", "Raster"]),
        // The Cassowary constraint solver under Auto Layout: pure Swift, no UIKit names.
        .target(name: "LayoutSolver"),
        // UIKit's names as typealiases and thin adapters over RenderCells (docs/uikit.md).
        .target(name: "RenderCellsUIKit", dependencies: ["RenderCells", "LayoutSolver", "SafeIO"]),
        // Reference-PNG checks on decoded pixels with record modes and a font record; a display
        // list rendered as a reference picture (its layout dump and font files beside the pixels).
        .target(name: "SnapshotCore", dependencies: ["SafeIO", "Typesetting", "Display", "Raster"]),
        // The spec file format (YAML/JSON → CollectionView); keeps Yams out of the library.
        .target(name: "ListSpec", dependencies: ["RenderCells", "SafeIO", .product(name: "Yams", package: "Yams")]),
        // Comparison sheets: one list's variants in one labelled picture.
        .target(
            name: "Sheets", dependencies: ["RenderCells", "SnapshotCore"],
            // The offline page's style and script, as bytes in the binary (as the report's).
            resources: [.embedInCode("sheet-page.css"), .embedInCode("sheet-page.js")]),
        // What VoiceOver reads in a laid-out list, and the accessibility audit (truncation,
        // contrast from the rendered pixels, tap targets, Dynamic Type, overlap) across variants.
        .target(
            name: "CellAccessibility", dependencies: ["RenderCells", "SnapshotCore"],
            // The audit page's style, as bytes in the binary (as the report's).
            resources: [.embedInCode("Report/audit.css")]),
        // Spec files as snapshot tests (`render-cells test`): discovery, variants, references,
        // the manifest, results and their reports.
        .target(
            name: "SpecTesting", dependencies: ["ListSpec", "RenderCells", "SnapshotCore", "SafeIO", "CellAccessibility"],
            // The report's style and script, as bytes in the binary (no resource bundle to
            // ship beside the static release binary).
            resources: [
                .embedInCode("Report/Page/palette.css"), .embedInCode("Report/Page/report.css"),
                .embedInCode("Report/Page/report.js")
            ]),
        // `render-cells review`: a report from CI served on 127.0.0.1 with Accept and Reject,
        // writing accepted references into the checkout; keeps the server library out of
        // every other module.
        .target(
            name: "SnapshotReview",
            dependencies: [
                "SpecTesting", "SnapshotCore", "ListSpec", "Raster", "SafeIO"
            ], resources: [.embedInCode("Page/review.css"), .embedInCode("Page/review.js")]),
        // swift-snapshot-testing strategies over the comparison core.
        .target(
            name: "RenderCellsTesting",
            dependencies: [
                "RenderCells", "RenderCellsUIKit", "ListSpec", "SnapshotCore", "Sheets", "CellAccessibility", "SafeIO",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing")
            ]),
        // The demo's example lists and plates: for the CLI and tests.
        .target(name: "Gallery", dependencies: ["RenderCells"]),
        // `render-cells bench`: the benchmark scenes (docs/performance.md) and the runner that
        // times them, apart from the library and from the command's argument parsing.
        .target(name: "Benchmarks", dependencies: ["RenderCells", "RenderCellsUIKit", "SnapshotCore", "SafeIO"]),
        .executableTarget(
            name: "render-cells",
            dependencies: [
                "RenderCells", "ListSpec", "Gallery", "Benchmarks", "SnapshotCore", "Sheets", "SpecTesting", "SafeIO",
                "CellAccessibility",
                "SnapshotReview",
                .product(name: "ArgumentParser", package: "swift-argument-parser")
            ]
        ),
        // Fuzz targets (scripts/fuzz builds them with libFuzzer; built normally they replay
        // the files they are given through the same function).
        .target(name: "FuzzSupport", dependencies: ["SafeIO"]),
        .executableTarget(name: "FuzzSpec", dependencies: ["FuzzSupport", "ListSpec", "RenderCells"]),
        .executableTarget(name: "FuzzPNG", dependencies: ["FuzzSupport", "Raster"]),
        .executableTarget(name: "FuzzRender", dependencies: ["FuzzSupport", "ListSpec", "RenderCells"]),
        .executableTarget(name: "FuzzPNGText", dependencies: ["FuzzSupport", "Raster", "SnapshotCore"]),
        .executableTarget(name: "FuzzManifest", dependencies: ["FuzzSupport", "SpecTesting", "SafeIO"]),
        .executableTarget(name: "FuzzReport", dependencies: ["FuzzSupport", "SpecTesting", "SnapshotCore"]),
        .executableTarget(name: "FuzzReviewRequest", dependencies: ["FuzzSupport", "SnapshotReview"]),
        .executableTarget(name: "FuzzSymbolTemplate", dependencies: ["FuzzSupport", "Symbols", "Typesetting", "Raster"]),
        // Tests follow the modules: each target tests its module through its own API
        // (package-level where a test needs to see inside). TestSupport holds the package
        // root and the seeded generator they share.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        // The repository's own snapshot tests run on RenderCellsTesting, as users' do; this
        // only keeps their references in the fixed top-level Snapshots/ folder.
        .target(
            name: "SnapshotSupport",
            dependencies: [
                "TestSupport", "RenderCellsTesting", "SnapshotCore", "Typesetting",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing")
            ], path: "Tests/SnapshotSupport"),
        .testTarget(name: "SafeIOTests", dependencies: ["SafeIO"]),
        .testTarget(name: "RasterTests", dependencies: ["Raster", "CKernels", "TestSupport"]),
        .testTarget(
            name: "TypesettingTests", dependencies: ["Typesetting", "Raster", "SafeIO", "TestSupport"],
            resources: [.copy("Fixtures")]),
        .testTarget(name: "SymbolsTests", dependencies: ["Symbols", "Typesetting", "Raster", "TestSupport"]),
        // The solver against hand-made systems and kiwisolver's answers to 1,000 seeded ones
        // (Fixtures, made by scripts/autolayout-fixtures; no Python needed to run them).
        .testTarget(
            name: "LayoutSolverTests", dependencies: ["LayoutSolver"],
            resources: [.copy("Fixtures")]),
        .testTarget(name: "CellModelTests", dependencies: ["CellModel", "Symbols", "Typesetting", "Raster"]),
        // Lists to lay out are built through the views (CollectionView), as users build them.
        .testTarget(
            name: "CellLayoutTests",
            dependencies: ["RenderCells", "RenderCellsTesting", "Gallery", "TestSupport", "SnapshotSupport"],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "RenderCellsTests",
            dependencies: [
                "RenderCells", "RenderCellsTesting", "ListSpec", "Gallery", "Benchmarks", "SnapshotCore", "TestSupport",
                "SnapshotSupport"
            ]),
        .testTarget(
            name: "ListSpecTests", dependencies: ["ListSpec", "RenderCells", "TestSupport"],
            exclude: ["Fixtures"]),
        // The command-line tool end to end: the built `render-cells` run as a user runs it
        // (exit codes, error lines, files written, the hostile corpus). Fixtures are read
        // from the source tree (#filePath) and handed to the executable as paths.
        .testTarget(
            name: "RenderCellsCLITests", dependencies: ["ListSpec", "RenderCells", "SafeIO", "TestSupport"],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "SpecTestingTests",
            dependencies: [
                "SpecTesting", "ListSpec", "RenderCells", "SnapshotCore", "TestSupport"
            ]),
        .testTarget(
            name: "SnapshotReviewTests",
            dependencies: [
                "SnapshotReview", "SpecTesting", "RenderCells", "SnapshotCore", "SafeIO"
            ], exclude: ["Browser"]),
        .testTarget(
            name: "SheetsTests",
            dependencies: [
                "Sheets", "RenderCells", "RenderCellsTesting", "ListSpec", "SnapshotCore", "TestSupport", "SnapshotSupport"
            ]),
        .testTarget(
            name: "CellAccessibilityTests",
            dependencies: [
                "CellAccessibility", "RenderCells", "ListSpec", "TestSupport"
            ]),
        .testTarget(name: "SnapshotCoreTests", dependencies: ["SnapshotCore", "Typesetting", "Raster"]),
        .testTarget(
            name: "RenderCellsTestingTests",
            dependencies: [
                "RenderCellsTesting", "RenderCells", "ListSpec", "SnapshotCore", "SpecTesting",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing")
            ], exclude: ["__Snapshots__"]),
        // List screens written against UIKit's API (only the import conditional), in Swift 5
        // mode as most iOS apps are, kept as reference pictures.
        .testTarget(
            name: "UIKitScreensTests",
            dependencies: [
                "RenderCellsUIKit", "RenderCellsTesting",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing")
            ], exclude: ["__Snapshots__"], swiftSettings: [.swiftLanguageMode(.v5)]),
        // UIKit screens in Swift 6 mode (strict concurrency, UIKit's types `@MainActor`), as
        // an app written today is: they must compile unchanged but for the import.
        .testTarget(
            name: "UIKitSwift6ScreensTests",
            dependencies: [
                "RenderCellsUIKit", "RenderCellsTesting",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing")
            ], exclude: ["__Snapshots__"]),
        // What a port sees from the compiler: Swift 6 snippets (Snippets/, not compiled into
        // the target) type-checked against the built RenderCellsUIKit with `swiftc -typecheck`.
        .testTarget(
            name: "UIKitCompileMessagesTests", dependencies: ["RenderCellsUIKit", "TestSupport"],
            exclude: ["Snippets"]),
        // Reads every file's imports against docs/architecture.md's allowed-imports table.
        .testTarget(name: "ArchitectureTests"),
        // The docs' code, compiled and run as a user's would be (a settings screen and its
        // snapshot tests, references in __Snapshots__ beside them), and the docs checked:
        // links, Swift blocks, manifests, specs, commands and words.
        .testTarget(
            name: "DocsTests",
            dependencies: [
                "RenderCellsTesting", "RenderCells", "ListSpec", "CellAccessibility", "TestSupport",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing")
            ],
            exclude: ["__Snapshots__"])
    ],
    swiftLanguageModes: [.v6]
)
