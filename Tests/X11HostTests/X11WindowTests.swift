import Foundation
import HostInterface
import Testing
import X11Host

/// X11Window against a private Xvfb per test. There is no window manager under Xvfb, so windows
/// sit at the root's origin and root-window screenshot coordinates are window coordinates.
/// Serialized: xdotool drives one pointer and keyboard per server, and two cores are enough work.
@Suite(.serialized, .needsXServer) struct X11WindowTests {
    private static let teal: UInt32 = 0xff33_6699

    @Test func unreachableDisplayIsNoDisplay() throws {
        let name = XvfbServer.unusedDisplay()
        do {
            _ = try X11Window(title: "x11host-none", width: 100, height: 100, display: name)
            Issue.record("opened a window on \(name), where no server runs")
        } catch let error {
            guard case .noDisplay(let message) = error else {
                Issue.record("expected noDisplay, got \(error)")
                return
            }
            #expect(message.contains("\"\(name)\""), "message should name the display: \(message)")
        }
        #expect(throws: HostError.self) { try X11Window(title: "x", width: 10, height: 10, display: "") }
    }

    @Test(arguments: [true, false])
    func presentedFrameIsOnScreen(useShm: Bool) throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let window = try X11Window(title: "x11host-present", width: 320, height: 240, useShm: useShm,
                                   display: server.display)
        #expect(window.presentPath == (useShm ? .shm : .xputimage))
        #expect(window.shmFallbackReason == nil)
        #expect(window.width == 320 && window.height == 240)

        // A stride wider than the frame: the magenta padding must never reach the screen.
        let frame = Frame(width: 320, height: 240, stride: 336, color: Self.teal)
        try window.present(pixels: frame.pixels, width: frame.width, height: frame.height, stride: frame.stride)
        try window.waitUntilPresented()
        let shot = try Tool.screenshot(display: server.display)
        #expect(shot.rgb(x: 0, y: 0) == 0x33_6699)
        #expect(shot.rgb(x: 160, y: 120) == 0x33_6699)
        #expect(shot.rgb(x: 319, y: 239) == 0x33_6699)
        #expect(shot.rgb(x: 330, y: 120) != 0x33_6699, "the frame leaked outside the window")
        #expect(shot.rgb(x: 160, y: 250) != 0x33_6699, "the frame leaked outside the window")

