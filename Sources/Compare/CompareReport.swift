import Diagnostics
import Foundation
import Output
import Replay

/// `handoff compare`'s runs and what it prints once its options are checked: the table or JSON
/// lines on standard output, the plot and the Perfetto trace; with several rates, each setting at
/// each rate against the 1000 Hz reference.
public struct CompareReport {
    /// The session file (a pipe or FIFO is read once).
    public var file: String
    /// One set of overrides per run.
    public var runs: [ReplayOverrides]
    /// `--hz A,B,…`: the rates every run is made at (nil: one rate).
    public var rates: [Double]?
    /// The plot's file, its span (nil: the default), its upper panel and its layout.
    public var plot: String?, plotWindow: PlotWindow?, series: ComparePlot.Mode, layout: ComparePlot.Layout
    /// The Perfetto trace's file (nil: none).
    public var perfetto: String?
    /// Whether runs are printed as JSON lines (else the table), and the table with every column.
    public var json: Bool, wide: Bool

    /// A report with every setting it takes.
    public init(file: String, runs: [ReplayOverrides], rates: [Double]?, plot: String?, plotWindow: PlotWindow?,
                series: ComparePlot.Mode, layout: ComparePlot.Layout, perfetto: String?, json: Bool, wide: Bool) {
        self.file = file
        self.runs = runs
        self.rates = rates
        self.plot = plot
        self.plotWindow = plotWindow
        self.series = series
        self.layout = layout
        self.perfetto = perfetto
        self.json = json
        self.wide = wide
    }

    /// Makes the runs and writes every output; a stop signal ends it before any is written.
    public func write() throws {
        if let rates { return try compareRates(runs, rates: rates) }
        let outcome = try CompareRunner.run(path: file, runs: runs, plot: plotWindow,
                                            perfetto: perfetto != nil, keepGoing: { !StopRequest.isRequested })
        try StopRequest.throwIfRequested()
        if let perfetto {
            let output = try PerfettoFile(path: perfetto)
            for run in outcome.runs { for event in run.perfettoEvents ?? [] { output.add(event) } }
            try output.finish()
        }

        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            var lines = ""
            for run in outcome.runs {
                lines += String(decoding: try encoder.encode(run.row), as: UTF8.self) + "\n"
            }
            try StandardOutput.write(lines)
        } else {
            try StandardOutput.write(CompareTable.render(outcome.runs.map(\.row), wide: wide) + "\n")
        }

        if let plot {
            let name = (file as NSString).lastPathComponent
            try ComparePlot(series: outcome.series, title: "handoff compare: \(name)", span: outcome.plotSpan,
                            mode: series, layout: layout).write(to: plot)
        }
    }

    /// `--hz A,B,…`: every setting at each rate and at the 1000 Hz reference; the differences.
    private func compareRates(_ settings: [ReplayOverrides], rates: [Double]) throws {
        let outcome = try CompareRunner.run(path: file, runs: RateComparison.overrides(settings: settings, rates: rates))
        let rows = RateComparison.rows(outcome.runs.map(\.row), rates: rates)
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            var lines = ""
            for row in rows { lines += String(decoding: try encoder.encode(row), as: UTF8.self) + "\n" }
            try StandardOutput.write(lines)
        } else {
            try StandardOutput.write(RateComparison.table(rows) + "\n")
        }
    }
}
