import SiteData

extension PerformanceModel.Trend {
    /// A metric's trend, as the page says it ("Improving").
    var label: StringKey {
        switch self {
        case .improving: .trendImproving
        case .declining: .trendDeclining
        case .stable: .trendStable
        }
    }
}
