/// Every number of the performance page (`docs/numbers.md`, "Performance").
public struct PerformanceModel: Hashable, Sendable {
    public enum Trend: String, Hashable, Sendable { case improving, declining, stable }

    /// One point of a chart.
    public struct Point: Hashable, Sendable {
        public var date: LocalDate
        public var value: Double
    }

    /// One metric type present in the data.
    public struct TypeSummary: Hashable, Sendable {
        public var type: MetricType
        public var displayName: String { type.displayName }
        public var lowerIsBetter: Bool { type.isLowerBetter }
        /// Most common non-null unit of the type's rows (ties: code-point smallest); nil when
        /// every row's unit is null.
        public var unit: String?
        public var count: Int
        public var min: Double
        public var max: Double
        /// Unrounded mean, computed on decimal values (`Rounding.mean`); the JSON carries it as is.
        public var average: Double
        /// nil with fewer than 2 records.
        public var trend: Trend?
        /// Greatest recorded_date, ties greatest id.
        public var latest: PerformanceMetric
        /// Chronological (recorded_date, then id): the line chart.
        public var series: [Point]
        /// This type's latest records, newest first (recorded_date descending, then id
        /// descending), at most `recentLimit`: the mini chart. The whole history is the model's.
        public var recent: [PerformanceMetric]

        /// The mean as written to CSV (`MetricType.roundedAverage`). Pages format `average`
        /// itself, with the rule they format min and max with.
        public var roundedAverage: Double { type.roundedAverage(average) }
    }

    /// Number of records.
    public var total: Int
    /// One per type present, sorted by canonical metric_type.
    public var types: [TypeSummary]
    /// Every record newest first (recorded_date descending, then id descending).
    /// How many of a type's latest records `recent` keeps.
    public static let recentLimit = 30

    public var history: [PerformanceMetric]
}
