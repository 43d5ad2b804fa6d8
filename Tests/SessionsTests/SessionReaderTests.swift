import Foundation
@testable import Sessions
import ScrollEngine
import Testing

/// Reading and validating session files: the documented format, to the letter.
struct SessionReaderTests {
    @Test func documentedExampleParsesToTheExactEvents() throws {
        let session = try SessionFixtures.read(SessionFixtures.documentedExample)
        #expect(session.header == SessionFixtures.documentedHeader)
        #expect(session.header.bounce == .parent)
        #expect(session.header.loadLatencyMs == 600)
        #expect(session.events == SessionFixtures.documentedEvents)
        #expect(SessionFixtures.identical(session.events, SessionFixtures.documentedEvents))
        #expect(session.warnings.isEmpty)
    }

    @Test func documentedExampleReadsTheSameFromAFile() throws {
        let path = SessionFixtures.temporaryPath("example.jsonl")
        try SessionFixtures.documentedExample.write(toFile: path, atomically: false, encoding: .utf8)
        let session = try SessionReader.readAll(path: path)
        #expect(session.header == SessionFixtures.documentedHeader)
        #expect(SessionFixtures.identical(session.events, SessionFixtures.documentedEvents))
    }

    /// Lines must parse the same however the bytes arrive: every read size from 1 byte up.
    @Test(arguments: [1, 2, 3, 5, 7, 13, 64, 100])
    func readBoundariesDoNotMatter(maxChunk: Int) throws {
        let text = SessionFixtures.documentedExample + #"{"t":6000,"type":"move","x":1,"y":"#
        let session = try SessionFixtures.read(text, maxChunk: maxChunk)
        #expect(SessionFixtures.identical(session.events, SessionFixtures.documentedEvents))
        #expect(session.warnings == ["s.jsonl:9: ignoring incomplete last line"])
    }

