import Foundation
import PDFTestSupport
import Testing
@testable import SiteGen
import SiteData

/// Metric types a site declares (`metric_types` in site.yml): a softball pitcher's spin rate
/// and a home-to-first time (lower is better) through the pages, the chart, the résumé, the
/// metrics sheet and the JSON, as the built-in types go (fixture `softball`).
@Suite struct CustomMetricTypesTests {
    static func build(locale: String? = nil) throws -> (URL, URL) {
        let tmp = TestSupport.temporaryFolder()
        let content = TestSupport.copyFixture("softball", to: tmp)
        if let locale {
            let yml = content.appendingPathComponent("site.yml")
            try ("locale: \(locale)\n" + TestSupport.read(yml)).write(to: yml, atomically: true, encoding: .utf8)
        }
        let site = tmp.appendingPathComponent("_site")
        _ = try SiteBuilder(options: AthleteRebuildTests.options(content, site)).build()
        return (tmp, site.appendingPathComponent("mia-lopez"))
    }

    @Test func pageChartResumeAndJSONFollowTheDeclaredTypes() throws {
        let (tmp, mia) = try Self.build()
        defer { try? FileManager.default.removeItem(at: tmp) }
        // The performance page: a card, a chart panel and rows, in the declared order after the built-in types.
        let performance = TestSupport.read(mia.appendingPathComponent("performance/index.html"))
        #expect(performance.contains(#"<p class="w-sr">Spin Rate, 2,390 rpm, recorded Mar 1, 2026</p>"#))
        #expect(performance.contains(#"<h3 class="series-title">Spin Rate</h3><figure class="w-chart w-line""#))
        let panels = performance.components(separatedBy: #"data-metric=""#).dropFirst().map { String($0.prefix { $0 != "\"" }) }
        #expect(panels == ["velocity", "spin_rate", "home_to_first", "velocity", "spin_rate", "home_to_first"])  // the charts, then the trend cards
        #expect(performance.contains("2,390 rpm"))  // the declared unit on a row without one
        #expect(!performance.contains("60-Yard Dash"))
        // The coach page leads with the pitcher's marks: the velocity, then the declared spin rate.
        let coach = TestSupport.read(mia.appendingPathComponent("coach/index.html"))
        #expect(coach.contains("Spin Rate, 2,450 rpm, recorded Feb 10, 2026"))
        // The résumé as a coach's pdftotext sees it.
        let resume = try PDFTool.text(Array(try Data(contentsOf: mia.appendingPathComponent("mia-lopez-resume.pdf"))))
        let lines = resume.split(separator: "\n").map(String.init)
        #expect(lines.filter { ["Fastball Velocity", "Spin Rate", "Home to First"].contains($0) }.prefix(3)
                == ["Fastball Velocity", "Spin Rate", "Home to First"])
        for line in ["2,450 rpm", "2,390 rpm · Mar 1, 2026", "2,310 rpm → 2,450 rpm since Nov 2025",
                     "3.05 s → 2.98 s since Nov 2025 (lower is better)"] {
            #expect(lines.contains(line), "missing \(line)")
        }
        #expect(!resume.contains("60-Yard Dash"))
        // The metrics sheet names them too.
        let sheet = try PDFTool.text(Array(try Data(contentsOf: mia.appendingPathComponent("mia-lopez-metrics.pdf"))))
        #expect(sheet.contains("Spin Rate") && sheet.contains("Home to First"))
        // The JSON: key order, the English label, the direction, the declared unit.
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: mia.appendingPathComponent("data/performance.json"))) as? [String: Any])
        let types = try #require(json["types"] as? [[String: Any]])
        #expect(types.map { $0["metric_type"] as? String } == ["home_to_first", "spin_rate", "velocity"])
        #expect(types.map { $0["display_name"] as? String } == ["Home to First", "Spin Rate", "Fastball Velocity"])
        #expect(types.map { $0["lower_is_better"] as? Bool } == [true, false, false])
        #expect(types.map { $0["unit"] as? String } == ["s", "rpm", "mph"])
        #expect(types.map { $0["trend"] as? String } == ["improving", "improving", "improving"])
    }

    @Test func aPolishSiteShowsThePolishLabel() throws {
        let (tmp, mia) = try Self.build(locale: "pl")
        defer { try? FileManager.default.removeItem(at: tmp) }
        let performance = TestSupport.read(mia.appendingPathComponent("performance/index.html"))
        #expect(performance.contains("Rotacja piłki"))
        #expect(!performance.contains("Spin Rate"))
        #expect(performance.contains("Home to First"))  // one label for every locale
    }
}
