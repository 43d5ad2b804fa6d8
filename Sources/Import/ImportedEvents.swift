import Sessions

extension CaptureImport {
    /// What an import gives: the session's events (streamed by `forEachEvent`, or all at once as
    /// `events`), the imported devices' names, and one line per device about what was not imported.
    public struct Result: Sendable {
        /// Each imported device's translation, in capture time (µs), each in time order.
        private var outputs: [[TimedInput]]
        /// The capture time that is t = 0.
        private let start: Int64
        /// The imported devices' names, for the header.
        public var deviceNames: [String]
        /// `"NAME" (touchpad): not mapped: ABS_PRESSURE ×452, …` — what the session does not carry.
        public var notes: [String]

        init(outputs: [[TimedInput]], start: Int64, deviceNames: [String], notes: [String]) {
            // Each device's events in time order (a stable sort keeps the order of one instant: a
            // move before its button); they are nearly always so already.
            self.outputs = outputs.map { output in
                if zip(output, output.dropFirst()).allSatisfy({ $0.time <= $1.time }) { return output }
                return output.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
            }
            self.start = start
            self.deviceNames = deviceNames
            self.notes = notes
        }

        /// How many events there are.
        public var count: Int { outputs.reduce(0) { $0 + $1.count } }

        /// Every event, in time order; for one instant, devices in capture order.
        public var events: [TimedEvent] {
            var all: [TimedEvent] = []
            all.reserveCapacity(count)
            forEachEvent { all.append($0) }
            return all
        }

        /// Calls `body` with each event in time order (devices merged as they go, nothing copied):
        /// how the command writes a long capture without holding its session.
        public func forEachEvent<Failure: Error>(_ body: (TimedEvent) throws(Failure) -> Void) throws(Failure) {
            var next = [Int](repeating: 0, count: outputs.count)
            while true {
                var chosen = -1
                var time = Int64.max
                for (device, output) in outputs.enumerated() where next[device] < output.count && output[next[device]].time < time {
                    chosen = device
                    time = output[next[device]].time
                }
                guard chosen >= 0 else { return }
                let input = outputs[chosen][next[chosen]]
                next[chosen] += 1
                try body(TimedEvent(t: Double(input.time - start) / 1000, event: input.event))
            }
        }
    }
}
