// swift-tools-version: 6.1
import PackageDescription

// Handoff's modules, lowest first; each may import only the modules it lists (docs/architecture.md
// draws the graph; scripts/module-graph.py prints it from the imports). CMakeLists.txt declares
// the same graph.
let package = Package(
    name: "Handoff",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "handoff", targets: ["handoff"]),
        .library(name: "ScrollEngine", targets: ["ScrollEngine"]),
        .library(name: "FramePipeline", targets: ["FramePipeline"]),
        .library(name: "Sessions", targets: ["Sessions"]),
        .library(name: "Scenes", targets: ["Scenes"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // YAML for `libinput record` captures' device descriptions (handoff import).
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    ],
    targets: [
        // What a host gives the program: input events, present completions, vblank timing, clocks.
        .target(name: "HostInterface"),
        // Each engine's folder has a README: the engine, the revision read, its truth files and cases.
        .target(name: "ScrollEngine", exclude: ["AOSP", "Chromium", "Firefox", "Flutter", "GTK", "QtQuick", "UIKit"].map { "Engines/\($0)/README.md" }),
        // The field's scrolling metrics (Chromium's scroll jank, predictor jank, average lag): pure.
        .target(name: "ScrollMetrics"),
        // Checked outputs: whole-file replacement, standard output, one-line OS errors.
        .target(name: "Output"),
        // Plain pixel values both sides of the screen use: rectangles, moves, fills, colours, scale.
        .target(name: "Pixels"),
        .systemLibrary(name: "CZlib", path: "Sources/CZlib"),
        // The glyph atlas as a C array (scripts/embed-fonts.sh): compiles instantly, read in place.
        .target(name: "CGlyphAtlas"),
        .target(name: "Raster", dependencies: ["CZlib", "CGlyphAtlas", "Output", "Pixels"], resources: []),
        .target(name: "Scenes", dependencies: ["ScrollEngine", "Pixels", "Raster"]),
        .target(name: "Sessions", dependencies: ["HostInterface", "ScrollEngine", "Scenes", "Output"]),
        // Captures from real devices (libinput record, evemu-record) turned into sessions.
        .target(name: "Import", dependencies: ["HostInterface", "Sessions", "Output", .product(name: "Yams", package: "Yams")]),
        // Truth files (assets/truth): real engines' frames, replayed through the matching preset.
        .target(name: "EngineTruth", dependencies: ["ScrollEngine", "Scenes", "Sessions"]),
        // The overlay, the seam inspector, frame statistics, the trace's output and its reader.
        .target(name: "Diagnostics", dependencies: ["HostInterface", "Pixels", "Raster", "Scenes", "ScrollEngine", "ScrollMetrics", "Sessions", "Output"]),
        // One frame from input to present: the frame loop, damage planning, banded raster.
        .target(name: "FramePipeline", dependencies: ["HostInterface", "Pixels", "Raster", "Scenes", "ScrollEngine", "Sessions", "Diagnostics"]),
        // A session played headless on its own clock: frames, digests, summaries, traces.
        .target(name: "Replay", dependencies: ["HostInterface", "Output", "Pixels", "Raster", "Scenes", "ScrollEngine", "ScrollMetrics", "Sessions", "Diagnostics", "FramePipeline"]),
        // The live loop: pacing math, input translation, recording, latency figures; the X11 window as its host, stop signals.
        .target(name: "Live", dependencies: ["HostInterface", "Output", "Pixels", "Raster", "Scenes", "ScrollEngine", "Sessions", "Diagnostics", "FramePipeline", "Replay", "X11Host"]),
        .target(name: "Compare", dependencies: ["Output", "Pixels", "Raster", "Scenes", "ScrollEngine", "ScrollMetrics", "Sessions", "Diagnostics", "Replay"]),
        // `handoff bench`: the synthetic sweeps and sessions measured frame by frame, the report and the table.
        .target(name: "BenchSuite", dependencies: ["CAllocationCounter", "Diagnostics", "FramePipeline", "Output", "Replay", "Scenes",
                                                  "ScrollEngine", "Sessions"]),
        .systemLibrary(name: "CXlib", path: "Sources/CXlib", pkgConfig: "x11 xext xi xrandr xpresent",
                       providers: [.apt(["libx11-dev", "libxext-dev", "libxi-dev", "libxrandr-dev", "libxpresent-dev"])]),
        .target(name: "X11Host", dependencies: ["CXlib", "HostInterface", "Pixels"]),
        .target(name: "CAllocationCounter"),
        .executableTarget(name: "handoff", dependencies: [
            "CAllocationCounter",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            "Import", "Live", "FramePipeline", "Replay", "Sessions", "X11Host",
            "Pixels", "Raster", "Scenes", "ScrollEngine", "Compare", "Output", "EngineTruth", "BenchSuite",
        ]),
        // What several test targets share (the seeded generator).
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "ScrollEngineTests", dependencies: ["ScrollEngine", "TestSupport"]),
        .testTarget(name: "RasterTests", dependencies: ["Pixels", "Raster", "CGlyphAtlas"]),
        .testTarget(name: "ScenesTests", dependencies: ["Pixels", "Raster", "Scenes", "ScrollEngine", "CAllocationCounter"]),
        .testTarget(name: "SessionsTests", dependencies: ["HostInterface", "Scenes", "ScrollEngine", "Sessions", "TestSupport"]),
        .testTarget(name: "FramePipelineTests", dependencies: [
            "Diagnostics", "FramePipeline", "HostInterface", "Live", "Pixels", "Raster", "Replay", "Scenes", "ScrollEngine",
            "Sessions", "TestSupport", "CAllocationCounter",
        ]),
        .testTarget(name: "CompareTests", dependencies: ["Compare", "Diagnostics", "Pixels", "Raster", "Replay", "Scenes", "ScrollEngine",
                                                        "Sessions", "CZlib"]),
        .testTarget(name: "X11HostTests", dependencies: ["X11Host", "HostInterface", "Pixels", "Raster"]),
        .testTarget(name: "LiveTests", dependencies: ["Live", "FramePipeline", "HostInterface", "Raster", "Replay", "Scenes", "ScrollEngine", "Sessions"]),
        .testTarget(name: "HandoffTests", dependencies: ["Diagnostics", "FramePipeline", "Scenes", "ScrollEngine", "Sessions"]),
        .testTarget(name: "OutputTests", dependencies: ["Output"]),
        .testTarget(name: "BenchSuiteTests", dependencies: ["BenchSuite", "FramePipeline", "Replay", "Sessions"]),
        .testTarget(name: "ScrollMetricsTests", dependencies: ["ScrollMetrics", "CAllocationCounter"]),
        .testTarget(name: "ImportTests", dependencies: ["Import", "Replay", "Scenes", "ScrollEngine", "Sessions"]),
        .testTarget(name: "EngineTruthTests", dependencies: ["EngineTruth", "ScrollEngine", "Sessions"], exclude: ["Fixtures"]),
    ]
)
