public struct PerformanceMetric: Hashable, Sendable, Identifiable {
    public var id: String
    public var metricType: MetricType
    public var value: Double
    public var unit: String?
    public var recordedDate: LocalDate
    public var eventId: String?
    public var verified: Bool
    public var notes: String?

    public init(id: String, metricType: MetricType, value: Double, unit: String? = nil,
                recordedDate: LocalDate, eventId: String? = nil, verified: Bool = false,
                notes: String? = nil) {
        self.id = id; self.metricType = metricType; self.value = value; self.unit = unit
        self.recordedDate = recordedDate; self.eventId = eventId; self.verified = verified
        self.notes = notes
    }
}
