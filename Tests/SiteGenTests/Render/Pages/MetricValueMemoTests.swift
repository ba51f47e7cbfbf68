import SiteData
import Testing
@testable import SiteGen

/// The remembered metric values are the page's own texts, for every type and for values that
/// are equal as numbers but spelled apart (signed zero), repeated, or not finite.
@Suite struct MetricValueMemoTests {
    @Test func eachValueIsThePagesText() throws {
        let page = try FormattingTests.page(.en)
        let types: [MetricType] = [.velocity, .exitVelo, .sixtyTime, .popTime, .battingAvg, .era, .strikeouts, .other]
        let values: [Double] = [0, -0.0, 80.3, 80.3, 7.26, 0.287, 0.2875, 1_234.5678, -3.25, 1e-9, 1e21, .nan, .infinity, 80.3]
        var memo = MetricValueMemo()
        for round in 0..<2 {
            for (k, type) in types.enumerated() {
                for v in values {
                    #expect(memo.value(v, type: type, page) == page.metricValue(v, type: type))
                    let unit = [nil, "", "mph"][(k + round) % 3]
                    #expect(memo.value(v, type: type, unit: unit, page) == page.metricValue(v, type: type, unit: unit))
                }
            }
        }
        #expect(memo.value(-0.0, type: .era, page) == page.metricValue(-0.0, type: .era))
    }
}
