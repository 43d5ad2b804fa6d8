/// What `CompareRunner.run` hands back: every run, in order, and the session's moments.
public struct CompareOutcome: Sendable {
    /// The runs, in the order asked.
    public var runs: [CompareRun]
    /// The session's last release and last gesture's start.
    public var moments: SessionMoments
    /// The plot's time span (nil when no plot was asked for).
    public var plotSpan: ClosedRange<Double>?

    /// The series of every run, for `ComparePlot` (empty without a plot).
    public var series: [TraceSeries] { runs.compactMap(\.series) }
}
