import Foundation
import Testing
@testable import SiteServe

/// Which connection makes room for a new one (no sockets: descriptors are plain numbers here).
@Suite struct ConnectionBudgetTests {
    final class Record: @unchecked Sendable {
        var dropped: [Int32] = []
        var unread: Set<Int32> = []
    }

    static func budget(total: Int, perClient: Int) -> (ConnectionBudget, Record) {
        let record = Record()
        let budget = ConnectionBudget(total: total, perClient: perClient,
                                      drop: { record.dropped.append($0) }, hasUnread: { record.unread.contains($0) })
        return (budget, record)
    }

    @Test func theOldestIdleConnectionMakesRoomForANewOne() throws {
        let (budget, record) = Self.budget(total: 3, perClient: 3)
        let a = try #require(budget.admit(fd: 1, client: "x"))
        _ = budget.admit(fd: 2, client: "x")
        _ = budget.admit(fd: 3, client: "x")
        #expect(record.dropped == [])
        #expect(budget.admit(fd: 4, client: "x") != nil)
        #expect(record.dropped == [1])
        #expect(a.dropped)
        budget.release(a)  // its thread ends: nothing more is freed
        #expect(budget.open == 3)
        #expect(budget.dropped == 1)
    }

    /// A request being answered is never cut off; an idle connection whose request is arriving
    /// (bytes waiting) is not idle.
    @Test func busyConnectionsAndArrivingRequestsAreKept() throws {
        let (budget, record) = Self.budget(total: 3, perClient: 3)
        let one = try #require(budget.admit(fd: 1, client: "x"))
        _ = budget.admit(fd: 2, client: "x")
        _ = budget.admit(fd: 3, client: "x")
        budget.set(one, .busy)
        record.unread = [2]
        _ = budget.admit(fd: 4, client: "x")
        #expect(record.dropped == [3])
    }

    /// A client that stopped reading an answer is dropped like an idle one: by age.
    @Test func writersAndIdleConnectionsGoOldestFirst() throws {
        let (budget, record) = Self.budget(total: 3, perClient: 3)
        let one = try #require(budget.admit(fd: 1, client: "x"))
        let two = try #require(budget.admit(fd: 2, client: "x"))
        _ = budget.admit(fd: 3, client: "x")
        budget.set(two, .writing)       // entered writing after 3 became idle
        budget.set(one, .busy)
        budget.set(one, .idle)          // idle again, latest of all
        _ = budget.admit(fd: 4, client: "x")
        _ = budget.admit(fd: 5, client: "x")
        _ = budget.admit(fd: 6, client: "x")
        #expect(record.dropped == [3, 2, 1])
    }

    @Test func whenEveryConnectionIsBeingAnsweredANewOneIsRefused() throws {
        let (budget, record) = Self.budget(total: 2, perClient: 2)
        budget.set(try #require(budget.admit(fd: 1, client: "x")), .busy)
        let two = try #require(budget.admit(fd: 2, client: "x"))
        budget.set(two, .busy)
        #expect(budget.admit(fd: 3, client: "x") == nil)
        #expect(record.dropped == [])
        budget.release(two)
        #expect(budget.admit(fd: 3, client: "x") != nil)
    }

    /// One address at its limit displaces only its own connections; others still get in.
    @Test func aClientAtItsLimitDisplacesOnlyItsOwnConnections() throws {
        let (budget, record) = Self.budget(total: 4, perClient: 2)
        _ = budget.admit(fd: 1, client: "lan")
        _ = budget.admit(fd: 2, client: "local")
        _ = budget.admit(fd: 3, client: "lan")
        _ = budget.admit(fd: 4, client: "lan")
        #expect(record.dropped == [1], "lan's own oldest, not local's older one")
        _ = budget.admit(fd: 5, client: "other")
        #expect(budget.open == 4)
        _ = budget.admit(fd: 6, client: "other")
        #expect(record.dropped == [1, 2], "the whole budget is full: the oldest of all")
    }
}
