import FileTestSupport
import Testing
@testable import SiteData

extension GoldenJSONTests {
    @Test func reportsLast30Days() {
        let json = Reports.compute(Self.athlete, preset: .preset(.last30Days), today: F.today).json().render()
        #expect(GoldenFile("reports").mismatch(json, section: "hand-built sam-lee/data/reports-last-30-days.json") == nil)
    }
}
