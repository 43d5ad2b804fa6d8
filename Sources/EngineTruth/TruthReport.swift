import Foundation
import ScrollEngine

/// The comparisons as text: one line per file for the test log, and the tables of docs/truth.md.
public enum TruthReport {
    /// One file's comparison in a line: the start used, each measure and whether it passes.
    public static func line(_ c: TruthComparison) -> String {
        let velocity = c.engineVelocity.map { engine in
            "velocity \(fixed(c.velocity, 1)) vs engine \(fixed(engine, 1)) px/s (\(signed(100 * (c.velocity - engine) / max(abs(engine), 1e-9), 2)) %)"
        } ?? "velocity \(fixed(c.velocity, 1)) px/s (engine: not exposed)"
        return "\(c.name): \(c.passes ? "PASS" : "FAIL") start rule \(c.rule.rawValue) at \(fixed(c.startMs, 3)) ms"
            + " (lift \(signed(c.startMs - c.file.release.t, 3)) ms), start offset \(fixed(c.startOffset, 3)) px; "
            + velocity + "; rest \(fixed(c.presetRest, 3)) vs \(fixed(c.engineRest, 3)) px (\(signed(c.restError, 3)))"
            + "; x(t) RMS \(fixed(c.rms, 3)) px (worst \(fixed(c.worst, 3))\(c.latentFrames > 0 ? ", \(c.latentFrames) latent frame(s) left out" : "")); settle \(signed(Double(c.settleFrames), 0)) frames"
            + " (\(signed(c.settleErrorMs, 1)) ms)" + (c.rmsPasses ? "" : "; RMS by start rule: "
                + c.rmsByRule.map { "\($0.rule.rawValue) \(fixed($0.rms, 2))" }.joined(separator: ", "))
    }

    /// What docs/truth.md shows between its markers: the start rules, then the engines and the
    /// files compared, and the files that cannot be replayed.
    public static func docsBlock(_ comparisons: [TruthComparison], failures: [TruthError] = []) -> String {
        var text = "### Start rules\n\n" + startRuleTable(PhysicsPreset.all) + "\n### Engines\n\n"
            + (comparisons.isEmpty ? "No truth files yet.\n" : engineTable(comparisons) + "\n### Files\n\n" + fileTable(comparisons))
        if !failures.isEmpty {
            text += "\nFiles that cannot be replayed:\n\n" + failures.map { "- `\($0.file)`: \($0.problem)\n" }.joined()
        }
        return text
    }

    /// Each preset's fling start rule, and what it costs in time.
    public static func startRuleTable(_ presets: [PhysicsPreset]) -> String {
        var rows = ["| Preset | Fling t = 0 | After the lift |", "|---|---|---|"]
        for preset in presets {
            let delay = preset.flingStart.delay
            rows.append("| `\(preset.name)` | `\(preset.flingStart.rawValue)` | \(delay) |")
        }
        return rows.joined(separator: "\n") + "\n"
    }

    /// The per-file table: gesture, start, the four errors, verdict.
    public static func fileTable(_ comparisons: [TruthComparison]) -> String {
        var rows = ["| File | Start rule | Start after lift (ms) | Start offset (px) | Velocity error | Rest error (px) | x(t) RMS (px) | Settle (frames) | |",
                    "|---|---|---:|---:|---:|---:|---:|---:|---|"]
        for c in comparisons {
            let velocity = c.velocityError.map { "\(signed($0, 1)) px/s" } ?? "n/a"
            rows.append("| `\(c.name)` | \(c.rule.rawValue) | \(fixed(c.startMs - c.file.release.t, 1)) | \(fixed(c.startOffset, 1))"
                        + " | \(velocity) | \(signed(c.restError, 2)) | \(fixed(c.rms, 2)) | \(signed(Double(c.settleFrames), 0)) | \(c.passes ? "pass" : "**fail**") |")
        }
        return rows.joined(separator: "\n") + "\n"
    }

