import FramePipeline
import Sessions
import Testing

@Suite("Touch sequence: the first touch is the pointer, the others are ignored")
struct TouchSequenceTests {
    @Test("the first touch drives; a second one down meanwhile is ignored, even after the first lifts")
    func firstTouchDrives() {
        var touches = TouchSequence()
        #expect(touches.handle(phase: .begin, id: 5) == .down)
        #expect(touches.handle(phase: .begin, id: 6) == .ignore)
        #expect(touches.handle(phase: .move, id: 6) == .ignore)
        #expect(touches.handle(phase: .move, id: 5) == .move)
        #expect(touches.handle(phase: .end, id: 5) == .up)
        // Touch 6 is still down: the sequence goes on without a pointer.
        #expect(touches.handle(phase: .move, id: 6) == .ignore)
        #expect(touches.handle(phase: .begin, id: 7) == .ignore)
        #expect(touches.handle(phase: .end, id: 6) == .ignore)
        #expect(touches.handle(phase: .cancel, id: 7) == .ignore)
        // Every touch is up: the next one starts a new sequence.
        #expect(touches.handle(phase: .begin, id: 7) == .down)
        #expect(touches.handle(phase: .cancel, id: 7) == .cancel)
        #expect(touches.primary == nil && touches.others.isEmpty)
    }

    @Test("stray moves and ends of unknown touches do nothing; a repeated begin is not a second press")
    func strays() {
        var touches = TouchSequence()
        #expect(touches.handle(phase: .move, id: 1) == .ignore)
        #expect(touches.handle(phase: .end, id: 1) == .ignore)
        #expect(touches.handle(phase: .begin, id: 1) == .down)
        #expect(touches.handle(phase: .begin, id: 1) == .ignore)
        #expect(touches.others.isEmpty)
    }

    @Test("a hostile file's flood of touches keeps the memory bounded")
    func bounded() {
        var touches = TouchSequence()
        _ = touches.handle(phase: .begin, id: 0)
        for id in 1...10_000 { _ = touches.handle(phase: .begin, id: id) }
        #expect(touches.others.count == TouchSequence.maximumOthers)
    }
}
