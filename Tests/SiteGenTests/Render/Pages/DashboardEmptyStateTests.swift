import Foundation
import SiteData
import Testing
@testable import SiteGen

/// The coach follow-up card's empty state says why it is empty.
@Suite struct DashboardEmptyStateTests {
    func followupCard(_ html: String) throws -> String {
        let start = try #require(html.range(of: "Coach Follow-up</h2>"))
        return String(html[start.upperBound...].prefix(220))
    }

    @Test func noCoachesSaysSoInsteadOfAllContacted() throws {
        let site = try AnalyticsFixture.site("ana-diaz") { data in data.coaches = [] }
        let card = try followupCard(DashboardPage(athlete: site).render().text)
        #expect(card.hasPrefix(#"<div class="empty-state"><p>No coaches added yet</p><p class="empty-hint">Add your first coach</p></div>"#))
        #expect(!card.contains("Every coach has been contacted"))
    }

    @Test func coachesAllRecentlyContactedKeepTheSpecText() throws {
        let site = try AnalyticsFixture.site("ana-diaz") { data in
            data.coaches = [Coach(id: "c1", schoolId: nil, name: "Alex")]
            data.interactions = [Interaction(id: "i1", schoolId: nil, coachId: "c1", occurredAt: LocalDate(iso: "2026-03-14")!)]
        }
        let card = try followupCard(DashboardPage(athlete: site).render().text)
        #expect(card.hasPrefix(#"<div class="empty-state"><p>Every coach has been contacted in the last 14 days</p></div>"#))
    }

    @Test func polishTable() throws {
        let site = try AnalyticsFixture.site("ana-diaz", .pl) { data in data.coaches = [] }
        let page = site.page(SitePath.dashboard(site.slug), tab: .dashboard)
        #expect(DashboardPage(athlete: site).emptyMessage(for: .coachFollowups, in: page)
            == EmptyText(text: "Nie dodano jeszcze żadnego trenera", hint: "Dodaj swojego pierwszego trenera"))
    }

    func card(_ html: String, _ title: String) throws -> String {
        let start = try #require(html.range(of: "\(title)</h2>"))
        return String(html[start.upperBound...].prefix(400))
    }

    /// Interactions, none in the last 26 weeks: the trend and heatmap say so, without telling
    /// the athlete to log a first one.
    @Test func oldInteractionsOnlyKeepTheTextWithoutTheFirstTimeHint() throws {
        let site = try AnalyticsFixture.site("ana-diaz") { data in
            data.interactions = [Interaction(id: "i1", schoolId: nil, coachId: nil, occurredAt: LocalDate(iso: "2024-01-10")!)]
        }
        let html = DashboardPage(athlete: site).render().text
        let trend = try card(html, "Interaction Trend")
        #expect(trend.contains(#"<div class="empty-state"><p>No interactions in the last 30 days</p></div>"#))
        let heatmap = try card(html, "Contact Frequency")
        #expect(heatmap.contains(#"<div class="empty-state"><p>No interactions in the last 26 weeks</p></div>"#))
        #expect(!html.contains("Log your first interaction"))
    }

    @Test func noInteractionsAtAllKeepTheHint() throws {
        let site = try AnalyticsFixture.site("ana-diaz") { data in data.interactions = [] }
        let trend = try card(DashboardPage(athlete: site).render().text, "Interaction Trend")
        #expect(trend.contains(#"<div class="empty-state"><p>No interactions in the last 30 days</p><p class="empty-hint">Log your first interaction</p></div>"#))
    }
}

/// The dashboard greets the athlete as its design does: "Welcome back, {firstName}!".
@Suite struct DashboardGreetingTests {
    @Test func greetingUsesTheFirstName() throws {
        let en = DashboardPage(athlete: try AnalyticsFixture.site("ana-diaz")).render().text
        #expect(en.contains("<h1>Dashboard</h1><p>Welcome back, Ana!</p>"))
        let pl = DashboardPage(athlete: try AnalyticsFixture.site("ana-diaz", .pl)).render().text
        #expect(pl.contains("<p>Witaj ponownie, Ana!</p>"))
    }

