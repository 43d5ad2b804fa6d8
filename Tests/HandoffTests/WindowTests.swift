import Diagnostics
import Foundation
import Testing

/// The real window under Xvfb, driven by real X events from xdotool; each step waits for the
/// window to have handled the last (``LiveWindow``).
@Suite("The window, driven by xdotool under Xvfb", .serialized, .needsXServer)
struct WindowTests {
    /// Starts `handoff run` on `display`, lets `drive` act once the first frame is on screen, and
    /// returns its exit status and outputs.
    func session(_ display: XvfbDisplay, _ extra: [String], drive: (LiveWindow) throws -> Void) throws
        -> (status: Int32, trace: [TraceFrame], record: String, stderr: String) {
        let window = try LiveWindow(display, ["--trace", "@trace.jsonl"] + extra)
        try window.waitFor("first frame") { window.framesPresented > 0 }
        try drive(window)
        let status = try window.quit()
        let trace = try TraceFrame.decode(trace: window.text("trace.jsonl"))
        return (status, trace, window.text("rec.jsonl"), window.stderr)
    }

    /// Press, move up at a finger's pace, hold, release; wheel clicks; key 2 (q follows).
    func gestures(_ window: LiveWindow) throws {
        // A finger's pace (40 px per 15 ms) and a hold before the release are the gesture itself:
        // xdotool times them. Sent at once, the whole drag would land within one or two frames and
        // no frame could show the header half collapsed; released at speed, it would fling.
        var drag = ["mousemove", "640", "700", "mousedown", "1"]
        for y in stride(from: 680, through: 100, by: -40) { drag += ["mousemove", "640", "\(y)", "sleep", "0.015"] }
        try window.display.xdotool(drag + ["sleep", "0.15", "mouseup", "1"])
        try window.waitForRecorded(#""type":"up""#)
        try window.waitUntilSettled()
        try window.display.xdotool(["click", "5", "click", "5"])
        try window.waitForRecorded(#""type":"wheel""#, count: 2)
        try window.waitUntilSettled()
        try window.display.xdotool(["key", "2"])
        try window.waitForRecorded(#""key":"2""#)
        try window.waitUntilSettled()
    }

    func check(_ result: (status: Int32, trace: [TraceFrame], record: String, stderr: String)) throws {
        #expect(result.status == 0)
        let trace = result.trace
        // The drag collapsed the header before the list moved, and then scrolled the list.
        let firstInner = try #require(trace.firstIndex { $0.inner > 0 }, "the list never scrolled")
        #expect(trace[firstInner].outer == 280)
        #expect(trace[..<firstInner].contains { $0.outer > 0 && $0.outer < 280 })
        // The wheel scrolled further (animating), then key 2 selected Media at its top.
        #expect(trace.contains { $0.phase == .animating })
        #expect(trace.last?.tab == 1)
        #expect(trace.last?.inner == 0)
        // The recording holds what happened and replays to the same place.
        let lines = result.record.split(separator: "\n")
        #expect(lines.first?.contains("\"handoff\":1") == true)
        #expect(lines.contains { $0.contains("\"type\":\"wheel\"") && $0.contains("\"dy\":1") })
        #expect(lines.contains { $0.contains("\"key\":\"2\"") })
        #expect(lines.last?.contains("\"type\":\"end\"") == true)
    }

    @Test("slide: a horizontal xdotool drag pages; mid-swipe two pages show side by side and the indicator sits between two tabs")
    func slideSwipe() throws {
        let display = try XvfbDisplay()
        let result = try session(display, ["--scene", "slide"]) { window in
            let display = window.display
            // 500 px to the left on a plain row of Posts (pages start at y 328, the carousel at 520).
            var drag = ["mousemove", "1100", "760", "mousedown", "1"]
            for x in stride(from: 1075, through: 600, by: -25) { drag += ["mousemove", "\(x)", "760"] }
            try display.xdotool(drag)
            try window.waitForRecorded(#""type":"move","x":600"#)
            try window.waitUntilSettled()
            // Media's first avatar (a blue circle, centre x 818, radius 22; its white initial in the
            // middle) right of the seam at 780, Posts' fourth card
            // (green) still on the left, the indicator (accent green) near x 285, between Posts and Media.
            #expect(try display.pixel(x: 800, y: 360) == "#007AFF")
            #expect(try display.pixel(x: 200, y: 560) == "#4CD964")
            #expect(try display.pixel(x: 285, y: 325) == "#1E8E3E")
            #expect(try display.pixel(x: 100, y: 325) != "#1E8E3E" && display.pixel(x: 480, y: 325) != "#1E8E3E")
            drag = []
            for x in stride(from: 575, through: 300, by: -25) { drag += ["mousemove", "\(x)", "760"] }
            try display.xdotool(drag + ["mouseup", "1"])
            // The pager snaps to Media; the window stops drawing once it rests.
            try window.waitForRecorded(#""type":"up""#)
            try window.waitUntilSettled()
        }
        #expect(result.status == 0)
        #expect(result.trace.contains { $0.pager == 500 })
        #expect(result.trace.last?.tab == 1)
        #expect((result.trace.last?.pager ?? 0) > 1200)
        #expect(result.trace.last?.pager == 1280)
        #expect(result.trace.last?.phase == .idle)
    }

    @Test("drag, wheel, keys and q through MIT-SHM; the green header is on screen at start")
    func shm() throws {
        let display = try XvfbDisplay()
        let result = try session(display, []) { window in
            #expect(try display.pixel(x: 5, y: 5) == "#34C759")
            try gestures(window)
        }
        try check(result)
        #expect(!result.stderr.contains("core pointer events"), "XInput2 is used where the server has it")
    }

    @Test("a server that cannot deliver XInput2 events: core input, said once on stderr")
    func serverWithoutXInput2() throws {
        // Xvfb 21 refuses `-extension XInputExtension`; XI2 events travel in generic events.
        let display = try XvfbDisplay(extraArguments: ["-extension", "Generic Event Extension"])
        let result = try session(display, []) { window in try gestures(window) }
        try check(result)
        let notes = result.stderr.split(separator: "\n").filter { $0.contains("core pointer events only") }
        #expect(notes.count == 1, "stderr: \(result.stderr)")
    }

    @Test("the same with --no-shm (XPutImage)")
    func noShm() throws {
        let display = try XvfbDisplay()
        let result = try session(display, ["--no-shm"]) { window in
            #expect(try display.pixel(x: 5, y: 5) == "#34C759")
            try gestures(window)
        }
        try check(result)
    }

    @Test("a server without MIT-SHM falls back to XPutImage by itself")
    func serverWithoutShm() throws {
        let display = try XvfbDisplay(extraArguments: ["-extension", "MIT-SHM"])
        let result = try session(display, []) { window in
            #expect(try display.pixel(x: 5, y: 5) == "#34C759")
            try gestures(window)
        }
        try check(result)
    }
}
