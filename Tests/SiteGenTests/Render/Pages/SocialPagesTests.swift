import Foundation
import SiteData
import Testing
@testable import SiteGen

@Suite struct SocialPagesTests {
    @Test func onePagePerRangeDefaultAtIndex() throws {
        let files = SocialPages(athlete: try AnalyticsFixture.site("ana-diaz")).render()
        #expect(files.map(\.path) == [
            "ana-diaz/social/last-7-days/index.html", "ana-diaz/social/index.html", "ana-diaz/social/last-90-days/index.html",
            "ana-diaz/social/all-time/index.html", "ana-diaz/social/posts/index.html",
        ])
        let page = AnalyticsFixture.text(files, "ana-diaz/social/all-time/index.html")
        // The social design's range labels: 7 Days, 30 Days, 90 Days, All Time.
        #expect(page.contains(#"<li><a href="../last-7-days/index.html" class="w-tab">7 Days</a></li><li><a href="../index.html" class="w-tab">30 Days</a></li><li><a href="../last-90-days/index.html" class="w-tab">90 Days</a></li><li><a href="index.html" aria-current="page" class="w-tab w-current">All Time</a></li>"#))
        let pl = AnalyticsFixture.text(SocialPages(athlete: try AnalyticsFixture.site("ana-diaz", .pl)).render(), "ana-diaz/social/index.html")
        #expect(pl.contains(#"<li><a href="last-7-days/index.html" class="w-tab">7 dni</a></li><li><a href="index.html" aria-current="page" class="w-tab w-current">30 dni</a></li>"#))
    }

    @Test func summarySentimentAndSchools() throws {
        let files = SocialPages(athlete: try AnalyticsFixture.site("ana-diaz")).render()
        let page = AnalyticsFixture.text(files, "ana-diaz/social/all-time/index.html")
        #expect(page.contains("75% of posts"))
        #expect(page.contains("67% of analyzed posts"))
        #expect(page.contains("1 (33.3%)"))
        #expect(page.contains("0 (0.0%)"))
        // Top schools: the known one links to its page, the unknown id has no link.
        #expect(page.contains(#"<li><a href="../../schools/vanderbilt-university/index.html">Vanderbilt University</a> <span class="muted">2 posts</span></li>"#))
        #expect(page.contains(#"<li>Unknown School <span class="muted">1 post</span></li>"#))
        // Recruiting posts: text content escaped, never a live formula or markup.
        #expect(page.contains(#"2026<p>=HYPERLINK("http://evil.example")</p></li>"#))
        // A link only for http(s) URLs.
        #expect(page.contains(#"2026<a href="https://x.com/anadiaz/1">Great camp at Vanderbilt!</a></li>"#))
    }

    @Test func activityTitleAndTooltipFollowTheBucket() throws {
        let files = SocialPages(athlete: try AnalyticsFixture.site("ana-diaz")).render()
        let page = AnalyticsFixture.text(files, "ana-diaz/social/index.html")
        // A card in a section without a title is headed h2 (no h1 → h3 jump).
        #expect(page.contains("<h2>Activity by Day</h2>"))
        #expect(page.contains("<title>Mar 14: 1 post</title>"))

        // Posts spread over two years: all time falls back to week buckets.
        let spread = try AnalyticsFixture.site("ana-diaz") { data in
            data.posts.append(SocialPost(id: "old", platform: .twitter, postDate: LocalDate(iso: "2025-01-06")!))
        }
        let weekly = AnalyticsFixture.text(SocialPages(athlete: spread).render(), "ana-diaz/social/all-time/index.html")
        #expect(weekly.contains("<h2>Activity by Week</h2>"))
        #expect(weekly.contains("<title>Week of Jan 6: 1 post</title>"))
        let pl = AnalyticsFixture.text(SocialPages(athlete: try AnalyticsFixture.site("ana-diaz", .pl)).render(), "ana-diaz/social/index.html")
        #expect(pl.contains("<title>14 mar: 1 post</title>"))
    }

    /// A range with no post among ranges with some: the seed's texts, and the tabs to the others.
    @Test func emptyRangeShowsSeedTexts() throws {
        let site = try AnalyticsFixture.site("ana-diaz") { data in
            data.posts = data.posts.filter { $0.postDate < LocalDate(iso: "2026-03-09")! }
        }
        let files = SocialPages(athlete: site).render()
        let page = AnalyticsFixture.text(files, "ana-diaz/social/last-7-days/index.html")
        #expect(page.contains("<p>No posts in selected period</p><p class=\"empty-hint\">Try selecting a longer time range</p>"))
        #expect(page.contains("No sentiment data available"))
        #expect(page.contains("No data available"))
        #expect(page.contains("w-tabs"))
    }

    /// No post at all: one page that says what to add; no tabs, empty charts or feed.
    @Test func aSectionWithNoPostIsOnePage() throws {
        let files = SocialPages(athlete: try AnalyticsFixture.site("empty-one")).render()
        #expect(files.map(\.path) == ["empty-one/social/index.html"])
        let page = AnalyticsFixture.text(files, "empty-one/social/index.html")
        #expect(page.contains(#"<p>No social posts yet</p><p class="empty-hint">Add your posts, and posts about you, to social_media_posts.csv: this page then counts them by date range, sentiment, platform and school.</p>"#))
        #expect(!page.contains("No posts in selected period"))
        #expect(!page.contains("No sentiment data available"))
        #expect(!page.contains("w-tabs"))
        #expect(!page.contains("posts/index.html"))
        let pl = AnalyticsFixture.text(SocialPages(athlete: try AnalyticsFixture.site("empty-one", .pl)).render(), "empty-one/social/index.html")
        #expect(pl.contains("<p>Brak postów</p>"))
    }

    @Test func noAnalysedPostKeepsOtherCharts() throws {
        let site = try AnalyticsFixture.site("ana-diaz") { data in
            for i in data.posts.indices { data.posts[i].sentiment = nil }
        }
        let page = AnalyticsFixture.text(SocialPages(athlete: site).render(), "ana-diaz/social/index.html")
        #expect(page.contains("No sentiment data available"))
        #expect(page.contains("Platform Distribution"))
        #expect(!page.contains("% of analyzed posts"))
    }

    @Test func postURLsOtherThanHTTPAreNotLinked() throws {
        let site = try AnalyticsFixture.site("ana-diaz") { data in
            data.posts[0].url = "javascript:alert(1)"
            data.posts[0].postContent = "<script>alert(1)</script>"
        }
        let page = AnalyticsFixture.text(SocialPages(athlete: site).render(), "ana-diaz/social/index.html")
        #expect(!page.contains("javascript:"))
        #expect(!page.contains("<script>"))
        #expect(page.contains(#"2026<p>&lt;script&gt;alert(1)&lt;/script&gt;</p></li>"#))
    }

    /// "View all" under Recent Recruiting Posts opens the feed with its recruiting filter on
    /// (`#recruiting`); there is no list of recruiting posts of its own.
    @Test func viewAllUnderRecruitingPostsOpensTheFilteredFeed() throws {
        let site = try AnalyticsFixture.site("ana-diaz")
        let files = SocialPages(athlete: site).render()
        let page = AnalyticsFixture.text(files, "ana-diaz/social/all-time/index.html")
        let recruiting = site.data.posts.filter(\.isRecruitingRelated).count
        #expect(recruiting == 3 && site.data.posts.count == 4)
        #expect(page.contains(#"<p class="show-all"><a href="../posts/index.html#recruiting">View all recruiting posts</a></p>"#))
        #expect(!files.contains { $0.path.contains("social/recruiting/") })
        let all = AnalyticsFixture.text(files, "ana-diaz/social/posts/index.html")
        #expect(all.components(separatedBy: #"<li><i class=""#).count - 1 == 3)
        #expect(all.components(separatedBy: #"<li class="other"><i class=""#).count - 1 == 1)
        #expect(all.contains(#"<div class="card" id="recruiting">"#))
    }

    /// The seed's spoken sentiment chart: "N posts, P percent" per sentiment, as the chart's
    /// description and each bar's tooltip.
    @Test func sentimentIsSpokenAsPostsAndPercent() throws {
        let page = AnalyticsFixture.text(SocialPages(athlete: try AnalyticsFixture.site("ana-diaz")).render(), "ana-diaz/social/all-time/index.html")
        #expect(page.contains("Very Positive: 1 post, 33.3 percent; Positive: 1 post, 33.3 percent; Neutral: 1 post, 33.3 percent; Negative: 0 posts, 0 percent</desc>"))
        #expect(page.contains("<title>Neutral: 1 post, 33.3 percent</title>"))
    }
}
