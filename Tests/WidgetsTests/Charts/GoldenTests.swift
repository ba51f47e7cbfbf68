import Foundation
import Testing
@testable import Widgets

/// One golden file per chart kind. To re-record after an intended change:
/// `WIDGETS_RECORD_GOLDEN=1 swift test --filter GoldenTests`, then review the diff.
@Suite struct GoldenTests {
    static var charts: [(String, Node)] {
        Fixtures.allCharts(Fixtures.data(14), prefix: "g")
    }

    @Test(arguments: ["line", "bar", "hbar", "mini", "spark", "donut", "heatmap", "counts"])
    func chartMatchesGolden(kind: String) throws {
        let html = Self.charts.first { $0.0 == kind }!.1.render() + "\n"
        if ProcessInfo.processInfo.environment["WIDGETS_RECORD_GOLDEN"] == "1" {
            let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Golden")
            try html.write(to: dir.appendingPathComponent(kind + ".html"), atomically: true, encoding: .utf8)
            return
        }
        let url = try #require(Bundle.module.url(forResource: kind, withExtension: "html", subdirectory: "Golden"))
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(html == expected)
    }
}
