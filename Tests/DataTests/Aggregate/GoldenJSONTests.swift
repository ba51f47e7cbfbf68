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
}
