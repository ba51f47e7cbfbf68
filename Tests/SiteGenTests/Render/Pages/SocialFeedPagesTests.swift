import Foundation
import SiteData
import Testing
import Widgets
@testable import SiteGen

/// The social feed behind "View all posts": every post, all time, newest first, 100 a page; one for every range.
@Suite struct SocialFeedPagesTests {
    static let today = AnalyticsFixture.today

    static func post(_ id: String, daysAgo: Int, time: Int = 0, text: String? = nil) -> SocialPost {
        SocialPost(id: id, platform: .twitter, postDate: today.adding(days: -daysAgo), postTime: time, postContent: text ?? id)
    }

    static func contents(_ html: String) -> [String] {
        // A post's content is the <p> after its meta line (the platform's icon, then text).
        html.components(separatedBy: "</i> ").dropFirst().compactMap { row in
            row.components(separatedBy: "</li>")[0].components(separatedBy: "<p>").dropFirst().first?.components(separatedBy: "</p>")[0]
        }
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
        #expect(allTime.contains(#"<a href="../posts/index.html" class="w-stat w-g-"#))
        let last30 = AnalyticsFixture.text(files, "ana-diaz/social/index.html")
        #expect(last30.contains(#"<p class="show-all"><a href="posts/index.html">View all posts</a></p>"#))
        #expect(last30.contains(#"<a href="posts/index.html" class="w-stat w-g-"#))
    }

