import ScrollEngine

/// The nested truth files as `physics verify` cases (kind `truth`, checks named `seam …`): per
/// file, who moved in each frame, each scroller's x(t), the frame of the seam and the velocity
/// handed over where the engine logs it, each with the seam test's tolerance.
public enum SeamCases {
    /// The seam cases of preset `name` from the nested files under `directory`.
    public static func cases(for name: String, directory: String) -> [ReferenceCase] {
        TruthCatalog.seamFiles(in: directory).filter { $0.name.hasPrefix(name + "/") }
            .flatMap { cases(name: $0.name, path: $0.path) }
    }

    /// One file's cases; a file that cannot be read or replayed is one case that misses.
    static func cases(name: String, path: String) -> [ReferenceCase] {
        let c: SeamComparison
        do { c = try SeamComparison(file: SeamTruthFile.load(path: path, name: name), name: name) } catch {
            return [ReferenceCase(preset: String(name.prefix { $0 != "/" }), kind: .truth, check: "seam \(name): readable",
                                  origin: error.description, expected: 0, tolerance: 0, unit: "") { .nan }]
        }
        return cases(for: c, path: path)
    }

    /// The cases of one comparison; `path` is where its file came from.
    static func cases(for c: SeamComparison, path: String) -> [ReferenceCase] {
        let file = c.file
        let origin = "\(path) (\(file.engine.package) \(file.engine.version))"
        func make(_ check: String, _ expected: Double, _ tolerance: Double, _ unit: String, _ measured: Double) -> ReferenceCase {
            ReferenceCase(preset: file.engine.name, kind: .truth, check: "seam \(file.gesture.name) (\(c.policy.rawValue)): \(check)",
                          origin: origin, expected: expected, tolerance: tolerance, unit: unit) { measured }
        }
        let gap = SeamKnownGap.all[c.name]
        let note = gap.map { " (known gap: \($0.why))" } ?? ""
        var cases = [make("frames where other scrollers moved" + note, 0, Double(gap?.frames ?? 0), "frames",
                          c.dragRunsMatch && c.dragMismatches.isEmpty ? Double(c.moverMismatches.count) : .infinity)]
        for (index, scroller) in file.scrollers.enumerated() {
            cases.append(make("\(scroller.id) x(t) RMS" + note, 0, gap?.ceiling ?? SeamComparison.Tolerance.rms, "px", c.rms[index]))
        }
        if !c.dragFrames.isEmpty {
            // A drag whose file does not say which input each frame showed cannot be held: it misses.
            for (index, scroller) in file.scrollers.enumerated() {
                cases.append(make("\(scroller.id) x(t) RMS during the drag, on the input each frame showed", 0, SeamComparison.Tolerance.rms, "px",
                                  c.dragShownRms?[index] ?? .infinity))
            }
        }
        // No seam on either side is frame 0 on both.
        cases.append(make("frame where the second scroller starts", Double(c.engineSeamFrame ?? 0),
                          Double(SeamComparison.Tolerance.seamFrames), "frames", Double(c.presetSeamFrame ?? 0)))
        if let engine = c.engineHandedVelocity {
            cases.append(make("velocity handed on", engine, SeamComparison.Tolerance.velocity * abs(engine), "px/s",
                              c.presetHandedVelocity ?? .nan))
        }
        return cases
    }
}
