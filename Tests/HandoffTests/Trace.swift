import Foundation

/// One trace line, decoded.
struct TraceFrame {
    var f: Int
    var t: Double
    var scene: String
    var tab: Int
    var outer: Double
    var inner: Double
    var phase: String
    var section: Int?
    var items: Int?
    var refresh: String?
    var anchorID: Int?
    var anchorY: Double?
    var pager: Double?
    var carousel: Double?
    var keys: [String]

    init(line: String) throws {
        guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
            throw TraceError("not an object: \(line)")
        }
        func number(_ key: String) throws -> Double {
            guard let value = object[key] as? NSNumber else { throw TraceError("missing \(key) in \(line)") }
            return value.doubleValue
        }
        f = Int(try number("f"))
        t = try number("t")
        scene = object["scene"] as? String ?? ""
        tab = Int(try number("tab"))
        outer = try number("outer")
        inner = try number("inner")
        phase = object["phase"] as? String ?? ""
        section = (object["section"] as? NSNumber)?.intValue
        items = (object["items"] as? NSNumber)?.intValue
        refresh = object["refresh"] as? String
        pager = (object["pager"] as? NSNumber)?.doubleValue
        carousel = (object["carousel"] as? NSNumber)?.doubleValue
        if let anchor = object["anchor"] as? [String: Any] {
            anchorID = (anchor["id"] as? NSNumber)?.intValue
            anchorY = (anchor["y"] as? NSNumber)?.doubleValue
        }
        // Key order as written (the trace fixes the first seven).
        keys = []
        var rest = Substring(line)
        while let quote = rest.firstIndex(of: "\"") {
            let after = rest[rest.index(after: quote)...]
            guard let close = after.firstIndex(of: "\"") else { break }
            let key = String(after[..<close])
            let tail = after[after.index(after: close)...]
            if tail.first == ":" { keys.append(key) }
            rest = tail
        }
    }

    static func parse(_ text: String) throws -> [TraceFrame] {
        try text.split(separator: "\n").map { try TraceFrame(line: String($0)) }
    }
}

struct TraceError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
