extension PerformanceMetric {
    /// Newest first: date descending, then id descending ("latest" = greatest id). The
    /// performance history and the dashboard's latest value of each type.
    public static func newestFirst(_ a: PerformanceMetric, _ b: PerformanceMetric) -> Bool {
        a.recordedDate != b.recordedDate ? a.recordedDate > b.recordedDate : codePointLess(b.id, a.id)
    }

    /// Oldest first: date ascending, then id in code-point order. A trend chart's points.
    public static func oldestFirst(_ a: PerformanceMetric, _ b: PerformanceMetric) -> Bool {
        a.recordedDate != b.recordedDate ? a.recordedDate < b.recordedDate : codePointLess(a.id, b.id)
    }
}
