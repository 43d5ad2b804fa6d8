import BenchSuite
import Foundation
import FramePipeline
import Replay
import Sessions
import Testing

/// `handoff bench`'s logic without the command line: the sweep's input, the workloads in report
/// order, and the report and table made from them.
@Suite("the benchmark: sweep input, workloads, report and table")
struct BenchSuiteTests {
    /// Where each event of `sweep`'s first `frames` frames puts the finger.
    private func points(_ sweep: SyntheticSweep, frames: Int) -> [(x: Double, y: Double)] {
        (0..<frames).map { index -> (x: Double, y: Double) in
            switch sweep.event(frame: index) {
            case let .down(x, y, _): return (x, y)
            case let .move(x, y): return (x, y)
            default: Issue.record("frame \(index): neither a press nor a move"); return (0, 0)
            }
        }
    }

    @Test("the vertical sweep presses once, then moves every frame between 15 % and 85 % of the height")
    func verticalSweep() {
        let sweep = SyntheticSweep(height: 1000)
        guard case .down = sweep.event(frame: 0) else { Issue.record("frame 0 is not a press"); return }
        let path = points(sweep, frames: 400)
        for (index, point) in path.enumerated().dropFirst() {
            guard case .move = sweep.event(frame: index) else { Issue.record("frame \(index) is not a move"); return }
            #expect((150...850).contains(point.y))
            #expect(point.y != path[index - 1].y, "frame \(index) leaves the offset where it was")
        }
        #expect(Set(path.map(\.x)).count == 1)
        #expect(path.map(\.y).min()! < 200 && path.map(\.y).max()! > 800, "the finger turns at both ends")
    }

    @Test("the slide sweep goes across the width at 90 % of the height, the same on every call")
    func slideSweep() {
        let sweep = SyntheticSweep(width: 600, height: 400)
        let path = points(sweep, frames: 200)
        #expect(path.allSatisfy { $0.y == 360 && (90...510).contains($0.x) })
        #expect(points(sweep, frames: 200).map(\.x) == path.map(\.x))
    }

    @Test("without sessions: the sweep, then the slide sweep, each also drawn in full")
    func workloadsInReportOrder() throws {
        let run = BenchRun(width: 96, height: 64, frames: 3, rows: 200, overlay: false)
        let workloads = try run.workloads(files: [], overrides: ReplayOverrides())
        #expect(workloads.map(\.name) == ["sweep 96x64 rows=200", "slide sweep 96x64"])
        for workload in workloads {
            #expect(workload.statistics.frames + workload.idleFrames == 3)
            #expect(workload.redraw == .damage)
            #expect(workload.full.map(\.redraw) == [.full])
        }
        let report = try #require(try JSONSerialization.jsonObject(with: Data(BenchReport(run: run, workloads: workloads).json.utf8))
                                  as? [String: Any])
        #expect(report["size"] as? [Int] == [96, 64])
        #expect(report["overlay"] as? Bool == false)
        let entries = try #require(report["workloads"] as? [[String: Any]])
        #expect(entries.map { $0["name"] as? String } == workloads.map(\.name))
        #expect(entries.allSatisfy { ($0["full"] as? [[String: Any]])?.count == 1 })
        let table = run.table(workloads)
        #expect(table.hasPrefix("handoff bench  96x64  overlay off"))
        #expect(workloads.allSatisfy { table.contains($0.name + ":") })
    }

    @Test("one redraw mode: no full entries in the report")
    func oneMode() throws {
        let run = BenchRun(width: 64, height: 64, frames: 2, rows: 200, overlay: true)
        let workloads = try run.workloads(files: [], overrides: ReplayOverrides(), modes: [.full])
        #expect(workloads.allSatisfy { $0.redraw == .full && $0.full.isEmpty })
        #expect(!BenchReport(run: run, workloads: workloads).json.contains("\"full\":"))
    }

    @Test("a session that cannot be read is the session's error, not a crash")
    func unreadableSession() {
        let run = BenchRun(width: 64, height: 64, frames: 1, rows: 200, overlay: false)
        #expect(throws: SessionError.self) {
            _ = try run.workloads(files: ["/nonexistent/bench.jsonl"], overrides: ReplayOverrides())
        }
    }
}
