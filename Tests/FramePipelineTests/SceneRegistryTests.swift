import Replay
import Scenes
import Sessions
import Testing

/// The registry is the one list of scenes: every name in it builds its own scene, `Tab` visits
/// each once, and a header naming any other scene is refused as bad data on line 1.
@Suite("The scene registry")
struct SceneRegistryTests {
    @Test("every registered kind builds a scene of that kind, and names are unique", arguments: SceneRegistry.kinds)
    func buildsItsOwnKind(kind: SceneKind) {
        let scene = SceneOptions(kind: kind, width: 320, height: 240).makeScene()
        #expect(scene.kind == kind)
        #expect(SceneRegistry.kinds.filter { $0 == kind }.count == 1)
    }

    @Test("Tab visits every registered scene once and comes back")
    func tabCycles() {
        var seen: [SceneKind] = []
        var kind = SceneRegistry.kinds[0]
        for _ in SceneRegistry.kinds {
            seen.append(kind)
            kind = SceneRegistry.next(after: kind)
        }
        #expect(seen == SceneRegistry.kinds)
        #expect(kind == SceneRegistry.kinds[0])
    }

    @Test("a header naming an unregistered scene is bad data on line 1, listing the registered ones")
    func unknownSceneIsBadDataOnLine1() throws {
        let text = #"{"handoff":1,"scene":"home","physics":"ios","size":[320,240],"hz":60}"# + "\n"
            + #"{"t":0,"type":"end"}"# + "\n"
        let reader = try SessionReader(bytes: Array(text.utf8), name: "s.jsonl")
        let expected = "s.jsonl:1: unknown scene \"home\" (expected "
            + SceneRegistry.kinds.map(\.rawValue).joined(separator: ", ") + ")"
        #expect(throws: SessionError(file: "s.jsonl", line: 1, message: String(expected.dropFirst("s.jsonl:1: ".count)))) {
            _ = try Replay(reader: reader)
        }
        #expect(expected.hasSuffix("(expected profile, sections, feed, chat, slide)"))
    }
}
