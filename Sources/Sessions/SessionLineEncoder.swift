/// Turns headers and events into session lines (without the newline).
///
/// Field order follows the documented example exactly, because external tools compare
/// lines textually: `t`, `type`, then the event's fields; the header writes `handoff`,
/// `scene`, `physics`, `size`, `hz`, then `bounce`, `load_latency_ms`, `handoff_policy`, `tabs` and
/// `scale` only when they
/// differ from their defaults (so a default header matches docs/sessions.md's example byte for byte).
enum SessionLineEncoder {
    /// The header line, e.g. `{"handoff":1,"scene":"profile","physics":"ios","size":[1280,800],"hz":60}`.
    static func line(for header: SessionHeader) -> String {
        var line = "{\"handoff\":\(header.version),\"scene\":\(jsonString(header.scene.rawValue))"
        if let preset = header.inlinePreset {
            line += ",\"physics\":\(PresetDocument.compactJSON(preset))"
        } else {
            line += ",\"physics\":\(jsonString(header.physics))"
        }
        line += ",\"size\":[\(header.width),\(header.height)],\"hz\":\(number(header.hz))"
        if header.bounce != SessionHeader.defaultBounce {
            line += ",\"bounce\":\(jsonString(header.bounce.rawValue))"
        }
        if header.loadLatencyMs.bitPattern != SessionHeader.defaultLoadLatencyMs.bitPattern {
            line += ",\"load_latency_ms\":\(number(header.loadLatencyMs))"
        }
        if let policy = header.handoffPolicy { line += ",\"handoff_policy\":\(jsonString(policy.rawValue))" }
        if header.tabs != .reset { line += ",\"tabs\":\(jsonString(header.tabs.rawValue))" }
        if header.scale != SessionHeader.defaultScale { line += ",\"scale\":\(number(header.scale))" }
        if let imported = header.imported {
            line += ",\"imported\":{\"format\":\(jsonString(imported.format)),\"device\":\(jsonString(imported.device)),\"file\":\(jsonString(imported.file))}"
        }
        return line + "}"
    }

    /// The event line, e.g. `{"t":0,"type":"down","x":640,"y":500,"button":1}`.
    static func line(for timed: TimedEvent) -> String {
        var line = "{\"t\":\(number(timed.t)),\"type\":\"\(timed.event.typeName)\""
        switch timed.event {
        case let .down(x, y, button), let .up(x, y, button):
            line += ",\"x\":\(number(x)),\"y\":\(number(y)),\"button\":\(button)"
        case let .move(x, y):
            line += ",\"x\":\(number(x)),\"y\":\(number(y))"
        case let .wheel(x, y, dx, dy):
            line += ",\"x\":\(number(x)),\"y\":\(number(y)),\"dx\":\(number(dx)),\"dy\":\(number(dy))"
        case let .scroll(x, y, dx, dy):
            line += ",\"x\":\(number(x)),\"y\":\(number(y)),\"dx\":\(number(dx)),\"dy\":\(number(dy))"
        case let .touch(phase, id, x, y):
            line += ",\"phase\":\"\(phase.rawValue)\",\"id\":\(id),\"x\":\(number(x)),\"y\":\(number(y))"
        case let .key(name):
            line += ",\"key\":\(jsonString(name))"
        case let .resize(width, height):
            line += ",\"w\":\(width),\"h\":\(height)"
        case .end, .frame:
            break
        }
        return line + "}"
    }

    /// The shortest text that reads back as the same `Double`, bit for bit.
    ///
    /// Swift's `description` is the shortest round-tripping form and valid JSON for every
    /// finite value (`8.3`, `1e-05`, `1e+16`); integral values lose its ".0" so they read
    /// as in docs/sessions.md (`640`, not `640.0`), and `-0.0` becomes `-0`, keeping its sign.
    /// Non-finite values have no JSON form: callers reject them before formatting.
    static func number(_ value: Double) -> String {
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }

    /// `text` as a JSON string literal (``JSONString``).
    static func jsonString(_ text: String) -> String { JSONString.literal(text) }
}
