/// One metric type's best value and its latest, for the coach's documents (docs/numbers.md,
/// "Best marks"). The best is the highest value, or the lowest for a type where lower is
/// better (`MetricType.isLowerBetter`); among equal values a verified one, then the newest
/// (`PerformanceMetric.newestFirst`). The latest is the newest value, kept only when its
/// value differs from the best's.
public struct BestMark: Hashable, Sendable {
    public var best: PerformanceMetric
    public var latest: PerformanceMetric?

    /// One mark per metric type that has values, in `MetricType`'s declared order (velocity first).
    public static func marks(_ metrics: [PerformanceMetric]) -> [BestMark] {
        var byType: [MetricType: [PerformanceMetric]] = [:]
        for m in metrics { byType[m.metricType, default: []].append(m) }
        return MetricType.allCases.compactMap { type in
            guard let values = byType[type], !values.isEmpty else { return nil }
            let best = values.min { better($0, than: $1) }!
            let latest = values.min(by: PerformanceMetric.newestFirst)!
            return BestMark(best: best, latest: latest.value == best.value ? nil : latest)
        }
    }

    /// Whether `a` is a better mark than `b` of the same type (see the type's rule).
    static func better(_ a: PerformanceMetric, than b: PerformanceMetric) -> Bool {
        if a.value != b.value { return a.metricType.isLowerBetter ? a.value < b.value : a.value > b.value }
        if a.verified != b.verified { return a.verified }
        return PerformanceMetric.newestFirst(a, b)
    }
}
