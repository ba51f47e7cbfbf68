/// A smooth curve through points whose x increases, that never overshoots them: monotone cubic
/// interpolation (Fritsch–Carlson tangents, as d3's `curveMonotoneX`). Between two points the
/// curve stays within their y values, so a trend line never shows a value nobody recorded.
struct MonotoneCurve {
    /// One cubic Bézier segment: two control points and the end point.
    struct Segment: Equatable {
        var c1: (x: Double, y: Double)
        var c2: (x: Double, y: Double)
        var end: (x: Double, y: Double)

        static func == (a: Segment, b: Segment) -> Bool {
            a.c1 == b.c1 && a.c2 == b.c2 && a.end == b.end
        }
    }

    /// The segments from point 0 to the last; nil when fewer than 3 points or x does not
    /// strictly increase (two records on one day): the caller draws straight lines then.
    static func segments(xs: [Double], ys: [Double]) -> [Segment]? {
        let n = xs.count
        guard n >= 3, ys.count == n, zip(xs, xs.dropFirst()).allSatisfy({ $0 < $1 }) else { return nil }
        var slopes = [Double](repeating: 0, count: n - 1)
        for i in 0..<(n - 1) { slopes[i] = (ys[i + 1] - ys[i]) / (xs[i + 1] - xs[i]) }
        var tangents = [Double](repeating: 0, count: n)
        for i in 1..<(n - 1) {
            let (h0, h1) = (xs[i] - xs[i - 1], xs[i + 1] - xs[i])
            let (s0, s1) = (slopes[i - 1], slopes[i])
            let p = (s0 * h1 + s1 * h0) / (h0 + h1)
            tangents[i] = (sign(s0) + sign(s1)) * min(abs(s0), abs(s1), 0.5 * abs(p))
        }
        // The ends: the one-sided three-point estimate, which keeps the same bound.
        tangents[0] = (3 * slopes[0] - tangents[1]) / 2
        tangents[n - 1] = (3 * slopes[n - 2] - tangents[n - 2]) / 2
        return (0..<(n - 1)).map { i in
            let h = (xs[i + 1] - xs[i]) / 3
            return Segment(c1: (xs[i] + h, ys[i] + tangents[i] * h),
                           c2: (xs[i + 1] - h, ys[i + 1] - tangents[i + 1] * h),
                           end: (xs[i + 1], ys[i + 1]))
        }
    }

    private static func sign(_ v: Double) -> Double { v > 0 ? 1 : v < 0 ? -1 : 0 }
}
