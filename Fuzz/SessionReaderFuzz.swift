// libFuzzer target for the session reader. Not part of the package: Fuzz/run.sh compiles
// it together with Sources/Sessions/*.swift into one module, so internals are visible.
//
// Properties checked on every input (a violation traps, and libFuzzer saves the input):
// 1. Reading never crashes, overflows or leaks (ASan), whatever the bytes.
// 2. The result does not depend on how the bytes arrive: reading at most N bytes per
//    read (N from the first input byte) gives the same header, events bit for bit,
//    warnings, or the same error, as reading everything at once.
// 3. Whatever reads successfully can be written back (the writer accepts everything the
//    reader accepts) and reads back identical bit for bit.
// 4. The replay schedule delivers exactly the events up to and including the first `end`.

/// What reading a session gave, in a form that compares numbers by their bits.
private enum FuzzOutcome: Equatable {
    case read(header: [String], events: [[String]], warnings: [String])
    case failed(SessionError)
}

private func describe(_ header: SessionHeader) -> [String] {
    [String(header.version), header.scene, header.physics, String(header.width), String(header.height),
     String(header.hz.bitPattern, radix: 16), header.bounce.rawValue, String(header.loadLatencyMs.bitPattern, radix: 16)]
}

private func describe(_ timed: TimedEvent) -> [String] {
    func bits(_ value: Double) -> String { String(value.bitPattern, radix: 16) }
    let fields: [String] = switch timed.event {
    case let .down(x, y, button): ["down", bits(x), bits(y), String(button)]
    case let .up(x, y, button): ["up", bits(x), bits(y), String(button)]
    case let .move(x, y): ["move", bits(x), bits(y)]
    case let .wheel(x, y, dx, dy): ["wheel", bits(x), bits(y), bits(dx), bits(dy)]
    case let .key(name): ["key", name]
    case let .resize(width, height): ["resize", String(width), String(height)]
    case .end: ["end"]
    }
    return [bits(timed.t)] + fields
}

private func read(_ bytes: [UInt8], maxChunk: Int) -> (FuzzOutcome, SessionHeader?, [TimedEvent]) {
    do {
        var reader = try SessionReader(bytes: bytes, name: "fuzz.jsonl", maxChunk: maxChunk)
        var events: [TimedEvent] = []
        while let event = try reader.next() {
            events.append(event)
        }
        return (.read(header: describe(reader.header), events: events.map(describe), warnings: reader.warnings),
                reader.header, events)
    } catch {
        return (.failed(error), nil, [])
    }
}

/// libFuzzer's entry point: checks properties 1–4 on one input; returns 0 (input kept or not by coverage).
@_cdecl("LLVMFuzzerTestOneInput")
public func sessionReaderFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))

    let (whole, header, events) = read(bytes, maxChunk: Int.max)
    let chunk = bytes.first.map { Int($0 % 64) + 1 } ?? 1
    let (chunked, _, _) = read(bytes, maxChunk: chunk)
    precondition(whole == chunked, "reading \(chunk) bytes at a time changed the result")

    if let header {
        let text: String
        do {
            text = try SessionWriter.text(header: header, events: events, name: "fuzz.jsonl")
        } catch {
            preconditionFailure("the writer refused what the reader accepted: \(error)")
        }
        let (again, _, _) = read(Array(text.utf8), maxChunk: Int.max)
        guard case let .read(headerAgain, eventsAgain, _) = again,
              headerAgain == describe(header), eventsAgain == events.map(describe) else {
            preconditionFailure("round trip changed the session: \(again)")
        }

        var schedule = ReplaySchedule(hz: header.hz, events: events)
        var delivered = 0
        // Bounded: a huge hz with a late event would need astronomically many frames.
        for _ in 0..<256 {
            guard let frame = try? schedule.nextFrame() else { break }
            delivered += frame.events.count
        }
        if schedule.reachedEnd {
            let endIndex = events.firstIndex { $0.event == .end }!
            precondition(delivered == endIndex + 1, "replay did not stop at the first end")
        }
        precondition(delivered <= events.count)
    }

    // The JSON parser alone, on the whole input as one line (newlines are whitespace).
    _ = try? JSONLineParser.parse(bytes)
    return 0
}
