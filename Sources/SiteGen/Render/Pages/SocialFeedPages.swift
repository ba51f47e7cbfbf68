import SiteData
import Widgets

/// The social feed: every post of the athlete, all time, newest first (`ListPages`), the one
/// place each post is shown in full; and every recruiting post (`is_recruiting_related`) as a
/// lighter one-line row (date, author, platform, text; the link and icon are the feed's). Every
/// range's social page links these two: newest first, a range's posts are the feed's first ones
/// (docs/decisions.md, "Each post in full once"). At `social/posts/` and `social/recruiting/`.
struct SocialFeedPages {
    let athlete: AthleteContext
    /// Every post of the athlete, newest first, with its list item (`Feed`, made once).
    let feed: Feed
    /// Only the recruiting-related posts, as light rows.
    let recruitingOnly: Bool

    /// `feed`: the athlete's, when the caller made it already.
    init(athlete: AthleteContext, feed: Feed? = nil, recruitingOnly: Bool = false) {
        self.athlete = athlete
        self.feed = feed ?? Feed(athlete)
        self.recruitingOnly = recruitingOnly
    }

    static func folder(_ slug: String, recruitingOnly: Bool = false) -> String {
        recruitingOnly ? "\(slug)/social/recruiting" : SitePath.socialPostsFolder(slug)
    }

    /// The first page of the feed (every post), or of the recruiting posts.
    static func path(_ slug: String, recruitingOnly: Bool = false) -> String {
        ListPages.path(folder(slug, recruitingOnly: recruitingOnly), page: 1)
    }

    /// Every post sorted and turned into a list item once.
    struct Feed {
        let posts: [SocialPost]
        let items: [PostItem]

        init(_ athlete: AthleteContext) {
            posts = Feed.newestFirst(athlete.data.posts)
            let page = athlete.page(SitePath.socialPostsFolder(athlete.slug) + "/index.html", tab: .social)
            items = posts.map { SocialPages.postItem($0, page) }
        }

        /// `SocialPost.newestFirst` order. Sorts positions, not the posts themselves: a post is
        /// a dozen strings to copy on every move.
        static func newestFirst(_ posts: [SocialPost]) -> [SocialPost] {
            // Compared in place through the buffer: an array subscript would copy each post.
            posts.withUnsafeBufferPointer { p in p.indices.sorted { SocialPost.newestFirst(p[$0], p[$1]) } }.map { posts[$0] }
        }

        /// The items (only the recruiting-related ones when `recruitingOnly`), newest first.
        func items(recruitingOnly: Bool) -> [PostItem] {
            guard recruitingOnly else { return items }
            return posts.indices.filter { posts[$0].isRecruitingRelated }.map { items[$0] }
        }
    }

    func render() -> OutputFiles {
        let all = feed.items(recruitingOnly: recruitingOnly)
        let strings = athlete.build.strings
        let list = ListPages(athlete: athlete, folder: Self.folder(athlete.slug, recruitingOnly: recruitingOnly), tab: .social,
                             title: strings[recruitingOnly ? .feedRecruitingTitle : .feedTitle],
                             back: (SitePath.social(athlete.slug), strings[.pageSocial]),
                             count: all.count, empty: (strings[recruitingOnly ? .feedRecruitingEmpty : .feedEmpty], nil),
                             rowBytes: recruitingOnly ? ListPages.shortRow : ListPages.postRow)
        return list.render { range, page in
            if recruitingOnly {
                let rows = all[range].map { PostLine(meta: Page.dotJoined(Page.dotJoined($0.date, $0.handle), $0.platform) ?? $0.date, content: $0.content).node }
                return .element("ul", [.class("post-lines")], rows)
            }
            // The whole text of every post: `.post-list-full` lifts the two-line clamp.
            return .element("div", [.class("post-list-full")], [
                WidgetRenderer.listPage(.postList, .posts(Array(all[range])), page: page, idPrefix: "posts"),
            ])
        }
    }
}
