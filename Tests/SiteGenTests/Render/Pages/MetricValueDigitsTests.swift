import SiteData
import Testing
@testable import SiteGen

/// A small non-zero measurement never reads "0" on a page (it did: "0.001 mph" showed "0 mph").
@Suite struct MetricValueDigitsTests {
    @Test(arguments: [
        (Language.en, MetricType.velocity, 0.001, "mph" as String?, "0.001 mph"),
        (.en, .exitVelo, 0.0004567, "mph", "0.00046 mph"),
        (.pl, .velocity, 0.0004567, "mph", "0,00046 mph"),
        (.en, .era, -0.004, nil, "-0.004"),
        (.en, .era, 0.0, nil, "0"),
        (.en, .velocity, 12.345, "mph", "12.35 mph"),
        (.en, .battingAvg, 0.0004, nil, ".000"),  // batting averages keep their 3 decimals
    ])
    func smallValuesKeepTwoSignificantDigits(language: Language, type: MetricType, value: Double, unit: String?, expected: String) throws {
        #expect(try FormattingTests.page(language).metricValue(value, type: type, unit: unit) == expected)
    }
}

/// One name per metric: the data files' `display_name` is the name every English page shows.
@Suite struct MetricNameTests {
    @Test(arguments: MetricType.allCases)
    func dataFilesAndPagesNameAMetricAlike(type: MetricType) throws {
        #expect(try FormattingTests.page(.en).metricName(type) == type.displayName)
    }

    @Test func theSeedsNames() {
        #expect(MetricType.velocity.displayName == "Fastball Velocity")
        #expect(MetricType.other.displayName == "Other Metric")
    }
}
