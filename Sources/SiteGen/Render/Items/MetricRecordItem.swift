import SiteData

struct MetricRecordItem: Sendable {
    var date: String
    var type: String
    var value: String
    var unit: String?
    var verified: Bool
    var badge: String
    var notes: String?
    /// The event the record was taken at, and a link to it (the school page's event row).
    var event: String? = nil
    var eventHref: String? = nil
}
