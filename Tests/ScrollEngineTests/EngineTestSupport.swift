@testable import ScrollEngine
import TestSupport

/// The seeded generator every test target shares, so every "random" gesture is the same on every run.
typealias SeededGenerator = SplitMix64

/// The profile page's two scrollers: header (outer, 280) above a list.
func profileChain(outer: Double = 0, inner: Double = 0, listRows: Int = 200, bounceOnParent: Bool = true) -> ScrollChain {
    var header = ScrollNode(contentExtent: 280 + 752, viewportExtent: 752, offset: outer,
                            leading: bounceOnParent ? .bounce : .chain, trailing: .chain)
    header.maxOffset = 280
    let list = ScrollNode(contentExtent: Double(listRows * 64), viewportExtent: 752, offset: inner,
                          leading: bounceOnParent ? .chain : .bounce, trailing: .bounce)
    return ScrollChain(nodes: [header, list])
}

/// A drag from `from` to `to` (screen y) in `steps` moves over `durationMs`, starting at `startMs`.
@discardableResult
func drag(_ scroller: inout Scroller, from: Double, to: Double, steps: Int, startMs: Double = 0,
          durationMs: Double, release: Bool = true, frameDt: Double? = nil) throws -> Double {
    try scroller.pointerDown(position: from, timeMs: startMs)
    for i in 1...steps {
        let t = startMs + durationMs * Double(i) / Double(steps)
        try scroller.pointerMove(position: from + (to - from) * Double(i) / Double(steps), timeMs: t)
        if let frameDt { try scroller.step(frameDt) }
    }
    let end = startMs + durationMs
    if release { try scroller.pointerUp(position: to, timeMs: end) }
    return end
}

/// Steps at 60 Hz until nothing moves (or `limit` seconds pass); returns the seconds taken.
@discardableResult
func settle(_ scroller: inout Scroller, limit: Double = 30, record: ((Scroller) -> Void)? = nil) throws -> Double {
    var elapsed = 0.0
    while scroller.isAnimating && elapsed < limit {
        try scroller.step(1.0 / 60)
        elapsed += 1.0 / 60
        record?(scroller)
    }
    return elapsed
}
