import Testing
@testable import SiteData

@Suite struct ActionItemTests {
    typealias F = Fx

    func items(_ data: AthleteData) -> [ActionItem] { Dashboard.compute(data, today: F.today).actionItems }

    /// An overdue pending offer stays, as overdue (issue 43 §6).
    @Test(arguments: [(-30, true), (-1, true), (0, true), (14, true), (15, false)])
    func offerDeadlineWindow(offset: Int, included: Bool) {
        let data = F.athlete(schools: [School(id: "s1", name: "State U")],
                             offers: [Offer(id: "o1", schoolId: "s1", status: .pending, deadline: F.day(offset))])
        let expected = ActionItem(kind: .offerDeadline(offerId: "o1", schoolId: "s1", schoolName: "State U", days: offset),
                                  urgency: .high, title: "Respond to State U offer",
                                  detail: offset < 0 ? "Overdue: the deadline was \(-offset) days ago" : "Deadline in \(offset) days")
        #expect(items(data) == (included ? [expected] : []))
    }

    @Test func offerRuleSkipsNonPendingAndNamesUnknownSchools() {
        let data = F.athlete(offers: [
            Offer(id: "o1", schoolId: "ghost", status: .pending, deadline: F.day(2)),
            Offer(id: "o2", schoolId: "ghost", status: .accepted, deadline: F.day(2)),
            Offer(id: "o3", schoolId: "ghost", status: .pending, deadline: nil),
        ])
        #expect(items(data).map(\.title) == ["Respond to Unknown School offer"])
    }

    @Test(arguments: [(-13, false), (-14, true), (-100, true)])
    func coachFollowupBoundary(offset: Int, included: Bool) {
        let data = F.athlete(coaches: [Coach(id: "c1", name: "Coach Smith"), Coach(id: "c2", name: "Never Called")],
                             interactions: [F.interaction("i1", on: F.day(offset), coach: "c1")])
        let n = -offset
        let expected = ActionItem(kind: .coachFollowup(coachId: "c1", coachName: "Coach Smith", days: n),
                                  urgency: .medium, title: "Follow up with Coach Smith",
                                  detail: "It's been \(n) days since your last contact")
        #expect(items(data) == (included ? [expected] : []))
    }

    @Test func coachRuleUsesLatestPastInteractionAndIgnoresFutureOnes() {
        let data = F.athlete(coaches: [Coach(id: "c1", name: "A"), Coach(id: "c2", name: "B")],
                             interactions: [F.interaction("i1", on: F.day(-30), coach: "c1"),
                                            F.interaction("i2", on: F.day(-2), coach: "c1"),
                                            F.interaction("i3", on: F.day(-20), coach: "c2"),
                                            F.interaction("i4", on: F.day(5), coach: "c2")])
        #expect(items(data).map(\.detail) == ["It's been 20 days since your last contact"])
    }

    @Test(arguments: [(-1, false), (0, true), (7, true), (8, false)])
    func eventWindow(offset: Int, included: Bool) {
        let data = F.athlete(events: [Event(id: "e1", name: "Showcase", startDate: F.day(offset))])
        let expected = ActionItem(kind: .eventPreparation(eventId: "e1", eventName: "Showcase", days: offset),
                                  urgency: .medium, title: "Prepare for Showcase", detail: "\(offset) days away")
        #expect(items(data) == (included ? [expected] : []))
    }

    @Test(arguments: [(-29, false), (-30, true), (-45, true)])
    func metricRuleBoundary(offset: Int, fires: Bool) {
        let data = F.athlete(metrics: [F.metric("m1", .velocity, 80, on: F.day(offset)),
                                       F.metric("m2", .velocity, 80, on: F.day(-400))])
        let expected = ActionItem(kind: .logMetric(days: -offset), urgency: .low, title: "Log a performance metric",
                                  detail: "Your last metric was \(-offset) days ago")
        #expect(items(data) == (fires ? [expected] : []))
    }

    @Test func metricRuleNeedsAMetricAndAFutureOneSuppressesIt() {
        #expect(items(F.athlete()).isEmpty)
        let data = F.athlete(metrics: [F.metric("m1", .velocity, 80, on: F.day(-90)),
                                       F.metric("m2", .velocity, 80, on: F.day(3))])
        #expect(items(data).isEmpty)
    }

    @Test func orderingByUrgencyThenTitleWithNilAsLow() {
        let data = F.athlete(
            coaches: [Coach(id: "c1", name: "Zed")],
            interactions: [F.interaction("i1", on: F.day(-20), coach: "c1")],
            offers: [Offer(id: "o1", schoolId: "s", status: .pending, deadline: F.day(1))],
            events: [Event(id: "e1", name: "Camp", startDate: F.day(2))],
            metrics: [F.metric("m1", .velocity, 80, on: F.day(-31))],
            suggestions: [
                Suggestion(id: "g1", title: "b no urgency", urgency: nil),
                Suggestion(id: "g2", title: "Apply now", description: "FAFSA", urgency: .high, actionURL: "https://x"),
                Suggestion(id: "g3", title: "Dismissed", urgency: .high, status: .dismissed),
                Suggestion(id: "g4", title: "Done", urgency: .high, status: .completed),
                Suggestion(id: "g5", title: "Follow up with Zed", urgency: .medium),
                Suggestion(id: "g6", title: "a low", urgency: .low),
            ])
        let list = items(data)
        #expect(list.map(\.title) == ["Apply now", "Respond to Unknown School offer", "Follow up with Zed",
                                      "Follow up with Zed", "Prepare for Camp", "Log a performance metric",
                                      "a low", "b no urgency"])
        #expect(list.map(\.source) == ["suggestion", "rule", "suggestion", "rule", "rule", "rule", "suggestion", "suggestion"])
        #expect(list[0].kind == .suggestion(id: "g2", link: WebLink("https://x")))
        #expect(list.last?.urgency == nil)
        #expect(list.last?.effectiveUrgency == .low)
    }
}
