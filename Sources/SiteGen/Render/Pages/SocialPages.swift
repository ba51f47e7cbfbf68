import SiteData

/// The social analytics pages (docs/numbers.md, "Social analytics"): one per range of the spec's
/// variants, the default at `social/index.html`, the others at `social/<range>/index.html`.
struct SocialPages {
    let site: AthleteSite

    struct Variant {
        var range: SocialRange
        var model: SocialModel
        var isDefault: Bool
    }

    /// The ranges the spec asks for, in tab order.
    var variants: [Variant] {
        let spec = site.render.specs[.social]?.variants
        let names = spec?.presets.map(\.rawValue) ?? SocialRange.allCases.map(\.name)
        let defaultName = spec?.defaultPreset.rawValue ?? SocialRange.default.name
        return names.compactMap { name in
            site.models.social.first { $0.range.name == name }.map { Variant(range: $0.range, model: $0.model, isDefault: name == defaultName) }
        }
    }

    func render() -> [OutputFile] {
        let all = variants
        return all.map { v in
            SocialPage(site: site, variant: v, variants: all,
                       path: SitePath.social(site.slug, range: v.range.name, isDefault: v.isDefault)).render()
        }
    }
}

/// One social analytics page.
struct SocialPage: PageDatasets {
    let site: AthleteSite
    let variant: SocialPages.Variant
    let variants: [SocialPages.Variant]
    let path: String

    var model: SocialModel { variant.model }

    func render() -> OutputFile {
        site.renderSpecPage(.social, path: path, tab: .social, datasets: self, hasData: model.summary.totalPosts > 0)
    }

    func value(for dataset: PageDataset, in page: PageContext) -> DatasetValue {
        let f = page.formatter
        let s = model.summary
        switch dataset {
        case .ranges:
            return .variants(variants.map { v in
                VariantTab(label: page.t("range.\(v.range.name)"),
                           href: page.href(SitePath.social(site.slug, range: v.range.name, isDefault: v.isDefault)),
                           isCurrent: v.range == variant.range)
            })
        case .socialSummary:
            return .statCards([
                StatCardItem(label: page.t("social.total_posts"), value: f.integer(s.totalPosts), gradient: "neutral", icon: "chart"),
                StatCardItem(label: page.t("social.recruiting_posts"), value: f.integer(s.recruitingPosts),
                             subtitle: s.recruitingPercentage.map { page.t("social.pct_of_posts", ["n": f.integer($0)]) },
                             gradient: "interactions", icon: "star"),
                StatCardItem(label: page.t("social.positive_sentiment"), value: f.integer(s.positivePosts),
                             subtitle: s.positivePercentage.map { page.t("social.pct_of_analyzed", ["n": f.integer($0)]) },
                             gradient: "coaches", icon: "checkCircle"),
                StatCardItem(label: page.t("social.active_schools"), value: f.integer(s.activeSchools),
                             gradient: "schools", icon: "school"),
            ])
        case .sentimentDistribution:
            return .categoryShares(model.sentiment.map { share in
                ShareItem(label: page.t("sentiment.\(share.sentiment.rawValue)"), count: share.count, percentage: share.percentage,
                          percentLabel: share.percentage.map { f.percent($0) } ?? page.t("common.missing"),
                          color: share.sentiment.colorToken)
            })
        case .platformDistribution:
            guard model.twitterPosts + model.instagramPosts > 0 else { return .categoryCounts([]) }
            return .categoryCounts([
                CountItem(label: page.t("platform.twitter"), count: model.twitterPosts, color: "twitter"),
                CountItem(label: page.t("platform.instagram"), count: model.instagramPosts, color: "instagram"),
            ])
        case .activityByDay:
            let strings = page.strings
            return .timeSeries(TimeSeriesValue(points: model.activity.map { p in
                let label: String = switch model.bucket {
                case .day: f.shortDate(p.date)
                case .week: page.t("chart.week_of", ["date": f.shortDate(p.date)])
                case .month: f.monthYear(p.date)
                }
                return .init(date: p.date, count: p.count, label: label,
                             tooltip: strings["social.activity_tooltip", count: p.count, ["date": label]])
            }, defaultTitle: page.t("social.activity_by_\(model.bucket.rawValue)"), valueHeader: page.t("social.posts_header")))
        case .topSchools:
            return .ranking(model.topSchools.map { school in
                RankItem(name: site.schoolsByID[school.schoolId]?.name ?? page.t("common.unknown_school"),
                         href: site.schoolPath(school.schoolId).map(page.href),
                         count: school.postCount, countLabel: page.t("social.posts", count: school.postCount))
            })
        case .recentRecruitingPosts:
            return .posts(model.recentRecruitingPosts.map { p in
                PostItem(platform: page.t("platform.\(p.platform.rawValue)"), platformKey: p.platform.rawValue,
                         handle: p.authorHandle, date: f.date(p.postDate), content: p.postContent,
                         url: p.url.flatMap { $0.hasPrefix("https://") || $0.hasPrefix("http://") ? $0 : nil })
            })
        default:
            return .records(RecordsValue(columns: [], numericColumns: [], rows: []))
        }
    }
}
