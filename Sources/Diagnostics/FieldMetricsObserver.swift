import Scenes
import ScrollMetrics
import Sessions

/// Turns a run's input events and frames into the field metrics (docs/metrics.md, "Field
/// metrics"): which events are scroll input, where the finger is, and how far each frame moved the
/// scrollers, fed to a `FieldMetricsMeter`.
///
/// The replay hands each frame with the events it delivered (`frame(atMs:events:state:)`); the
/// live loop hands events as it reads them (`event(_:)`) and the frame when it draws it
/// (`frame(atMs:state:)`). No heap allocation per frame once the pending-event buffer has grown
/// to the most events one frame delivered.
public struct FieldMetricsObserver: Sendable {
    private var meter: FieldMetricsMeter
    /// Where the dragging pointer (button 1 held) is, window px.
    private var pointer: (x: Double, y: Double)?
    /// The touch that drives the scroll (the first down) and where it is.
    private var touch: (id: Int, x: Double, y: Double)?
    private var touchpadScrolling = false
    private var travelX = 0.0
    private var travelY = 0.0
    private var pending: [TimedEvent] = []

    /// An observer for a display refreshing at `hz`.
    public init(hz: Double) {
        meter = FieldMetricsMeter(vsyncMs: 1000 / hz)
        pending.reserveCapacity(64)
    }

    /// Whether the last frame was janky (scroll jank v3) and the vsyncs it missed.
    public var lastFrameJank: (janky: Bool, missedVsyncs: Int) { meter.lastFrameJank }

    /// The axis the per-axis figures read: the one the scrollers moved most on (`y` on a tie).
    public var axis: ScrollMetricsAxis { travelX > travelY ? .x : .y }

    /// The figures so far.
    public var metrics: FieldMetrics {
        var finished = meter
        finished.finish()
        return finished.metrics(axis: axis)
    }

    /// An event read for the next frame (the live loop).
    public mutating func event(_ timed: TimedEvent) {
        pending.append(timed)
    }

    /// The frame presented at `atMs`, showing the events handed to `event(_:)` since the last one.
    public mutating func frame(atMs: Double, state: SceneState) {
        meter.beginFrame(presentedMs: atMs)
        var index = 0
        while index < pending.count {
            deliver(pending[index])
            index += 1
        }
        pending.removeAll(keepingCapacity: true)
        end(state)
    }

    /// The frame presented at `atMs`, showing `events` (the replay).
    public mutating func frame(atMs: Double, events: [TimedEvent], state: SceneState) {
        meter.beginFrame(presentedMs: atMs)
        // Index loops: iterating an array allocates in an unoptimised build.
        var index = 0
        while index < events.count {
            deliver(events[index])
            index += 1
        }
        end(state)
    }

    private mutating func end(_ state: SceneState) {
        var shownX = 0.0, shownY = 0.0
        var index = 0
        while index < state.nodes.count {
            if state.nodes[index].axis == .x { shownX += state.nodes[index].travel } else { shownY += state.nodes[index].travel }
            index += 1
        }
        travelX += abs(shownX)
        travelY += abs(shownY)
        meter.endFrame(shownX: shownX, shownY: shownY)
    }

    /// One event: scroll input (a pointer drag, a touch, a touchpad or wheel scroll) reaches the
    /// meter; the rest (keys, resizes, hovering) does not.
    private mutating func deliver(_ timed: TimedEvent) {
        let t = timed.t
        switch timed.event {
        case let .down(x, y, button) where button == 1:
            pointer = (x, y)
            meter.input(timeMs: t, startsScroll: true)
        case let .move(x, y):
            guard let last = pointer else { return }
            pointer = (x, y)
            meter.input(timeMs: t, fingerMove: (x - last.x, y - last.y))
        case let .up(_, _, button) where button == 1:
            guard pointer != nil else { return }
            pointer = nil
            meter.input(timeMs: t)
        case let .touch(.begin, id, x, y):
            guard touch == nil else { return }
            touch = (id, x, y)
            meter.input(timeMs: t, startsScroll: true)
        case let .touch(.move, id, x, y):
            guard let last = touch, last.id == id else { return }
            touch = (id, x, y)
            meter.input(timeMs: t, fingerMove: (x - last.x, y - last.y))
        case let .touch(_, id, _, _):
            // The driving touch lifted or was taken away.
            guard let last = touch, last.id == id else { return }
            touch = nil
            meter.input(timeMs: t)
        case let .scroll(_, _, dx, dy):
            let lift = dx == 0 && dy == 0
            meter.input(timeMs: t, startsScroll: !lift && !touchpadScrolling)
            touchpadScrolling = !lift
        case .wheel:
            meter.input(timeMs: t)
        case .down, .up, .key, .resize, .end, .frame:
            break
        }
    }
}
