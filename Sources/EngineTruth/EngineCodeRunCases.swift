import ScrollEngine

/// The engine-code runs as `physics verify` cases (kind `engine-code-run`): per file, the rest
/// offset, x(t) after the lift and the last frame that moves, each with the truth files' tolerance.
public enum EngineCodeRunCases {
    /// The cases of preset `name` from the engine-code runs under `directory` (none when it has none).
    public static func cases(for name: String, directory: String) -> [ReferenceCase] {
        EngineCodeRunFile.files(in: directory).filter { $0.name.hasPrefix(name + "/") }
            .flatMap { cases(name: $0.name, path: $0.path) }
    }

    /// One file's cases. A file that cannot be read is one case that misses, its problem in the
    /// origin column.
    static func cases(name: String, path: String) -> [ReferenceCase] {
        let comparison: EngineCodeRunComparison
        do { comparison = try EngineCodeRunComparison(file: EngineCodeRunFile.load(path: path, name: name), name: name) } catch {
            return [ReferenceCase(preset: String(name.prefix { $0 != "/" }), kind: .engineCodeRun, check: "code run \(name): readable",
                                  origin: error.description, expected: 0, tolerance: 0, unit: "") { .nan }]
        }
        let file = comparison.file
        let origin = "\(path) (\(file.code.repository) \(file.code.revision) \(file.code.path), \(file.engine.package) \(file.engine.version))"
        func c(_ check: String, _ expected: Double, _ tolerance: Double, _ unit: String, _ measured: Double) -> ReferenceCase {
            ReferenceCase(preset: file.engine.name, kind: .engineCodeRun, check: "code run \(file.gesture.name): \(check)", origin: origin,
                          expected: expected, tolerance: tolerance, unit: unit) { measured }
        }
        let tolerance = EngineCodeRunComparison.Tolerance.self
        return [
            c("rest offset", file.rest.offset, tolerance.rest, "px", comparison.presetRest),
            c("x(t) after the lift, RMS", 0, tolerance.rms, "px", comparison.rms),
            c("last frame that moves after the lift", Double(comparison.engineSettleFrame), Double(tolerance.settleFrames), "frames",
              Double(comparison.presetSettleFrame)),
        ]
    }
}
