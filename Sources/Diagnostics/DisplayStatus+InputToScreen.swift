extension DisplayStatus {
    /// Input-to-present percentiles over recent inputs.
    public struct InputToScreen: Sendable, Equatable {
        /// Median, ms.
        public var p50Ms: Double
        /// 99th percentile, ms.
        public var p99Ms: Double
        /// Inputs they cover.
        public var inputs: Int

        /// Figures over `inputs` inputs.
        public init(p50Ms: Double, p99Ms: Double, inputs: Int) {
            self.p50Ms = p50Ms
            self.p99Ms = p99Ms
            self.inputs = inputs
        }
    }
}
