import Live
import Testing

/// Recordings started within one second never share a name.
@Suite("LiveRecording: unused names")
struct LiveRecordingNameTests {
    @Test("a taken dated name gets -2, -3, … in order")
    func counter() {
        let first = LiveRecording.defaultName(at: 1_000_000)
        var taken: Set<String> = []
        var names: [String] = []
        for _ in 0..<3 {
            let name = LiveRecording.unusedName(at: 1_000_000) { taken.contains($0) }
            names.append(name)
            taken.insert(name)
        }
        let stem = String(first.dropLast(".jsonl".count))
        #expect(names == [first, stem + "-2.jsonl", stem + "-3.jsonl"])
    }
}
