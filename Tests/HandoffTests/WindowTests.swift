import Foundation
import Testing

/// The real window under Xvfb, driven by real X events from xdotool.
@Suite("The window, driven by xdotool under Xvfb", .serialized)
struct WindowTests {
    /// Starts `handoff run` on `display`, lets `drive` act, and returns its exit status and outputs.
    func session(_ display: XvfbDisplay, _ extra: [String], drive: (XvfbDisplay, _ tracePath: String) throws -> Void) throws
        -> (status: Int32, trace: [TraceFrame], record: String, stderr: String) {
        let dir = try CommandRunner.temporaryDirectory()
        let process = try ChildProcess(CommandRunner.handoff,
                                       ["run", "--record", dir + "/rec.jsonl", "--trace", dir + "/trace.jsonl"] + extra,
                                       environment: ["DISPLAY": display.name], stderr: dir + "/stderr.txt")
        defer { process.stop() }
        for _ in 0..<100 {
            if (try? display.xdotool(["search", "--name", "Handoff"]))?.stdout.isEmpty == false { break }
            usleep(50_000)
        }
        // The window measures the display's vblank before its session starts (a few hundred ms):
        // input sent before the session's first frame would all land in that one frame.
        for _ in 0..<100 {
            if let text = try? String(contentsOfFile: dir + "/trace.jsonl", encoding: .utf8), !text.isEmpty { break }
            usleep(50_000)
        }
        usleep(300_000)
        try drive(display, dir + "/trace.jsonl")
        let status = process.wait(timeout: 20)
        let trace = try TraceFrame.parse((try? String(contentsOfFile: dir + "/trace.jsonl", encoding: .utf8)) ?? "")
        let record = (try? String(contentsOfFile: dir + "/rec.jsonl", encoding: .utf8)) ?? ""
        let stderr = (try? String(contentsOfFile: dir + "/stderr.txt", encoding: .utf8)) ?? ""
        return (status, trace, record, stderr)
    }

    /// Press, move up in steps, hold, release; wheel clicks; key 2; q.
    func gestures(_ display: XvfbDisplay) throws {
        try display.xdotool(["mousemove", "640", "700", "mousedown", "1"])
        for y in stride(from: 680, through: 100, by: -40) {
            try display.xdotool(["mousemove", "640", "\(y)"])
            // A finger's pace (40 px per 15 ms): on an idle machine xdotool alone would deliver the
            // whole drag within one or two frames and no frame could show the header half collapsed.
            usleep(15_000)
        }
        usleep(150_000)
        try display.xdotool(["mouseup", "1"])
        usleep(300_000)
        try display.xdotool(["click", "5", "click", "5"])
        usleep(600_000)
        try display.xdotool(["key", "2"])
        usleep(300_000)
        try display.xdotool(["key", "q"])
    }

    func check(_ result: (status: Int32, trace: [TraceFrame], record: String, stderr: String)) throws {
        #expect(result.status == 0)
        let trace = result.trace
        // The drag collapsed the header before the list moved, and then scrolled the list.
        let firstInner = try #require(trace.firstIndex { $0.inner > 0 }, "the list never scrolled")
        #expect(trace[firstInner].outer == 280)
        #expect(trace[..<firstInner].contains { $0.outer > 0 && $0.outer < 280 })
        // The wheel scrolled further (animating), then key 2 selected Media at its top.
        #expect(trace.contains { $0.phase == "animating" })
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
        let result = try session(display, ["--scene", "slide"]) { display, tracePath in
            // 500 px to the left on a plain row of Posts (pages start at y 328, the carousel at 520).
            try display.xdotool(["mousemove", "1100", "760", "mousedown", "1"])
            for x in stride(from: 1075, through: 600, by: -25) { try display.xdotool(["mousemove", "\(x)", "760"]) }
            usleep(400_000)
            // Media's first avatar (a blue circle, centre x 818, radius 22; its white initial in the
            // middle) right of the seam at 780, Posts' fourth card
            // (green) still on the left, the indicator (accent green) near x 285, between Posts and Media.
            #expect(try display.pixel(x: 800, y: 360) == "#007AFF")
            #expect(try display.pixel(x: 200, y: 560) == "#4CD964")
            #expect(try display.pixel(x: 285, y: 325) == "#1E8E3E")
            #expect(try display.pixel(x: 100, y: 325) != "#1E8E3E" && display.pixel(x: 480, y: 325) != "#1E8E3E")
            for x in stride(from: 575, through: 300, by: -25) { try display.xdotool(["mousemove", "\(x)", "760"]) }
            try display.xdotool(["mouseup", "1"])
            // The engine advances by the time between frames, capped per frame: a slow (debug,
            // loaded) build needs longer for the snap to end, so wait (up to 20 s) until the trace
            // says the pager rests.
            for _ in 0..<200 {
                let text = (try? String(contentsOfFile: tracePath, encoding: .utf8)) ?? ""
                if let last = try? TraceFrame.parse(text).last, last.phase == "idle", last.pager ?? 0 > 1200 { break }
                usleep(100_000)
            }
            try display.xdotool(["key", "q"])
        }
        #expect(result.status == 0)
        #expect(result.trace.contains { $0.pager == 500 })
        #expect(result.trace.last?.tab == 1)
        #expect((result.trace.last?.pager ?? 0) > 1200)
        #expect(result.trace.last?.pager == 1280)
        #expect(result.trace.last?.phase == "idle")
    }

    @Test("drag, wheel, keys and q through MIT-SHM; the green header is on screen at start")
    func shm() throws {
        let display = try XvfbDisplay()
        let result = try session(display, []) { display, _ in
            #expect(try display.pixel(x: 5, y: 5) == "#34C759")
            try gestures(display)
        }
        try check(result)
        #expect(!result.stderr.contains("core pointer events"), "XInput2 is used where the server has it")
    }

    @Test("a server that cannot deliver XInput2 events: core input, said once on stderr")
    func serverWithoutXInput2() throws {
        // Xvfb 21 refuses `-extension XInputExtension`; XI2 events travel in generic events.
        let display = try XvfbDisplay(extraArguments: ["-extension", "Generic Event Extension"])
        let result = try session(display, []) { display, _ in try gestures(display) }
        try check(result)
        let notes = result.stderr.split(separator: "\n").filter { $0.contains("core pointer events only") }
        #expect(notes.count == 1, "stderr: \(result.stderr)")
    }

    @Test("the same with --no-shm (XPutImage)")
    func noShm() throws {
        let display = try XvfbDisplay()
        let result = try session(display, ["--no-shm"]) { display, _ in
            #expect(try display.pixel(x: 5, y: 5) == "#34C759")
            try gestures(display)
        }
        try check(result)
    }

    @Test("a server without MIT-SHM falls back to XPutImage by itself")
    func serverWithoutShm() throws {
        let display = try XvfbDisplay(extraArguments: ["-extension", "MIT-SHM"])
        let result = try session(display, []) { display, _ in
            #expect(try display.pixel(x: 5, y: 5) == "#34C759")
            try gestures(display)
        }
        try check(result)
    }
}
