import HostInterface
import Live
import Sessions
import Testing

@Suite("Input translator: host events into session events")
struct InputTranslatorTests {
    /// `translator.translate`, outside the expectation macro (which cannot mutate).
    func translate(_ translator: inout InputTranslator, _ event: HostEvent, nowMs: Double) -> InputTranslator.Translation {
        translator.translate(event, nowMs: nowMs)
    }

    @Test("a move counts only while button 1 is held (hover does not scroll)")
    func movesNeedButtonOne() {
        var translator = InputTranslator()
        #expect(translate(&translator, .pointerMove(x: 1, y: 2, buttons: 1, timeMs: 5), nowMs: 0) == .ignored)
        #expect(translate(&translator, .pointerDown(x: 1, y: 2, button: 1, timeMs: 6), nowMs: 0)
                == .input(.down(x: 1, y: 2, button: 1), atMs: 6))
        #expect(translator.buttonHeld)
        #expect(translate(&translator, .pointerMove(x: 1, y: 9, buttons: 1, timeMs: 7), nowMs: 0)
                == .input(.move(x: 1, y: 9), atMs: 7))
        // Button 1 held as the translator saw it, but the event says it is up: not a drag.
        #expect(translate(&translator, .pointerMove(x: 1, y: 9, buttons: 0, timeMs: 8), nowMs: 0) == .ignored)
        #expect(translate(&translator, .pointerUp(x: 1, y: 9, button: 1, timeMs: 9), nowMs: 0)
                == .input(.up(x: 1, y: 9, button: 1), atMs: 9))
        #expect(!translator.buttonHeld)
        #expect(translate(&translator, .pointerMove(x: 1, y: 12, buttons: 1, timeMs: 10), nowMs: 0) == .ignored)
    }

    @Test("another button's press neither starts nor ends a drag")
    func otherButtons() {
        var translator = InputTranslator()
        _ = translator.translate(.pointerDown(x: 0, y: 0, button: 3, timeMs: 1), nowMs: 0)
        #expect(!translator.buttonHeld)
        _ = translator.translate(.pointerDown(x: 0, y: 0, button: 1, timeMs: 2), nowMs: 0)
        _ = translator.translate(.pointerUp(x: 0, y: 0, button: 3, timeMs: 3), nowMs: 0)
        #expect(translator.buttonHeld)
    }

    @Test("wheel, smooth scroll, touch and keys keep their values and the server's time")
    func otherInput() {
        var translator = InputTranslator()
        #expect(translate(&translator, .wheel(x: 3, y: 4, dx: -1, dy: 2, timeMs: 11), nowMs: 99)
                == .input(.wheel(x: 3, y: 4, dx: -1, dy: 2), atMs: 11))
        #expect(translate(&translator, .scroll(x: 3, y: 4, dx: 0, dy: 0, timeMs: 12), nowMs: 99)
                == .input(.scroll(x: 3, y: 4, dx: 0, dy: 0), atMs: 12))
        for phase in TouchPhase.allCases {
            #expect(translate(&translator, .touch(phase: phase, id: 7, x: 5, y: 6, timeMs: 13), nowMs: 99)
                    == .input(.touch(phase: phase, id: 7, x: 5, y: 6), atMs: 13))
        }
        #expect(translate(&translator, .key(name: "Tab", timeMs: 14), nowMs: 99) == .input(.key("Tab"), atMs: 14))
    }

    @Test("a resize carries no time of its own: it is stamped now; close and expose are the window's")
    func windowEvents() {
        var translator = InputTranslator()
        #expect(translate(&translator, .resize(width: 800, height: 600), nowMs: 42)
                == .input(.resize(width: 800, height: 600), atMs: 42))
        #expect(translate(&translator, .close, nowMs: 0) == .close)
        #expect(translate(&translator, .expose, nowMs: 0) == .expose)
    }
}
