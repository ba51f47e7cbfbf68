extension SiteConfig {
    /// The type with `key`: a built-in one or one this site declares; nil for any other key.
    /// Matched without regard to case, as `metric_type` cells are.
    public func metricType(_ key: String) -> MetricType? {
        let k = key.lowercased()
        return (MetricType.allCases + metricTypes).first { $0.rawValue == k }
    }
}
