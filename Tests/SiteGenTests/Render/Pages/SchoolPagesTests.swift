import Foundation
import SiteData
import Testing
@testable import SiteGen

@Suite struct SchoolPagesTests {
    typealias F = SchoolPagesFixture

    func detail(_ site: AthleteContext, _ id: String) -> (SchoolPages.Detail, Page) {
        let school = site.schoolsByID[id]!
        let page = site.page(site.schoolPath(id)!, tab: .schools)
        return (SchoolPages.Detail(athlete: site, school: school, log: ContactLog(site.data.interactions, today: site.build.today),
                                   interactions: site.models.interactionLog.bySchool()[id] ?? [],
                                   posts: site.models.postsNewestFirst.filter { $0.schoolId == id }), page)
    }

    @Test func fixtureAthleteGetsTheListAndOnePagePerSchool() throws {
        let files = SchoolPages(athlete: try F.site("ana-diaz")).render()
        #expect(files.map(\.path) == [
            "ana-diaz/schools/index.html",
            "ana-diaz/schools/emory-university/index.html",
            "ana-diaz/schools/rice-university/index.html",
            "ana-diaz/schools/trinity-university/index.html",
            "ana-diaz/schools/vanderbilt-university/index.html",
        ])
        #expect(files.allSatisfy { $0.isPage && $0.charts == 0 })
    }

    @Test func schoolsListRows() throws {
        let site = try F.site("ana-diaz")
        let page = site.page(SitePath.schools(site.slug), tab: .schools)
        let value = SchoolPages.List(athlete: site, log: ContactLog(site.data.interactions, today: site.build.today))
            .value(for: .schools, in: page)
        #expect(F.columns(value) == ["School", "Status", "Division", "Tier", "Size", "Location", "Coaches",
                                     "Interactions", "Offers", "Last contact"])
        #expect(F.cells(value) == [
            ["Emory University -> emory-university/index.html", "Interested", "D3", "", "", "Atlanta, GA", "0", "0", "0", "Never contacted"],
            ["Rice University -> rice-university/index.html", "Offered", "D1", "B", "Small", "Houston, TX", "1", "2", "1", "Feb 13, 2026"],
            ["Trinity University -> trinity-university/index.html", "Visited", "D3", "A", "Small", "San Antonio, TX", "1", "0", "1", "Never contacted"],
            // i1 is 2026-03-15T03:00Z: March 14 in Chicago.
            ["Vanderbilt University -> vanderbilt-university/index.html", "Interested", "D1", "A", "Medium", "Nashville, TN", "1", "2", "0", "Mar 14, 2026"],
        ])
    }

    @Test func schoolPageListsExactlyItsCoachesInteractionsOffersEventsAndNotes() throws {
        let site = try F.site("ana-diaz")
        let (rice, page) = detail(site, "s2")
        #expect(F.cells(rice.value(for: .schoolCoaches, in: page)) == [["José Cruz", "Head Coach", "", "", "Feb 13, 2026"]])
        guard case .timeline(let timeline) = rice.value(for: .schoolInteractions, in: page) else { Issue.record("shape"); return }
        #expect(timeline.map { [$0.date, $0.title, $0.detail ?? "-", $0.badge ?? "-"] } == [
            ["Feb 13, 2026", "Email · José Cruz", "By Coach · One day before the window, \"quoted\"", "-"],
            ["Jan 10, 2026", "Text · José Cruz", "By Athlete", "Negative"],
        ])
        #expect(F.cells(rice.value(for: .schoolOffers, in: page)) == [["Full", "Pending", "Mar 1, 2026", "Mar 29, 2026"]])
        guard case .events(let events) = rice.value(for: .schoolEvents, in: page) else { Issue.record("shape"); return }
        #expect(events.map { [$0.name, $0.date, $0.type ?? "-", $0.location ?? "-", $0.school ?? "-", $0.link?.url ?? "-"] } == [
            ["Rice Prospect Camp", "Apr 10, 2026", "Camp", "Houston", "-", "https://example.com/camp"],
        ])
        #expect(rice.value(for: .schoolPosts, in: page).isEmpty)
        guard case .notes(let notes) = rice.value(for: .schoolNotes, in: page) else { Issue.record("shape"); return }
        #expect(notes.map { [$0.title, $0.href ?? "-", $0.date ?? "-", $0.tags.joined(separator: ",")] } == [
            ["Rice visit", "../../notes/2026-03-02-rice-visit/index.html", "Mar 2, 2026", "visit"],
        ])
        guard case .facts(let facts) = rice.value(for: .schoolDetails, in: page) else { Issue.record("shape"); return }
        #expect(facts.map { "\($0.label)=\($0.value ?? "nil")" } == [
            "Status=Offered", "Division=D1", "Tier=B", "Size=Small", "Location=Houston, TX", "Website=nil",
        ])

        let (vanderbilt, vPage) = detail(site, "s1")
        #expect(F.cells(vanderbilt.value(for: .schoolCoaches, in: vPage)) == [["Tim Corbin", "Head Coach", "", "", "Mar 14, 2026"]])
        #expect(vanderbilt.value(for: .schoolNotes, in: vPage).isEmpty)
        guard case .posts(let posts) = vanderbilt.value(for: .schoolPosts, in: vPage) else { Issue.record("shape"); return }
        // Newest first; p4's URL-less content is kept as text.
        #expect(posts.map { [$0.platform, $0.date, $0.content ?? "-", $0.link?.url ?? "-"] } == [
            ["Twitter", "Mar 14, 2026", "Great camp at Vanderbilt!", "https://x.com/anadiaz/1"],
            ["Instagram", "Mar 10, 2026", "=HYPERLINK(\"http://evil.example\")", "-"],
        ])
    }

    /// Newest first by instant: an evening interaction is above a morning one of the same day.
    @Test func schoolInteractionsAreNewestFirstByTimeOfDay() throws {
        let day = F.date("2026-03-01")
        let site = try F.handMade(schools: [School(id: "s1", name: "Rice")], interactions: [
            Interaction(id: "a-morning", schoolId: "s1", type: "email", occurredAt: day, occurredTime: 9 * 3600),
            Interaction(id: "b-evening", schoolId: "s1", type: "call", occurredAt: day, occurredTime: 20 * 3600),
            Interaction(id: "c-midnight", schoolId: "s1", type: "text", occurredAt: day),
        ])
        let (school, page) = detail(site, "s1")
        guard case .timeline(let timeline) = school.value(for: .schoolInteractions, in: page) else { Issue.record("shape"); return }
        #expect(timeline.map(\.title) == ["Call", "Email", "Text"])
    }

    @Test func schoolPageHTML() throws {
        let files = SchoolPages(athlete: try F.site("ana-diaz")).render()
        let html = F.file(files, "ana-diaz/schools/rice-university/index.html")
        #expect(html.contains("<h1>Rice University</h1>"))
        #expect(html.contains("<title>Rice University · Ana Díaz · Fixture Family</title>"))
        #expect(html.contains(#"<a class="note-title" href="../../notes/2026-03-02-rice-visit/index.html">Rice visit</a>"#))
        #expect(html.contains(#"<link rel="stylesheet" href="../../../assets/style.css"/>"#))
        #expect(html.contains(#"<a href="../index.html" aria-current="page">Schools</a>"#))
        #expect(html.contains("No social posts about this school"))
        #expect(!html.contains("Tim Corbin"))
        let vanderbilt = F.file(files, "ana-diaz/schools/vanderbilt-university/index.html")
        #expect(vanderbilt.contains("No notes about this school"))
        // Spreadsheet formulas are just text in a page.
        #expect(vanderbilt.contains(#"2026<p>=HYPERLINK("http://evil.example")</p></li>"#))
    }

    @Test func schoolsWithTheSameNameGetNumberedSlugs() throws {
        let site = try F.handMade(
            schools: [School(id: "b", name: "Rice University"), School(id: "a", name: "Rice University"),
                      School(id: "c", name: "!!!")],
            coaches: [Coach(id: "c1", schoolId: "b", name: "Pat")])
        #expect(SchoolPages(athlete: site).render().map(\.path) == [
            "test-athlete/schools/index.html",
            "test-athlete/schools/c/index.html",
            "test-athlete/schools/rice-university/index.html",
            "test-athlete/schools/rice-university-2/index.html",
        ])
        // Slugs go by name, then id: "a" gets the plain one.
        #expect(site.schoolPath("a") == "test-athlete/schools/rice-university/index.html")
        #expect(site.schoolPath("b") == "test-athlete/schools/rice-university-2/index.html")
        let coaches = CoachesPage(athlete: site).render().text
        #expect(coaches.contains(#"<a href="../schools/rice-university-2/index.html">Rice University</a>"#))
    }

    @Test func websiteEmailAndPhoneLinks() throws {
        let site = try F.handMade(
            schools: [School(id: "s1", name: "Evil U", website: "javascript:alert(1)"),
                      School(id: "s2", name: "Good U", website: "good.edu/baseball")],
            coaches: [Coach(id: "c1", schoolId: "s1", name: "Pat", email: "pat@evil.edu", phone: "(615) 555-0100"),
                      Coach(id: "c2", schoolId: "s1", name: "Sam", email: "javascript:alert(1)//@x", phone: "call me")])
        let files = SchoolPages(athlete: site).render()
        let evil = F.file(files, "test-athlete/schools/evil-u/index.html")
        #expect(evil.contains("<dd>javascript:alert(1)</dd>"))
        #expect(!evil.contains(#"href="javascript"#))
        #expect(evil.contains(#"<a href="mailto:pat@evil.edu">pat@evil.edu</a>"#))
        #expect(evil.contains(#"<a href="tel:6155550100">(615) 555-0100</a>"#))
        #expect(evil.contains("<td>javascript:alert(1)//@x</td>"))
        #expect(evil.contains("<td>call me</td>"))
        let good = F.file(files, "test-athlete/schools/good-u/index.html")
        #expect(good.contains(#"<a href="https://good.edu/baseball">good.edu/baseball</a>"#))
    }

    @Test(arguments: [
        ("https://vanderbilt.edu", "https://vanderbilt.edu"),
        ("HTTP://Rice.edu/a?b=1", "HTTP://Rice.edu/a?b=1"),
        (" trinity.edu/athletics ", "https://trinity.edu/athletics"),
        ("javascript:alert(1)", nil),
        ("data:text/html,hi", nil),
        ("/etc/passwd", nil),
        ("not a url", nil),
        ("localhost", nil),
        ("https://", nil),
        ("", nil),
    ] as [(String, String?)])
    func webLinks(_ raw: String, _ expected: String?) {
        #expect(ExternalLink.web(raw) == expected)
    }

    @Test func linkWhitespaceIsUnicodeWhitespace() {
        let scalars = (0...0x3000).compactMap(Unicode.Scalar.init)
        #expect(scalars.filter(ExternalLink.isSpace).map(\.value)
            == [0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20, 0x85, 0xA0, 0x1680] + Array(0x2000...0x200A) + [0x2028, 0x2029, 0x202F, 0x205F, 0x3000])
        #expect(ExternalLink.web(" \u{3000}https://rice.edu/x\u{A0}\t") == "https://rice.edu/x")
        #expect(ExternalLink.web("rice.edu/a\u{2003}b") == nil)
    }

    @Test func emptyAthleteShowsTheSeedEmptyState() throws {
        let files = SchoolPages(athlete: try F.site("empty-one")).render()
        #expect(files.map(\.path) == ["empty-one/schools/index.html"])
        let html = files[0].text
        #expect(html.contains(#"<div class="empty-state"><p>No schools added yet</p><p class="empty-hint">Add your first school</p></div>"#))
        #expect(!html.contains("<table"))
    }
}

