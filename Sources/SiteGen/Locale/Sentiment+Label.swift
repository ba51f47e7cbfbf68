import SiteData

extension Sentiment {
    /// The sentiment as the page says it ("Very positive").
    var label: StringKey {
        switch self {
        case .veryPositive: .sentimentVeryPositive
        case .positive: .sentimentPositive
        case .neutral: .sentimentNeutral
        case .negative: .sentimentNegative
        }
    }
}
