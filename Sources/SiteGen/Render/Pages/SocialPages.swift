import SiteData
import Widgets

/// The social analytics pages (docs/numbers.md, "Social analytics"): one per range of the spec's
/// variants, the default at `social/index.html`, the others at `social/<range>/index.html`.
struct SocialPages {
    let athlete: AthleteContext

    typealias Variant = RangeVariant<RangePreset, SocialModel>

    /// The ranges the spec asks for, in tab order (the loader allows only `RangePreset.social`,
    /// whose models the data files carry too; another would be computed here).
    var variants: [Variant] {
        let spec = athlete.build.specs[.social]?.variants
        return Variant.select(spec?.presets ?? RangePreset.social, default: spec?.defaultPreset ?? .default) { range in
            athlete.models.social.first { $0.range == range }?.model
                ?? Social.compute(athlete.data, range: range, today: athlete.build.today)
        }
    }

    /// Whether the athlete has no post at all: then the section is one page, the default
    /// range's, saying what to add: no range tabs, no other range, no feed (docs/decisions.md,
    /// "A section with no data is one page").
    static func isEmpty(_ data: AthleteData) -> Bool { data.posts.isEmpty }

    func render() -> OutputFiles {
        if Self.isEmpty(athlete.data) {
            let all = Variant.defaultOnly(variants)
            return OutputFiles(all.map { v in
                SocialPage(athlete: athlete, variant: v, variants: all, path: SitePath.social(athlete.slug, range: nil)).render()
            })
        }
        let all = variants
        let feed = SocialFeedPages.Feed(athlete)
        // One feed for every range (a range's posts are its first ones, newest first).
        return all.map { v in
            SocialPage(athlete: athlete, variant: v, variants: all, path: SitePath.social(athlete.slug, range: v.folder(\.name))).render()
        } + SocialFeedPages(athlete: athlete, feed: feed).render()
    }
}

/// One social analytics page.
struct SocialPage: PageDatasets {
    let athlete: AthleteContext
    let variant: SocialPages.Variant
    let variants: [SocialPages.Variant]
    let path: String

    var model: SocialModel { variant.model }

    /// No post at all: the page is its empty state alone, saying what to add.
    var sectionIsEmpty: Bool { SocialPages.isEmpty(athlete.data) }

    func shows(_ dataset: SocialDataset) -> Bool { !sectionIsEmpty }

    func emptyState(in page: Page) -> EmptyText? {
        sectionIsEmpty ? EmptyText(text: page.t(.socialNothingYet), hint: page.t(.socialNothingYetHint)) : nil
    }

    /// The feed (every post, all time, newest first: the range's come first), first page.
    var feedPath: String { SocialFeedPages.path(athlete.slug) }

    /// Under Recent Recruiting Posts: every recruiting post (the feed, filtered: `#recruiting`);
    /// with none, every post (the wider list still leads somewhere). Only when the range has posts.
    func fullList(for dataset: SocialPage.Dataset, in page: Page) -> FullList? {
        guard dataset == .recentRecruitingPosts, model.summary.totalPosts > 0 else { return nil }
        if model.summary.recruitingPosts > 0 {
            return FullList(href: page.href(feedPath) + "#" + SocialFeedPages.recruitingID, count: model.summary.recruitingPosts, label: page.t(.feedViewAllRecruiting))
        }
        return FullList(href: page.href(feedPath), count: model.summary.totalPosts, label: page.t(.feedViewAll))
    }

    func render() -> OutputFile {
        athlete.renderSpecPage(.social, path: path, tab: .social, datasets: self, hasData: model.summary.totalPosts > 0)
    }

    func value(for dataset: SocialPage.Dataset, in page: Page) -> DatasetValue {
        let f = page.formatter
        let s = model.summary
        switch dataset {
        case .ranges:
            return variant.tabs(among: variants) { v in
                (page.t(v.range.socialLabel), page.href(SitePath.social(athlete.slug, range: v.folder(\.name))))
            }
        case .socialSummary:
            return .statCards([
                StatCardItem(label: page.t(.socialTotalPosts), value: f.integer(s.totalPosts), href: page.href(feedPath),
                             gradient: .gray, icon: .chart),
                StatCardItem(label: page.t(.socialRecruitingPosts), value: f.integer(s.recruitingPosts),
                             subtitle: s.recruitingPercentage.map { page.t(.socialPctOfPosts, ["n": f.integer($0)]) },
                             gradient: .green, icon: .star),
                StatCardItem(label: page.t(.socialPositiveSentiment), value: f.integer(s.positivePosts),
                             subtitle: s.positivePercentage.map { page.t(.socialPctOfAnalyzed, ["n": f.integer($0)]) },
                             gradient: .blue, icon: .checkCircle),
                StatCardItem(label: page.t(.socialActiveSchools), value: f.integer(s.activeSchools),
                             gradient: .purple, icon: .school),
            ])
        case .sentimentDistribution:
            return .categoryShares(model.sentiment.map { share in
                let label = page.t(share.sentiment.label)
                // The seed's spoken phrase: "Very Positive: 6 posts, 23.1 percent".
                let spoken = share.percentage.map { p in
                    page.t(.socialSentimentSpoken, count: share.count, ["label": label, "percent": f.decimal(p, maxFractionDigits: 1)])
                }
                return ShareItem(label: label, count: share.count, percentage: share.percentage,
                                 percentLabel: share.percentage.map { f.percent($0) } ?? page.t(.commonMissing),
                                 color: share.sentiment.colorToken, spoken: spoken)
            })
        case .platformDistribution:
            guard model.twitterPosts + model.instagramPosts > 0 else { return .counts([]) }
            return .counts([
                CountItem(label: page.t(.platformTwitter), count: model.twitterPosts, color: "twitter", icon: .twitter),
                CountItem(label: page.t(.platformInstagram), count: model.instagramPosts, color: "instagram", icon: .instagram),
            ])
        case .activityByDay:
            let strings = page.strings
            return .timeSeries(TimeSeriesValue(points: model.activity.map { p in
                let label: String = switch model.bucket {
                case .day: f.shortDate(p.date)
                case .week: page.t(.chartWeekOf, ["date": f.shortDate(p.date)])
                case .month: f.monthYear(p.date)
                }
                return .init(date: p.date, count: p.count, label: label,
                             tooltip: strings[.socialActivityTooltip, count: p.count, ["date": label]])
            }, defaultTitle: page.t(model.bucket.label), valueHeader: page.t(.socialPostsHeader)))
        case .topSchools:
            return .ranking(model.topSchools.map { school in
                RankItem(name: athlete.schoolsByID[school.schoolId]?.name ?? page.t(.commonUnknownSchool),
                         href: athlete.schoolPath(school.schoolId).map(page.href),
                         count: school.postCount, countLabel: page.t(.socialPosts, count: school.postCount))
            })
        case .recentRecruitingPosts:
            return .posts(model.recentRecruitingPosts.map { SocialPages.postItem($0, page) })
        }
    }
}

extension SocialPages {
    /// One post as the social page and the feed show it, linked when its `url` makes a `WebLink`.
    static func postItem(_ p: SocialPost, _ page: Page) -> PostItem {
        PostItem(platform: page.t(p.platform.label), platformKey: p.platform.rawValue,
                 handle: p.authorHandle, date: page.formatter.date(p.postDate), content: p.postContent,
                 link: p.link)
    }
}

extension SocialPage {
    typealias Dataset = SocialDataset
}

extension SocialPages: PageFiles { static let kind = PageKind.social; static func files(_ athlete: AthleteContext) -> OutputFiles { SocialPages(athlete: athlete).render() } }