/// A school with many interactions: its page shows the latest 100 and links to
/// `schools/<school>/interactions/`, 250 one-line rows a page.
@Suite struct SchoolInteractionPagesTests {
    /// An interaction's sentiment is its row's end, drawn as a badge by the list's `w-badges`
    /// (no `<span class="w-badge">` in each row); a row without one has no end.
    @Test func theSentimentIsTheRowsEnd() throws {
        let site = try AnalyticsFixture.site("ana-diaz") { data in
            data.interactions = [
                Interaction(id: "a", schoolId: "s2", type: "email", sentiment: .positive, occurredAt: LocalDate(iso: "2026-03-02")!, notes: "Nice"),
                Interaction(id: "b", schoolId: "s2", type: "call", occurredAt: LocalDate(iso: "2026-03-01")!),
            ]
        }
        let school = AnalyticsFixture.text(SchoolPages(athlete: site).render(), "ana-diaz/schools/rice-university/index.html")
        #expect(school.contains(#"<ul class="w-list w-rows timeline w-badges"><li><div><span>Email</span>Mar 2, 2026 · Nice</div><div>Positive</div></li>"#
            + #"<li><div><span>Call</span>Mar 1, 2026</div></li></ul>"#))
    }

    @Test func manyInteractionsGetTheirOwnPages() throws {
        let site = try AnalyticsFixture.site("ana-diaz") { data in
            let start = LocalDate(iso: "2025-01-01")!
            data.interactions += (0..<360).map { i in
                Interaction(id: "ix\(1000 + i)", schoolId: "s2", type: "email", occurredAt: start.adding(days: i))
            }
        }
        let files = SchoolPages(athlete: site).render()
        let paths = files.map(\.path).filter { $0.contains("/interactions/") }
        #expect(paths == ["ana-diaz/schools/rice-university/interactions/index.html",
                          "ana-diaz/schools/rice-university/interactions/page-2/index.html"])
        let school = AnalyticsFixture.text(files, "ana-diaz/schools/rice-university/index.html")
        let total = site.data.interactions.filter { $0.schoolId == "s2" }.count
        #expect(school.contains(#"<p class="show-all"><a href="interactions/index.html">Show all \#(total)</a></p>"#))
        let timeline = try #require(school.components(separatedBy: "<ul class=\"w-list w-rows timeline w-badges\">").dropFirst().first?.components(separatedBy: "</ul>").first)
        #expect(timeline.components(separatedBy: "<li").count - 1 == 100)
        let page2 = AnalyticsFixture.text(files, "ana-diaz/schools/rice-university/interactions/page-2/index.html")
        #expect(page2.components(separatedBy: "<li><div>").count - 1 == total - 250)
        #expect(page2.contains(#"<p><a href="../../index.html">Rice University</a></p>"#))
    }
}

