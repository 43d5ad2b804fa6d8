// libFuzzer target for the capture readers (`handoff import`): evemu-record text, or libinput
// record YAML when compiled with -D LIBINPUT. Not part of the package: Fuzz/run.sh compiles it
// together with Sources/Import/*.swift into one module (`Fuzz/run.sh SECONDS evemu|libinput`).
//
// Properties checked on every input (a violation traps, and libFuzzer saves the input):
// 1. Reading never crashes, overflows or leaks (ASan), whatever the bytes.
// 2. A refusal is one line, naming a line of the input (or none).
// 3. The result does not depend on how the bytes arrive: read from a file N bytes at a time
//    (N from the first byte), the capture, or the error, is the same as from memory.
// 4. What is accepted imports to events the session writer takes (an import never writes a
//    session that replay would refuse).
#if canImport(Glibc)
import Glibc
#endif
import Scenes
import Sessions

private enum FuzzOutcome: Equatable {
    case read(String)
    case failed(String)
}

private func read(_ text: CaptureText, lines: Int) -> (FuzzOutcome, Capture?) {
    do {
        #if LIBINPUT
        let capture = try LibinputRecordReader.read(text)
        #else
        let capture = try EvemuReader.read(text)
        #endif
        try CaptureCheck.check(capture, file: text.name)
        return (.read(canonical(capture)), capture)
    } catch {
        precondition(!error.description.contains("\n"), "a refusal of more than one line: \(error.description)")
        precondition(error.line >= 0 && error.line <= lines + 1, "a refusal naming line \(error.line) of \(lines)")
        return (.failed(error.description), nil)
    }
}

/// The capture as text, dictionaries and sets in sorted order (their own order differs between
/// two equal values).
private func canonical(_ capture: Capture) -> String {
    capture.devices.map { device in
        let axes = device.axes.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }
        let codes = device.codes.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value.sorted())" }
        let others = device.otherLibinputEvents.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }
        return "\(device.name) \(device.kind) \(axes) \(codes) \(device.properties.sorted()) \(device.udevKinds.sorted()) "
            + "\(device.events) \(device.libinputScrolls) \(others)"
    }.joined(separator: "\n") + capture.format
}

/// libFuzzer's entry point: checks properties 1–4 on one input.
@_cdecl("LLVMFuzzerTestOneInput")
public func captureReaderFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let lines = bytes.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
    let (whole, capture) = read(CaptureText(bytes: bytes, name: "fuzz"), lines: lines)

    // A pipe holds the whole input (libFuzzer's -max_len is below its 64 KiB).
    var ends: [Int32] = [-1, -1]
    precondition(pipe(&ends) == 0)
    let descriptor = ends[0]
    defer { close(descriptor) }
    precondition(bytes.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) } == size)
    close(ends[1])
    let readSize = Int(bytes.first ?? 0) % 61 + 1
    let (streamed, _) = read(CaptureText(descriptor: descriptor, name: "fuzz", size: size, readSize: readSize), lines: lines)
    precondition(whole == streamed, "reading \(readSize) bytes at a time changed the result: \(streamed) instead of \(whole)")

    guard let capture else { return 0 }
    let result: CaptureImport.Result
    do {
        result = try CaptureImport.events(from: capture, window: ImportWindow(width: 1280, height: 800), file: "fuzz")
    } catch {
        precondition(!error.description.contains("\n"), "a refusal of more than one line: \(error.description)")
        return 0
    }
    do {
        var writer = try SessionWriter(header: SessionHeader(scene: SceneKind(rawValue: "profile"), physics: "ios", width: 1280, height: 800, hz: 60), name: "fuzz")
        try result.forEachEvent { event throws(SessionError) in _ = try writer.line(for: event) }
    } catch {
        preconditionFailure("imported an event the session writer refuses: \(error)")
    }
    return 0
}
