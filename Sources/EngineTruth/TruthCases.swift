import ScrollEngine

/// The truth files as `physics verify` cases (kind `truth`): per file, the release velocity (where the engine
/// gives one), the rest distance, x(t) after the lift and the last frame that moves, each with
/// the truth test's tolerance.
public enum TruthCases {
    /// The cases of preset `name` from the files under `directory` (none when it has none), under
    /// the preset's own start rule unless `rule` says otherwise.
    public static func cases(for name: String, directory: String, rule: FlingStartRule? = nil) -> [ReferenceCase] {
        TruthCatalog.files(in: directory).filter { $0.name.hasPrefix(name + "/") }
            .flatMap { cases(name: $0.name, path: $0.path, rule: rule) }
            + SeamCases.cases(for: name, directory: directory)
    }

    /// One file's cases. A file that cannot be read or replayed is one case that misses, its
    /// problem in the origin column.
    static func cases(name: String, path: String, rule: FlingStartRule?) -> [ReferenceCase] {
        let comparison: TruthComparison
        do { comparison = try TruthComparison(file: TruthFile.load(path: path, name: name), name: name, rule: rule) } catch {
            return [ReferenceCase(preset: String(name.prefix { $0 != "/" }), kind: .truth, check: "truth \(name): readable",
                                  origin: error.description, expected: 0, tolerance: 0, unit: "") { .nan }]
        }
        let file = comparison.file
        let origin = "\(path) (\(file.engine.package) \(file.engine.version))"
        func c(_ check: String, _ expected: Double, _ tolerance: Double, _ unit: String,
               _ measured: Double) -> ReferenceCase {
            ReferenceCase(preset: file.engine.name, kind: .truth, check: "truth \(file.gesture.name): \(check)", origin: origin,
                          expected: expected, tolerance: tolerance, unit: unit) { measured }
        }
        var cases: [ReferenceCase] = []
        if let velocity = file.release.velocity {
            let tolerance = max(TruthComparison.Tolerance.velocity * abs(velocity), TruthComparison.Tolerance.velocityRounding)
            cases.append(c("release velocity", velocity, tolerance, "px/s", comparison.velocity))
        }
        cases.append(c("rest distance from the lift", comparison.engineRest, TruthComparison.Tolerance.rest, "px", comparison.presetRest))
        cases.append(c("x(t) after the lift, RMS (start: \(comparison.rule.rawValue))", 0, TruthComparison.Tolerance.rms, "px", comparison.rms))
        cases.append(c("last frame that moves after the lift", Double(comparison.engineSettleFrame),
                       Double(TruthComparison.Tolerance.settleFrames), "frames", Double(comparison.presetSettleFrame)))
        return cases
    }
}
