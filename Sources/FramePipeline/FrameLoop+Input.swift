import Diagnostics
import HostInterface
import Scenes
import ScrollEngine
import Sessions

// Input: events go to the scene, keys to the commands the key table gives them.
extension FrameLoop {

    /// Delivers one input event to the scene (or handles the global keys).
    @discardableResult
    public func handle(_ event: SessionEvent, timeMs: Double) -> FrameLoopAction {
        // A frame marker is the schedule's business (ReplaySchedule), not input: it changes nothing.
        if case .frame = event { return .none }
        let start = MonotonicClock.nanoseconds()
        defer { pendingInputNs &+= MonotonicClock.nanoseconds() &- start }
        beginFrameAccounting()
        needsDraw = true
        inputSinceFrame = true
        // Whatever this input starts (a key's animation included) starts at its time.
        scene.updateScroller { $0.inputTimeMs = timeMs }
        if tuningTakes(event) { return .none }
        switch event {
        case let .down(x, y, button):
            if button == 1 { scene.pointerDown(x: x, y: y, timeMs: timeMs) }
        case let .move(x, y):
            scene.pointerMove(x: x, y: y, timeMs: timeMs)
        case let .up(x, y, button):
            if button == 1 { scene.pointerUp(x: x, y: y, timeMs: timeMs) }
        case let .wheel(x, y, dx, dy):
            scene.wheel(x: x, y: y, dx: dx, dy: dy, timeMs: timeMs)
        case let .scroll(x, y, dx, dy):
            scene.scroll(x: x, y: y, dx: dx, dy: dy, timeMs: timeMs)
        case let .touch(phase, id, x, y):
            switch touches.handle(phase: phase, id: id) {
            case .down: scene.pointerDown(x: x, y: y, timeMs: timeMs)
            case .move: scene.pointerMove(x: x, y: y, timeMs: timeMs)
            case .up: scene.pointerUp(x: x, y: y, timeMs: timeMs)
            case .cancel: scene.pointerCancel(x: x, y: y, timeMs: timeMs)
            case .ignore: break
            }
        case let .key(name):
            return key(name)
        case let .resize(width, height):
            resize(width: width, height: height)
        case .end:
            return .end
        case .frame:
            break
        }
        return .none
    }

    /// Runs the command the key table gives key `name`; a key it does not list does nothing.
    func key(_ name: String) -> FrameLoopAction {
        guard let command = KeyTable.command(for: name) else { return .none }
        switch command {
        case .quit:
            return .quit
        case .record:
            return .toggleRecording
        case .overlay:
            overlayVisible.toggle()
        case .help:
            helpVisible.toggle()
            if helpVisible { tuningVisible = false }
        case .tuning:
            toggleTuning()
        case .tuningKey:
            tuningKey(name)
        case .exportTuning:
            return .exportTuning
        case .inspector:
            inspectorVisible.toggle()
            inspector = SeamInspector()
        case .nextScene:
            switchScene(to: registry.next(after: options.kind))
            toast.show("scene \(options.kind.rawValue)")
        case .nextPreset:
            let all = PhysicsPreset.all
            // A tuned preset (`ios+`) moves on from the engine it was tuned from.
            let index = all.firstIndex { $0.name == tuning.reference.name } ?? -1
            options.preset = all[(index + 1) % all.count]
            tuning = PresetTuning(preset: options.preset)
            scene.scroller.preset = options.preset
            scene.scroller.chain.policy = options.policy
            let note = SettingNote.physics(options)
            toast.show(note.text, detail: note.detail)
        case .nextPolicy:
            options.handoff = options.policy.next
            scene.scroller.chain.policy = options.policy
            let note = SettingNote.handoff(options)
            toast.show(note.text, detail: note.detail)
        case .bounce:
            guard scene.key(name), let side = scene.bounceSide else { break }
            options.bounce = side
            toast.show(Self.bounceNote(side))
        case .sceneKey:
            _ = scene.key(name)
        }
        return .none
    }

    /// What `b` says: the side, and which scroller that is.
    static func bounceNote(_ side: BounceSide) -> String {
        "bounce \(side.rawValue): the \(bounceName(side)) rubber-bands at the top"
    }

    /// The scroller a bounce side names, as the toast explains it.
    static func bounceName(_ side: BounceSide) -> String { side == .parent ? "page" : "list" }
}
