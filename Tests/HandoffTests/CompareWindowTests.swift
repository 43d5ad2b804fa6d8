import Foundation
import Testing

/// `run --compare` in the real window under Xvfb, driven by xdotool.
@Suite("run --compare: two panes, one hand", .serialized, .needsXServer)
struct CompareWindowTests {
    @Test("a slow drag up on the left pane's list collapses the left header; chromium · latch keeps its header and scrolls its list; the recording replays as a pane-sized session")
    func slowDragOnTheLeftPane() throws {
        let display = try XvfbDisplay()
        let window = try LiveWindow(display, ["--compare", "ios:nested,chromium:latch", "--no-overlay"])
        // Both headers on screen before the drag (a loaded machine may take a while to show the
        // first frame).
        try window.waitFor("both panes' green headers on screen") {
            (try? display.pixel(x: 5, y: 5)) == "#34C759" && (try? display.pixel(x: 1275, y: 5)) == "#34C759"
        }
        // The left pane's list (x 320 of 0…639), slowly, 400 px up; held before release: no fling.
        var drag = ["mousemove", "320", "760", "mousedown", "1"]
        for y in stride(from: 750, through: 360, by: -10) { drag += ["mousemove", "320", "\(y)"] }
        try display.xdotool(drag + ["sleep", "0.25", "mouseup", "1"])
        try window.waitForRecorded(#""type":"up""#)
        try window.waitUntilSettled()
        #expect(try display.pixel(x: 5, y: 5) != "#34C759", "the left header should be collapsed")
        #expect(try display.pixel(x: 1275, y: 5) == "#34C759", "the right header should stay")
        #expect(try window.quit() == 0)
        let record = window.directory + "/rec.jsonl"

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