        // Several frames in a row exercise both SHM buffers and the wait for completion.
        for color: UInt32 in [0xff10_2030, 0xff40_5060, 0xffa0_b0c0] {
            let next = Frame(width: 320, height: 240, color: color)
            try window.present(pixels: next.pixels, width: 320, height: 240, stride: 320)
        }
        try window.waitUntilPresented()
        #expect(try Tool.screenshot(display: server.display).rgb(x: 100, y: 100) == 0xa0_b0c0)
        window.close()
    }

    @Test(arguments: [true, false])
    func backBufferIsPresentedWithoutCopy(useShm: Bool) throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let window = try X11Window(title: "x11host-back", width: 200, height: 150, useShm: useShm,
                                   display: server.display)
        for color: UInt32 in [0xff11_2233, 0xff44_5566, 0xff77_8899] {
            try window.withBackBuffer { pixels, width, height, stride in
                #expect(width == 200 && height == 150 && stride >= width)
                for row in 0..<height { (pixels + row * stride).update(repeating: color, count: width) }
            }
            try window.presentBackBuffer()
        }
        try window.waitUntilPresented()
        let shot = try Tool.screenshot(display: server.display)
        #expect(shot.rgb(x: 199, y: 149) == 0x77_8899)
        #expect(shot.rgb(x: 0, y: 0) == 0x77_8899)
    }

    @Test func serverWithoutShmFallsBackToXPutImage() throws {
        let server = try XvfbServer(extraArguments: ["-extension", "MIT-SHM"])
        defer { server.stop() }
        let window = try X11Window(title: "x11host-noshm", width: 64, height: 48, display: server.display)
        #expect(window.presentPath == .xputimage)
        #expect(window.shmFallbackReason?.contains("MIT-SHM") == true)
        let frame = Frame(width: 64, height: 48, color: Self.teal)
        try window.present(pixels: frame.pixels, width: 64, height: 48, stride: 64)
        try window.waitUntilPresented()
        #expect(try Tool.screenshot(display: server.display).rgb(x: 63, y: 47) == 0x33_6699)
    }

    /// The same input through XInput2 (selected on the master devices), through core events on a
    /// server that cannot deliver XI2 events (Xvfb 21 refuses `-extension XInputExtension`, so the
    /// Generic Event Extension XI2 events travel in is disabled instead), and with XI2 turned off.
    @Test(arguments: ["xi2", "no-generic-events", "core"])
    func pointerWheelAndKeysArriveAsHostEvents(input: String) throws {
        let server = try XvfbServer(extraArguments: input == "no-generic-events" ? ["-extension", "Generic Event Extension"] : [])
        defer { server.stop() }
        let window = try X11Window(title: "x11host-input", width: 400, height: 300, useXInput: input != "core",
                                   display: server.display)
        switch input {
        case "xi2":
            #expect(window.inputPath == "xi2.2", "Xvfb 21 speaks XI 2.2 (BUILD-NOTES)")
            #expect(window.xinputFallbackReason == nil)
        case "no-generic-events":
            #expect(window.inputPath == "core")
            #expect(window.xinputFallbackReason?.contains("Generic Event Extension") == true)
        default:
            #expect(window.inputPath == "core")
            #expect(window.xinputFallbackReason == nil)
        }
        var startup: [HostEvent] = []
        try window.pollEvents(into: &startup)
        let before = MonotonicClock.monotonicMs()

        try Tool.xdotool(["mousemove", "100", "100", "mousedown", "1", "mousemove", "150", "120", "mouseup", "1",
                          "click", "5", "click", "4", "click", "6", "click", "7",
                          "key", "q", "Escape", "F1", "2", "Tab", "shift+q", "space", "Return"],
                         display: server.display)
        let events = try EventCollector.collect(window) { events in
            events.contains { if case .key(name: "Return", _) = $0 { true } else { false } }
        }

        let downs = events.compactMap { e -> (Double, Double, Int)? in
            if case let .pointerDown(x, y, button, _) = e { (x, y, button) } else { nil }
        }
        let ups = events.compactMap { e -> (Double, Double, Int)? in
            if case let .pointerUp(x, y, button, _) = e { (x, y, button) } else { nil }
        }
        #expect(downs.count == 1 && downs.first! == (100, 100, 1), "downs: \(downs)")
        #expect(ups.count == 1 && ups.first! == (150, 120, 1), "ups: \(ups)")
        let drags = events.filter { if case let .pointerMove(150, 120, buttons, _) = $0 { buttons & 1 != 0 } else { false } }
        #expect(drags.count == 1, "no move to 150,120 with button 1 held: \(events)")

        let wheels = events.compactMap { e -> [Int]? in
            if case let .wheel(x, y, dx, dy, _) = e { [Int(x), Int(y), dx, dy] } else { nil }
        }
        #expect(wheels == [[150, 120, 0, 1], [150, 120, 0, -1], [150, 120, -1, 0], [150, 120, 1, 0]])

        let keys = events.compactMap { e -> String? in if case let .key(name, _) = e { name } else { nil } }
        #expect(keys == ["q", "Escape", "F1", "2", "Tab", "Q", "space", "Return"])

        // Timestamps are on the caller's clock, in order.
        let times = events.compactMap { e -> Double? in
            switch e {
            case let .pointerDown(_, _, _, t), let .pointerMove(_, _, _, t), let .pointerUp(_, _, _, t),
                 let .wheel(_, _, _, _, t), let .key(_, t): t
            default: nil
            }
        }
        #expect(times.allSatisfy { $0 >= before && $0 <= MonotonicClock.monotonicMs() })
        #expect(times == times.sorted())
    }

    @Test(arguments: [true, false])
    func resizeIsReportedAndFramesFollowIt(useShm: Bool) throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let window = try X11Window(title: "x11host-resize", width: 320, height: 200, useShm: useShm,
                                   display: server.display)
        let id = try Tool.xdotool(["search", "--name", "x11host-resize"], display: server.display)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(!id.isEmpty && !id.contains("\n"), "xdotool search found \(id)")

        for (w, h) in [(640, 480), (1, 1), (1920, 1080), (4000, 3000), (321, 123)] {
            try Tool.xdotool(["windowsize", id, "\(w)", "\(h)"], display: server.display)
            let events = try EventCollector.collect(window) { $0.contains(.resize(width: w, height: h)) }
            #expect(events.contains(.resize(width: w, height: h)))
            #expect(window.width == w && window.height == h)
            let frame = Frame(width: w, height: h, color: Self.teal)
            try window.present(pixels: frame.pixels, width: w, height: h, stride: w)
            try window.waitUntilPresented()
            if w <= 1920 && h <= 1080 {
                #expect(try Tool.screenshot(display: server.display).rgb(x: w - 1, y: h - 1) == 0x33_6699)
            }
        }
        #expect(window.presentPath == (useShm ? .shm : .xputimage))
    }

    @Test func windowManagerCloseRequestIsAClose() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let window = try X11Window(title: "x11host-wmclose", width: 100, height: 100, display: server.display)
        let id = try Tool.xdotool(["search", "--name", "x11host-wmclose"], display: server.display)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        try WindowManagerStandIn.requestClose(windowID: try #require(UInt(id)), display: server.display)
        let events = try EventCollector.collect(window) { $0.contains(.close) }
        #expect(events.filter { $0 == .close }.count == 1)
        // Only a request: the window is still there and usable until the caller closes it.
        let frame = Frame(width: 100, height: 100, color: Self.teal)
        try window.present(pixels: frame.pixels, width: 100, height: 100, stride: 100)
        try window.waitUntilPresented()
        #expect(try Tool.screenshot(display: server.display).rgb(x: 50, y: 50) == 0x33_6699)
    }

    @Test func destroyedWindowIsAClose() throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let window = try X11Window(title: "x11host-destroy", width: 100, height: 100, display: server.display)
        let id = try Tool.xdotool(["search", "--name", "x11host-destroy"], display: server.display)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        try Tool.xdotool(["windowclose", id], display: server.display)
        let frame = Frame(width: 100, height: 100, color: Self.teal)
        // Presenting into the dead window before noticing the close must not count as a server failure.
        try window.present(pixels: frame.pixels, width: 100, height: 100, stride: 100)
        let events = try EventCollector.collect(window) { $0.contains(.close) }
        #expect(events.filter { $0 == .close }.count == 1)
        try window.present(pixels: frame.pixels, width: 100, height: 100, stride: 100)
        try window.waitUntilPresented()
    }

    @Test(arguments: ["stop", "killclient"])
    func lostConnectionIsServerFailedNotACrash(how: String) throws {
        let server = try XvfbServer()
        defer { server.stop() }
        let window = try X11Window(title: "x11host-lost", width: 320, height: 240, display: server.display)
        let frame = Frame(width: 320, height: 240, color: Self.teal)
        if how == "stop" {
            server.stop()
        } else {
            let id = try Tool.xdotool(["search", "--name", "x11host-lost"], display: server.display)
                .trimmingCharacters(in: .whitespacesAndNewlines)
            try Tool.xdotool(["windowkill", id], display: server.display)
        }
        var failure: HostError?
        var events: [HostEvent] = []
        for _ in 0..<100 where failure == nil {
            do {
                try window.present(pixels: frame.pixels, width: 320, height: 240, stride: 320)
                try window.waitForEvents(timeoutMs: 10)
                try window.pollEvents(into: &events)
            } catch {
                failure = error
            }
        }
        guard case .serverFailed(let message)? = failure else {
            Issue.record("expected serverFailed, got \(String(describing: failure))")
            return
        }
        #expect(message.contains(server.display))
        // Still failing, still not crashing; close releases the local memory.
        #expect(throws: HostError.self) { try window.pollEvents(into: &events) }
        window.close()
    }

    @Test func noSharedMemorySegmentsAreLeftBehind() throws {
        // Absolute, not relative to a snapshot: a segment leaked by an earlier test fails here too.
        #expect(try Tool.sharedMemorySegmentsOfThisProcess().isEmpty)
        let server = try XvfbServer()
        defer { server.stop() }
        do {
            let window = try X11Window(title: "x11host-ipc", width: 800, height: 600, display: server.display)
            #expect(window.presentPath == .shm)
            let during = try Tool.sharedMemorySegmentsOfThisProcess()
            #expect(during.count >= 2, "expected the two SHM buffers in ipcs -m, found \(during)")
            let id = try Tool.xdotool(["search", "--name", "x11host-ipc"], display: server.display)
                .trimmingCharacters(in: .whitespacesAndNewlines)
            try Tool.xdotool(["windowsize", id, "1024", "700"], display: server.display)
            _ = try EventCollector.collect(window) { $0.contains(.resize(width: 1024, height: 700)) }
            let frame = Frame(width: 1024, height: 700, color: Self.teal)
            for _ in 0..<3 { try window.present(pixels: frame.pixels, width: 1024, height: 700, stride: 1024) }
            window.close()
        }
        do {
            // Released by deinit alone, without close().
            let window = try X11Window(title: "x11host-ipc2", width: 300, height: 200, display: server.display)
            let frame = Frame(width: 300, height: 200, color: Self.teal)
            try window.present(pixels: frame.pixels, width: 300, height: 200, stride: 300)
        }
        #expect(try Tool.sharedMemorySegmentsOfThisProcess().isEmpty)
        // And with the server killed under an open window (segments were marked for removal at attach).
        let window = try X11Window(title: "x11host-ipc3", width: 300, height: 200, display: server.display)
        server.stop()
        window.close()
        #expect(try Tool.sharedMemorySegmentsOfThisProcess().isEmpty)
    }
}
