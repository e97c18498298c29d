// swift-tools-version:6.0
import PackageDescription

// A user's package, as docs/guide-swift.md ("Add the package") describes it: a
// library that builds a settings list, and snapshot tests of it on render-cells. It
// depends on render-cells by path, as a user's package does (a checkout of render-cells, or a
// release's source archive, beside it).
let package = Package(
    name: "snapshot-package",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "render-cells", path: "../.."),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7")
    ],
    targets: [
        .target(name: "Settings", dependencies: [.product(name: "RenderCells", package: "render-cells")]),
        // A screen written against UIKit; on Linux it builds against UIKit's names.
        .target(name: "SettingsScreen", dependencies: [.product(name: "RenderCellsUIKit", package: "render-cells")]),
        .testTarget(
            name: "SettingsTests",
            dependencies: [
                "Settings", "SettingsScreen",
                .product(name: "RenderCellsTesting", package: "render-cells"),
                .product(name: "RenderCellsUIKit", package: "render-cells"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing")
            ],
            exclude: ["__Snapshots__"]
        )
    ],
    swiftLanguageModes: [.v6]
)
