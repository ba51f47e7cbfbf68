import Testing
@testable import SiteData

extension GoldenJSONTests {
    @Test func reportsLast30Days() {
        #expect(Reports.compute(Self.athlete, preset: .preset(.last30Days), today: F.today).json().render() == Self.reportsLast30DaysGolden)
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
}
