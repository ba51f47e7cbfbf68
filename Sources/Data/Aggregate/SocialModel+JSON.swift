extension SocialModel {
    /// `data/social-<range>.json` (`docs/numbers.md`, "The data files").
    public func json() -> JSONValue {
        .object([
            "range": .string(range.name),
            "summary": .object([
                "total_posts": .int(summary.totalPosts),
                "recruiting_posts": .int(summary.recruitingPosts),
                "recruiting_percentage": .int(summary.recruitingPercentage),
                "positive_posts": .int(summary.positivePosts),
                "positive_percentage": .int(summary.positivePercentage),
                "active_schools": .int(summary.activeSchools),
            ]),
            "sentiment": .array(sentiment.map {
                .object([
                    "sentiment": .string($0.sentiment.rawValue),
                    "count": .int($0.count),
                    "percentage": .double($0.percentage),
                ])
            }),
            "platforms": .object(["instagram": .int(instagramPosts), "twitter": .int(twitterPosts)]),
            "activity": .object([
                "bucket": .string(bucket.rawValue),
                "points": .array(activity.map { .object(["date": .date($0.date), "count": .int($0.count)]) }),
            ]),
            "top_schools": .array(topSchools.map {
                .object(["school_id": .string($0.schoolId), "name": .string($0.name), "post_count": .int($0.postCount)])
            }),
            "recent_recruiting_posts": .array(recentRecruitingPosts.map {
                .object([
                    "id": .string($0.id),
                    "platform": .string($0.platform.rawValue),
                    "author_handle": .string($0.authorHandle),
                    "post_date": .date($0.postDate),
                ])
            }),
        ])
    }
}
