import FileTestSupport
import Testing
@testable import SiteData

@Suite struct InstantOrderTests {
    /// The same order as a stable sort by `Interaction.newestFirst` / `SocialPost.newestFirst`,
    /// on rows with many equal days, times and ids (so every tie-break is used).
    @Test func sameOrderAsTheComparisons() {
        var rng = SplitMix(seed: 44)
        for round in 0..<200 {
            let count = Int(rng.next() % 60)
            var interactions: [Interaction] = []
            var posts: [SocialPost] = []
            for i in 0..<count {
                let day = LocalDate(daysSinceEpoch: 20_000 + Int(rng.next() % 4))
                let time = Int(rng.next() % 3) * 3600
                let id = ["a", "B", "b", "a2", "é", "i-\(rng.next() % 5)"][Int(rng.next() % 6)]
                interactions.append(Interaction(id: id, schoolId: "s\(i)", occurredAt: day, occurredTime: time))
                posts.append(SocialPost(id: id, schoolId: "s\(i)", platform: .twitter, postDate: day, postTime: time))
            }
            #expect(InstantOrder.newestFirst(interactions).map(\.schoolId) == interactions.sorted(by: Interaction.newestFirst).map(\.schoolId),
                    "round \(round)")
            #expect(InstantOrder.newestFirst(posts).map(\.schoolId) == posts.sorted(by: SocialPost.newestFirst).map(\.schoolId),
                    "round \(round)")
        }
    }

    @Test func newestInstantFirstThenIdThenPosition() {
        let d = LocalDate(year: 2026, month: 11, day: 22)!
        let rows = [
            Interaction(id: "b", schoolId: "1", occurredAt: d, occurredTime: 0),
            Interaction(id: "a", schoolId: "2", occurredAt: d, occurredTime: 0),
            Interaction(id: "c", schoolId: "3", occurredAt: d, occurredTime: 60),
            Interaction(id: "a", schoolId: "4", occurredAt: d, occurredTime: 0),
            Interaction(id: "z", schoolId: "5", occurredAt: LocalDate(year: 2026, month: 11, day: 23)!, occurredTime: 0),
        ]
        #expect(InstantOrder.newestFirst(rows).map(\.schoolId) == ["5", "3", "2", "4", "1"])
    }
}
