import Foundation
import SiteData
import Testing
@testable import SiteGen

/// The social feed behind "View all posts": every post, all time, newest first, 100 a page; one for every range.
@Suite struct SocialFeedPagesTests {
    static let today = AnalyticsFixture.today

    static func post(_ id: String, daysAgo: Int, time: Int = 0, text: String? = nil) -> SocialPost {
        SocialPost(id: id, platform: .twitter, postDate: today.adding(days: -daysAgo), postTime: time, postContent: text ?? id)
    }

    static func contents(_ html: String) -> [String] {
        // A post's content is the <p> right after its meta line's.
        html.components(separatedBy: "</p><p>").dropFirst().map { $0.components(separatedBy: "</p>")[0] }
    }

    @Test func everyPostNewestFirstTiesByIdLinkedFromEveryRange() throws {
        let site = try AnalyticsFixture.site("ana-diaz") { data in
            data.posts = [Self.post("b", daysAgo: 1), Self.post("a", daysAgo: 1), Self.post("B", daysAgo: 1),
                          Self.post("evening", daysAgo: 1, time: 70_000), Self.post("old", daysAgo: 45),
                          Self.post("x", daysAgo: 0, text: "<img src=x onerror=alert(1)>")]
        }
        let files = SocialPages(athlete: site).render()
        let feed = AnalyticsFixture.text(files, "ana-diaz/social/posts/index.html")
        #expect(Self.contents(feed) == ["&lt;img src=x onerror=alert(1)&gt;", "evening", "B", "a", "b", "old"])
        #expect(feed.contains("<h1>All Posts</h1>"))
        #expect(feed.contains(#"<p><a href="../index.html">Social Analytics</a></p>"#))
        #expect(feed.contains(#"<div class="post-list-full"><ul class="post-list">"#))
        // No feed of a range's own: every range's page leads to the one feed.
        #expect(!files.contains { $0.path.hasSuffix("all-time/posts/index.html") || $0.path.hasSuffix("last-7-days/recruiting/index.html") })
        let allTime = AnalyticsFixture.text(files, "ana-diaz/social/all-time/index.html")
        #expect(allTime.contains(#"<a href="../posts/index.html" class="w-stat""#))
        let last30 = AnalyticsFixture.text(files, "ana-diaz/social/index.html")
        #expect(last30.contains(#"<p class="show-all"><a href="posts/index.html">View all posts</a></p>"#))
        #expect(last30.contains(#"<a href="posts/index.html" class="w-stat""#))
    }

    /// 250 posts a page (`ListPages.postRow`), 400 light rows a page of recruiting posts.
    @Test func fiveHundredAndOnePostsMakeThreePages() throws {
        let site = try AnalyticsFixture.site("ana-diaz") { data in
            data.posts = (0..<501).map { Self.post(String(format: "p%03d", $0), daysAgo: 0, time: $0) }
            for i in data.posts.indices { data.posts[i].isRecruitingRelated = true }
        }
        let feed = SocialFeedPages(athlete: site).render()
        #expect(feed.map(\.path) == ["ana-diaz/social/posts/index.html", "ana-diaz/social/posts/page-2/index.html",
                                     "ana-diaz/social/posts/page-3/index.html"])
        #expect(Self.contents(feed[0].text).count == 250)
        #expect(Self.contents(feed[1].text).count == 250)
        #expect(Self.contents(feed[2].text) == ["p000"])
        let recruiting = SocialFeedPages(athlete: site, recruitingOnly: true).render()
        #expect(recruiting.map(\.path) == ["ana-diaz/social/recruiting/index.html", "ana-diaz/social/recruiting/page-2/index.html"])
        #expect(recruiting[0].text.components(separatedBy: "<li><small>").count - 1 == 400)
        #expect(recruiting[1].text.components(separatedBy: "<li><small>").count - 1 == 101)
        #expect(recruiting[1].text.contains("<li><small>Mar 15, 2026 · Twitter</small> p000</li></ul>"))
    }

    @Test func noPostShowsTheEmptyStateAndNoLink() throws {
        let site = try AnalyticsFixture.site("ana-diaz") { $0.posts = [] }
        let files = SocialPages(athlete: site).render()
        let feed = AnalyticsFixture.text(files, "ana-diaz/social/posts/index.html")
        #expect(feed.contains(#"<div class="card"><div class="empty-state"><p>No posts yet</p></div></div>"#))
        let recruiting = AnalyticsFixture.text(files, "ana-diaz/social/recruiting/index.html")
        #expect(recruiting.contains(#"<div class="card"><div class="empty-state"><p>No recruiting posts yet</p></div></div>"#))
        #expect(!AnalyticsFixture.text(files, "ana-diaz/social/index.html").contains("View all posts"))
    }

    /// A range with no post of its own still leads to the feed from its card, not its "View all".
    @Test func aRangeWithoutPostsHasNoViewAll() throws {
        let site = try AnalyticsFixture.site("ana-diaz") { $0.posts = [Self.post("old", daysAgo: 400)] }
        let files = SocialPages(athlete: site).render()
        #expect(Self.contents(AnalyticsFixture.text(files, "ana-diaz/social/posts/index.html")) == ["old"])
        #expect(!AnalyticsFixture.text(files, "ana-diaz/social/index.html").contains("View all posts"))
        #expect(AnalyticsFixture.text(files, "ana-diaz/social/all-time/index.html").contains("View all posts"))
    }
}
