import FileTestSupport
import Testing
@testable import SiteData

@Suite struct SocialTests {
    typealias F = Fx

    @Test(arguments: RangePreset.social)
    func emptyAthlete(range: RangePreset) {
        let s = Social.compute(F.athlete(), range: range, today: F.today)
        #expect(s.summary == SocialModel.Summary(totalPosts: 0, recruitingPosts: 0, recruitingPercentage: nil,
                                                 positivePosts: 0, positivePercentage: nil, activeSchools: 0))
        #expect(s.sentiment.map(\.sentiment) == [.veryPositive, .positive, .neutral, .negative])
        #expect(s.sentiment.allSatisfy { $0.count == 0 && $0.percentage == nil })
        #expect(s.hasNoSentimentData)
        #expect(s.bucket == .day)
        let days = ["last-7-days": 7, "last-30-days": 30, "last-90-days": 90, "all-time": 1][range.name]!
        #expect(s.activity.count == days)
        #expect(s.activity.last == DateCount(date: F.today, count: 0))
        #expect(s.topSchools.isEmpty && s.recentRecruitingPosts.isEmpty)
    }

    @Test func summaryAndSentimentOverTheWindow() {
        let posts = [
            F.post("p1", on: F.day(0), school: "s1", recruiting: true, sentiment: .veryPositive),
            F.post("p2", on: F.day(-6), school: "s1", platform: .instagram, sentiment: .positive),
            F.post("p3", on: F.day(-6), school: "s2", recruiting: true, sentiment: .negative),
            F.post("p4", on: F.day(-3)),
            F.post("p5", on: F.day(-7), recruiting: true, sentiment: .positive),    // out
            F.post("p6", on: F.day(1), recruiting: true, sentiment: .positive),     // out
            F.post("p7", on: F.day(-2), platform: .instagram, sentiment: .neutral),
            F.post("p8", on: F.day(-2), sentiment: .neutral),
            F.post("p9", on: F.day(-2), sentiment: .neutral),
            F.post("pa", on: F.day(-2), sentiment: .neutral),
        ]
        let s = Social.compute(F.athlete(posts: posts), range: .last7Days, today: F.today)
        #expect(s.summary == SocialModel.Summary(totalPosts: 8, recruitingPosts: 2, recruitingPercentage: 25,
                                                 positivePosts: 2, positivePercentage: 29, activeSchools: 2))
        #expect(s.sentiment.map(\.count) == [1, 1, 4, 1])
        #expect(s.sentiment.map(\.percentage) == [14.3, 14.3, 57.1, 14.3])
        #expect(s.twitterPosts == 6 && s.instagramPosts == 2)
        #expect(s.activity.map(\.count) == [2, 0, 0, 1, 4, 0, 1])
        #expect(s.activity.first?.date == F.day(-6))
    }

    @Test func topSchoolsByCountThenNameThenId() {
        let data = F.athlete(
            schools: [School(id: "s1", name: "Beta"), School(id: "s2", name: "Alpha"), School(id: "s3", name: "Alpha"),
                      School(id: "s4", name: "Zulu")],
            posts: [F.post("1", on: F.today, school: "s4"), F.post("2", on: F.today, school: "s4"),
                    F.post("3", on: F.today, school: "s1"), F.post("4", on: F.today, school: "s3"),
                    F.post("5", on: F.today, school: "s2"), F.post("6", on: F.today, school: "ghost"),
                    F.post("7", on: F.today, school: "s5x"), F.post("8", on: F.today)])
        let top = Social.compute(data, range: .last7Days, today: F.today).topSchools
        #expect(top.map(\.schoolId) == ["s4", "s2", "s3", "s1", "ghost"])
        #expect(top.map(\.name) == ["Zulu", "Alpha", "Alpha", "Beta", "Unknown School"])
        #expect(top.map(\.postCount) == [2, 1, 1, 1, 1])
    }

    /// By instant, newest first, ties by id ascending (it was id descending, by day only).
    @Test func recentRecruitingPostsNewestFirstTiesByIdAscending() {
        let posts = (0..<7).map { F.post("r\($0)", on: F.day($0 < 4 ? -1 : -$0), recruiting: true) }
            + [F.post("x", on: F.today)]
        let recent = Social.compute(F.athlete(posts: posts), range: .last30Days, today: F.today).recentRecruitingPosts
        #expect(recent.map(\.id) == ["r0", "r1", "r2", "r3", "r4"])
    }

    /// A post at 22:30 local time is newer than one at 00:00 the same day (both were one day).
    @Test func recentRecruitingPostsOrderByTimeOfDay() {
        var late = F.post("a-late", on: F.day(-1), recruiting: true)
        late.postTime = 22 * 3600 + 30 * 60
        let midnight = F.post("b-midnight", on: F.day(-1), recruiting: true)
        var noon = F.post("c-noon", on: F.day(-1), recruiting: true)
        noon.postTime = 12 * 3600
        let recent = Social.compute(F.athlete(posts: [midnight, noon, late]), range: .last30Days, today: F.today)
            .recentRecruitingPosts
        #expect(recent.map(\.id) == ["a-late", "c-noon", "b-midnight"])
    }

    /// The five newest are picked without sorting them all: the same five, in the same order,
    /// as sorting every recruiting post (many ties on day and time, ids in shuffled order).
    @Test func recentRecruitingPostsMatchAFullSort() {
        var rng = SplitMix(seed: 11)
        var posts: [SocialPost] = []
        for k in 0..<300 {
            var p = F.post("p\((k * 7919) % 300)", on: F.day(-Int(rng.next() % 4)), recruiting: rng.next() % 3 != 0)
            p.postTime = Int(rng.next() % 3) * 3600
            posts.append(p)
        }
        let expected = posts.filter(\.isRecruitingRelated).sorted { a, b in
            if a.postDate != b.postDate { return a.postDate > b.postDate }
            if a.postTime != b.postTime { return a.postTime > b.postTime }
            return a.id.unicodeScalars.lexicographicallyPrecedes(b.id.unicodeScalars)
        }.prefix(5).map(\.id)
        for range in RangePreset.social {
            let recent = Social.compute(F.athlete(posts: posts), range: range, today: F.today).recentRecruitingPosts
            #expect(recent.map(\.id) == expected, "\(range)")
        }
        #expect(expected.count == 5)
    }

    @Test(arguments: [(-89, SocialModel.Bucket.day, 90), (-90, .week, 13)])
    func allTimeDayOrWeekAt90Days(offset: Int, bucket: SocialModel.Bucket, points: Int) {
        let data = F.athlete(posts: [F.post("a", on: F.day(offset)), F.post("b", on: F.today)])
        let s = Social.compute(data, range: .allTime, today: F.today)
        #expect(s.bucket == bucket)
        #expect(s.activity.count == points)
        #expect(s.activity.map(\.count).reduce(0, +) == 2)
    }

    @Test func allTimeWeeksDatedMondayUpTo104Weeks() {
        // Today is a Sunday: its ISO week starts on 2026-03-09. 104 weeks back starts 2024-03-18.
        let monday = F.date("2026-03-09").adding(days: -7 * 103)
        let data = F.athlete(posts: [F.post("a", on: monday.adding(days: 6)), F.post("b", on: F.day(-1)),
                                     F.post("c", on: F.today)])
        let s = Social.compute(data, range: .allTime, today: F.today)
        #expect(s.bucket == .week)
        #expect(s.activity.count == 104)
        #expect(s.activity.first == DateCount(date: monday, count: 1))
        #expect(s.activity.last == DateCount(date: F.date("2026-03-09"), count: 2))
        #expect(s.activity.allSatisfy { $0.date.isoWeekday == 1 })
    }

    @Test func allTimeMonthsBeyond104Weeks() {
        let sunday = F.date("2026-03-09").adding(days: -7 * 104 - 1)  // the Sunday before: 105 ISO weeks
        let data = F.athlete(posts: [F.post("a", on: sunday), F.post("b", on: F.date("2026-03-01"))])
        let s = Social.compute(data, range: .allTime, today: F.today)
        #expect(sunday.iso == "2024-03-10")
        #expect(s.bucket == .month)
        #expect(s.activity.count == 25)
        #expect(s.activity.first == DateCount(date: F.date("2024-03-01"), count: 1))
        #expect(s.activity[12].date == F.date("2025-03-01"))
        #expect(s.activity.last == DateCount(date: F.date("2026-03-01"), count: 1))
    }

    @Test func allTimeCountsFuturePostsAndExtendsTheSpan() {
        let data = F.athlete(posts: [F.post("a", on: F.day(-2)), F.post("b", on: F.day(3))])
        let s = Social.compute(data, range: .allTime, today: F.today)
        #expect(s.summary.totalPosts == 2)
        #expect(s.span == DateRange(from: F.day(-2), to: F.day(3)))
        #expect(s.activity.map(\.count) == [1, 0, 0, 0, 0, 1])
    }

    /// A post dated in the year 1 made 120 000 month buckets; the chart keeps the last 600.
    @Test func allTimeMonthBucketsAreCapped() {
        let data = F.athlete(posts: [F.post("old", on: LocalDate(year: 1, month: 1, day: 1)!), F.post("new", on: F.today)])
        let s = Social.compute(data, range: .allTime, today: F.today)
        #expect(s.bucket == .month)
        #expect(s.activity.count == 600)
        #expect(s.droppedBuckets == (F.today.year - 1) * 12 + F.today.month - 600)
        #expect(s.activity.last?.date == LocalDate(year: F.today.year, month: F.today.month, day: 1))
        #expect(s.activity.last?.count == 1)
        #expect(s.activity.reduce(0) { $0 + $1.count } == 1)  // the year-1 post is left out of the chart…
        #expect(s.summary.totalPosts == 2)  // …not out of the totals
    }
}
