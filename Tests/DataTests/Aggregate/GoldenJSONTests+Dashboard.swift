import Testing
@testable import SiteData

extension GoldenJSONTests {
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
}