    @Test(arguments: [("Ethan Carter", "Ethan"), ("María José García", "María"), ("Cher", "Cher"), ("  Liam\tBrooks ", "Liam")])
    func firstName(name: String, first: String) {
        #expect(DashboardPage.firstName(name) == first)
    }
}

/// A new athlete's first steps, in place of "No action items at this time".
@Suite struct GettingStartedTests {
    @Test func anEmptyAthleteSeesItsFirstStepsOnTheDashboardAndTheActionsPage() throws {
        let site = try AnalyticsFixture.site("empty-one")
        let dashboard = DashboardPage(athlete: site).render().text
        #expect(!dashboard.contains("No action items at this time"))
        #expect(dashboard.contains(#"<h3>Add your first schools</h3><span class="w-badge w-badge-low">Getting started</span></div><p>List the schools you are considering in schools.csv</p><a href="schools/index.html">Open Schools</a>"#))
        #expect(dashboard.contains("Add a coach") && dashboard.contains("Log your first metric"))
        #expect(dashboard.contains(#"<p class="show-all"><a href="actions/index.html">Show all 4</a></p>"#))
        let actions = ActionsPage(athlete: site).render().text
        #expect(actions.contains(#"<a href="../profile/index.html">Open Profile</a>"#))
        #expect(actions.contains("Complete your profile"))
        // The data file keeps the computed action items only.
        #expect(site.models.dashboard.actionItems.isEmpty)
    }

    @Test func anAthleteWithActionItemsSeesThemInstead() throws {
        let dashboard = DashboardPage(athlete: try AnalyticsFixture.site("ana-diaz")).render().text
        #expect(!dashboard.contains("Getting started"))
    }
}

/// The dashboard's small social widget: the profile's platforms, handles and links.
@Suite struct DashboardSocialHandlesTests {
    @Test func handlesLinkToTheirPlatforms() throws {
        let site = try AnalyticsFixture.site("ana-diaz") { data in
            data.profile.social = [KeyValue("twitter", "@ana_d"), KeyValue("hudl", "https://www.hudl.com/profile/123")]
        }
        let html = DashboardPage(athlete: site).render().text
        #expect(html.contains("Social Media</h2>"))
        #expect(html.contains(#"href="https://x.com/ana_d""#))
        #expect(html.contains("Twitter: @ana_d"))
        #expect(html.contains(#"href="https://www.hudl.com/profile/123""#))
    }

    @Test func noHandlesSaysWhereToAddThem() throws {
        let site = try AnalyticsFixture.site("ana-diaz") { data in data.profile.social = [] }
        let html = DashboardPage(athlete: site).render().text
        #expect(html.contains(#"<div class="empty-state"><p>No social accounts added yet</p><p class="empty-hint">Add your handles under social: in athlete.yml</p></div>"#))
    }
}

/// Recent Activity's "Show all N" opens `activity/`: every activity, newest first, 400 a page,
/// each once, with links to each record's own list.
@Suite struct ActivityPagesTests {
    /// `interactions` calls, one a day from `start` (the fixture's today is 2026-03-15).
    static func site(interactions: Int, from start: String = "2025-01-01") throws -> AthleteContext {
        try AnalyticsFixture.site("empty-one") { data in
            let start = LocalDate(iso: start)!
            data.interactions = (0..<interactions).map { k in
                Interaction(id: "i\(1000 + k)", schoolId: nil, coachId: nil, type: "call", occurredAt: start.adding(days: k))
            }
        }
    }

    /// A page's activity lines (one a day here: each under its day's heading).
    static func days(_ html: String) -> Int { html.components(separatedBy: "</h2><ul><li>").count - 1 }

