import Diagnostics
import Foundation

/// The text report of `bench`.
extension BenchRun {
    /// The table `bench` prints without `--json`, as one text (written, and checked, at once).
    public func table(_ workloads: [BenchWorkload]) -> String {
        func f(_ ns: UInt64) -> String { String(format: "%8.3f", Double(ns) / 1e6) }
        func count(_ value: Double) -> String {
            value >= 1e6 ? String(format: "%7.2fM", value / 1e6) : String(format: "%7.1fk", value / 1e3)
        }
        var text = "handoff bench  \(size)  overlay \(overlay ? "on" : "off")  (times in ms per drawn frame)\n"
        for w in workloads {
            let s = w.statistics
            text += "\n"
            var line = "\(w.name): \(s.frames) drawn frames"
            if w.idleFrames > 0 { line += " (+ \(w.idleFrames) idle, not in the figures)" }
            line += ", \(String(format: "%.2f", w.allocationsPerFrame)) heap allocations/frame"
            if let full = w.full.first { line += " (\(full.redraw.rawValue): \(String(format: "%.2f", full.allocationsPerFrame)))" }
            if let perEvent = w.allocationsPerEvent {
                line += ", \(String(format: "%.1f", perEvent)) per event read"
            }
            text += line + "\n"
            guard s.frames > 0 else { continue }
            let runs = [w] + w.full
            text += "  redraw        " + runs.map { "\($0.redraw.rawValue.padding(toLength: 27, withPad: " ", startingAt: 0))" }.joined() + "\n"
            text += "  phase    " + runs.map { _ in "     p50      p99      max " }.joined() + "\n"
            func row(_ label: String, _ pick: (PhaseStatistics) -> DurationHistogram) {
                text += "  \(label)" + runs.map { r in
                    let h = pick(r.statistics)
                    return "\(f(h.percentile(0.5))) \(f(h.percentile(0.99))) \(f(h.max)) "
                }.joined() + "\n"
            }
            row("engine ", \.engine)
            row("raster ", \.raster)
            row("present", \.present)
            row("core   ", \.core)
            row("compose", \.compose)
            text += "  pixels rasterised/frame  " + runs.map { "\($0.redraw.rawValue) \(count($0.pixelsPerFrame))   " }.joined() + "\n"
            text += "  bytes to present/frame   " + runs.map { "\($0.redraw.rawValue) \(count($0.bytesPerFrame))B  " }.joined() + "\n"
        }
        return text
    }
}
