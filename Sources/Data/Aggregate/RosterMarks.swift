/// The marks a club roster shows in an athlete's row (docs/publishing.md, "The roster"): the
/// one place the roster chooses them, so a change to the best-mark rule changes it here only.
public enum RosterMarks {
    /// At most this many marks in a row: the row stays one line on a desktop.
    public static let limit = 3

    /// The headline marks of `metrics` (the athlete as the site publishes it), best first by
    /// metric type: today the coach page's best marks (`BestMark`, a verified value winning a
    /// tie), in `MetricType`'s order, the first `limit` of them.
    public static func headline(_ metrics: [PerformanceMetric]) -> [PerformanceMetric] {
        Array(BestMark.marks(metrics).prefix(limit).map(\.best))
    }
}
