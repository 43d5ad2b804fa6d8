import HostInterface
import Live
import Raster

/// A window on a fake clock: input arrives at scripted times, and a display with a vblank every
/// `periodMs` (vblank m at m × periodMs) answers Present requests the way the server does — a
/// frame aimed at counter m is shown at vblank max(m, the next one after it arrived). Waiting
/// moves the clock to the next thing that would wake the loop; drawing takes no fake time.
final class ScriptedHost: LiveHost {
    var nowMs = 0.0
    let periodMs: Double
    /// Whether the display answers Present requests (false: the extension stopped answering).
    var answersPresent = true
    var presentsAsync = false
    var presentTargetMsc: UInt64 = 0
    private(set) var lastPresentSerial: UInt32 = 0
    private var script: [(atMs: Double, event: HostEvent)]
    private var pending: [PresentCompletion] = []
    private var nextSerial: UInt32 = 1
    /// Every frame shown: the vblank it was shown at and when it was handed over.
    private(set) var shown: [(msc: UInt64, sentMs: Double)] = []

    init(periodMs: Double, script: [(atMs: Double, event: HostEvent)]) {
        self.periodMs = periodMs
        self.script = script.sorted { $0.atMs < $1.atMs }
    }

    /// The environment the loop reads: this clock; notes collected in `notes`.
    var notes: [String] = []
    var stopAtMs = Double.infinity
    var environment: LiveEnvironment {
        LiveEnvironment(nowMs: { [unowned self] in nowMs }, stopRequested: { [unowned self] in nowMs >= stopAtMs },
                        wallSeconds: { 1_700_000_000 }, note: { [unowned self] in notes.append($0) })
    }

    private var currentMsc: UInt64 { UInt64((nowMs / periodMs).rounded(.down)) }
    /// Xvfb's fake vblank: the counter is the time rounded to the nearest vblank (it turns half a
    /// refresh before the vblank's event); a frame for a vblank the counter has reached is shown
    /// as it arrives, and a notification for one answers at once.
    var counterRunsAhead = false
    private var counter: UInt64 { UInt64((nowMs / periodMs).rounded()) }

    func pollEvents(into events: inout [HostEvent]) throws {
        while let first = script.first, first.atMs <= nowMs {
            events.append(first.event)
            script.removeFirst()
        }
    }

    func waitForEvents(timeoutMs: Double?) throws {
        var wake = timeoutMs.map { nowMs + max(0, $0) } ?? .infinity
        if let next = script.first { wake = min(wake, next.atMs) }
        // An answer arriving wakes the loop; one already arrived (queued, as the real window
        // queues what it read) does not.
        if let answer = pending.map(\.ustMs).filter({ $0 > nowMs }).min() { wake = min(wake, answer) }
        // Nothing would ever wake a real loop here: the test's script is missing its end.
        precondition(wake.isFinite, "the scripted host has nothing left to wake the loop")
        nowMs = max(nowMs, wake)
    }

    /// Vblank notifications asked for.
    private(set) var notifyRequests = 0

    func requestVblankNotify(targetMsc: UInt64, onVblank: Bool) -> UInt32? {
        notifyRequests += 1
        guard answersPresent else { return nil }
        let serial = takeSerial()
        if counterRunsAhead, targetMsc > 0, targetMsc <= counter {
            pending.append(PresentCompletion(serial: serial, msc: counter, ustMs: nowMs, isFrame: false))
            return serial
        }
        let msc = max(targetMsc, (counterRunsAhead ? counter : currentMsc) + 1)
        pending.append(PresentCompletion(serial: serial, msc: msc, ustMs: Double(msc) * periodMs, isFrame: false))
        return serial
    }

    func waitForPresentCompletion(serial: UInt32, timeoutMs: Double) throws -> PresentCompletion? {
        guard let index = pending.firstIndex(where: { $0.serial == serial }),
              pending[index].ustMs <= nowMs + timeoutMs else {
            nowMs += timeoutMs
            return nil
        }
        let completion = pending.remove(at: index)
        nowMs = max(nowMs, completion.ustMs)
        return completion
    }

    func takePresentCompletion() -> PresentCompletion? {
        guard let index = pending.indices.filter({ pending[$0].ustMs <= nowMs })
            .min(by: { pending[$0].ustMs < pending[$1].ustMs }) else { return nil }
        return pending.remove(at: index)
    }

    /// A frame handed to the server now.
    func presentFrame() {
        let serial = takeSerial()
        lastPresentSerial = serial
        if counterRunsAhead, presentTargetMsc <= counter {
            shown.append((counter, nowMs))
            if answersPresent { pending.append(PresentCompletion(serial: serial, msc: counter, ustMs: nowMs, isFrame: true)) }
            return
        }
        let msc = max(presentTargetMsc, (counterRunsAhead ? counter : currentMsc) + 1)
        shown.append((msc, nowMs))
        if answersPresent {
            pending.append(PresentCompletion(serial: serial, msc: msc, ustMs: Double(msc) * periodMs, isFrame: true))
        }
    }

    private func takeSerial() -> UInt32 {
        defer { nextSerial += 1 }
        return nextSerial
    }
}

/// Frames to the scripted host; fails from frame `failAfter` on, when given.
final class ScriptedPresenter: LivePresenter {
    let host: ScriptedHost
    var failAfter: Int?
    private(set) var presented = 0
    private(set) var presentFailure: (any Error)?

    struct Lost: Error {}

    init(host: ScriptedHost) { self.host = host }

    var presentPath: PresentPath { .present }

    func present(_ framebuffer: Framebuffer) {
        if let failAfter, presented >= failAfter {
            presentFailure = Lost()
            return
        }
        presented += 1
        host.presentFrame()
    }
}