    @Test func everyActivityInPagesOfAThousand() throws {
        let site = try Self.site(interactions: 2_100, from: "2020-01-01")
        let files = PageKind.dashboard.files(site)
        let paths = ["empty-one/activity/index.html", "empty-one/activity/page-2/index.html", "empty-one/activity/page-3/index.html"]
        #expect(files.map(\.path).filter { $0.contains("/activity/") } == paths)
        let dashboard = AnalyticsFixture.text(files, "empty-one/index.html")
        #expect(dashboard.contains(#"<p class="show-all"><a href="activity/index.html">Show all 2,100</a></p>"#))
        let pages = paths.map { AnalyticsFixture.text(files, $0) }
        #expect(pages[0].contains("<h1>All Activity</h1><p>Page 1 of 3 · 2,100 in all, newest first</p>"))
        #expect(pages.map(Self.days) == [1_000, 1_000, 100])
        // Newest first, one compact line each: the last interaction (2025-09-30) opens page 1,
        // the first (2020-01-01) closes page 3; page 2 starts the day before page 1 ends.
        #expect(pages[0].contains(#"<div class="card" id="activity-log"><h2>Sep 30, 2025</h2><ul><li>Call</li></ul>"#))
        #expect(pages[2].contains(#"<h2>Jan 1, 2020</h2><ul><li>Call</li></ul></div>"#))
        #expect(pages[0].contains(">Jan 5, 2023<") && !pages[0].contains(">Jan 4, 2023<"))
        #expect(pages[1].contains(">Jan 4, 2023<") && !pages[1].contains(">Jan 5, 2023<"))
        #expect(pages[0].contains(#"<p><a href="../index.html">Dashboard</a> · each in full in its own list: <a href="../interactions/index.html">Interactions</a></p>"#))
        #expect(Dashboard.activityLog(site.data, today: site.build.today)[0..<2].map(\.id) == ["i3099", "i3098"])
    }

    /// Fewer than a page: every one on one page, "Show all 12" on the card.
    @Test func fewerThanAPageAreAllShown() throws {
        let files = PageKind.dashboard.files(try Self.site(interactions: 12))
        #expect(AnalyticsFixture.text(files, "empty-one/index.html").contains(#"<a href="activity/index.html">Show all 12</a>"#))
        let page = AnalyticsFixture.text(files, "empty-one/activity/index.html")
        #expect(page.contains("<p>Page 1 of 1 · 12 in all, newest first</p>"))
        #expect(Self.days(page) == 12)
    }

    /// Social posts are neither on the card nor on the activity page: the social feed lists
    /// each in full, and the page links it.
    @Test func postsAreInTheSocialFeedNotOnTheActivityPages() throws {
        let site = try AnalyticsFixture.site("empty-one") { data in
            let start = LocalDate(iso: "2025-01-01")!
            data.interactions = (0..<12).map { k in
                Interaction(id: "i\(1000 + k)", schoolId: nil, coachId: nil, type: "call", occurredAt: start.adding(days: k))
            }
            data.posts = [SocialPost(id: "p1", platform: .twitter, postDate: start.adding(days: 20),
                                     postContent: "Camp  registration\nis open <b>now</b>", authorHandle: "@StateBSB")]
        }
        let files = PageKind.dashboard.files(site)
        let card = AnalyticsFixture.text(files, "empty-one/index.html")
        #expect(!card.contains("@StateBSB"))
        #expect(card.contains(#"<a href="activity/index.html">Show all 12</a>"#))
        let page = AnalyticsFixture.text(files, "empty-one/activity/index.html")
        #expect(!page.contains("@StateBSB"))
        #expect(page.contains(#"<p><a href="../index.html">Dashboard</a> · each in full in its own list: <a href="../interactions/index.html">Interactions</a>, <a href="../social/posts/index.html">All Posts</a></p>"#))
        #expect(Dashboard.activityLog(site.data, today: site.build.today)[0..<1].map(\.id) == ["i1011"])
        #expect(DashboardPage.postExcerpt(String(repeating: "a", count: 120)) == String(repeating: "a", count: 99) + "…")
    }

    @Test func noPagesWhenTheCardShowsEverything() throws {
        let files = PageKind.dashboard.files(try Self.site(interactions: 10))
        #expect(!files.contains { $0.path.contains("/activity/") })
        #expect(!AnalyticsFixture.text(files, "empty-one/index.html").contains("activity/index.html"))
    }
}
