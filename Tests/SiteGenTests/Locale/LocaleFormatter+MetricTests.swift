import SiteData
import Testing
@testable import SiteGen

@Suite struct LocaleFormatterMetricTests {
    @Test func valuesAndAxesFollowTheTypeRules() {
        let en = LocaleFormatter(.en), pl = LocaleFormatter(.pl)
        #expect(en.metric(91.456, MetricType.velocity.display) == "91.46")
        #expect(en.metric(91.4567, MetricType.velocity.axisDisplay) == "91.457")
        #expect(en.metric(6.8, MetricType.sixtyTime.display) == "6.8")
        #expect(en.metric(0.3456, MetricType.battingAvg.display) == ".346")
        #expect(en.metric(0.3, MetricType.battingAvg.axisDisplay) == ".300")
        #expect(pl.metric(0.345, MetricType.battingAvg.display) == ",345")
        #expect(pl.metric(91.5, MetricType.exitVelo.display) == "91,5")
    }
}
