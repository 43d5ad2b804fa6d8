import Diagnostics
import Foundation
import ScrollEngine
import Testing

/// Replays of the sessions in assets/sessions (recorded in the window under Xvfb with xdotool),
/// asserting what happened through the trace.
@Suite("Recorded sessions replay deterministically and do what was recorded", .serialized)
struct RecordedSessionTests {
    static let sessions = ["slow-drag-seam", "fling-seam-down", "fling-seam-up", "wheel", "tabs",
                           "sections-tap", "feed-snap", "chat-refresh", "slide-swipe"]

    /// Replays `name` headlessly; returns its trace frames, raw trace text and summary hash.
    func replay(_ name: String) throws -> (frames: [TraceFrame], text: String, hash: String) {
        let dir = try CommandRunner.temporaryDirectory()
        let result = try CommandRunner.run(["replay", CommandRunner.asset("assets/sessions/\(name).jsonl"), "--headless",
                                            "--trace", dir + "/trace.jsonl", "--summary"])
        #expect(result.status == 0, "\(name): \(result.stderr)")
        let text = try String(contentsOfFile: dir + "/trace.jsonl", encoding: .utf8)
        let summary = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        return (try TraceFrame.decode(trace: text), text, summary?["hash"] as? String ?? "")
    }

    @Test("the same file gives the same trace and the same pixel hash on every run", arguments: sessions)
    func deterministic(name: String) throws {
        let first = try replay(name)
        let second = try replay(name)
        #expect(first.frames.count > 10)
        #expect(first.text == second.text)
        #expect(first.hash == second.hash)
        #expect(UInt64(first.hash, radix: 16) != nil && first.hash.count == 16, "\(name): hash \(first.hash)")
    }

    @Test("every session's hash is its own: the hash follows the pixels, not the file's length")
    func hashesDiffer() throws {
        var hashes: [String: String] = [:]
        for name in Self.sessions { hashes[name] = try replay(name).hash }
        #expect(Set(hashes.values).count == Self.sessions.count, "\(hashes)")
    }

