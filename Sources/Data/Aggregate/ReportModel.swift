/// Every number of one report (`docs/numbers.md`, "Reports").
public struct ReportModel: Hashable, Sendable {
    /// All schools, not filtered by date. Maps hold raw values, counts above zero, sorted by
    /// key; null status or division is skipped.
    public struct Schools: Hashable, Sendable {
        public var total: Int
        public var byStatus: [KeyCount]
        public var byDivision: [KeyCount]
    }

    public struct Coaches: Hashable, Sendable {
        /// All coaches.
        public var total: Int
        /// 100 · (coaches who initiated an interaction in range) / coaches, one decimal; 0
        /// with no coaches.
        public var avgResponseRate: Double
        /// Distinct non-null school ids among coaches.
        public var bySchool: Int
    }

    /// Interactions dated in range.
    public struct Interactions: Hashable, Sendable {
        public var total: Int
        /// Raw type values; a null type counts as `other`.
        public var byType: [KeyCount]
        /// A null sentiment counts as `neutral`.
        public var bySentiment: [KeyCount]
    }

    /// avg, max and min of one metric type's values in range.
    public struct MetricSummary: Hashable, Sendable {
        public var type: MetricType
        /// Unrounded mean, computed on decimal values (`Rounding.mean`); the JSON carries it as is.
        public var average: Double
        public var max: Double
        public var min: Double
        /// The mean as written to CSV (`MetricType.roundedAverage`). Pages format `average`
        /// itself, with the rule they format min and max with.
        public var roundedAverage: Double { type.roundedAverage(average) }
    }

    /// Metrics recorded in range.
    public struct Metrics: Hashable, Sendable {
        public var total: Int
        public var byType: [KeyCount]
        /// Sorted by type.
        public var summaries: [MetricSummary]
    }

    /// The preset's name (`last-30-days`, or a custom name).
    public var preset: String
    public var range: DateRange
    /// No interaction and no metric in range.
    public var empty: Bool
    public var schools: Schools
    public var coaches: Coaches
    public var interactions: Interactions
    public var metrics: Metrics
}
