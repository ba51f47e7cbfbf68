/// Computes the social analytics page.
public enum Social {
    /// All time shows day buckets up to this many days…
    public static let maxDayBuckets = 90
    /// …then ISO-week buckets up to this many weeks, then month buckets.
    public static let maxWeekBuckets = 104
    /// …and at most this many month buckets (50 years): the latest ones. A post dated in the
    /// year 1 must not make a chart of 120 000 bars (a warning says so).
    public static let maxMonthBuckets = 600

    public static func compute(_ data: AthleteData, range: SocialRange, today: LocalDate) -> SocialModel {
        let window = range.window(endingAt: today)
        let posts = window.map { w in data.posts.filter { w.contains($0.postDate) } } ?? data.posts
        let lookup = Lookup(data)

        let recruiting = posts.filter(\.isRecruitingRelated).count
        let analyzed = posts.filter { $0.sentiment != nil }.count
        let positive = posts.filter { $0.sentiment?.isPositive == true }.count
        let summary = SocialModel.Summary(
            totalPosts: posts.count, recruitingPosts: recruiting,
            recruitingPercentage: Rounding.pct(recruiting, posts.count),
            positivePosts: positive, positivePercentage: Rounding.pct(positive, analyzed),
            activeSchools: Set(posts.compactMap(\.schoolId)).count)

        let sentiment = Sentiment.allCases.map { s in
            let n = posts.filter { $0.sentiment == s }.count
            return SocialModel.SentimentShare(sentiment: s, count: n,
                                              percentage: Rounding.percentOneDecimal(n, analyzed))
        }

        let span = window ?? allTimeSpan(posts, today: today)
        let bucket: SocialModel.Bucket = window != nil ? .day : bucketSize(span)

        let topSchools = Ordering.counts(posts.compactMap(\.schoolId))
            .map { SocialModel.SchoolCount(schoolId: $0.key, name: lookup.schoolName($0.key), postCount: $0.count) }
            .sorted { a, b in
                if a.postCount != b.postCount { return a.postCount > b.postCount }
                let n = Ordering.compare(a.name, b.name)
                return n != 0 ? n < 0 : codePointLess(a.schoolId, b.schoolId)
            }

        // By instant, newest first, ties by id ascending.
        let recent = posts.filter(\.isRecruitingRelated).sorted { a, b in
            if a.postDate != b.postDate { return a.postDate > b.postDate }
            if a.postTime != b.postTime { return a.postTime > b.postTime }
            return codePointLess(a.id, b.id)
        }

        let (activity, dropped) = activity(posts.map(\.postDate), span: span, bucket: bucket)
        return SocialModel(
            range: range, span: span, summary: summary, sentiment: sentiment,
            twitterPosts: posts.filter { $0.platform == .twitter }.count,
            instagramPosts: posts.filter { $0.platform == .instagram }.count,
            bucket: bucket,
            activity: activity,
            topSchools: Array(topSchools.prefix(5)),
            recentRecruitingPosts: Array(recent.prefix(5)),
            droppedBuckets: dropped)
    }

    /// All time: the earliest post's date (or today, if later) to today, extended to the
    /// latest post when some are dated after today; today alone when there is no post.
    static func allTimeSpan(_ posts: [SocialPost], today: LocalDate) -> DateRange {
        let dates = posts.map(\.postDate)
        return DateRange(from: min(dates.min() ?? today, today), to: max(dates.max() ?? today, today))
    }

    /// Day buckets up to 90 days, ISO-week buckets up to 104 weeks, else months.
    static func bucketSize(_ span: DateRange) -> SocialModel.Bucket {
        if span.dayCount <= maxDayBuckets { return .day }
        let weeks = span.to.startOfISOWeek.days(since: span.from.startOfISOWeek) / 7 + 1
        return weeks <= maxWeekBuckets ? .week : .month
    }

    /// The chart's buckets and how many of the oldest were left out (months beyond
    /// `maxMonthBuckets`).
    static func activity(_ dates: [LocalDate], span: DateRange, bucket: SocialModel.Bucket) -> ([DateCount], Int) {
        switch bucket {
        case .day:
            return (Ordering.daily(dates, over: span), 0)
        case .week:
            let first = span.from.startOfISOWeek
            let count = span.to.startOfISOWeek.days(since: first) / 7 + 1
            var buckets = [Int](repeating: 0, count: count)
            for d in dates where span.contains(d) { buckets[d.startOfISOWeek.days(since: first) / 7] += 1 }
            return (buckets.enumerated().map { DateCount(date: first.adding(days: 7 * $0.offset), count: $0.element) }, 0)
        case .month:
            let (fy, fm, _) = span.from.components
            let (ty, tm, _) = span.to.components
            let total = (ty - fy) * 12 + (tm - fm) + 1
            let dropped = max(0, total - maxMonthBuckets)
            var buckets = [Int](repeating: 0, count: total - dropped)
            for d in dates where span.contains(d) {
                let (y, m, _) = d.components
                let k = (y - fy) * 12 + (m - fm) - dropped
                if k >= 0 { buckets[k] += 1 }
            }
            return (buckets.enumerated().map { i, n in
                let months = fm - 1 + dropped + i
                return DateCount(date: LocalDate(year: fy + months / 12, month: months % 12 + 1, day: 1)!, count: n)
            }, dropped)
        }
    }
}
