/// Hand-written trace lines in the documented format, one per frame of a 60 Hz replay.
enum TraceText {
    /// A frame at index `f` (t = f·1000/60) with an `outer` and an `inner` node; `max` gives each
    /// node's far end (left out: an older trace without it); `release` is the raw `release` object.
    static func line(_ f: Int, phase: String, v: Double, outer: (o: Double, d: Double), inner: (o: Double, d: Double),
                     left: Double = 0, max: (outer: Double, inner: Double)? = nil, release: String? = nil) -> String {
        let t = Double(f) * 1000 / 60
        let ends = max.map { (",\"max\":\($0.outer)", ",\"max\":\($0.inner)") } ?? ("", "")
        return """
        {"f":\(f),"t":\(t),"scene":"profile","tab":0,"outer":\(outer.o),"inner":\(inner.o),"phase":"\(phase)",\
        "v":\(v),"nodes":[{"id":"outer","axis":"y","o":\(outer.o),"d":\(outer.d)\(ends.0)},\
        {"id":"inner","axis":"y","o":\(inner.o),"d":\(inner.d)\(ends.1)}],"left":\(left)\
        \(release.map { ",\"release\":\($0)" } ?? "")}
        """
    }

    /// A `release` object.
    static func release(t: Double, o: Double, liftV: Double, v: Double, estimator: String = "lsq2",
                        curve: String = "spline") -> String {
        #"{"t":\#(t),"o":\#(o),"lift_v":\#(liftV),"v":\#(v),"estimator":"\#(estimator)","curve":"\#(curve)"}"#
    }

    /// The time of frame `f`, ms.
    static func time(_ f: Int) -> Double { Double(f) * 1000 / 60 }
}
