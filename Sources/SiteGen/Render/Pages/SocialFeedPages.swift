import SiteData
import Widgets

/// The social feed: every post of the athlete, all time, newest first (`ListPages`), the one
/// place each post is shown in full. Every range's social page links it: newest first, a
/// range's posts are the feed's first ones (docs/decisions.md, "Each record in full once"). At
/// `social/posts/`.
///
/// The posts that are not recruiting-related (`is_recruiting_related`) are marked
/// (`<li class="other">`: the fewer rows), and each page filters without JavaScript: its card is
/// `#recruiting`, and a link to `#recruiting` (the `:target` rule of the theme) hides them, swaps the line that says which posts are
/// shown, and swaps the pager for one whose links keep the filter. "View all recruiting posts"
/// leads to `social/posts/index.html#recruiting` (docs/decisions.md, "What a page needs, once").
struct SocialFeedPages {
    let athlete: AthleteContext
    /// Every post of the athlete, newest first, with its list item (`Feed`, made once).
    let feed: Feed

    /// The card's id, and the fragment that turns the filter on.
    static let recruitingID = "recruiting"

    /// `feed`: the athlete's, when the caller made it already.
    init(athlete: AthleteContext, feed: Feed? = nil) {
        self.athlete = athlete
        self.feed = feed ?? Feed(athlete)
    }

    static func folder(_ slug: String) -> String { SitePath.socialPostsFolder(slug) }

    /// The first page of the feed.
    static func path(_ slug: String) -> String { ListPages.path(folder(slug), pageNumber: 1) }

    /// Every post sorted and turned into a list item once.
    struct Feed {
        let posts: [SocialPost]
        let items: [PostItem]
        /// Whether any post is recruiting-related (else the feed has no filter).
        let hasRecruiting: Bool

        init(_ athlete: AthleteContext) {
            posts = athlete.models.postsNewestFirst
            let page = athlete.page(SitePath.socialPostsFolder(athlete.slug) + "/index.html", tab: .social)
            let hasRecruiting = posts.contains { $0.isRecruitingRelated }
            // `SocialPages.postItem` for each post, with the date formatted once while it stays
            // the same (the posts come newest first, a day's together). Read in place: a `map`
            // copied every post.
            var day: (date: LocalDate, text: String)?
            var items: [PostItem] = []
            items.reserveCapacity(posts.count)
            posts.withUnsafeBufferPointer { posts in
                for p in posts {
                    let date: String
                    if let day, day.date == p.postDate { date = day.text } else {
                        date = page.formatter.date(p.postDate)
                        day = (p.postDate, date)
                    }
                    var item = PostItem(platform: page.t(p.platform.label), platformKey: p.platform.rawValue, handle: p.authorHandle,
                                        date: date, content: p.postContent, link: p.link)
                    item.other = hasRecruiting && !p.isRecruitingRelated
                    items.append(item)
                }
            }
            self.items = items
            self.hasRecruiting = hasRecruiting
        }

    }

    func render() -> OutputFiles {
        let all = feed.items
        let strings = athlete.build.strings
        let filter = feed.hasRecruiting
        let list = ListPages(athlete: athlete, folder: Self.folder(athlete.slug), tab: .social,
                             title: strings[.feedTitle],
                             back: (SitePath.social(athlete.slug), strings[.pageSocial]),
                             count: all.count, empty: (strings[.feedEmpty], nil),
                             rowBytes: ListPages.postRow, cardID: filter ? Self.recruitingID : nil)
        return list.render { range, page in
            // The whole text of every post: `.post-list-full` lifts the two-line clamp.
            let posts = PostsShape.postList(all[range])
            guard filter else { return .element("div", [.class("post-list-full")], [posts]) }
            return .element("div", [.class("post-list-full")], [
                filterLine(page, range: range),
                posts,
                list.pager(page, number: list.number(of: range), title: strings[.feedRecruitingTitle], fragment: "#" + Self.recruitingID),
            ])
        }
    }

    /// What the page shows, and the link to the other state: "Showing every post. Show only
    /// recruiting posts (180 on this page)" and, under `#recruiting`, "Showing only recruiting
    /// posts: 180 of the 250 on this page. Show all posts" (the theme shows one of the two).
    func filterLine(_ page: Page, range: Range<Int>) -> Node {
        let f = page.formatter
        let marked = feed.posts[range].lazy.filter(\.isRecruitingRelated).count
        let filtered = marked == 0
            ? page.t(.feedFilterRecruitingNone)
            : page.t(.feedFilterRecruiting, ["n": f.integer(marked), "total": f.integer(range.count)])
        return .element("p", [.class("feed-filter")], [
            .element("span", [], [
                .text(page.t(.feedFilterAll) + " "),
                .element("a", [.href("#" + Self.recruitingID)], [.text(page.t(.feedFilterShowRecruiting, ["n": f.integer(marked)]))]),
            ]),
            .element("span", [], [
                .text(filtered + " "),
                .element("a", [.href("#main")], [.text(page.t(.feedFilterShowAll))]),
            ]),
        ])
    }
}
