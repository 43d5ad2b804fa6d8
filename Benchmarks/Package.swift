// swift-tools-version: 6.1
import PackageDescription

/// Handoff's package-benchmark suite (ordo-one/benchmark). Run from this folder:
///
///     swift package --disable-sandbox benchmark
///
/// Builds in release; the first build takes about 3 minutes on 2 cores. The root package is
/// a path dependency, so these benchmarks always measure the working tree's sources. The
/// benchmark's input, `SyntheticSweep`, is `handoff bench`'s own file (a link to
/// Sources/BenchSuite/SyntheticSweep.swift), so both run the same workload.
let package = Package(
    name: "HandoffBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Handoff", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "FrameLoopBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "ScrollEngine", package: "Handoff"),
                .product(name: "Scenes", package: "Handoff"),
                .product(name: "FramePipeline", package: "Handoff"),
                .product(name: "Sessions", package: "Handoff"),
            ],
            path: "Benchmarks/FrameLoopBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark"),
            ]
        ),
    ]
)
