// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "render-cells",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "Raster", targets: ["Raster"]),
        .executable(name: "render-cells", targets: ["render-cells"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    ],
    targets: [
        // C libraries, quarantined: only Raster/Codec imports CPNG.
        .systemLibrary(
            name: "CPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]
        ),
        .systemLibrary(
            name: "CFreeType",
            pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"])]
        ),
        .systemLibrary(
            name: "CHarfBuzz",
            pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"])]
        ),
        // ICU (libicu-dev) behind plain C types: see Sources/CUnicode/include/rc_unicode.h.
        .target(
            name: "CUnicode",
            linkerSettings: [.linkedLibrary("icuuc")]
        ),
        .systemLibrary(
            name: "CFontconfig",
            pkgConfig: "fontconfig",
            providers: [.apt(["libfontconfig-dev"])]
        ),
        // Compositing loops compiled per instruction set with runtime dispatch.
        .target(
            name: "CKernels",
            cSettings: [.unsafeFlags(["-O3"])]
        ),
        .target(
            name: "Raster",
            dependencies: ["CPNG", "CFreeType", "CHarfBuzz", "CUnicode", "CFontconfig", "CKernels"]
        ),
        // The spec file format (YAML/JSON → CollectionView); keeps Yams out of Raster.
        .target(
            name: "ListSpec",
            dependencies: ["Raster", .product(name: "Yams", package: "Yams")]
        ),
        .executableTarget(
            name: "render-cells",
            dependencies: [
                "Raster",
                "ListSpec",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "RasterTests",
            dependencies: ["Raster", "ListSpec"],
            resources: [.copy("Fixtures")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
