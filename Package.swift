// swift-tools-version: 6.1
import PackageDescription

/// Release builds of the hot loops (raster, engine) rely on the optimizer; these flags keep
/// debug builds usable for the tests without changing semantics.
let package = Package(
    name: "Handoff",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "handoff", targets: ["handoff"]),
        .library(name: "ScrollEngine", targets: ["ScrollEngine"]),
        .library(name: "Playground", targets: ["Playground"]),
        .library(name: "Scenes", targets: ["Scenes"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(name: "ScrollEngine"),
        // Checked outputs: whole-file replacement, standard output, one-line OS errors.
        .target(name: "Output"),
        .systemLibrary(name: "CZlib", path: "Sources/CZlib"),
        // The glyph atlas as a C array (scripts/embed-fonts.sh): compiles instantly, read in place.
        .target(name: "CGlyphAtlas"),
        .target(name: "Raster", dependencies: ["CZlib", "CGlyphAtlas", "Output"], resources: []),
        .target(name: "Scenes", dependencies: ["ScrollEngine", "Raster"]),
        .target(name: "Sessions", dependencies: ["ScrollEngine", "Scenes", "Output"]),
        .target(name: "Playground", dependencies: ["ScrollEngine", "Scenes", "Raster", "Sessions", "Output"]),
        .target(name: "Compare", dependencies: ["Playground", "Scenes", "ScrollEngine", "Raster", "Sessions"]),
        .systemLibrary(name: "CXlib", path: "Sources/CXlib", pkgConfig: "x11 xext xi xrandr xpresent",
                       providers: [.apt(["libx11-dev", "libxext-dev", "libxi-dev", "libxrandr-dev", "libxpresent-dev"])]),
        .target(name: "X11Host", dependencies: ["CXlib", "Playground", "Raster"]),
        .target(name: "CAllocationCounter"),
        .executableTarget(name: "handoff", dependencies: [
            "CAllocationCounter",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            "Playground", "Sessions", "X11Host", "Raster", "Scenes", "ScrollEngine", "Compare", "Output",
        ]),
        .testTarget(name: "ScrollEngineTests", dependencies: ["ScrollEngine"]),
        .testTarget(name: "RasterTests", dependencies: ["Raster", "CGlyphAtlas"]),
        .testTarget(name: "ScenesTests", dependencies: ["Scenes", "ScrollEngine", "Raster", "CAllocationCounter"]),
        .testTarget(name: "SessionsTests", dependencies: ["Sessions", "ScrollEngine", "Scenes"]),
        .testTarget(name: "PlaygroundTests", dependencies: ["Playground", "Sessions", "Scenes", "Raster", "ScrollEngine"]),
        .testTarget(name: "CompareTests", dependencies: ["Compare", "Playground", "Raster", "Sessions", "ScrollEngine"]),
        .testTarget(name: "X11HostTests", dependencies: ["X11Host", "Playground"]),
        .testTarget(name: "HandoffTests", dependencies: ["Sessions", "Raster", "Playground"]),
        .testTarget(name: "OutputTests", dependencies: ["Output"]),
    ]
)
