import SiteData
import Widgets

/// The social feed: every post of one social page's range, newest first, 100 a page
/// (`ListPages`), behind that page's Total Posts card; and the range's recruiting posts
/// (`is_recruiting_related`), behind "View all" under Recent Recruiting Posts. The default
/// range's feeds are `social/posts/` and `social/recruiting/`, another range's
/// `social/<range>/posts/` and `social/<range>/recruiting/`.
struct SocialFeedPages {
    let site: AthleteContext
    let variant: SocialPages.Variant
    /// Every post of the athlete, newest first, with its list item (`Feed`, made once for all
    /// ranges).
    let feed: Feed
    /// Only the recruiting-related posts.
    let recruitingOnly: Bool

    /// `feed`: the athlete's, when the caller made it already (one for every range).
    init(site: AthleteContext, variant: SocialPages.Variant, feed: Feed? = nil, recruitingOnly: Bool = false) {
        self.site = site
        self.variant = variant
        self.feed = feed ?? Feed(site)
        self.recruitingOnly = recruitingOnly
    }

    static func folder(_ slug: String, _ variant: SocialPages.Variant, recruitingOnly: Bool = false) -> String {
        let leaf = recruitingOnly ? "recruiting" : "posts"
        return variant.folder(\.name).map { "\(slug)/social/\($0)/\(leaf)" } ?? "\(slug)/social/\(leaf)"
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

        /// The items of the posts inside `range` (only the recruiting-related ones when
        /// `recruitingOnly`), newest first.
        func items(in range: RangePreset, today: LocalDate, recruitingOnly: Bool = false) -> [PostItem] {
            let window = range.window(endingAt: today)
            if window == nil && !recruitingOnly { return items }
            var out: [PostItem] = []
            for index in posts.indices where window?.contains(posts[index].postDate) ?? true {
                if recruitingOnly && !posts[index].isRecruitingRelated { continue }
                out.append(items[index])
            }
            return out
        }
    }

    func render() -> [OutputFile] {
        let all = feed.items(in: variant.range, today: site.build.today, recruitingOnly: recruitingOnly)
        let strings = site.build.strings
        let rangeName = strings[dynamic: "range.\(variant.range.name)"]
        let list = ListPages(site: site, folder: Self.folder(site.slug, variant, recruitingOnly: recruitingOnly), tab: .social,
                             title: "\(strings[recruitingOnly ? .feedRecruitingTitle : .feedTitle]) · \(rangeName)",
                             back: (SitePath.social(site.slug, range: variant.folder(\.name)), strings[.pageSocial]),
                             count: all.count, empty: (strings[recruitingOnly ? .feedRecruitingEmpty : .feedEmpty], nil))
        return list.render { range, page in
            // The whole text of every post: `.post-list-full` lifts the two-line clamp.
            .element("div", [.class("post-list-full")], [
                WidgetRenderer.listPage(.postList, .posts(Array(all[range])), page: page, idPrefix: "posts"),
            ])
        }
    }
}
