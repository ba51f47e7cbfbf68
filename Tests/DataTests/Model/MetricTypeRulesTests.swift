import Testing
import SiteData

@Suite struct MetricTypeRulesTests {
    /// Every type's rules, spelled out: a new type must be added here too.
    @Test func everyType() {
        let rules = MetricType.allCases.map { "\($0.rawValue) \($0.displayName) lower=\($0.isLowerBetter) avg=\($0.averagePlaces) \($0.display) \($0.axisDisplay)" }
        #expect(rules == [
            "velocity Fastball Velocity lower=false avg=2 decimal(maxPlaces: 2) decimal(maxPlaces: 3)",
            "exit_velo Exit Velocity lower=false avg=2 decimal(maxPlaces: 2) decimal(maxPlaces: 3)",
            "sixty_time 60-Yard Dash lower=true avg=2 decimal(maxPlaces: 2) decimal(maxPlaces: 3)",
            "pop_time Pop Time lower=true avg=2 decimal(maxPlaces: 2) decimal(maxPlaces: 3)",
            "batting_avg Batting Average lower=false avg=3 average average",
            "era ERA lower=true avg=2 decimal(maxPlaces: 2) decimal(maxPlaces: 3)",
            "strikeouts Strikeouts lower=false avg=2 decimal(maxPlaces: 2) decimal(maxPlaces: 3)",
            "other Other Metric lower=false avg=2 decimal(maxPlaces: 2) decimal(maxPlaces: 3)",
        ])
    }
}
