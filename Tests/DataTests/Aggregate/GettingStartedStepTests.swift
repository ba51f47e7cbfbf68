import Testing
@testable import SiteData

/// The getting-started steps: one per part of the data that is still empty.
@Suite struct GettingStartedStepTests {
    static let complete = AthleteProfile(slug: "a", name: "Ana Díaz", positions: ["SS"],
                                         graduationDate: LocalDate(iso: "2027-06-01"), highSchool: "Central HS", email: "ana@example.com")

    @Test func aNewAthleteGetsEveryStepInOrder() {
        let data = AthleteData(profile: AthleteProfile(slug: "a", name: "Ana"))
        #expect(GettingStartedStep.steps(for: data) == [.addSchools, .addCoach, .logMetric, .completeProfile])
    }

    @Test func eachStepGoesOnceItsPartHasData() {
        var data = AthleteData(profile: Self.complete, schools: [School(id: "s1", name: "Rice")])
        #expect(GettingStartedStep.steps(for: data) == [.addCoach, .logMetric])
        data.coaches = [Coach(id: "c1", name: "Tim")]
        data.metrics = [PerformanceMetric(id: "m1", metricType: .velocity, value: 80, recordedDate: LocalDate(iso: "2026-03-01")!)]
        #expect(GettingStartedStep.steps(for: data) == [])
    }

    @Test(arguments: ["positions", "graduation", "high school", "email and phone"])
    func aProfileLackingAnyOfItsPartsIsIncomplete(part: String) {
        var p = Self.complete
        switch part {
        case "positions": p.positions = []
        case "graduation": p.graduationDate = nil
        case "high school": p.highSchool = ""
        default: p.email = nil
        }
        #expect(GettingStartedStep.steps(for: AthleteData(profile: p)) == [.addSchools, .addCoach, .logMetric, .completeProfile])
    }

    @Test func aPhoneIsContactEnough() {
        var p = Self.complete
        p.email = nil
        p.phone = "+1 555 0100"
        #expect(!GettingStartedStep.steps(for: AthleteData(profile: p)).contains(.completeProfile))
    }
}