    /// The per-engine table: version, gestures, and the worst error of each measure.
    public static func engineTable(_ comparisons: [TruthComparison]) -> String {
        var rows = ["| Engine | Version | Gestures | Pass | Worst velocity error | Worst rest error (px) | Worst x(t) RMS (px) | Worst settle (frames) | Start the frames follow |",
                    "|---|---|---:|---:|---:|---:|---:|---:|---|"]
        var engines: [String] = []
        for c in comparisons where !engines.contains(c.file.engine.name) { engines.append(c.file.engine.name) }
        for engine in engines {
            let group = comparisons.filter { $0.file.engine.name == engine }
            let versions = Set(group.map { "\($0.file.engine.package) \($0.file.engine.version)" }).sorted().joined(separator: ", ")
            // A percentage of a velocity that is 0 means nothing: those files are held to 0.001 px/s.
            let velocityErrors = group.filter { ($0.engineVelocity ?? 0) != 0 }
                .compactMap { c in c.velocityError.map { 100 * abs($0) / abs(c.engineVelocity ?? 1) } }
            let velocity = velocityErrors.max().map { "\(fixed($0, 2)) %" } ?? "n/a"
            rows.append("| `\(engine)` | \(versions) | \(group.count) | \(group.filter(\.passes).count) | \(velocity)"
                        + " | \(fixed(group.map { abs($0.restError) }.max() ?? 0, 2)) | \(fixed(group.map(\.rms).max() ?? 0, 2))"
                        + " | \(group.map { abs($0.settleFrames) }.max() ?? 0) | \(bestRule(group)) |")
        }
        return rows.joined(separator: "\n") + "\n"
    }

    /// README's "real engine" cell for a preset: the engine's own name for itself, how many
    /// gestures were recorded and the worst x(t) RMS after the lift; "—" where no engine was
    /// recorded.
    public static func readmeCell(preset: String, _ comparisons: [TruthComparison]) -> String {
        let group = comparisons.filter { $0.file.engine.name == preset }
        guard !group.isEmpty else { return "—" }
        let products = Set(group.map(\.file.engine.product)).sorted().joined(separator: ", ")
        let verdict = group.allSatisfy(\.passes) ? "all pass" : "\(group.filter(\.passes).count) pass"
        return "\(products): \(group.count) gestures, \(verdict), x(t) ≤ \(fixed(group.map(\.rms).max() ?? 0, 2)) px RMS"
    }

    /// The start rule under which most of `group`'s files follow x(t) within 1 px RMS, with the
    /// count, and the worst RMS among those files; for files whose frames name the sample they
    /// show (the engine's trace), how many frames show their own frame's sample and how many the
    /// frame's before.
    static func bestRule(_ group: [TruthComparison]) -> String {
        let lags = group.map { sampleLags($0.file) }
        if lags.contains(where: { $0.own + $0.previous + $0.other > 0 }) {
            let own = lags.map(\.own).reduce(0, +), previous = lags.map(\.previous).reduce(0, +)
            let other = lags.map(\.other).reduce(0, +)
            return "the trace's own samples: \(previous) frames show the frame before's, \(own) their own"
                + (other > 0 ? ", \(other) another" : "")
        }
        let counts = FlingStartRule.allCases.map { rule in
            let fits = group.compactMap { c in c.rmsByRule.first { $0.rule == rule }?.rms }.filter { $0 <= TruthComparison.Tolerance.rms }
            return (rule: rule, count: fits.count, worst: fits.max() ?? 0)
        }
        guard let best = counts.max(by: { $0.count < $1.count }), best.count > 0 else { return "none within 1 px" }
        return "`\(best.rule.rawValue)`: \(best.count) of \(group.count) within 1 px (worst \(fixed(best.worst, 2)))"
    }

    /// Of `file`'s frames after the first of its fling, how many show the engine's sample of
    /// their own frame time, of the frame before, or another (a frame the engine skipped).
    static func sampleLags(_ file: TruthFile) -> (own: Int, previous: Int, other: Int) {
        let period = TruthPath.framePeriod(file.frames)
        var counts = (own: 0, previous: 0, other: 0)
        for frame in file.frames.filter({ $0.sampledMs != nil }).dropFirst() {
            let behind = (frame.timeMs - (frame.sampledMs ?? frame.timeMs)) / period
            if abs(behind) < 0.15 { counts.own += 1 } else if abs(behind - 1) < 0.15 { counts.previous += 1 } else { counts.other += 1 }
        }
        return counts
    }

    static func fixed(_ value: Double, _ digits: Int) -> String {
        let text = String(format: "%.\(digits)f", value)
        return text.hasPrefix("-") && Double(text) == 0 ? String(text.dropFirst()) : text
    }

    static func signed(_ value: Double, _ digits: Int) -> String {
        let text = fixed(value, digits)
        return text.hasPrefix("-") || Double(text) == 0 ? text : "+" + text
    }
}