    /// Each bad line sits on line 3, after a valid event at t = 16.6 on line 2.
    static let badEventLines: [(line: String, message: String)] = [
        (#"{"t":"5","type":"move","x":1,"y":2}"#, #"expected "t" to be a finite number"#),
        (#"{"t":null,"type":"end"}"#, #"expected "t" to be a finite number"#),
        (#"{"t":1e999,"type":"end"}"#, #"expected "t" to be a finite number"#),
        (#"{"t":-1e999,"type":"end"}"#, #"expected "t" to be a finite number"#),
        (#"{"t":12.5,"type":"end"}"#, #""t" decreases (12.5 after 16.6)"#),
        (#"{"t":-1,"type":"end"}"#, #"expected "t" to be >= 0, got -1"#),
        (#"{"t":20,"type":"jump"}"#, #"unknown event type "jump""#),
        (#"{"t":20,"type":"END"}"#, #"unknown event type "END""#),
        (#"{"t":20,"type":7}"#, #"expected "type" to be a string"#),
        (#"{"type":"end"}"#, #"missing "t" (the event time)"#),
        (#"{"t":20}"#, #"missing "type" (the event type)"#),
        (#"{"t":20,"type":"down","x":1,"y":2}"#, #"missing "button" (required by "down" events)"#),
        (#"{"t":20,"type":"up","y":2,"button":1}"#, #"missing "x" (required by "up" events)"#),
        (#"{"t":20,"type":"down","x":1,"y":2,"button":1.0}"#, #"expected "button" to be an integer"#),
        (#"{"t":20,"type":"down","x":1,"y":2,"button":1e0}"#, #"expected "button" to be an integer"#),
        (#"{"t":20,"type":"down","x":1,"y":2,"button":true}"#, #"expected "button" to be an integer"#),
        (#"{"t":20,"type":"move","x":"1","y":2}"#, #"expected "x" to be a finite number within ±1000000"#),
        (#"{"t":20,"type":"move","x":1,"y":1e999}"#, #"expected "y" to be a finite number within ±1000000"#),
        (#"{"t":20,"type":"wheel","x":1,"y":2,"dx":0}"#, #"missing "dy" (required by "wheel" events)"#),
        (#"{"t":20,"type":"wheel","x":1,"y":2,"dx":false,"dy":1}"#, #"expected "dx" to be an integer within ±100 (wheel notches)"#),
        // The documented limits (docs/sessions.md, "Limits"), each just past its bound.
        (#"{"t":86400000.00000001,"type":"end"}"#, #""t" is beyond 24 hours (at most 86400000 ms, got 86400000.00000001)"#),
        (#"{"t":1e12,"type":"end"}"#, #""t" is beyond 24 hours (at most 86400000 ms, got 1000000000000)"#),
        (#"{"t":20,"type":"move","x":1000000.0000000001,"y":2}"#, #"expected "x" to be a finite number within ±1000000"#),
        (#"{"t":20,"type":"down","x":1,"y":-1e300,"button":1}"#, #"expected "y" to be a finite number within ±1000000"#),
        (#"{"t":20,"type":"up","x":-1000001,"y":2,"button":1}"#, #"expected "x" to be a finite number within ±1000000"#),
        (#"{"t":20,"type":"wheel","x":1e7,"y":2,"dx":0,"dy":1}"#, #"expected "x" to be a finite number within ±1000000"#),
        (#"{"t":20,"type":"wheel","x":1,"y":2,"dx":0,"dy":101}"#, #"expected "dy" to be an integer within ±100 (wheel notches)"#),
        (#"{"t":20,"type":"wheel","x":1,"y":2,"dx":0,"dy":1000000}"#, #"expected "dy" to be an integer within ±100 (wheel notches)"#),
        (#"{"t":20,"type":"wheel","x":1,"y":2,"dx":-101,"dy":0}"#, #"expected "dx" to be an integer within ±100 (wheel notches)"#),
        (#"{"t":20,"type":"wheel","x":1,"y":2,"dx":0,"dy":0.5}"#, #"expected "dy" to be an integer within ±100 (wheel notches)"#),
        (#"{"t":20,"type":"resize","w":16385,"h":10}"#, #""w"×"h" must be at most 16384 on each side, got 16385×10"#),
        (#"{"t":20,"type":"resize","w":100000,"h":100000}"#, #""w"×"h" must be at most 16384 on each side, got 100000×100000"#),
        (#"{"t":20,"type":"resize","w":16384,"h":4097}"#, #""w"×"h" must be at most 67108864 pixels, got 16384×4097 = 67125248"#),
        (#"{"t":20,"type":"key","key":""}"#, #"expected "key" to be a non-empty string"#),
        (#"{"t":20,"type":"key","key":2}"#, #"expected "key" to be a non-empty string"#),
        (#"{"t":20,"type":"key"}"#, #"missing "key" (required by "key" events)"#),
        (#"{"t":20,"type":"resize","w":0,"h":768}"#, #"expected "w" to be an integer > 0"#),
        (#"{"t":20,"type":"resize","w":1024.5,"h":768}"#, #"expected "w" to be an integer > 0"#),
        (#"{"t":20,"type":"resize","w":1024,"h":-1}"#, #"expected "h" to be an integer > 0"#),
        (#"{"t":20,"type":"resize","w":1024}"#, #"missing "h" (required by "resize" events)"#),
        (#"[1,2]"#, #"expected an event (a JSON object), got an array"#),
        (#""t""#, #"expected an event (a JSON object), got a string"#),
        (#"{"t":20,"type": }"#, #"not valid JSON: unexpected character '}' at column 17"#),
        (#"{"t":NaN,"type":"end"}"#, #"not valid JSON: unexpected character 'N' at column 6"#),
        (#"{"t":Infinity,"type":"end"}"#, #"not valid JSON: unexpected character 'I' at column 6"#),
        (#"{"t":-Infinity,"type":"end"}"#, #"not valid JSON: invalid number at column 6"#),
        (#"{"t":020,"type":"end"}"#, #"not valid JSON: invalid number at column 6"#),
        (#"{"t":20,"t":21,"type":"end"}"#, #"not valid JSON: duplicate key "t" at column 9"#),
        (#"{"t":20,"type":"end""#, #"not valid JSON: unexpected end of line at column 21"#),
        (#"{"t":20,"type":"end",}"#, #"not valid JSON: unexpected character '}' at column 22"#),
        (#"{"t":20,"type":"end"} x"#, #"not valid JSON: unexpected character 'x' at column 23"#),
        (#"{'t':20,'type':'end'}"#, #"not valid JSON: unexpected character ''' at column 2"#),
        (#"{"t":20,"type":"key","key":"\x"}"#, #"not valid JSON: invalid escape '\x' at column 29"#),
        ("{\"t\":20,\"type\":\"key\",\"key\":\"a\tb\"}", #"not valid JSON: unescaped control character 0x09 in string at column 30"#),
        ("   ", "blank line (only allowed at the end of the file)"),
        ("", "blank line (only allowed at the end of the file)"),
    ]

    @Test(arguments: badEventLines)
    func badEventLineIsRejectedWithFileLineAndMessage(line: String, message: String) {
        let text = SessionFixtures.headerLine + "\n"
            + #"{"t":16.6,"type":"move","x":1,"y":2}"# + "\n"
            + line + "\n"
            + #"{"t":99,"type":"end"}"# + "\n"
        let error = SessionFixtures.error(reading: text)
        #expect(error?.description == "s.jsonl:3: \(message)")
        #expect(error?.line == 3)
        #expect(error?.file == "s.jsonl")
        #expect(error?.kind == .invalidData)
    }

    static let badHeaders: [(line: String, message: String)] = [
        (#"{"scene":"profile","physics":"ios","size":[1280,800],"hz":60}"#,
         #"missing "handoff" (the format version) in the header"#),
        (#"{"handoff":2,"scene":"profile","physics":"ios","size":[1280,800],"hz":60}"#, "unsupported format version 2"),
        (#"{"handoff":"1","scene":"profile","physics":"ios","size":[1280,800],"hz":60}"#, #"expected "handoff" to be an integer"#),
        (#"{"handoff":1.0,"scene":"profile","physics":"ios","size":[1280,800],"hz":60}"#, #"expected "handoff" to be an integer"#),
        (#"{"handoff":1,"physics":"ios","size":[1280,800],"hz":60}"#, #"missing "scene" in the header"#),
        (#"{"handoff":1,"scene":["profile"],"physics":"ios","size":[1280,800],"hz":60}"#, #"expected "scene" to be a string"#),
        (#"{"handoff":1,"scene":"profile","size":[1280,800],"hz":60}"#, #"missing "physics" in the header"#),
        (#"{"handoff":1,"scene":"profile","physics":"web","size":[1280,800],"hz":60}"#,
         #"unknown physics preset "web" (expected "# + PhysicsPreset.all.map(\.name).joined(separator: ", ") + ")"),
        (#"{"handoff":1,"scene":"profile","physics":"ios","hz":60}"#, #"missing "size" in the header"#),
        (#"{"handoff":1,"scene":"profile","physics":"ios","size":[1280],"hz":60}"#, #""size" must be two integers > 0"#),
        (#"{"handoff":1,"scene":"profile","physics":"ios","size":[1280,800,1],"hz":60}"#, #""size" must be two integers > 0"#),
        (#"{"handoff":1,"scene":"profile","physics":"ios","size":[0,800],"hz":60}"#, #""size" must be two integers > 0"#),
        (#"{"handoff":1,"scene":"profile","physics":"ios","size":[1280,-800],"hz":60}"#, #""size" must be two integers > 0"#),
        (#"{"handoff":1,"scene":"profile","physics":"ios","size":[1280.5,800],"hz":60}"#, #""size" must be two integers > 0"#),
        (#"{"handoff":1,"scene":"profile","physics":"ios","size":"1280x800","hz":60}"#, #""size" must be two integers > 0"#),
        (#"{"handoff":1,"scene":"profile","physics":"ios","size":[100000,100000],"hz":60}"#,
         #""size" must be at most 16384 on each side, got 100000×100000"#),
        (#"{"handoff":1,"scene":"profile","physics":"ios","size":[16384,16384],"hz":60}"#,
         #""size" must be at most 67108864 pixels, got 16384×16384 = 268435456"#),
        (#"{"handoff":1,"scene":"profile","physics":"ios","size":[1280,800]}"#, #"missing "hz" in the header"#),
        (#"{"handoff":1,"scene":"profile","physics":"ios","size":[1280,800],"hz":0}"#, #"expected "hz" to be a finite number > 0 and <= 1000"#),
        (#"{"handoff":1,"scene":"profile","physics":"ios","size":[1280,800],"hz":-60}"#, #"expected "hz" to be a finite number > 0 and <= 1000"#),
        (#"{"handoff":1,"scene":"profile","physics":"ios","size":[1280,800],"hz":5000}"#, #"expected "hz" to be a finite number > 0 and <= 1000"#),
        (#"{"handoff":1,"scene":"profile","physics":"ios","size":[1280,800],"hz":1e999}"#, #"expected "hz" to be a finite number > 0 and <= 1000"#),
        (#"{"handoff":1,"scene":"profile","physics":"ios","size":[1280,800],"hz":"60"}"#, #"expected "hz" to be a finite number > 0 and <= 1000"#),
        (#"{"handoff":1,"scene":"profile","physics":"ios","size":[1280,800],"hz":60,"bounce":"both"}"#,
         #""bounce" must be "parent" or "child""#),
        (#"{"handoff":1,"scene":"profile","physics":"ios","size":[1280,800],"hz":60,"bounce":null}"#,
         #""bounce" must be "parent" or "child""#),
        (#"{"handoff":1,"scene":"chat","physics":"ios","size":[1280,800],"hz":60,"load_latency_ms":-1}"#,
         #"expected "load_latency_ms" to be a finite number >= 0 and <= 86400000 (ms)"#),
        (#"[1]"#, "expected the header to be a JSON object, got an array"),
        (#"{"handoff":1,"scene":"profile""#, "not valid JSON: unexpected end of line at column 31"),
        ("", "blank line (expected the header line)"),
    ]

    @Test(arguments: badHeaders)
    func badHeaderIsRejectedOnLine1(line: String, message: String) {
        let error = SessionFixtures.error(reading: line + "\n" + #"{"t":0,"type":"end"}"# + "\n")
        #expect(error?.description == "s.jsonl:1: \(message)")
    }

    /// Which scenes exist is decided above this module (the registry): the reader keeps any name,
    /// and replay refuses one nobody registered (FramePipelineTests' `unknownSceneIsBadDataOnLine1`).
    @Test func aSceneNameIsReadAsWritten() throws {
        let text = #"{"handoff":1,"scene":"home","physics":"ios","size":[1280,800],"hz":60}"# + "\n" + #"{"t":0,"type":"end"}"# + "\n"
        let reader = try SessionReader(bytes: Array(text.utf8), name: "s.jsonl")
        #expect(reader.header.scene.rawValue == "home")
    }

    @Test func emptyFileNeedsAHeader() {
        #expect(SessionFixtures.error(reading: "")?.description == "s.jsonl:1: empty file (expected the header line)")
    }

    /// A file holding only a torn header is not a session: the torn-line tolerance is for events.
    @Test func tornHeaderIsAnError() {
        let error = SessionFixtures.error(reading: #"{"handoff":1,"sce"#)
        #expect(error?.description == "s.jsonl:1: not valid JSON: unexpected end of line at column 18")
    }

    @Test func unknownHeaderKeysAreIgnored() throws {
        let header = #"{"handoff":1,"future":{"nested":[1,2,{"x":null}]},"scene":"chat","physics":"android","#
            + #""size":[640,480],"hz":120.5,"comment":"made by hand","bounce":"child","load_latency_ms":250}"#
        let session = try SessionFixtures.read(header + "\n")
        #expect(session.header == SessionHeader(scene: .chat, physics: "android", width: 640, height: 480,
                                                hz: 120.5, bounce: .child, loadLatencyMs: 250))
        #expect(session.events.isEmpty)
    }

    @Test func unknownEventKeysAreIgnored() throws {
        let text = SessionFixtures.headerLine + "\n" + #"{"t":1,"pressure":0.5,"type":"move","y":2,"x":1,"note":"x"}"# + "\n"
        #expect(try SessionFixtures.read(text).events == [TimedEvent(t: 1, event: .move(x: 1, y: 2))])
    }

    @Test func equalTimesAreAcceptedDecreasingAreNot() throws {
        let equal = SessionFixtures.headerLine + "\n"
            + #"{"t":5,"type":"key","key":"a"}"# + "\n" + #"{"t":5,"type":"key","key":"b"}"# + "\n"
        #expect(try SessionFixtures.read(equal).events.map(\.t) == [5, 5])
        let decreasing = SessionFixtures.headerLine + "\n"
            + #"{"t":5,"type":"key","key":"a"}"# + "\n" + #"{"t":4.999,"type":"key","key":"b"}"# + "\n"
        #expect(SessionFixtures.error(reading: decreasing)?.description == #"s.jsonl:3: "t" decreases (4.999 after 5)"#)
    }

    /// JSON has no NaN or Infinity, but `1e999` is valid JSON that overflows to infinity.
    @Test func overflowingNumbersAreRejected() throws {
        for field in [#""t":1e999,"type":"move","x":1,"y":2"#, #""t":1,"type":"move","x":-1e400,"y":2"#] {
            let error = SessionFixtures.error(reading: SessionFixtures.headerLine + "\n{" + field + "}\n")
            #expect(error?.line == 2)
            #expect(error?.message.contains("to be a finite number") == true)
        }
        // Underflow is harmless: it reads as zero.
        let tiny = SessionFixtures.headerLine + "\n" + #"{"t":1e-999,"type":"end"}"# + "\n"
        #expect(try SessionFixtures.read(tiny).events == [TimedEvent(t: 0, event: .end)])
    }

    @Test func tornLastLineIsIgnoredWithAWarning() throws {
        let text = SessionFixtures.headerLine + "\n"
            + #"{"t":0,"type":"down","x":640,"y":500,"button":1}"# + "\n"
            + #"{"t":8.3,"type":"move","x":640,"y":480}"# + "\n"
            + #"{"t":16.6,"type":"up","x":6"#
        let session = try SessionFixtures.read(text)
        #expect(session.events == Array(SessionFixtures.documentedEvents.prefix(2)))
        #expect(session.warnings == ["s.jsonl:4: ignoring incomplete last line"])
    }

    /// Cut inside a multi-byte character: invalid UTF-8 is as torn as invalid JSON.
    @Test func tornInsideAUTF8SequenceIsIgnored() throws {
        var bytes = Array((SessionFixtures.headerLine + "\n" + #"{"t":1,"type":"key","key":"é"}"#).utf8)
        bytes.removeLast(3)  // `"}` and the second byte of é
        var reader = try SessionReader(bytes: bytes, name: "u.jsonl")
        #expect(try reader.next() == nil)
        #expect(reader.warnings == ["u.jsonl:2: ignoring incomplete last line"])
    }

    @Test func unterminatedLastLineThatParsesIsAnEvent() throws {
        let text = SessionFixtures.headerLine + "\n" + #"{"t":1,"type":"end"}"#
        let session = try SessionFixtures.read(text)
        #expect(session.events == [TimedEvent(t: 1, event: .end)])
        #expect(session.warnings.isEmpty)
        // …and is validated like any other line: it is complete, so it is not "torn".
        let invalid = SessionFixtures.headerLine + "\n" + #"{"t":1,"type":"jump"}"#
        #expect(SessionFixtures.error(reading: invalid)?.description == #"s.jsonl:2: unknown event type "jump""#)
    }

    /// A terminated line that does not parse is damage, not a torn write.
    @Test func terminatedBadLastLineIsAnError() {
        let text = SessionFixtures.headerLine + "\n" + #"{"t":1,"type":"#  + "\n"
        #expect(SessionFixtures.error(reading: text)?.description
                    == "s.jsonl:2: not valid JSON: unexpected end of line at column 15")
    }

    @Test func trailingBlankLinesAreAllowedOthersAreNot() throws {
        let trailing = SessionFixtures.headerLine + "\n" + #"{"t":1,"type":"end"}"# + "\n\n  \r\n\n"
        #expect(try SessionFixtures.read(trailing).events.count == 1)
        let middle = SessionFixtures.headerLine + "\n" + #"{"t":1,"type":"move","x":1,"y":1}"# + "\n\n \n"
            + #"{"t":2,"type":"end"}"# + "\n"
        #expect(SessionFixtures.error(reading: middle)?.description
                    == "s.jsonl:3: blank line (only allowed at the end of the file)")
    }

    @Test func crlfLineEndsAreAccepted() throws {
        let text = SessionFixtures.documentedExample.replacingOccurrences(of: "\n", with: "\r\n")
        #expect(SessionFixtures.identical(try SessionFixtures.read(text).events, SessionFixtures.documentedEvents))
    }

    @Test func eventsAfterEndAreReturnedWithOneWarning() throws {
        let text = SessionFixtures.headerLine + "\n" + #"{"t":1,"type":"end"}"# + "\n"
            + #"{"t":2,"type":"key","key":"a"}"# + "\n" + #"{"t":3,"type":"end"}"# + "\n"
        let session = try SessionFixtures.read(text)
        #expect(session.events.count == 3)
        #expect(session.warnings == [#"s.jsonl:3: event after "end" (replay stops at "end")"#])
    }

    @Test func errorsAreSticky() throws {
        let text = SessionFixtures.headerLine + "\n" + #"{"t":1,"type":"jump"}"# + "\n" + #"{"t":2,"type":"end"}"# + "\n"
        var reader = try SessionReader(bytes: Array(text.utf8), name: "s.jsonl")
        #expect(throws: SessionError.self) { try reader.next() }
        let again = #expect(throws: SessionError.self) { try reader.next() }
        #expect(again?.line == 2)
    }

    @Test func invalidUTF8IsRejectedWithItsColumn() {
        var bytes = Array((SessionFixtures.headerLine + "\n" + #"{"t":1,"type":"key","key":"#).utf8)
        bytes += [0x22, 0xC3, 0x28, 0x22, 0x7D, 0x0A]  // "\xC3(" then }
        #expect(throws: SessionError(file: "b.jsonl", line: 2, message: "not valid JSON: invalid UTF-8 in string at column 28")) {
            _ = try SessionReader.readAll(bytes: bytes, name: "b.jsonl")
        }
    }

    @Test func keyNamesKeepEscapesAndUnicode() throws {
        let text = SessionFixtures.headerLine + "\n"
            + #"{"t":1,"type":"key","key":"Escape"}"# + "\n"
            + #"{"t":2,"type":"key","key":"\u00e9"}"# + "\n"
            + #"{"t":3,"type":"key","key":"\"\\\/\n"}"# + "\n"
            + #"{"t":4,"type":"key","key":"😀"}"# + "\n"
        let keys = try SessionFixtures.read(text).events.map(\.event)
        #expect(keys == [.key("Escape"), .key("é"), .key("\"\\/\n"), .key("😀")])
    }

    @Test func longestLineIsAcceptedOneMoreByteIsNot() throws {
        let frame = (#"{"t":1,"type":"key","key":""#, #""}"#)
        let padding = SessionReader.maxLineLength - frame.0.utf8.count - frame.1.utf8.count
        let longest = frame.0 + String(repeating: "k", count: padding) + frame.1
        #expect(longest.utf8.count == SessionReader.maxLineLength)
        let ok = SessionFixtures.headerLine + "\n" + longest + "\n" + #"{"t":2,"type":"end"}"# + "\n"
        #expect(try SessionFixtures.read(ok, maxChunk: 4096).events.count == 2)
        let tooLong = SessionFixtures.headerLine + "\n" + frame.0 + String(repeating: "k", count: padding + 1) + frame.1 + "\n"
        #expect(SessionFixtures.error(reading: tooLong)?.description == "s.jsonl:2: line is longer than 65536 bytes")
    }

    @Test func missingFileIsAnIOErrorWithoutALine() {
        let path = SessionFixtures.temporaryPath("absent.jsonl")
        let error = #expect(throws: SessionError.self) { _ = try SessionReader(path: path) }
        #expect(error?.kind == .io)
        #expect(error?.line == 0)
        #expect(error?.description == "\(path): cannot open: No such file or directory")
    }

    @Test func directoryIsAnIOErrorOnRead() {
        let directory = FileManager.default.temporaryDirectory.path
        let error = #expect(throws: SessionError.self) { _ = try SessionReader(path: directory) }
        #expect(error?.kind == .io)
        #expect(error?.message == "cannot read: Is a directory")
    }

    @Test func copiesReadIndependently() throws {
        let path = SessionFixtures.temporaryPath("copies.jsonl")
        try SessionFixtures.documentedExample.write(toFile: path, atomically: false, encoding: .utf8)
        var first = try SessionReader(path: path)
        _ = try first.next()
        var second = first
        #expect(try first.next() == SessionFixtures.documentedEvents[1])
        #expect(try second.next() == SessionFixtures.documentedEvents[1])
    }

    @Test func hostileMessagesStayOnOneShortLine() {
        let type = String(repeating: "x", count: 5000) + "\n"
        let text = SessionFixtures.headerLine + "\n" + #"{"t":1,"type":"# + SessionLineEncoder.jsonString(type) + "}\n"
        let error = SessionFixtures.error(reading: text)
        #expect(error?.description.contains("\n") == false)
        #expect((error?.description.count ?? .max) < 100)
    }
}
