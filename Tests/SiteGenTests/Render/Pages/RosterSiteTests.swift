import FileTestSupport
import Foundation
import SiteData
import Testing
@testable import SiteGen

/// The roster of a public club site (`RosterSite`, `RosterPage`): three athletes, two sports,
/// one without a class, one without a position. Every page is a golden (`Tests/Goldens/roster.golden`).
@Suite struct RosterSiteTests {
    static func build() throws -> BuildContext {
        var build = try AnalyticsFixture.build()
        build.isPublic = true
        build.config.isPublic = true
        build.config.baseURL = "https://example.org/club/"
        build.canonicalRoot = "https://example.org/club/"
        return build
    }

    static func headline(_ slug: String, _ name: String, sport: String?, _ roster: RosterEntry) -> AthleteHeadline {
        AthleteHeadline(slug: slug, name: name, sport: sport,
                        stats: AthleteCardStats(schools: 0, coaches: 0, interactions: 0, offers: 0), roster: roster)
    }

    static let athletes = [
        headline("maya-torres", "Maya Torres", sport: "Softball",
                 RosterEntry(positions: ["SS", "2B"], bats: "R", throwsHand: "R", height: "5'7\"", weight: nil,
                             highSchool: "Lakeside High School", club: "Bay Area Hotshots 18U", hometown: "Oakland, CA", classYear: 2028,
                             marks: [.init(metric: "exit_velo", value: 68.5, unit: "mph", verified: true),
                                     .init(metric: "sixty_time", value: 7.92, unit: "s", verified: false)])),
        headline("ben-okafor", "Ben Okafor", sport: "Baseball",
                 RosterEntry(positions: ["RHP"], bats: "R", throwsHand: "R", height: "6'3\"", weight: "195 lb",
                             highSchool: "Central High School", club: nil, hometown: "Tulsa, OK", classYear: 2027,
                             marks: [.init(metric: "velocity", value: 88, unit: "mph", verified: true)])),
        headline("cal-reyes", "Cal Reyes", sport: "Baseball", RosterEntry()),
    ]

    @Test func pagesAndTheirOrder() throws {
        let files = RosterSite(build: try Self.build(), athletes: Self.athletes, isPreview: false).files()
        #expect(files.map(\.path) == [
            "index.html", "roster-class-2028.html", "roster-class-2027.html", "roster-class-none.html",
            "roster-baseball-pitchers.html", "roster-softball-infielders.html", "roster.png",
        ])
        #expect(Array(files.last!.bytes.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
    }

    @Test func everyPageMatchesItsGolden() throws {
        let files = RosterSite(build: try Self.build(), athletes: Self.athletes, isPreview: false).files()
        for file in files where file.isPage {
            let problem = GoldenFile("roster").mismatch(String(decoding: file.bytes, as: UTF8.self), section: "roster \(file.path)")
            #expect(problem == nil, "\(problem ?? "")")
        }
        let preview = RosterSite(build: try AnalyticsFixture.build(), athletes: Self.athletes, isPreview: true).files()
        #expect(preview.map(\.path).first == "roster.html")
        let problem = GoldenFile("roster").mismatch(String(decoding: preview[0].bytes, as: UTF8.self), section: "preview roster.html")
        #expect(problem == nil, "\(problem ?? "")")
    }

    /// Rows: class newest first, "Class not given" last, by name within a class; a name leads
    /// to the athlete's home (the coach page in the family's preview).
    @Test func rowsAndLinks() throws {
        let index = String(decoding: RosterSite(build: try Self.build(), athletes: Self.athletes, isPreview: false).files()[0].bytes,
                           as: UTF8.self)
        let links = HTMLScanner.tags(in: index).filter { $0.name == "a" }.compactMap { $0.value("href") }
        #expect(links.filter { $0.hasSuffix("/index.html") } == ["maya-torres/index.html", "ben-okafor/index.html", "cal-reyes/index.html"])
        #expect(index.contains("<meta property=\"og:description\" content=\"3 athletes · Classes 2028, 2027\"/>"))
        #expect(index.contains("<meta property=\"og:image\" content=\"https://example.org/club/roster.png\"/>"))
        let preview = String(decoding: RosterSite(build: try AnalyticsFixture.build(), athletes: Self.athletes, isPreview: true).files()[0].bytes,
                             as: UTF8.self)
        #expect(preview.contains("href=\"maya-torres/coach/index.html\""))
    }

    /// 1,000 athletes: 100 rows a page, a filtered page holds only its rows; bytes per row stay small.
    @Test func aThousandAthletes() throws {
        let positions = [["RHP"], ["C"], ["SS", "2B"], ["CF"], ["UT"]]
        let athletes = (0..<1000).map { (i: Int) -> AthleteHeadline in
            let mark = RosterEntry.Mark(metric: "velocity", value: Double(80 + i % 15), unit: "mph", verified: i % 2 == 0)
            var row = RosterEntry(positions: positions[i % 5], bats: "R", throwsHand: "R", height: "6'0\"", weight: "180 lb")
            row.highSchool = "High School \(i % 40)"
            row.club = "Club \(i % 12)"
            row.hometown = "Town \(i % 70), TX"
            row.classYear = 2026 + i % 4
            row.marks = [mark]
            return Self.headline(String(format: "athlete-%04d", i), String(format: "Player %04d", i), sport: "Baseball", row)
        }
        let files = RosterSite(build: try Self.build(), athletes: athletes, isPreview: false).files()
        let pages = files.filter { (f: OutputFile) in f.isPage }
        // The roster: 10 pages; 4 classes of 250: 3 pages each; 5 groups of 200: 2 pages each.
        #expect(pages.count == 10 + 4 * 3 + 5 * 2)
        #expect(pages.map(\.path).prefix(3) == ["index.html", "index-2.html", "index-3.html"])
        let roster = pages.filter { $0.path.hasPrefix("index") }
        let bytes = roster.reduce(0) { $0 + $1.bytes.count }
        // 326 bytes a row, the pages' frame and filter links included (a family-index card is about 1 kB).
        #expect(bytes / 1000 == 326, "\(bytes / 1000) bytes a row")
        #expect(pages.map { (f: OutputFile) in f.bytes.count }.max()! == 33_136)
        let catchers = String(decoding: pages.first { $0.path == "roster-catchers.html" }!.bytes, as: UTF8.self)
        // The first 100 catchers by class: 50 of 2029 and 50 of 2028, a header row per class table.
        #expect(catchers.components(separatedBy: "<tr>").count - 1 == 100 + 2)
    }
}
