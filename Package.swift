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
        .executableTarget(
            name: "render-cells",
            dependencies: [
                "Raster",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "RasterTests",
            dependencies: ["Raster"],
            resources: [.copy("Fixtures")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
