#if Postgres
import Foundation
import SiteData
import Testing
@testable import SiteDataPostgres

/// A database's `metric_type` text is read as the content folder's is: the types `site.yml`
/// declares are taken (any case, with their unit), and an unknown one lists them.
@Suite struct PostgresSourceMetricTypesTests {
    @Test(.enabled(if: TestDatabase.isAvailable, "needs SITEGEN_TEST_PG_URL"))
    func declaredTypesAreReadAndAnUnknownOneListsThem() throws {
        let url = try TestDatabase.create("metric_types", sql: TestDatabase.seededSQL + """
            INSERT INTO performance_metrics (athlete_id, id, metric_type, value, recorded_date)
              VALUES ('ada-lopez', 'm90', 'Spin_Rate', 2450, '2026-02-10');
            INSERT INTO performance_metrics (athlete_id, id, metric_type, value, recorded_date)
              VALUES ('zed', 'm91', 'javelin', 40, '2026-02-10');
            """)
        let source = try TestDatabase.source(url)
        defer { source.close() }
        var config = SiteConfig()
        config.timezone = Fixture.timeZone.identifier
        config.metricTypes = [MetricType(declared: MetricDeclaration(key: "spin_rate", unit: "rpm"))]
        let (data, _) = try source.loadAthlete("ada-lopez", config: config)
        let spin = try #require(data.metrics.first { $0.id == "m90" })
        #expect(spin.metricType == config.metricTypes[0])
        #expect(spin.unit == "rpm")
        let message = TestDatabase.message { _ = try source.loadAthlete("zed", config: config) }
        #expect(message?.contains(#"metric_type: "javelin" is not one of velocity, exit_velo, sixty_time, pop_time, batting_avg, era, strikeouts, other (built in) or spin_rate (declared under metric_types: in site.yml, where a new type is added)"#) == true, "\(message ?? "")")
    }
}
#endif
