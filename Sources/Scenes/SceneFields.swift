/// A scene's own trace fields (docs/trace.md: `section`; `items`, `refresh`, `anchor`; `pager`,
/// `carousel`), written after `phase` in the order the scene adds them.
///
/// The frame loop, the trace and the tests never know which scene has which: a scene fills them
/// in its `state`, and names typed readers beside itself (`state.pager` lives in SlideScene.swift).
/// At most ``capacity`` fields, held inline, so building a state allocates nothing (keys are short
/// literals, which Swift stores inline too).
public struct SceneFields: Sendable, Equatable {
    /// A field's value, as the trace writes it.
    public enum Value: Sendable, Equatable {
        /// A whole number.
        case int(Int)
        /// A double, in the trace's shortest round-trip form.
        case number(Double)
        /// A short name (a state, such as `refreshing`).
        case text(String)
        /// A message and its screen y: `{"id":…,"y":…}`.
        case anchor(id: Int, y: Double)
        /// JSON `null`: the field is there, with nothing in it.
        case null
    }

    /// One key and its value.
    public struct Field: Sendable, Equatable {
        /// The JSON key.
        public let key: String
        /// Its value.
        public var value: Value
    }

    /// Most fields a scene may add.
    public static let capacity = 4

    private var first: Field?
    private var second: Field?
    private var third: Field?
    private var fourth: Field?

    /// No fields.
    public init() {}

    /// Whether the scene added none.
    public var isEmpty: Bool { first == nil }

    /// How many fields the scene added.
    public var count: Int {
        var count = 0
        forEach { _ in count += 1 }
        return count
    }

    /// Adds `key` (set once per state: a key added twice is a programming error).
    public mutating func append(_ key: String, _ value: Value) {
        precondition(self[key] == nil, "trace field \(key) added twice")
        let field = Field(key: key, value: value)
        if first == nil { first = field } else if second == nil { second = field }
        else if third == nil { third = field } else if fourth == nil { fourth = field }
        else { preconditionFailure("more than \(Self.capacity) scene fields") }
    }

    /// The value of `key`, or nil when the scene did not add it.
    public subscript(key: String) -> Value? {
        // Field by field, not through an array: reading a field must not allocate.
        if first?.key == key { return first?.value }
        if second?.key == key { return second?.value }
        if third?.key == key { return third?.value }
        if fourth?.key == key { return fourth?.value }
        return nil
    }

    /// Calls `body` with each field, in the order they were added (no allocation).
    public func forEach(_ body: (Field) -> Void) {
        if let first { body(first) } else { return }
        if let second { body(second) } else { return }
        if let third { body(third) } else { return }
        if let fourth { body(fourth) }
    }

    /// The value of `key` if it is a whole number.
    public func int(_ key: String) -> Int? {
        if case .int(let value)? = self[key] { return value }
        return nil
    }

    /// The value of `key` if it is a number.
    public func number(_ key: String) -> Double? {
        if case .number(let value)? = self[key] { return value }
        return nil
    }
}