/// A school page shows its latest 5 posts and leads to the social feed, where each is in full.
@Suite struct SchoolPostsTests {
    @Test func theLatestFiveAndTheFeed() throws {
        let site = try AnalyticsFixture.site("ana-diaz") { data in
            let start = LocalDate(iso: "2026-01-01")!
            data.posts = (0..<7).map { i in
                SocialPost(id: "sp\(i)", schoolId: "s2", platform: .twitter, postDate: start.adding(days: i), postContent: "post \(i)")
            }
        }
        let files = SchoolPages(athlete: site).render()
        let school = AnalyticsFixture.text(files, "ana-diaz/schools/rice-university/index.html")
        let list = try #require(school.components(separatedBy: "<ul class=\"post-list\">").dropFirst().first?.components(separatedBy: "</ul>").first)
        #expect(SocialFeedPagesTests.contents(list) == ["post 6", "post 5", "post 4", "post 3", "post 2"])
        #expect(school.contains(#"<p class="show-all"><a href="../../social/posts/index.html">View all posts</a></p>"#))
        // Five or fewer: no link.
        let five = try AnalyticsFixture.site("ana-diaz") { data in
            data.posts = (0..<5).map { SocialPost(id: "sp\($0)", schoolId: "s2", platform: .twitter, postDate: LocalDate(iso: "2026-01-01")!) }
        }
        #expect(!AnalyticsFixture.text(SchoolPages(athlete: five).render(), "ana-diaz/schools/rice-university/index.html").contains("View all posts"))
    }

