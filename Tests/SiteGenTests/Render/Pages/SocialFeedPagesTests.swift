import Foundation
import SiteData
import Testing
@testable import SiteGen

/// The social feed behind "View all posts": every post of the range, newest first, 100 a page.
@Suite struct SocialFeedPagesTests {
    static let today = AnalyticsFixture.today

    static func post(_ id: String, daysAgo: Int, time: Int = 0, text: String? = nil) -> SocialPost {
        SocialPost(id: id, platform: .twitter, postDate: today.adding(days: -daysAgo), postTime: time, postContent: text ?? id)
    }

    static func contents(_ html: String) -> [String] {
        // A post's content is the <p> right after its meta line's.
        html.components(separatedBy: "</p><p>").dropFirst().map { $0.components(separatedBy: "</p>")[0] }
    }

    @Test func everyPostOfTheRangeNewestFirstTiesById() throws {
        let site = try AnalyticsFixture.site("ana-diaz") { data in
            data.posts = [Self.post("b", daysAgo: 1), Self.post("a", daysAgo: 1), Self.post("B", daysAgo: 1),
                          Self.post("evening", daysAgo: 1, time: 70_000), Self.post("old", daysAgo: 45),
                          Self.post("x", daysAgo: 0, text: "<img src=x onerror=alert(1)>")]
        }
        let files = SocialPages(site: site).render()
        let last30 = AnalyticsFixture.text(files, "ana-diaz/social/posts/index.html")
        #expect(Self.contents(last30) == ["&lt;img src=x onerror=alert(1)&gt;", "evening", "B", "a", "b"])
        let allTime = AnalyticsFixture.text(files, "ana-diaz/social/all-time/posts/index.html")
        #expect(Self.contents(allTime) == ["&lt;img src=x onerror=alert(1)&gt;", "evening", "B", "a", "b", "old"])
        #expect(allTime.contains("<h1>All Posts · All time</h1>"))
        #expect(allTime.contains(#"<p><a href="../index.html">Social Analytics</a></p>"#))
        #expect(last30.contains(#"<div class="post-list-full"><ul class="post-list">"#))
        // The social page leads to its range's feed, from its link and its Total Posts card.
        let social = AnalyticsFixture.text(files, "ana-diaz/social/all-time/index.html")
        #expect(social.contains(#"<p class="show-all"><a href="posts/index.html">View all posts</a></p>"#))
        #expect(social.contains(#"<a href="posts/index.html" class="w-stat""#))
    }

    @Test func hundredAndOnePostsMakeTwoPages() throws {
        let site = try AnalyticsFixture.site("ana-diaz") { data in
            data.posts = (0..<101).map { Self.post(String(format: "p%03d", $0), daysAgo: 0, time: $0) }
        }
        let feed = SocialFeedPages(site: site, variant: SocialPages(site: site).variants.first { $0.isDefault }!).render()
        #expect(feed.map(\.path) == ["ana-diaz/social/posts/index.html", "ana-diaz/social/posts/page-2/index.html"])
        #expect(Self.contents(feed[0].text).count == 100)
        #expect(Self.contents(feed[1].text) == ["p000"])
    }

    @Test func noPostInTheRangeShowsTheEmptyStateAndNoLink() throws {
        let site = try AnalyticsFixture.site("ana-diaz") { $0.posts = [Self.post("old", daysAgo: 400)] }
        let files = SocialPages(site: site).render()
        let feed = AnalyticsFixture.text(files, "ana-diaz/social/posts/index.html")
        #expect(feed.contains(#"<div class="card"><div class="empty-state"><p>No posts in this range</p></div></div>"#))
        #expect(!AnalyticsFixture.text(files, "ana-diaz/social/index.html").contains("View all posts"))
    }
}
