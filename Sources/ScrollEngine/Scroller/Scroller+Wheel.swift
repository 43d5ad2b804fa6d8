#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension Scroller {
    /// Wheel notches further apart than this start a new gesture (`latch` in docs/policies.md), ms.
    public static let wheelGestureGapMs = 100.0

    // MARK: - Smooth scrolling

    /// A smooth-scroll delta (touchpad), px, positive = "more": applied 1:1 through the chain like
    /// a drag that is already past the slop. The first delta of a gesture stops any running fling,
    /// spring, wheel ease or animation where it is and takes `route` (default: all nodes) for the
    /// whole gesture, its fling included, as a press does. Ignored while a pointer is down (the
    /// drag owns the gesture).
    public mutating func scroll(delta: Double, timeMs: Double, route: ScrollRoute? = nil) throws(ScrollInputError) {
        try checkFinite(delta, "scroll delta")
        try checkEventTime(timeMs)
        guard !isPointerDown else { return }
        if !isScrolling {
            catchFling(atMs: timeMs, position: nil)
            stopAll()
            self.route = route ?? fullRoute
            self.route.byWheel = true
            gesture = .scrolling
            history.reset()
            lastMoveMs = nil
        }
        history.add(timeMs: timeMs, delta: delta)
        if delta != 0 { lastMoveMs = timeMs }
        _ = chain.dispatch(delta, mode: .rubberBand(coefficient: preset.rubberBandCoefficient), route: &self.route)
    }

    /// The fingers lifted (the (0, 0) smooth-scroll delta): the same release as a pointer's, with
    /// the velocity the preset's estimator reads from the gesture's scroll deltas (GTK's: the last
    /// 150 ms), so the fling follows the preset's rules and crosses the seam through the chain.
    /// Does nothing outside a smooth scroll.
    public mutating func scrollStop(timeMs: Double) throws(ScrollInputError) {
        try checkEventTime(timeMs)
        guard isScrolling else { return }
        gesture = .idle
        releaseGesture(lift: preset.estimate(history, atMs: timeMs, source: .scroll), atMs: timeMs)
    }

    // MARK: - Wheel

    /// Wheel notches (positive = toward later content). Each moves `preset.wheelNotch` px, eased
    /// over `preset.wheelDuration`; notches arriving during the ease add to what is left of it,
    /// and one against it does as `preset.wheelReverse` says (`WheelReverseRule`).
    /// Ignored while a finger is down. A notch more than 100 ms after the previous one, or with
    /// no wheel ease running, starts a new gesture along `route` (default: all nodes); one within
    /// 100 ms of the previous continues its gesture (what `latch` latched stays latched).
    public mutating func wheel(notches: Double, timeMs: Double? = nil, route: ScrollRoute? = nil) throws(ScrollInputError) {
        try checkFinite(notches, "wheel notches")
        if let timeMs { try checkEventTime(timeMs) }
        guard !isPointerDown, notches != 0 else { return }
        let under = route ?? self.route
        let page = chain.nodes[min(under.hit, chain.nodes.count - 1)].viewportExtent
        var distance = notches * (preset.wheelPagePower.map { pow(page, $0) } ?? preset.wheelNotch)
        let running = motion?.purpose == .wheel
        // A jump (no ease) has nothing pending to drop before the next frame: its notches add.
        let reverse = preset.wheelDuration > 0 ? preset.wheelReverse : .subtracts
        if let motion, motion.purpose == .wheel { distance = reverse.distance(notch: distance, left: motion.remaining) }
        if case .interval(let cell) = snap, cell > 0 {
            // A paging scroller: each notch is one page in its direction, counted from where the
            // running wheel ease is headed (notches during the ease add a page each).
            let total = chain.totalOffset(axis: (route ?? self.route).axis)
            let headed = motion.map { $0.purpose == .wheel ? $0.originTotal + $0.curve.finalX : total } ?? total
            distance = pageTarget(from: headed, notches: notches, cell: cell) - total
        }
        let sameGesture = running && (timeMs.map { $0 - lastWheelMs <= Self.wheelGestureGapMs } ?? true)
        if let timeMs { lastWheelMs = timeMs }
        stopAll()
        if !sameGesture {
            self.route = route ?? fullRoute
            self.route.byWheel = true
        }
        gesture = .idle
        motion = ChainMotion(purpose: .wheel,
                             curve: .eased(EasedAnimation(distance: distance, duration: preset.wheelDuration)),
                             originTotal: chain.totalOffset(axis: self.route.axis), startMs: inputTimeMs)
    }

    /// The page boundary `notches` pages from `offset` (a page boundary itself, or the next one in
    /// the notches' direction when `offset` lies between two), within the chain's range.
    private func pageTarget(from offset: Double, notches: Double, cell: Double) -> Double {
        let low = chain.totalMinOffset, high = chain.totalMaxOffset
        let pages = (offset - low) / cell
        let here = notches > 0 ? (pages + 1e-9).rounded(.down) : (pages - 1e-9).rounded(.up)
        return min(max(low + (here + notches.rounded(.towardZero)) * cell, low), high)
    }
}
