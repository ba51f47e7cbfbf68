import Foundation
import SiteData
import Testing
@testable import SiteGen

/// "View All Activity" on the sample's richest athlete (content/, ethan-carter, today
/// 2026-11-22): the activity pages list every dated record once, newest first.
@Suite struct SampleActivityPagesTests {
    @Test func everyRecordOfTheRichestAthleteOnce() throws {
        var o = BuildOptions()
        o.contentFolder = RepositoryPaths.root.appendingPathComponent("content").path
        o.environment = [:]
        o.today = "2026-11-22"
        o.themeDirectory = RepositoryPaths.defaultTheme.path
        let build = try SiteBuilder(options: o).loadSite()
        defer { build.source.close() }
        let (data, _) = try build.source.loadAthlete("ethan-carter", config: build.config)
        let today = build.today
        // Counted from the tables, not through the activity log.
        let records = data.interactions.count { $0.occurredAt <= today } + data.offers.count { ($0.offeredAt.map { $0 <= today }) ?? false }
            + data.events.count { $0.startDate <= today } + data.metrics.count { $0.recordedDate <= today }
            + data.notes.count { ($0.date.map { $0 <= today }) ?? false }
        #expect(records == 584)
        // Each record is one key of the log, and every key is a different record.
        let log = Dashboard.activityLog(data, today: today)
        let keys = log[0..<log.count].map { "\($0.id)|\($0.date.iso)" }
        #expect(keys.count == records && Set(keys).count == records)

        let site = try SampleSite.shared()
        var lines: [String] = []
        var days: [String] = []
        var page = 1
        while let bytes = try? site.bytes(page == 1 ? "ethan-carter/activity/index.html" : "ethan-carter/activity/page-\(page)/index.html") {
            let html = String(decoding: bytes, as: UTF8.self)
            let card = html.components(separatedBy: #"<div class="card" id="activity-log">"#)[1].components(separatedBy: "</div>")[0]
            for day in card.components(separatedBy: "<h2>").dropFirst() {
                days.append(String(day.prefix { $0 != "<" }))
                let list = day.components(separatedBy: "</ul>")[0]
                lines += list.components(separatedBy: "<li>").dropFirst().map { String($0.prefix { $0 != "<" }) }
            }
            page += 1
        }
        #expect(page - 1 == 1)
        #expect(lines.count == records)
        // Newest first: the days' headings in falling order, none twice.
        let f = build.strings.formatter
        let expectedDays = log[0..<log.count].map { f.date($0.date) }.reduce(into: [String]()) { if $0.last != $1 { $0.append($1) } }
        #expect(days == expectedDays)
        #expect(Set(days).count == days.count)
    }
}
