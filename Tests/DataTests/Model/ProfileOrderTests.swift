import Testing
@testable import SiteData

/// The orders the profile page lists events, public notes and offers in (kept in SiteData; the
/// page only formats).
@Suite struct ProfileOrderTests {
    func d(_ s: String) -> LocalDate { LocalDate(iso: s)! }
    let at = SourceLocation(file: "n.md")

    @Test func eventsSoonestFirstThenName() {
        let events = [Event(id: "1", name: "b", startDate: d("2026-04-01")), Event(id: "2", name: "Z", startDate: d("2026-04-01")),
                      Event(id: "3", name: "a", startDate: d("2026-05-01")), Event(id: "4", name: "ä", startDate: d("2026-03-01"))]
        #expect(events.sorted(by: Event.soonestFirst).map(\.id) == ["4", "2", "1", "3"])
    }

    @Test func notesNewestFirstUndatedLastThenFileName() {
        let notes = [Note(fileName: "b", title: "", body: "", location: at),
                     Note(fileName: "c", title: "", date: d("2026-01-01"), body: "", location: at),
                     Note(fileName: "a", title: "", body: "", location: at),
                     Note(fileName: "e", title: "", date: d("2026-02-01"), body: "", location: at),
                     Note(fileName: "d", title: "", date: d("2026-02-01"), body: "", location: at)]
        #expect(notes.sorted(by: Note.newestFirstByFile).map(\.fileName) == ["d", "e", "c", "a", "b"])
    }

    @Test func offersByOfferedDateUndatedLastThenId() {
        let offers = [Offer(id: "o3", schoolId: "s", status: .pending),
                      Offer(id: "o2", schoolId: "s", status: .pending, offeredAt: d("2026-03-01")),
                      Offer(id: "O1", schoolId: "s", status: .pending),
                      Offer(id: "o1", schoolId: "s", status: .pending, offeredAt: d("2026-03-01")),
                      Offer(id: "o0", schoolId: "s", status: .pending, offeredAt: d("2026-04-01"))]
        #expect(offers.sorted(by: Offer.oldestFirst).map(\.id) == ["o1", "o2", "o0", "O1", "o3"])
    }
}
