/// Computes the social analytics page.
public enum Social {
    /// All time shows day buckets up to this many days…
    public static let maxDayBuckets = 90
    /// …then ISO-week buckets up to this many weeks, then month buckets.
    public static let maxWeekBuckets = 104
    /// …and at most this many month buckets (50 years): the latest ones. A post dated in the
    /// year 1 must not make a chart of 120 000 bars (a warning says so).
    public static let maxMonthBuckets = 600

    public static func compute(_ data: AthleteData, range: RangePreset, today: LocalDate) -> SocialModel {
        compute(data, range: range, today: today, schools: PostSchools(data.posts))
    }

    /// `compute` with the posts' school ids numbered once (`PostSchools`), for several ranges.
    public static func compute(_ data: AthleteData, range: RangePreset, today: LocalDate, schools: PostSchools) -> SocialModel {
        let window = range.window(endingAt: today)
        let all = data.posts
        // The posts in the window, as indexes into `all`: a post has ten fields, mostly
        // strings, and copying the ones in range (then filtering the copies again) cost more
        // than everything counted here.
        let posts = window.map { w in all.indices.filter { w.contains(all[$0].postDate) } } ?? Array(all.indices)

        var recruiting = 0, analyzed = 0, positive = 0, twitter = 0, instagram = 0
        let sentiments = Sentiment.allCases
        var bySentiment = [Int](repeating: 0, count: sentiments.count)
        var schoolCounts = [Int](repeating: 0, count: schools.ids.spellings.count)
        for i in posts {
            if all[i].isRecruitingRelated { recruiting += 1 }
            if let s = all[i].sentiment {
                analyzed += 1
                if s.isPositive { positive += 1 }
                bySentiment[sentiments.firstIndex(of: s)!] += 1
            }
            if all[i].platform == .twitter { twitter += 1 }
            if all[i].platform == .instagram { instagram += 1 }
            if schools.numbers[i] >= 0 { schoolCounts[Int(schools.numbers[i])] += 1 }
        }
        let summary = SocialModel.Summary(
            totalPosts: posts.count, recruitingPosts: recruiting,
            recruitingPercentage: Rounding.pct(recruiting, posts.count),
            positivePosts: positive, positivePercentage: Rounding.pct(positive, analyzed),
            activeSchools: schools.ids.distinctCounted(schoolCounts))

        let sentiment = sentiments.enumerated().map { k, s in
            SocialModel.SentimentShare(sentiment: s, count: bySentiment[k],
                                       percentage: Rounding.percentOneDecimal(bySentiment[k], analyzed))
        }

        let span = window ?? allTimeSpan(all, today: today)
        let bucket: SocialModel.Bucket = window != nil ? .day : bucketSize(span)

        // Names of the schools posted about only (as `Lookup.schoolName`: the first row with the
        // id, else "Unknown School"), not a lookup of every school and coach.
        let topSchools = schools.ids.counts(schoolCounts)
            .map { c in
                SocialModel.SchoolCount(schoolId: c.key, name: data.schools.first { $0.id == c.key }?.name ?? Lookup.unknownSchool,
                                        postCount: c.count)
            }
            .sorted { a, b in
                if a.postCount != b.postCount { return a.postCount > b.postCount }
                let n = Ordering.compare(a.name, b.name)
                return n != 0 ? n < 0 : codePointLess(a.schoolId, b.schoolId)
            }

        // By instant, newest first, ties by id ascending (ids are unique: a total order).
        let recent = posts.lazy.filter { all[$0].isRecruitingRelated }.smallest(5) {
            SocialPost.newestFirst(all[$0], all[$1])
        }.map { all[$0] }

        let (activity, dropped) = activity(posts.map { all[$0].postDate }, span: span, bucket: bucket)
        return SocialModel(
            range: range, span: span, summary: summary, sentiment: sentiment,
            twitterPosts: twitter,
            instagramPosts: instagram,
            bucket: bucket,
            activity: activity,
            topSchools: Array(topSchools.prefix(5)),
            recentRecruitingPosts: recent,
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
