/// Every per-type rule of a performance metric, in one place: its name, which way is better,
/// how its averages are rounded and how its values are written. Aggregations, pages and
/// charts read these; none of them tests for a metric type itself.
///
/// Units are not a rule: each row carries its own (`mph`, `s`), as the family recorded it.
extension MetricType {
    /// English display name (the JSON's `display_name`; pages use the `metric.<type>` string, or a
    /// declared type's label in their locale).
    public var displayName: String {
        if let d = declaration { return d.label("en") }
        return switch self {
        case .velocity: "Fastball Velocity"
        case .exitVelo: "Exit Velocity"
        case .sixtyTime: "60-Yard Dash"
        case .popTime: "Pop Time"
        case .battingAvg: "Batting Average"
        case .era: "ERA"
        case .strikeouts: "Strikeouts"
        default: "Other Metric"
        }
    }

    /// The order pages and documents show types in: the sport's (pitching velocity, exit
    /// velocity, 60-yard dash, pop time, batting average, ERA, strikeouts; `allCases`), then the
    /// types `site.yml` declares in its order, then other. Data files and CSV keep the key
    /// order (`<`), as their format says.
    public static func displayOrder(_ a: MetricType, _ b: MetricType) -> Bool {
        let (ra, rb) = (a.displayRank, b.displayRank)
        return ra != rb ? ra < rb : a.rawValue < b.rawValue
    }

    /// `types` in `displayOrder`, each once.
    public static func ordered(_ types: some Sequence<MetricType>) -> [MetricType] {
        Array(Set(types)).sorted(by: displayOrder)
    }

    private var displayRank: Int {
        if let d = declaration { return Self.allCases.count + d.index }
        if self == .other { return Int.max }
        return builtInIndex!
    }

    /// A smaller value is better (times and ERA): the trend reads "improving" when it falls.
    public var isLowerBetter: Bool {
        if let d = declaration { return d.lowerIsBetter }
        return switch self {
        case .sixtyTime, .popTime, .era: true
        default: false
        }
    }

    /// Decimals an average is rounded to (JSON, reports, cards): 3 for batting average, else 2
    /// (declared types too).
    public var averagePlaces: Int {
        self == .battingAvg ? 3 : 2
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
        self == .battingAvg ? .average : .decimal(maxPlaces: 2)
    }

    /// How the ticks of its chart's value axis are written (one decimal finer than the
    /// values, so close ticks stay distinct).
    public var axisDisplay: MetricDisplay {
        self == .battingAvg ? .average : .decimal(maxPlaces: 3)
    }
}
