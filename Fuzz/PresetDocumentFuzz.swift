// libFuzzer target for preset files. Not part of the package: Fuzz/run.sh compiles it
// together with Sources/Sessions/*.swift into one module (`Fuzz/run.sh SECONDS preset`).
//
// Properties checked on every input (a violation traps, and libFuzzer saves the input):
// 1. Reading never crashes, overflows or leaks (ASan), whatever the bytes.
// 2. A refusal is one line with a position inside the document (or one past its end).
// 3. What is accepted obeys the format's rules (ranges, min <= max, a fling at the maximum
//    velocity at rest within 60 s, a printable name) and reads back identical from both the
//    pretty (`physics show`) and the compact (session header) JSON.
import ScrollEngine

@_cdecl("LLVMFuzzerTestOneInput")
public func presetFuzzInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    do {
        let preset = try PresetDocument.preset(fromBytes: bytes)
        precondition(preset.problem == nil, "accepted a preset out of range: \(preset.problem!)")
        precondition(PresetDocument.crossFieldProblem(preset) == nil, "accepted a preset that breaks a rule across fields")
        precondition(!preset.name.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }, "accepted an unprintable name")
        for text in [PresetDocument.prettyJSON(preset), PresetDocument.compactJSON(preset)] {
            do {
                let again = try PresetDocument.preset(fromJSON: text)
                precondition(again == preset, "round trip changed the preset: \(text)")
            } catch {
                preconditionFailure("refused its own output: \(error) in \(text)")
            }
        }
    } catch {
        precondition(!error.description.contains("\n"), "a refusal of more than one line: \(error.description)")
        if let offset = error.offset { precondition(offset >= 0 && offset <= bytes.count, "position outside the document") }
        let (line, column) = PresetDocument.position(of: error.offset ?? 0, in: bytes)
        precondition(line >= 1 && column >= 1)
    }
    return 0
}
