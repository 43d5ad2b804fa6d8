import Output
import Sessions

/// `handoff import`'s output once its options are checked: the capture's events translated,
/// every line checked by the session writer, and the session written to a file (whole or not at
/// all) or to standard output (checked through before the first line goes out).
public struct CaptureSession {
    /// The capture read.
    public var capture: Capture
    /// Its path (the header's `imported.file` is its last part).
    public var file: String
    /// The devices to import, by index in the capture; nil for every device.
    public var devices: [Int]?
    /// The window the events land in.
    public var window: ImportWindow
    /// The session's header (scene, preset, size, rate); `imported` is filled in here.
    public var header: SessionHeader

    /// The session of `capture`'s `devices` in `window`, under `header`.
    public init(capture: Capture, file: String, devices: [Int]?, window: ImportWindow, header: SessionHeader) {
        self.capture = capture
        self.file = file
        self.devices = devices
        self.window = window
        self.header = header
    }

    /// Writes the session to `output` (`-` or nil: standard output), then each device's notes
    /// on standard error; a stop signal ends it before the output is put in place.
    public func write(to output: String?) throws {
        let result = try CaptureImport.events(from: capture, devices: devices, window: window, file: file)
        try StopRequest.throwIfRequested()
        var header = self.header
        let base = file.split(separator: "/").last.map(String.init) ?? file
        header.imported = ImportedRecording(format: capture.format, device: String(result.deviceNames.joined(separator: ", ").prefix(256)),
                                            file: String(base.prefix(256)))
        let name = output.flatMap { $0 == "-" ? nil : $0 } ?? "<stdout>"
        // Standard output cannot be taken back: every line is checked before the first is written.
        if name == "<stdout>" { try write(result, header: header, name: name, to: nil) }
        let session = try TextOutput(path: output ?? "-")
        try write(result, header: header, name: name, to: session)
        if let failure = session.failure { throw failure }
        try StopRequest.throwIfRequested()
        try session.finish()
        for note in result.notes { StandardError.line("import: \(file): \(note)") }
    }

    /// The session's lines, as they are made, to `session` (nil: only checked).
    private func write(_ result: CaptureImport.Result, header: SessionHeader, name: String, to session: TextOutput?) throws {
        var writer = try SessionWriter(header: header, name: name)
        session?.writeLine(String(writer.headerLine.dropLast()))
        var written = 0
        try result.forEachEvent { event throws(SessionError) in
            let line = try writer.line(for: event)
            session?.writeLine(String(line.dropLast()))
            written += 1
            if written & 0xFFF == 0, StopRequest.isRequested {
                throw SessionError(file: name, line: writer.lineNumber, message: "stopped", kind: .io)
            }
        }
    }
}
