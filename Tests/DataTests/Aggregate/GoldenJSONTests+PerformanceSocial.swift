import Testing
@testable import SiteData

extension GoldenJSONTests {
    @Test func performance() {
        #expect(Performance.compute(Self.athlete).json().render() == Self.performanceGolden)
    }

    static let performanceGolden = #"""
        {
          "total": 3,
          "types": [
            {
              "average": 0.3125,
              "count": 1,
              "display_name": "Batting Average",
              "latest": {
                "id": "m3",
                "recorded_date": "2026-03-10",
                "value": 0.3125,
                "verified": false
              },
              "lower_is_better": false,
              "max": 0.3125,
              "metric_type": "batting_avg",
              "min": 0.3125,
              "trend": null,
              "unit": null
            },
            {
              "average": 85.25,
              "count": 2,
              "display_name": "Fastball Velocity",
              "latest": {
                "id": "m2",
                "recorded_date": "2026-03-10",
                "value": 86.5,
                "verified": true
              },
              "lower_is_better": false,
              "max": 86.5,
              "metric_type": "velocity",
              "min": 84.0,
              "trend": "improving",
              "unit": "mph"
            }
          ]
        }

        """#

    @Test func socialLast7Days() {
        #expect(Social.compute(Self.athlete, range: .last7Days, today: F.today).json().render() == Self.socialLast7DaysGolden)
    }

    static let socialLast7DaysGolden = #"""
        {
          "activity": {
            "bucket": "day",
            "points": [
              {
                "count": 0,
                "date": "2026-03-09"
              },
              {
                "count": 0,
                "date": "2026-03-10"
              },
              {
                "count": 0,
                "date": "2026-03-11"
              },
              {
                "count": 0,
                "date": "2026-03-12"
              },
              {
                "count": 1,
                "date": "2026-03-13"
              },
              {
                "count": 1,
                "date": "2026-03-14"
              },
              {
                "count": 0,
                "date": "2026-03-15"
              }
            ]
          },
          "platforms": {
            "instagram": 1,
            "twitter": 1
          },
          "range": "last-7-days",
          "recent_recruiting_posts": [
            {
              "author_handle": null,
              "id": "p1",
              "platform": "twitter",
              "post_date": "2026-03-13"
            }
          ],
          "sentiment": [
            {
              "count": 1,
              "percentage": 50.0,
              "sentiment": "very_positive"
            },
            {
              "count": 0,
              "percentage": 0.0,
              "sentiment": "positive"
            },
            {
              "count": 1,
              "percentage": 50.0,
              "sentiment": "neutral"
            },
            {
              "count": 0,
              "percentage": 0.0,
              "sentiment": "negative"
            }
          ],
          "summary": {
            "active_schools": 2,
            "positive_percentage": 50,
            "positive_posts": 1,
            "recruiting_percentage": 50,
            "recruiting_posts": 1,
            "total_posts": 2
          },
          "top_schools": [
            {
              "name": "State \"U\"",
              "post_count": 1,
              "school_id": "s1"
            },
            {
              "name": "Unknown School",
              "post_count": 1,
              "school_id": "s9"
            }
          ]
        }

        """#
}
