import Testing
@testable import SiteData

/// One small hand-built athlete, and the exact text of each of its JSON files.
@Suite struct GoldenJSONTests {
    typealias F = Fx

    static let athlete = AthleteData(
        profile: AthleteProfile(slug: "sam-lee", name: "Sam Lee", graduationDate: F.date("2027-06-01")),
        schools: [School(id: "s1", name: "State \"U\"", status: "offered", division: "D1", tier: .A, size: "large"),
                  School(id: "s2", name: "Tech", status: "interested", division: "D2", tier: .B)],
        coaches: [Coach(id: "c1", schoolId: "s1", name: "Coach Kim"), Coach(id: "c2", schoolId: "s2", name: "Coach Ode")],
        interactions: [F.interaction("i1", on: F.day(-20), coach: "c1", by: .coach, type: "email", sentiment: .positive),
                       F.interaction("i2", on: F.day(-1), coach: "c2", by: .athlete, type: "call")],
        offers: [Offer(id: "o1", schoolId: "s1", offerType: "full", status: .pending, offeredAt: F.day(-10),
                       deadline: F.day(5))],
        events: [Event(id: "e1", name: "Spring Showcase", startDate: F.day(3))],
        metrics: [F.metric("m1", .velocity, 84, on: F.day(-40), unit: "mph"),
                  F.metric("m2", .velocity, 86.5, on: F.day(-5), unit: "mph", verified: true),
                  F.metric("m3", .battingAvg, 0.3125, on: F.day(-5))],
        posts: [F.post("p1", on: F.day(-2), school: "s1", recruiting: true, sentiment: .veryPositive),
                F.post("p2", on: F.day(-1), school: "s9", platform: .instagram, sentiment: .neutral),
                F.post("p3", on: F.day(-60), recruiting: true)],
        suggestions: [Suggestion(id: "g1", title: "Update highlight video", description: "Add spring\ngames",
                                 urgency: .low)])

    @Test func dashboard() {
        #expect(Dashboard.compute(Self.athlete, today: F.today).json(slug: "sam-lee").render() == Self.dashboardGolden)
    }

    static let dashboardGolden = #"""
        {
          "action_items": [
            {
              "description": "Deadline in 5 days",
              "source": "rule",
              "title": "Respond to State \"U\" offer",
              "urgency": "high"
            },
            {
              "description": "It's been 20 days since your last contact",
              "source": "rule",
              "title": "Follow up with Coach Kim",
              "urgency": "medium"
            },
            {
              "description": "3 days away",
              "source": "rule",
              "title": "Prepare for Spring Showcase",
              "urgency": "medium"
            },
            {
              "description": "Add spring\ngames",
              "source": "suggestion",
              "title": "Update highlight video",
              "urgency": "low"
            }
          ],
          "at_a_glance": {
            "coach_responsiveness_level": "orange",
            "coach_responsiveness_pct": 50,
            "days_until_graduation": 443,
            "interactions_this_month": 1,
            "schools_with_offers": 1,
            "schools_with_offers_pct": 50
          },
          "athlete": "sam-lee",
          "coach_followups": [
            {
              "coach_id": "c1",
              "days_since_contact": 20,
              "name": "Coach Kim"
            }
          ],
          "interaction_trend": [
            {
              "count": 0,
              "date": "2026-02-14"
            },
            {
              "count": 0,
              "date": "2026-02-15"
            },
            {
              "count": 0,
              "date": "2026-02-16"
            },
            {
              "count": 0,
              "date": "2026-02-17"
            },
            {
              "count": 0,
              "date": "2026-02-18"
            },
            {
              "count": 0,
              "date": "2026-02-19"
            },
            {
              "count": 0,
              "date": "2026-02-20"
            },
            {
              "count": 0,
              "date": "2026-02-21"
            },
            {
              "count": 0,
              "date": "2026-02-22"
            },
            {
              "count": 1,
              "date": "2026-02-23"
            },
            {
              "count": 0,
              "date": "2026-02-24"
            },
            {
              "count": 0,
              "date": "2026-02-25"
            },
            {
              "count": 0,
              "date": "2026-02-26"
            },
            {
              "count": 0,
              "date": "2026-02-27"
            },
            {
              "count": 0,
              "date": "2026-02-28"
            },
            {
              "count": 0,
              "date": "2026-03-01"
            },
            {
              "count": 0,
              "date": "2026-03-02"
            },
            {
              "count": 0,
              "date": "2026-03-03"
            },
            {
              "count": 0,
              "date": "2026-03-04"
            },
            {
              "count": 0,
              "date": "2026-03-05"
            },
            {
              "count": 0,
              "date": "2026-03-06"
            },
            {
              "count": 0,
              "date": "2026-03-07"
            },
            {
              "count": 0,
              "date": "2026-03-08"
            },
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
              "count": 0,
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
          ],
          "schools_by_status": [
            {
              "count": 1,
              "status": "interested"
            },
            {
              "count": 1,
              "status": "offered"
            }
          ],
          "stats": {
            "a_tier_schools": 1,
            "acceptance_rate": 0,
            "accepted_offers": 0,
            "coaches": 2,
            "interactions": 2,
            "offers": 1,
            "schools": 2
          },
          "today": "2026-03-15",
          "top_metrics": [
            {
              "metric_type": "batting_avg",
              "recorded_date": "2026-03-10",
              "unit": null,
              "value": 0.3125,
              "verified": false
            },
            {
              "metric_type": "velocity",
              "recorded_date": "2026-03-10",
              "unit": "mph",
              "value": 86.5,
              "verified": true
            }
          ],
          "upcoming_events": [
            {
              "id": "e1",
              "name": "Spring Showcase",
              "start_date": "2026-03-18"
            }
          ]
        }

        """#

    @Test func reportsLast30Days() {
        #expect(Reports.compute(Self.athlete, preset: .last30Days, today: F.today).json().render() == Self.reportsLast30DaysGolden)
    }

    static let reportsLast30DaysGolden = #"""
        {
          "coaches": {
            "avg_response_rate": 50.0,
            "by_school": 2,
            "total": 2
          },
          "date_range": {
            "from": "2026-02-14",
            "to": "2026-03-15"
          },
          "empty": false,
          "interactions": {
            "by_sentiment": {
              "neutral": 1,
              "positive": 1
            },
            "by_type": {
              "call": 1,
              "email": 1
            },
            "total": 2
          },
          "metrics": {
            "by_type": {
              "batting_avg": 1,
              "velocity": 1
            },
            "summaries": [
              {
                "avg": 0.3125,
                "max": 0.3125,
                "min": 0.3125,
                "type": "batting_avg"
              },
              {
                "avg": 86.5,
                "max": 86.5,
                "min": 86.5,
                "type": "velocity"
              }
            ],
            "total": 2
          },
          "preset": "last-30-days",
          "schools": {
            "by_division": {
              "D1": 1,
              "D2": 1
            },
            "by_status": {
              "interested": 1,
              "offered": 1
            },
            "total": 2
          }
        }

        """#

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
              "display_name": "Velocity",
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
