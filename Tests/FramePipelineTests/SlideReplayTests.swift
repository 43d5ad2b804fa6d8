@testable import Diagnostics
import Foundation
@testable import Replay
@testable import Scenes
import ScrollEngine
import Sessions
import Testing

/// The `slide` scene (pager under a collapsing header) through what users see: session files replayed on the documented
/// clock, read back from the trace lines (`pager`, `carousel`, `tab`, `inner`, `nodes`). At the
/// default 1280×800 with the header shown the pages start at y 328; Posts' carousel row spans
/// screen y 520–720, so y 760 is a plain row and y 620 the carousel.
@Suite("Slide: pager, axis lock, carousel, per-tab memory (replayed through the trace)")
struct SlideReplayTests {
    static let page = 1280.0
    static let rowY = 760.0
    static let carouselY = 620.0

    /// A session being written: events stamped on a clock that moves in 60 Hz frames.
    struct Session {
        var lines: [String] = []
        var t = 100.0

        init(tabs: String = "reset", physics: String = "ios") {
            lines.append(#"{"handoff":1,"scene":"slide","physics":"\#(physics)","size":[1280,800],"hz":60,"tabs":"\#(tabs)"}"#)
        }

        mutating func event(_ body: String) { lines.append(#"{"t":\#(t),\#(body)}"#) }
        mutating func wait(ms: Double) { t += ms }

        /// Press at `from`, move in `steps` equal steps one frame apart to `to`, hold still for
        /// `holdMs`, release.
        mutating func drag(from: (Double, Double), to: (Double, Double), steps: Int, holdMs: Double = 0) {
            event(#""type":"down","x":\#(from.0),"y":\#(from.1),"button":1"#)
            for i in 1...steps {
                t += 1000.0 / 60
                let f = Double(i) / Double(steps)
                event(#""type":"move","x":\#(from.0 + (to.0 - from.0) * f),"y":\#(from.1 + (to.1 - from.1) * f)"#)
            }
            t += holdMs
            if holdMs > 0 { event(#""type":"move","x":\#(to.0),"y":\#(to.1)"#) }
            t += 1000.0 / 60
            event(#""type":"up","x":\#(to.0),"y":\#(to.1),"button":1"#)
        }

        mutating func key(_ name: String) { event(#""type":"key","key":"\#(name)""#) }
    }

    /// One replayed frame: the trace line's fields, plus the offsets the scene drew each page on
    /// screen at (for the no-jump check).
    struct Frame {
        var tab: Int
        var outer: Double
        var inner: Double
        var pager: Double
        var carousel: Double
        var phase: ScrollPhase
        var innerTravel: Double
        var shown: [Int: Double]
    }

    /// Replays `session` and decodes every trace line; also checks, frame by frame, that no page on
    /// screen changes its offset by more than the list's own motion in that frame.
    func replay(_ session: Session, sourceLocation: SourceLocation = #_sourceLocation) throws -> [Frame] {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("slide-\(UUID().uuidString).jsonl").path
        try (session.lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let replay = try Replay(path: path)
        var frames: [Frame] = []
        _ = try replay.run(afterFrame: { index, time, state in
            let line = TraceLine.json(frame: index, timeMs: time, state: state)
            guard let trace = try? TraceFrame.decode(line: line), let pager = trace.pager, let carousel = trace.carousel else {
                Issue.record("bad trace line \(line)")
                return
            }
            let inner = trace.nodes?.first { $0.id == "inner" }
            let scene = replay.loop.scene as! SlideScene
            var shown: [Int: Double] = [:]
            for page in scene.visiblePages { shown[page] = scene.listOffset(page: page) }
            frames.append(Frame(tab: trace.tab, outer: trace.outer, inner: trace.inner, pager: pager, carousel: carousel,
                                phase: trace.phase, innerTravel: inner?.travel ?? .nan, shown: shown))
        })
        for (before, after) in zip(frames, frames.dropFirst()) {
            for (page, offset) in after.shown {
                guard let previous = before.shown[page] else { continue }
                #expect(abs(offset - previous) <= abs(after.innerTravel) + 1e-9,
                        "page \(page) jumped from \(previous) to \(offset)", sourceLocation: sourceLocation)
            }
        }
        return frames
    }

    @Test("a swipe pages: the pager lands exactly on page 1 and never moves back on the way (no tick)")
    func swipePages() throws {
        var session = Session()
        session.drag(from: (1000, Self.rowY), to: (300, Self.rowY), steps: 18)
        let frames = try replay(session)
        #expect(frames.last?.pager == Self.page)
        #expect(frames.last?.tab == 1)
        #expect(frames.last?.carousel == 0)
        let pagers = frames.map(\.pager)
        #expect(zip(pagers, pagers.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(frames.contains { $0.pager > 0 && $0.pager < Self.page && $0.phase != .drag })
    }

    @Test("a slow drag of less than half a page snaps back to the page it left")
    func slowDragSnapsBack() throws {
        var session = Session()
        session.drag(from: (1000, Self.rowY), to: (600, Self.rowY), steps: 40, holdMs: 120)
        let frames = try replay(session)
        #expect(frames.map(\.pager).max() == 400)
        #expect(frames.last?.pager == 0)
        #expect(frames.allSatisfy { $0.tab == 0 })
    }

    @Test("a short fast flick pages, one page at most")
    func flickPages() throws {
        var session = Session()
        session.drag(from: (900, Self.rowY), to: (780, Self.rowY), steps: 3)
        let frames = try replay(session)
        let firstMoved: Double = frames.map(\.pager).filter { $0 > 0 }.min() ?? 0
        #expect(firstMoved > 0 && firstMoved < 200)
        #expect(frames.last?.pager == Self.page)
        #expect(frames.allSatisfy { $0.pager <= Self.page })
        // And back: a flick the other way from page 1 returns to page 0.
        session.wait(ms: 2000)
        session.drag(from: (400, Self.rowY), to: (520, Self.rowY), steps: 3)
        #expect(try replay(session).last?.pager == 0)
    }

    @Test("a diagonal drag that is mostly vertical never moves the pager; the header collapses")
    func axisLockVertical() throws {
        var session = Session()
        session.drag(from: (600, 700), to: (720, 300), steps: 20, holdMs: 120)
        let frames = try replay(session)
        #expect(frames.allSatisfy { $0.pager == 0 && $0.carousel == 0 })
        #expect(frames.last?.outer == 280)
        #expect(frames.last?.inner == 120)
    }

    @Test("a mostly horizontal diagonal drag never moves the header or the list")
    func axisLockHorizontal() throws {
        var session = Session()
        session.drag(from: (1000, 790), to: (400, 740), steps: 20)
        let frames = try replay(session)
        #expect(frames.allSatisfy { $0.outer == 0 && $0.inner == 0 })
        #expect(frames.last?.pager == Self.page)
    }

    @Test("a horizontal drag on the carousel moves the carousel, not the pager, until its end; then the pager")
    func carouselThenPager() throws {
        var session = Session()
        session.drag(from: (1250, Self.carouselY), to: (-150, Self.carouselY), steps: 70, holdMs: 120)
        let frames = try replay(session)
        let end = Double(SlideScene.carouselContentWidth) - Self.page
        #expect(end == 1088)
        #expect(frames.filter { $0.carousel < end }.allSatisfy { $0.pager == 0 })
        #expect(frames.contains { $0.carousel > 0 && $0.carousel < end })
        // The finger travelled 1400: 1088 went to the carousel, the rest to the pager (312 < half
        // a page, held still: it snaps back).
        #expect(frames.map(\.pager).max() == 1400 - end)
        #expect(frames.last?.carousel == end)
        #expect(frames.last?.pager == 0)
        // Back the other way, the carousel first again (the pager is at its first page).
        session.wait(ms: 1500)
        session.drag(from: (100, Self.carouselY), to: (500, Self.carouselY), steps: 20, holdMs: 120)
        let back = try replay(session)
        #expect(back.last?.carousel == end - 400)
        #expect(back.last?.pager == 0)
    }

    @Test("a carousel fling stops at the carousel's end: no momentum reaches the pager")
    func carouselFlingStopsAtEnd() throws {
        var session = Session()
        session.drag(from: (1200, Self.carouselY), to: (600, Self.carouselY), steps: 10)
        let frames = try replay(session)
        #expect(frames.last?.carousel == 1088)
        #expect(frames.allSatisfy { $0.pager == 0 })
    }

    @Test("keys 1-4 and tab taps animate the pager over several frames")
    func keysAnimate() throws {
        var session = Session()
        session.key("3")
        let frames = try replay(session)
        let between = frames.filter { $0.pager > 0 && $0.pager < 2 * Self.page }
        #expect(between.count >= 5)
        #expect(between.allSatisfy { $0.phase == .animating })
        #expect(frames.last?.pager == 2 * Self.page)
        #expect(frames.last?.tab == 2)
        let pagers = frames.map(\.pager)
        #expect(zip(pagers, pagers.dropFirst()).allSatisfy { $0 <= $1 })
        // A tap on the first tab (tab bar at y 280–328) animates back.
        session.wait(ms: 1000)
        session.event(#""type":"down","x":160,"y":300,"button":1"#)
        session.wait(ms: 50)
        session.event(#""type":"up","x":160,"y":300,"button":1"#)
        let back = try replay(session)
        #expect(back.last?.pager == 0)
        let returning = back.suffix(from: frames.count).filter { $0.pager > 0 && $0.pager < 2 * Self.page }
        #expect(returning.count >= 5)
    }

    @Test("rubber band before the first page, and it springs back to it")
    func rubberBandAtFirstPage() throws {
        var session = Session()
        session.drag(from: (300, Self.rowY), to: (900, Self.rowY), steps: 20, holdMs: 120)
        let frames = try replay(session)
        let deepest = frames.map(\.pager).min() ?? 0
        #expect(deepest < 0 && deepest > -600)
        #expect(frames.last?.pager == 0)
    }

    /// Collapse the header and scroll Posts' list to 300, swipe to Media, pull the header back
    /// down there, swipe back to Posts.
    func memorySession(tabs: String) -> Session {
        var session = Session(tabs: tabs)
        session.drag(from: (640, 780), to: (640, 200), steps: 40, holdMs: 120)   // outer 280, inner 300
        session.wait(ms: 500)
        session.drag(from: (1000, Self.rowY), to: (300, Self.rowY), steps: 18)   // to Media
        session.wait(ms: 1500)
        session.drag(from: (640, 200), to: (640, 500), steps: 30, holdMs: 120)   // header shows again
        session.wait(ms: 1000)
        session.drag(from: (300, 700), to: (1000, 700), steps: 18)               // back to Posts
        return session
    }

    @Test("--tabs reset: a page that had an offset comes back at its top once the header showed on another page")
    func resetMemory() throws {
        let frames = try replay(memorySession(tabs: "reset"))
        #expect(frames.contains { $0.tab == 0 && $0.inner == 300 && $0.outer == 280 })
        #expect(frames.contains { $0.tab == 1 && $0.outer < 280 })
        #expect(frames.last?.tab == 0)
        #expect(frames.last?.pager == 0)
        #expect(frames.last?.inner == 0)
    }

    @Test("--tabs keep: the same page keeps its offset")
    func keepMemory() throws {
        let frames = try replay(memorySession(tabs: "keep"))
        #expect(frames.last?.tab == 0)
        #expect(frames.last?.pager == 0)
        #expect(frames.last?.inner == 300)
    }

    @Test("no jump mid-swipe: with the header collapsed both pages show their own offsets and keep them")
    func noJumpMidSwipe() throws {
        for tabs in ["reset", "keep"] {
            var session = Session(tabs: tabs)
            session.drag(from: (640, 780), to: (640, 100), steps: 40, holdMs: 120)   // Posts at 400
            session.wait(ms: 500)
            session.drag(from: (1000, Self.rowY), to: (300, Self.rowY), steps: 18)   // to Media
            session.wait(ms: 1500)
            session.drag(from: (640, 700), to: (640, 500), steps: 20, holdMs: 120)   // Media at 200
            session.wait(ms: 500)
            // Half way back to Posts and let go: both pages on screen, then back to Media.
            session.drag(from: (300, Self.rowY), to: (700, Self.rowY), steps: 30, holdMs: 120)
            session.wait(ms: 1500)
            // And pull the header down on Media while Posts is off screen.
            session.drag(from: (640, 300), to: (640, 780), steps: 30, holdMs: 120)
            let frames = try replay(session)   // checks every frame for jumps
            let bothShown = frames.contains { frame in frame.shown.count == 2 && frame.shown[0] == 400 && frame.shown[1] == 200 }
            #expect(bothShown)
            #expect(frames.last?.tab == 1)
        }
    }
}
