import Foundation
import Sessions

/// Input and recording of the live loop: the window's events through ``InputTranslator`` into the
/// frame loop, and the recording switch (``LiveRecorder``).
extension LiveLoop {
    /// Reads the window's events and hands each to the frame loop (and the recording).
    func drainEvents() throws {
        events.removeAll(keepingCapacity: true)
        try host.pollEvents(into: &events)
        for event in events where running {
            switch translator.translate(event, nowMs: environment.nowMs()) {
            case .input(let windowEvent, let monotonicMs):
                // The window reports device pixels; everything past this line is logical.
                let session = loop.localize(windowEvent.logical(scale: scale))
                let timeMs = timeline.event(atMs: monotonicMs)
                statistics.inputRead(atMs: monotonicMs)
                recorder.record(session, timeMs: timeMs)
                field.event(TimedEvent(t: timeMs, event: session))
                perfetto?.input(TimedEvent(t: timeMs, event: session))
                switch loop.handle(session, timeMs: timeMs) {
                case .quit, .end: running = false
                case .toggleRecording: recorder.recording == nil ? startRecording() : stopRecording()
                case .exportTuning: exportTuning()
                case .none: break
                }
            case .close: running = false
            case .expose: loop.invalidate()
            case .ignored: break
            }
        }
    }

    /// Starts a recording (`--record`, key `r`) on the session's time line.
    func startRecording() {
        // On the session's time line; a recording made from the start shares its origin, so the
        // file holds exactly the times the engine used.
        let startMs = previousFrameMs == nil ? 0 : timeline.end(atMs: environment.nowMs())
        guard let path = recorder.start(options: loop.options, hz: hz, startMs: startMs,
                                        clockSeconds: environment.wallSeconds()) else { return }
        previousFrameMs = nil
        loop.recording = true
        // The panel's keys and clicks replay only from where its panel is: a fresh replay's
        // panel is brought there first.
        for key in loop.tuningPanelKeys { recorder.record(.key(key), timeMs: startMs) }
        // The full path: a name alone leaves the person guessing which directory it went to.
        environment.note("recording to \(URL(fileURLWithPath: path).standardizedFileURL.path)")
    }

    /// Key `x`: writes the tuned preset beside the recordings and names the file on stderr.
    func exportTuning() {
        let path = TuningExport.unusedName(at: environment.wallSeconds())
        do {
            try TuningExport.write(loop.tunedPreset, to: path)
            environment.note("exported the tuning to \(URL(fileURLWithPath: path).standardizedFileURL.path)")
        } catch {
            environment.note("cannot export the tuning: \(error)")
        }
    }

    /// Ends the recording under way.
    func stopRecording() {
        guard let path = recorder.stop(endMs: timeline.end(atMs: environment.nowMs())) else { return }
        // Only a recording that is in place, whole, is announced.
        if recorder.failure == nil { environment.note("recorded \(path)") }
        loop.recording = false
    }
}
