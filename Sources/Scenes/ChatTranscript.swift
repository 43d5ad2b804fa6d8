/// The chat's messages as a contiguous run of ids, newest last, with cumulative heights measured
/// from the bottom.
///
/// A chat grows at the top, so heights are summed from the newest message up: `depth[a]` is the
/// height of the `a` newest messages. Loading older messages only appends to that array — nothing
/// already measured moves — and every lookup (which message is at a given distance from the
/// bottom) is a binary search, so the cost of a frame does not grow with the history.
public struct ChatTranscript: Sendable, Equatable {
    /// Id of the newest message (the one at the bottom).
    public let newestID: Int
    /// Number of messages.
    public private(set) var count: Int
    /// depth[a] = total height of the a newest messages; count + 1 entries, depth[0] = 0.
    private var depth: [Int]

    /// `count` messages (at least 0) whose newest has id `newestID`.
    public init(newestID: Int, count: Int) {
        self.newestID = newestID
        self.count = 0
        depth = [0]
        prependOlder(max(0, count))
    }

    /// Id of the oldest message (the one at the top); `newestID + 1` when there are none.
    public var oldestID: Int { newestID - count + 1 }

    /// Height of every message together.
    public var totalHeight: Int { depth[count] }

    /// Adds `n` messages older than the oldest (ids counting down); returns their total height.
    @discardableResult
    public mutating func prependOlder(_ n: Int) -> Int {
        guard n > 0 else { return 0 }
        let before = totalHeight
        for _ in 0..<n {
            depth.append(depth[count] + ChatMessage(id: oldestID - 1).height)
            count += 1
        }
        return totalHeight - before
    }

    /// The message `age` places from the bottom (0 = newest).
    public func message(age: Int) -> ChatMessage { ChatMessage(id: newestID - age) }

    /// Age of the message with `id`, if it is in the transcript.
    public func age(of id: Int) -> Int? {
        let age = newestID - id
        return age >= 0 && age < count ? age : nil
    }

    /// Distance from the bottom of the transcript to the bottom of message `age`.
    public func bottomDepth(age: Int) -> Int { depth[age] }

    /// Distance from the bottom of the transcript to the top of message `age`.
    public func topDepth(age: Int) -> Int { depth[age + 1] }

    /// The smallest age whose top lies deeper than `d` (the newest message reaching above a line
    /// `d` px from the bottom); `count` when none does.
    public func firstAge(withTopDeeperThan d: Double) -> Int {
        var low = 0, high = count
        while low < high {
            let mid = (low + high) / 2
            if Double(depth[mid + 1]) > d { high = mid } else { low = mid + 1 }
        }
        return low
    }
}
