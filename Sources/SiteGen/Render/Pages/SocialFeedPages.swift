import SiteData
import Widgets

/// The social feed: every post of one social page's range, newest first, 100 a page
/// (`ListPages`), behind that page's "View all posts" and its Total Posts card. The default
/// range's feed is `social/posts/`, another range's `social/<range>/posts/`.
struct SocialFeedPages {
    let site: AthleteContext
    let variant: SocialPages.Variant
    /// Every post of the athlete, newest first, with its list item (`Feed`, made once for all
    /// ranges).
    let feed: Feed

    /// `feed`: the athlete's, when the caller made it already (one for every range).
    init(site: AthleteContext, variant: SocialPages.Variant, feed: Feed? = nil) {
        self.site = site
        self.variant = variant
        self.feed = feed ?? Feed(site)
    }

    static func folder(_ slug: String, _ variant: SocialPages.Variant) -> String {
        variant.folder(\.name).map { "\(slug)/social/\($0)/posts" } ?? SitePath.socialPostsFolder(slug)
    }

    /// Every post sorted and turned into a list item once; each range's feed is a filter of it
    /// (a filter keeps the order).
    struct Feed {
        let posts: [SocialPost]
        let items: [PostItem]

        init(_ site: AthleteContext) {
            posts = Feed.newestFirst(site.data.posts)
            let page = site.page(SitePath.socialPostsFolder(site.slug) + "/index.html", tab: .social)
            items = posts.map { SocialPages.postItem($0, page) }
        }

        /// `SocialPost.newestFirst` order. Sorts positions, not the posts themselves: a post is
        /// a dozen strings to copy on every move.
        static func newestFirst(_ posts: [SocialPost]) -> [SocialPost] {
            // Compared in place through the buffer: an array subscript would copy each post.
            posts.withUnsafeBufferPointer { p in p.indices.sorted { SocialPost.newestFirst(p[$0], p[$1]) } }.map { posts[$0] }
        }

        /// The items of the posts inside `range`, newest first.
        func items(in range: SocialRange, today: LocalDate) -> [PostItem] {
            guard let window = range.window(endingAt: today) else { return items }
            var out: [PostItem] = []
            for index in posts.indices where window.contains(posts[index].postDate) { out.append(items[index]) }
            return out
        }
    }

    func render() -> [OutputFile] {
        let all = feed.items(in: variant.range, today: site.build.today)
        let strings = site.build.strings
        let rangeName = strings[dynamic: "range.\(variant.range.name)"]
        let list = ListPages(site: site, folder: Self.folder(site.slug, variant), tab: .social,
                             title: "\(strings[.feedTitle]) · \(rangeName)",
                             back: (SitePath.social(site.slug, range: variant.folder(\.name)), strings[.pageSocial]),
                             count: all.count, empty: (strings[.feedEmpty], nil))
        return list.render { range, page in
            // The whole text of every post: `.post-list-full` lifts the two-line clamp.
            .element("div", [.class("post-list-full")], [
                WidgetRenderer.listPage(.postList, .posts(Array(all[range])), page: page, idPrefix: "posts"),
            ])
        }
    }
}
