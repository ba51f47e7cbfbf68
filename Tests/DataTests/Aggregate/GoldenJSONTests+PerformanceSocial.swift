import FileTestSupport
import Testing
@testable import SiteData

extension GoldenJSONTests {
    @Test func performance() {
        let json = Performance.compute(Self.athlete).json().render()
        #expect(GoldenFile("performance").mismatch(json, section: "hand-built sam-lee/data/performance.json") == nil)
    }

    @Test func socialLast7Days() {
        let json = Social.compute(Self.athlete, range: .last7Days, today: F.today).json().render()
        #expect(GoldenFile("social").mismatch(json, section: "hand-built sam-lee/data/social-last-7-days.json") == nil)
    }
}
