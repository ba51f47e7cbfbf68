import Foundation
import Testing
@testable import SiteData

/// Metric types a site declares in `site.yml` (`metric_types`): read with their rules, taken
/// in `metric_type` beside the built-in ones, and named when a value is neither.
@Suite struct SiteConfigLoaderMetricTypesTests {
    static let declaring = """
        metric_types:
          spin_rate:
            label: {en: Spin Rate, pl: Rotacja piłki}
            unit: rpm
            leads: [P, catchers]
          home_to_first:
            label: Home to First
            unit: s
            lower_is_better: yes

        """

    func load(_ text: String) -> (SiteConfig, [String]) {
        let (c, d) = SiteConfigLoader.load(text: text, file: "site.yml")
        return (c, d.items.map(\.description))
    }

    @Test func declaredTypesKeepTheirOrderAndRules() throws {
        let (c, d) = load(Self.declaring)
        #expect(d == [])
        #expect(c.metricTypes.map(\.rawValue) == ["spin_rate", "home_to_first"])
        let spin = try #require(c.metricType("Spin_Rate"))
        #expect(spin.declaration == MetricDeclaration(key: "spin_rate", labels: ["en": "Spin Rate", "pl": "Rotacja piłki"],
                                                      unit: "rpm", leads: ["P", "CATCHERS"], index: 0))
        #expect(spin.displayName == "Spin Rate")
        #expect(!spin.isLowerBetter)
        let h2f = try #require(c.metricType("home_to_first"))
        #expect(h2f.isLowerBetter)
        #expect(h2f.declaration?.label("pl") == "Home to First")
        #expect(c.metricType("velocity") == .velocity)
        #expect(c.metricType("javelin") == nil)
        // Built-in types first, declared ones in site.yml's order, then "other".
        #expect(MetricType.ordered([.other, h2f, spin, .strikeouts, .velocity]).map(\.rawValue)
                == ["velocity", "strikeouts", "spin_rate", "home_to_first", "other"])
    }

    @Test func aKeyMustBeNewAndPlain() {
        let (c, d) = load("metric_types:\n  velocity: {unit: mph}\n  Spin Rate: {}\n  ok_one:\n    label: {de: Drall}\n")
        #expect(c.metricTypes.map(\.rawValue) == ["ok_one"])
        #expect(d == [
            #"site.yml:2:3: error: metric_types: "velocity" is a built-in type; a declared type needs a key of its own"#,
            #"site.yml:3:3: error: metric_types: "Spin Rate" must be lowercase letters, digits and _, starting with a letter (e.g. spin_rate)"#,
            #"site.yml:5:12: error: metric_types.ok_one.label: locale "de" is not one of en, pl"#,
        ])
    }

    /// A value that is neither built in nor declared: the error lists both and says where a new
    /// type goes; a declared type is matched without regard to case and gets its unit.
    func assemble(_ csv: String, _ declared: [MetricType]) -> (AthleteData?, [String]) {
        let (table, _) = CSVReader.read(Array(csv.utf8), file: "performance_metrics.csv")
        let (data, d) = AthleteAssembler.assemble(profile: AthleteProfile(slug: "a", name: "A"),
                                                  tables: ["performance_metrics": table], notes: [],
                                                  timeZone: TimeZone(identifier: "UTC")!, metricTypes: declared)
        return (data, d.items.map(\.description))
    }

    /// A value that is neither built in nor declared: the error lists both and says where a new
    /// type goes; a declared type is matched without regard to case and gets its unit.
    @Test func theDataTakesDeclaredTypesAndNamesThemInItsError() throws {
        let declared = load(Self.declaring).0.metricTypes
        let header = "id,metric_type,value,unit,recorded_date\n"
        let (bad, d) = assemble(header + "m1,SPIN_RATE,2450,,2026-03-01\nm2,spin_rat,2400,rpm,2026-03-02\n", declared)
        #expect(bad == nil)
        #expect(d == [
            #"performance_metrics.csv:3:4: error: metric_type: "spin_rat" is not one of velocity, exit_velo, sixty_time, pop_time, batting_avg, era, strikeouts, other (built in) or spin_rate, home_to_first (declared under metric_types: in site.yml, where a new type is added); did you mean "spin_rate"?"#,
        ])
        let (data, none) = assemble(header + "m1,SPIN_RATE,2450,,2026-03-01\n", declared)
        #expect(none == [])
        let m = try #require(data?.metrics.first)
        #expect(m.metricType == declared[0])
        #expect(m.unit == "rpm")
    }
}