    /// A school page made from only the posts it shows (and their count) is the page made
    /// from all of them, for none, fewer, as many and more posts than it shows.
    @Test(arguments: [0, 1, 5, 6, 12]) func theShownPostsMakeThePage(count: Int) throws {
        let site = try AnalyticsFixture.site("ana-diaz") { data in
            let start = LocalDate(iso: "2026-01-01")!
            data.posts = (0..<count).map { i in
                SocialPost(id: "sp\(i)", schoolId: "s2", platform: .twitter, postDate: start.adding(days: i), postContent: "post <\(i)>")
            }
        }
        let all = site.models.postsNewestFirst.filter { $0.schoolId == "s2" }
        let path = try #require(site.schoolPath("s2"))
        let school = try #require(site.schoolsByID["s2"])
        let log = ContactLog(site.data.interactions, today: site.build.today)
        let interactions = site.models.interactionLog.bySchool()["s2"] ?? []
        let pages = [Array(all), Array(all.prefix(5))].map { posts in
            site.renderSpecPage(.school, path: path, tab: .schools,
                                datasets: SchoolPages.Detail(athlete: site, school: school, log: log, interactions: interactions,
                                                             posts: posts, postCount: all.count),
                                title: school.name, subtitleArguments: ["school": school.name]).bytes
        }
        #expect(pages[0] == pages[1])
        #expect(AnalyticsFixture.text(SchoolPages(athlete: site).render(), path) == String(decoding: pages[0], as: UTF8.self))
    }

    /// `Detail.nonEmpty` asks whether trimming would leave something, without trimming.
    @Test func nonEmptyIsWhatTrimmingLeaves() {
        for s in ["", " ", "\t\n\r\u{0B}\u{0C}", "\u{A0}", "\u{2003} \u{3000}", "a", " a ", "\u{A0}x\u{A0}", "<b>", "👍🏽", "\u{200B}"] {
            #expect(SchoolPages.Detail.nonEmpty(s) == (ExternalLink.trim(s).isEmpty ? nil : s))
        }
        #expect(SchoolPages.Detail.nonEmpty(nil) == nil)
        #expect(SchoolPages.Detail.nonEmpty(" \u{A0}") == nil)
    }
}
