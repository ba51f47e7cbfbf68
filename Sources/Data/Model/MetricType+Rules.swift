/// Every per-type rule of a performance metric, in one place: its name, which way is better,
/// how its averages are rounded and how its values are written. Aggregations, pages and
/// charts read these; none of them tests for a metric type itself.
///
/// Units are not a rule: each row carries its own (`mph`, `s`), as the family recorded it.
extension MetricType {
    /// English display name (the JSON's `display_name`; pages use the `metric.<type>` string).
    public var displayName: String {
        switch self {
        case .velocity: "Fastball Velocity"
        case .exitVelo: "Exit Velocity"
        case .sixtyTime: "60-Yard Dash"
        case .popTime: "Pop Time"
        case .battingAvg: "Batting Average"
        case .era: "ERA"
        case .strikeouts: "Strikeouts"
        case .other: "Other Metric"
        }
    }

    /// The order pages and documents show types in: the sport's (pitching velocity, exit
    /// velocity, 60-yard dash, pop time, batting average, ERA, strikeouts, other), the order the
    /// cases are declared in. Data files and CSV keep the key order (`<`), as their format says.
    public static func displayOrder(_ a: MetricType, _ b: MetricType) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }

    /// A smaller value is better (times and ERA): the trend reads "improving" when it falls.
    public var isLowerBetter: Bool {
        switch self {
        case .sixtyTime, .popTime, .era: true
        case .velocity, .exitVelo, .battingAvg, .strikeouts, .other: false
        }
    }

    /// Decimals an average is rounded to (JSON, reports, cards): 3 for batting average, else 2.
    public var averagePlaces: Int {
        switch self {
        case .battingAvg: 3
        case .velocity, .exitVelo, .sixtyTime, .popTime, .era, .strikeouts, .other: 2
        }
    }

    /// How a value is written on cards and in tables.
    /// An average as written to CSV and data files: as the pages show it, `averagePlaces`
    /// decimals, or 2 significant digits for a smaller value (0.0015, not 0); `batting_avg`
    /// always 3 decimals.
    public func roundedAverage(_ x: Double) -> Double {
        switch display {
        case .average: Rounding.round(x, places: averagePlaces)
        case .decimal: Rounding.roundMeasurement(x, places: averagePlaces)
        }
    }

    public var display: MetricDisplay {
        switch self {
        case .battingAvg: .average
        case .velocity, .exitVelo, .sixtyTime, .popTime, .era, .strikeouts, .other: .decimal(maxPlaces: 2)
        }
    }

    /// How the ticks of its chart's value axis are written (one decimal finer than the
    /// values, so close ticks stay distinct).
    public var axisDisplay: MetricDisplay {
        switch self {
        case .battingAvg: .average
        case .velocity, .exitVelo, .sixtyTime, .popTime, .era, .strikeouts, .other: .decimal(maxPlaces: 3)
        }
    }
}
