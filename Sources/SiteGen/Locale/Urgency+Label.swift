import SiteData

extension Urgency {
    /// An action item's urgency, as the page says it ("High").
    var label: StringKey {
        switch self {
        case .high: .urgencyHigh
        case .medium: .urgencyMedium
        case .low: .urgencyLow
        }
    }
}
