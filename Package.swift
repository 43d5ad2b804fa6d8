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
        // YAML for `libinput record` captures' device descriptions (handoff import).
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    ],
    targets: [
        // Time and the value types every layer shares (scene kinds, bounce side, tab memory).
        .target(name: "Base"),
        .target(name: "ScrollEngine"),
        // The field's scrolling metrics (Chromium's scroll jank, predictor jank, average lag): pure.
        .target(name: "ScrollMetrics"),
        // Checked outputs: whole-file replacement, standard output, one-line OS errors.
        .target(name: "Output"),
        .systemLibrary(name: "CZlib", path: "Sources/CZlib"),
        // The glyph atlas as a C array (scripts/embed-fonts.sh): compiles instantly, read in place.
        .target(name: "CGlyphAtlas"),
        .target(name: "Raster", dependencies: ["CZlib", "CGlyphAtlas", "Output"], resources: []),
        .target(name: "Scenes", dependencies: ["Base", "ScrollEngine", "Raster"]),
        .target(name: "Sessions", dependencies: ["Base", "ScrollEngine", "Output"]),
        // Captures from real devices (libinput record, evemu-record) turned into sessions.
        .target(name: "Import", dependencies: ["Sessions", .product(name: "Yams", package: "Yams")]),
        .target(name: "Playground", dependencies: ["Base", "ScrollEngine", "ScrollMetrics", "Scenes", "Raster", "Sessions", "Output"]),
        // The live loop's pure parts: pacing math, input translation, recording, latency figures.
        .target(name: "Live", dependencies: ["Base", "Playground", "Raster", "Scenes", "ScrollEngine", "Sessions"]),
        .target(name: "Compare", dependencies: ["Playground", "Scenes", "ScrollEngine", "ScrollMetrics", "Raster", "Sessions"]),
        .systemLibrary(name: "CXlib", path: "Sources/CXlib", pkgConfig: "x11 xext xi xrandr xpresent",
                       providers: [.apt(["libx11-dev", "libxext-dev", "libxi-dev", "libxrandr-dev", "libxpresent-dev"])]),
        .target(name: "X11Host", dependencies: ["CXlib", "Base", "Raster"]),
        .target(name: "CAllocationCounter"),
        .executableTarget(name: "handoff", dependencies: [
            "CAllocationCounter",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            "Base", "Import", "Live", "Playground", "Sessions", "X11Host", "Raster", "Scenes", "ScrollEngine", "Compare", "Output",
        ]),
        // What several test targets share (the seeded generator).
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "ScrollEngineTests", dependencies: ["ScrollEngine", "TestSupport"]),
        .testTarget(name: "RasterTests", dependencies: ["Raster", "CGlyphAtlas"]),
        .testTarget(name: "ScenesTests", dependencies: ["Scenes", "ScrollEngine", "Raster", "CAllocationCounter"]),
        .testTarget(name: "SessionsTests", dependencies: ["Sessions", "ScrollEngine", "Base", "TestSupport"]),
        .testTarget(name: "PlaygroundTests", dependencies: ["Playground", "Sessions", "Scenes", "Raster", "ScrollEngine", "TestSupport",
                                                          "CAllocationCounter"]),
        .testTarget(name: "CompareTests", dependencies: ["Compare", "Playground", "Raster", "Sessions", "ScrollEngine"]),
        .testTarget(name: "X11HostTests", dependencies: ["X11Host", "Base"]),
        .testTarget(name: "LiveTests", dependencies: ["Live", "Base", "Playground", "Raster", "Scenes", "Sessions"]),
        .testTarget(name: "HandoffTests", dependencies: ["Base", "Sessions", "Raster", "Playground"]),
        .testTarget(name: "OutputTests", dependencies: ["Output"]),
        .testTarget(name: "ScrollMetricsTests", dependencies: ["ScrollMetrics", "CAllocationCounter"]),
        .testTarget(name: "ImportTests", dependencies: ["Import", "Sessions", "Playground", "Scenes"]),
    ]
)
