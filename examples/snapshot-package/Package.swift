// swift-tools-version:6.0
import PackageDescription

// A user's package, as the README's "Snapshot tests in your package" describes it: a
// library that builds a settings list, and snapshot tests of it on render-cells. It
// depends on render-cells by path here; a real project names the repository and a version.
let package = Package(
    name: "snapshot-package",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "render-cells", path: "../.."),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
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
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
