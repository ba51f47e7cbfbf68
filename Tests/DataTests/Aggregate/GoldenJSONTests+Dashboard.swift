import FileTestSupport
import Testing
@testable import SiteData

extension GoldenJSONTests {
    @Test func dashboard() {
        let json = Dashboard.compute(Self.athlete, today: F.today).json(slug: "sam-lee").render()
        #expect(GoldenFile("dashboard").mismatch(json, section: "hand-built sam-lee/data/dashboard.json") == nil)
    }
}