    /// 250 posts a page (`ListPages.postRow`); with every post recruiting, the filter's line
    /// counts them all, and the filter's own pager keeps `#recruiting` on every link.
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
        #expect(feed[0].text.components(separatedBy: #"<li><i class=""#).count - 1 == 250)
        #expect(!feed[0].text.contains(#"<li class="other">"#))
        #expect(feed[1].text.contains(#"Show only recruiting posts (250 on this page)"#))
        #expect(feed[2].text.contains(##"<span>Showing only recruiting posts: 1 of the 1 on this page. <a href="#main">Show all posts</a></span>"##))
        #expect(feed[1].text.contains(#"<nav class="pager" aria-label="Pages: Recruiting Posts"><ul><li><a href="../index.html#recruiting" rel="prev">Previous</a></li>"#))
        #expect(feed[1].text.contains(#"<li><a href="../page-3/index.html#recruiting" rel="next">Next</a></li></ul></nav></div></div><nav class="pager" aria-label="Pages: All Posts">"#))
        #expect(!feed.contains { $0.path.contains("social/recruiting/") })
    }

    /// The recruiting posts are marked in the feed, and each page filters them without
    /// JavaScript: a link to `#recruiting` (the card), a line saying which posts are shown in
    /// each state (the theme shows one), and the filtered pager inside the card.
    @Test func theFeedFiltersItsRecruitingPostsWithoutJavaScript() throws {
        let site = try AnalyticsFixture.site("ana-diaz") { data in
            data.posts = [Self.post("a", daysAgo: 1), Self.post("b", daysAgo: 2), Self.post("c", daysAgo: 3)]
            data.posts[1].isRecruitingRelated = true
        }
        let feed = AnalyticsFixture.text(SocialFeedPages(athlete: site).render(), "ana-diaz/social/posts/index.html")
        #expect(feed.contains(#"<div class="card" id="recruiting"><div class="post-list-full"><p class="feed-filter">"#
            + ##"<span>Showing every post. <a href="#recruiting">Show only recruiting posts (1 on this page)</a></span>"##
            + ##"<span>Showing only recruiting posts: 1 of the 3 on this page. <a href="#main">Show all posts</a></span></p>"##
            + #"<ul class="post-list"><li class="other"><i class=""#))
        #expect(feed.components(separatedBy: "<li class=\"other\">").count - 1 == 2)
        #expect(feed.contains(##"<li><i class="x">Twitter</i> Mar 13, 2026<p>b</p></li>"##))
        // One page: no pager, and no filter at all when no post is recruiting.
        #expect(!feed.contains("<nav class=\"pager\""))
        let none = try AnalyticsFixture.site("ana-diaz") { $0.posts = [Self.post("a", daysAgo: 1)] }
        let plain = AnalyticsFixture.text(SocialFeedPages(athlete: none).render(), "ana-diaz/social/posts/index.html")
        #expect(plain.contains(#"<div class="card"><div class="post-list-full"><ul class="post-list"><li><i class=""#))
        #expect(!plain.contains("recruiting"))
    }

    /// No post at all: no feed (the section is its one page, which says what to add) and no link to one.
    @Test func noPostMakesNoFeedAndNoLink() throws {
        let site = try AnalyticsFixture.site("ana-diaz") { $0.posts = [] }
        let files = SocialPages(athlete: site).render()
        #expect(files.map(\.path) == ["ana-diaz/social/index.html"])
        let page = AnalyticsFixture.text(files, "ana-diaz/social/index.html")
        #expect(!page.contains("View all posts"))
        #expect(!page.contains("posts/index.html"))
    }

    /// A range with no post of its own still leads to the feed from its card, not its "View all".
    @Test func aRangeWithoutPostsHasNoViewAll() throws {
        let site = try AnalyticsFixture.site("ana-diaz") { $0.posts = [Self.post("old", daysAgo: 400)] }
        let files = SocialPages(athlete: site).render()
        #expect(Self.contents(AnalyticsFixture.text(files, "ana-diaz/social/posts/index.html")) == ["old"])
        #expect(!AnalyticsFixture.text(files, "ana-diaz/social/index.html").contains("View all posts"))
        #expect(AnalyticsFixture.text(files, "ana-diaz/social/all-time/index.html").contains("View all posts"))
    }

    /// The feed's posts written with one writer (`postList`) are the `posts` shape's
    /// `post_list`: both platforms, with and without a handle, content or link, hidden or not,
    /// with markup, quotes and non-ASCII in every text.
    @Test func thePostListIsThePostsShapes() throws {
        let texts: [String?] = [nil, "", "<script>alert(1)</script>", #"He said "yes" & 'no'"#, "Zoë Łódź 中文 👍🏽"]
        let links: [WebLink?] = [nil, WebLink("https://x.com/a/status/1?q=\"<b>\"&r=1"), WebLink("javascript:alert(1)"), WebLink("https://example.org/zoë")]
        let items = (0..<80).map { k in
            PostItem(platform: k % 2 == 0 ? "Twitter" : "Instagram", platformKey: k % 2 == 0 ? "twitter" : "instagram",
                     handle: [nil, "@ana", "@<b>zoë</b>"][k % 3], date: "Mar \(k % 28 + 1), 2026", content: texts[k % texts.count],
                     link: links[k % links.count], other: k % 5 == 0)
        }
        let site = try AnalyticsFixture.site("ana-diaz")
        let page = site.page("ana-diaz/social/posts/index.html", tab: .social)
        for range in [0..<80, 3..<41, 79..<80, 0..<0] {
            let former = WidgetRenderer.listPage(.postList, .posts(Array(items[range])), page: page, idPrefix: "posts")
            #expect(PostsShape.postList(items[range]).render() == former.render())
            // The simple way: each post on its own, its icon written for it.
            let simple = Node.written { w in
                w.open("ul", .class("post-list"))
                for p in items[range] {
                    PostRow.write(platform: p.platform, platformKey: p.platformKey, metaLead: p.handle, meta: p.date,
                                  content: p.content, href: p.link?.url, other: p.other, into: &w)
                }
                w.close("ul")
            }
            #expect(PostsShape.postList(items[range]).render() == simple.render(), "\(range)")
        }
        // One platform key under two names: each name's own icon.
        let renamed = items.prefix(6).enumerated().map { k, p in
            var p = p
            if k >= 3 { p.platform = "X <Twitter>" }
            return p
        }
        let simple = Node.written { w in
            w.open("ul", .class("post-list"))
            for p in renamed {
                PostRow.write(platform: p.platform, platformKey: p.platformKey, metaLead: p.handle, meta: p.date,
                              content: p.content, href: p.link?.url, other: p.other, into: &w)
            }
            w.close("ul")
        }
        #expect(PostsShape.postList(renamed[...]).render() == simple.render())
        #expect(PostsShape.postList(items[0..<80]).render().contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    }

    /// The feed's items are `SocialPages.postItem` of each post, newest first, with `other` on
    /// the posts that are not recruiting-related: the feed formats a date once while it repeats,
    /// and must still give each post its own.
    @Test func feedItemsAreEachPostsItem() throws {
        let site = try AnalyticsFixture.site("ana-diaz") { data in
            data.posts = (0..<120).map { i in
                var post = SocialPost(id: "p\(i)", platform: i % 3 == 0 ? .instagram : .twitter,
                                      postDate: Self.today.adding(days: -(i / 7) - (i % 5 == 0 ? 30 : 0)), postTime: i * 97 % 86_400,
                                      isRecruitingRelated: i % 4 == 0, postContent: "post <\(i)>",
                                      authorHandle: i % 2 == 0 ? "@h\(i)" : nil, url: i % 3 == 1 ? "https://example.com/\(i)" : nil)
                post.postTime = i * 97 % 86_400
                return post
            }
        }
        let feed = SocialFeedPages.Feed(site)
        let page = site.page(SitePath.socialPostsFolder(site.slug) + "/index.html", tab: .social)
        #expect(feed.items.count == 120)
        #expect(feed.hasRecruiting)
        for (item, post) in zip(feed.items, site.models.postsNewestFirst) {
            let expected = SocialPages.postItem(post, page)
            #expect(item.date == expected.date && item.date == page.formatter.date(post.postDate), "\(post.id)")
            #expect(item.platform == expected.platform && item.platformKey == expected.platformKey, "\(post.id)")
            #expect(item.handle == expected.handle && item.content == expected.content, "\(post.id)")
            #expect(item.link?.url == expected.link?.url, "\(post.id)")
            #expect(item.other == !post.isRecruitingRelated, "\(post.id)")
        }
        #expect(Set(feed.items.map(\.date)).count > 10)
    }
}
