/// Hand-written trace lines in the documented format, one per frame of a 60 Hz replay.
enum TraceText {
    /// A frame at index `f` (t = f·1000/60) with an `outer` and an `inner` node.
    static func line(_ f: Int, phase: String, v: Double, outer: (o: Double, d: Double), inner: (o: Double, d: Double),
                     left: Double = 0) -> String {
        let t = Double(f) * 1000 / 60
        return """
        {"f":\(f),"t":\(t),"scene":"profile","tab":0,"outer":\(outer.o),"inner":\(inner.o),"phase":"\(phase)",\
        "v":\(v),"nodes":[{"id":"outer","axis":"y","o":\(outer.o),"d":\(outer.d)},\
        {"id":"inner","axis":"y","o":\(inner.o),"d":\(inner.d)}],"left":\(left)}
        """
    }

    /// The time of frame `f`, ms.
    static func time(_ f: Int) -> Double { Double(f) * 1000 / 60 }
}