    @Test("slide-swipe: a swipe pages, a slow drag back snaps back, key 1 animates, the carousel goes first")
    func slideSwipe() throws {
        let frames = try replay("slide-swipe").frames
        let pager = frames.map { $0.pager ?? .nan }, carousel = frames.map { $0.carousel ?? .nan }
        let phase = frames.map(\.phase)
        let paged = try #require(frames.indices.first { pager[$0] == 1280 && phase[$0] == .idle })
        #expect((0..<paged).contains { pager[$0] > 0 && pager[$0] < 1280 && phase[$0] == .spring })
        let back = try #require((paged..<frames.count).first { phase[$0] == .animating })
        #expect((paged..<back).allSatisfy { pager[$0] > 640 })
        #expect((paged..<back).contains { pager[$0] < 1280 })
        let home = try #require((back..<frames.count).first { pager[$0] == 0 })
        #expect((back..<home).filter { phase[$0] == .animating }.count >= 5)
        #expect((home..<frames.count).contains { carousel[$0] > 0 })
        for index in home..<frames.count where carousel[index] < 1088 { #expect(pager[index] == 0) }
        #expect(carousel.last == 1088)
        #expect(pager.last == 0)
    }

    @Test("a slow drag across the seam: the header collapses first, then the list follows the finger; no fling")
    func slowDragSeam() throws {
        let frames = try replay("slow-drag-seam").frames
        for frame in frames where frame.inner > 0 { #expect(frame.outer == 280) }
        #expect(frames.contains { $0.outer > 0 && $0.outer < 280 })
        #expect(frames.last?.inner ?? 0 > 0)
        #expect(!frames.contains { $0.phase == .fling })
        #expect(frames.last?.phase == .idle)
    }

    /// Per-frame travel of the whole page (outer + inner).
    func travel(_ frames: [TraceFrame]) -> [Double] {
        zip(frames, frames.dropFirst()).map { ($1.outer + $1.inner) - ($0.outer + $0.inner) }
    }

    @Test("a flick up from the header: one fling collapses the header and carries into the list, no stall")
    func flingDown() throws {
        let frames = try replay("fling-seam-down").frames
        let moves = travel(frames)
        let seam = try #require(frames.indices.first { frames[$0].phase == .fling && frames[$0].inner > 0 && $0 > 1 && frames[$0 - 1].outer < 280 })
        // The fling itself reached the seam: the header was still collapsing under momentum.
        #expect(frames[seam - 1].phase == .fling || frames[seam - 2].phase == .fling)
        #expect(frames[seam...].prefix(10).allSatisfy { $0.phase == .fling })
        let before = moves[seam - 2], at = moves[seam - 1], after = moves[seam]
        #expect(before > 0 && at > 0 && after > 0)
        #expect(max(before, at) / min(before, at) < 2)
        #expect(max(at, after) / min(at, after) < 2)
    }

    @Test("a flick down from a scrolled list: the list returns to its top and the fling carries into the header, which bounces")
    func flingUp() throws {
        let frames = try replay("fling-seam-up").frames
        let seam = try #require(frames.indices.first { frames[$0].phase == .fling && frames[$0].outer < 280 && $0 > 0 && frames[$0 - 1].inner > 0 })
        let moves = travel(frames)
        let at = moves[seam - 1], before = moves[seam - 2]
        #expect(at < 0 && before < 0)
        #expect(max(abs(before), abs(at)) / min(abs(before), abs(at)) < 2)
        #expect(frames.contains { $0.phase == .spring && $0.outer < 0 })   // the bounce at the top
        #expect(frames.last?.outer == 0 && frames.last?.inner == 0 && frames.last?.phase == .idle)
    }

    @Test("wheel clicks scroll in eased 100-px steps through the same chain")
    func wheel() throws {
        let frames = try replay("wheel").frames
        #expect(frames.contains { $0.phase == .animating })
        // Resting points between notches are whole multiples of 100 px of travel.
        for (a, b) in zip(frames, frames.dropFirst()) where a.phase == .animating && b.phase == .idle {
            let total = b.outer + b.inner
            let off = total.truncatingRemainder(dividingBy: 100)
            #expect(min(off, 100 - off) < 1e-6, "rested at \(total)")
        }
        #expect(frames.map { $0.outer + $0.inner }.max() ?? 0 > 280)   // past the seam, into the list
        #expect(frames.last?.outer == 0)
    }

    @Test("tabs: while collapsed each tab keeps its offset; once the header shows, the others are at their top")
    func tabs() throws {
        let frames = try replay("tabs").frames
        var lastInner: [Int: Double] = [:]
        var checkedKeep = false
        for (a, b) in zip(frames, frames.dropFirst()) {
            if a.tab != b.tab {
                if b.outer == 280, let kept = lastInner[b.tab] {
                    #expect(b.inner == kept, "tab \(b.tab) came back at \(b.inner), left at \(kept)")
                    checkedKeep = true
                }
                if b.outer < 280 { #expect(b.inner == 0) }
                // A switch never moves the header: no jump.
                #expect(a.outer == b.outer)
            }
            lastInner[a.tab] = a.inner
            if a.outer < 280 { for key in lastInner.keys where key != a.tab { lastInner[key] = 0 } }
        }
        #expect(checkedKeep)
        #expect(frames.last?.tab == 1 && frames.last?.inner == 0 && (frames.last?.outer ?? 280) < 280)
    }

    @Test("sections: tapping a tab animates its section header under the pinned bar; scroll-spy follows")
    func sections() throws {
        let frames = try replay("sections-tap").frames
        #expect(frames.allSatisfy { $0.section != nil && $0.section == $0.tab })
        #expect(frames.contains { $0.phase == .animating })
        #expect(Set(frames.compactMap(\.section)).count >= 3)
        #expect(frames.last?.section == 3 && frames.last?.phase == .idle)
    }

    @Test("feed: every release comes to rest exactly on a cell top, monotonically")
    func feed() throws {
        let frames = try replay("feed-snap").frames
        var rests = 0
        for (a, b) in zip(frames, frames.dropFirst()) where a.phase != .idle && b.phase == .idle {
            #expect(b.outer.truncatingRemainder(dividingBy: 540) == 0, "rested at \(b.outer)")
            rests += 1
        }
        #expect(rests >= 3)
        // A spring towards the target never reverses.
        var run: [Double] = []
        for frame in frames {
            if frame.phase == .spring { run.append(frame.outer) } else if !run.isEmpty {
                let steps = zip(run, run.dropFirst()).map { $1 - $0 }
                #expect(steps.allSatisfy { $0 >= 0 } || steps.allSatisfy { $0 <= 0 })
                run = []
            }
        }
    }

    @Test("chat: pull past ready loads 30 older messages above while the anchor stays put")
    func chat() throws {
        let frames = try replay("chat-refresh").frames
        var states: [RefreshState] = []
        for frame in frames { if let r = frame.refresh, states.last != r { states.append(r) } }
        #expect(states.suffix(4) == [.pending, .ready, .loading, .none])
        #expect(frames.first?.items == 50 && frames.last?.items == 80)
        let insert = try #require(frames.indices.first { $0 > 0 && frames[$0].items != frames[$0 - 1].items })
        let before = frames[insert - 1], after = frames[insert]
        #expect(after.items == 80)
        // 30 messages (≥ 1300 px) went in above: without anchoring the anchor would jump by that much;
        // it moves only by the spring's own step in that frame (exactness is ChatSceneTests' job).
        if let y0 = before.anchor?.y, let y1 = after.anchor?.y, before.anchor?.id == after.anchor?.id { #expect(abs(y1 - y0) < 3) }
        // Loading holds the indicator open (outer < 0) until the insert.
        #expect(before.outer < 0 && before.refresh == .loading)
        #expect(frames.last?.refresh == RefreshState.none && frames.last?.phase == .idle)
    }
}
