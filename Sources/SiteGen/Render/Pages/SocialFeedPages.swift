import SiteData
import Widgets

/// The social feed: every post of one social page's range, newest first, 100 a page
/// (`ListPages`), behind that page's "View all posts" and its Total Posts card. The default
/// range's feed is `social/posts/`, another range's `social/<range>/posts/`.
struct SocialFeedPages {
    let site: AthleteContext
    let variant: SocialPages.Variant

    static func folder(_ slug: String, _ variant: SocialPages.Variant) -> String {
        variant.folder(\.name).map { "\(slug)/social/\($0)/posts" } ?? SitePath.socialPostsFolder(slug)
    }

    /// The range's posts by instant, newest first, then id in code-point order (as the social
    /// page's recent posts).
    static func posts(_ data: AthleteData, range: SocialRange, today: LocalDate) -> [SocialPost] {
        let window = range.window(endingAt: today)
        return data.posts.filter { p in window.map { $0.contains(p.postDate) } ?? true }.sorted { a, b in
            if a.postDate != b.postDate { return a.postDate > b.postDate }
            if a.postTime != b.postTime { return a.postTime > b.postTime }
            return codePointLess(a.id, b.id)
        }
    }

    func render() -> [OutputFile] {
        let all = Self.posts(site.data, range: variant.range, today: site.build.today)
        let strings = site.build.strings
        let rangeName = strings[dynamic: "range.\(variant.range.name)"]
        let list = ListPages(site: site, folder: Self.folder(site.slug, variant), tab: .social,
                             title: "\(strings[.feedTitle]) · \(rangeName)",
                             back: (SitePath.social(site.slug, range: variant.folder(\.name)), strings[.pageSocial]),
                             count: all.count, empty: (strings[.feedEmpty], nil))
        return list.render { range, page in
            let items = all[range].map { SocialPages.postItem($0, page) }
            // The whole text of every post: `.post-list-full` lifts the two-line clamp.
            return .element("div", [.class("post-list-full")], [
                WidgetRenderer.listPage(.postList, .posts(items), page: page, idPrefix: "posts"),
            ])
        }
    }
}
