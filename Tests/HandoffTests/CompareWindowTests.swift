import Foundation
import Testing

/// `run --compare` in the real window under Xvfb, driven by xdotool.
@Suite("run --compare: two panes, one hand", .serialized)
struct CompareWindowTests {
    @Test("a slow drag up on the left pane's list collapses the left header; chromium · latch keeps its header and scrolls its list; the recording replays as a pane-sized session")
    func slowDragOnTheLeftPane() throws {
        let display = try XvfbDisplay()
        let dir = try CommandRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let record = dir + "/panes.jsonl"
        let process = try ChildProcess(CommandRunner.handoff,
                                       ["run", "--compare", "ios:nested,chromium:latch", "--no-overlay", "--record", record],
                                       environment: ["DISPLAY": display.name])
        defer { process.stop() }
        _ = display.window(named: "Handoff")
        // Both headers on screen before the drag (a loaded machine may take a while to show the
        // first frame).
        var shown = false
        for _ in 0..<50 where !shown {
            shown = try display.pixel(x: 5, y: 5) == "#34C759" && display.pixel(x: 1275, y: 5) == "#34C759"
            if !shown { usleep(200_000) }
        }
        #expect(shown, "both panes should show their green header at start")
        // The left pane's list (x 320 of 0…639), slowly, 400 px up; held before release: no fling.
        try display.xdotool(["mousemove", "320", "760", "mousedown", "1"])
        for y in stride(from: 750, through: 360, by: -10) {
            try display.xdotool(["mousemove", "320", "\(y)"])
        }
        usleep(250_000)
        try display.xdotool(["mouseup", "1"])
        var collapsed = false
        for _ in 0..<25 where !collapsed {
            collapsed = try display.pixel(x: 5, y: 5) != "#34C759"
            if !collapsed { usleep(200_000) }
        }
        #expect(collapsed, "the left header should be collapsed")
        #expect(try display.pixel(x: 1275, y: 5) == "#34C759", "the right header should stay")
        try display.xdotool(["key", "q"])
        #expect(process.wait(timeout: 20) == 0)

        // Recorded once, in pane coordinates, with the pane's size and the left pane's settings.
        let text = try String(contentsOfFile: record, encoding: .utf8)
        let header = try #require(text.split(separator: "\n").first)
        #expect(header.contains("\"size\":[640,800]"))
        #expect(text.contains("\"type\":\"down\",\"x\":320"))
        func final(_ extra: [String]) throws -> [String: Any] {
            let result = try CommandRunner.run(["replay", record, "--headless", "--summary"] + extra)
            let summary = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            return try #require(summary["final"] as? [String: Any])
        }
        let left = try final([])
        #expect(left["outer"] as? Double == 280)
        #expect((left["inner"] as? Double ?? 0) > 0)
        let right = try final(["--physics", "chromium", "--handoff", "latch"])
        #expect(right["outer"] as? Double == 0)
        #expect((right["inner"] as? Double ?? 0) > 300)
    }
}
