import Foundation
import Testing
@testable import SiteServe

/// The athletes kept in memory are bounded by bytes as well as by count.
@Suite struct RenderedAthletesTests {
    /// One file of `count` bytes at a one-byte path (so the athlete's size is `count + 1`).
    static func files(_ count: Int) -> RenderedAthletes.Files { ["x": Array(repeating: 0x61, count: count - 1)] }

    @Test func theLeastRecentlyAskedGoUntilTheFilesFitTheBudget() {
        let kept = RenderedAthletes(capacity: 8, budget: 100)
        #expect(kept.files(of: "a") { Self.files(40) } != nil)
        #expect(kept.files(of: "b") { Self.files(40) } != nil)
        #expect(kept.kept == ["a", "b"])
        #expect(kept.bytes == 80)
        _ = kept.files(of: "c") { Self.files(40) }
        #expect(kept.kept == ["b", "c"], "120 bytes: a, asked for least recently, went")
        #expect(kept.bytes == 80)
        _ = kept.files(of: "b") { Issue.record("b is kept"); return nil }
        #expect(kept.kept == ["c", "b"])
        _ = kept.files(of: "d") { Self.files(30) }
        #expect(kept.kept == ["b", "d"])
        #expect(kept.bytes == 70)
        // Bigger than the whole budget: kept alone, its next page is the likely request.
        _ = kept.files(of: "e") { Self.files(150) }
        #expect(kept.kept == ["e"])
        #expect(kept.bytes == 150)
        _ = kept.files(of: "a") { Self.files(10) }
        #expect(kept.kept == ["a"])
        #expect(kept.bytes == 10)
        #expect(["a", "b", "c", "d", "e"].map(kept.renders(of:)) == [2, 1, 1, 1, 1])
    }

    @Test func theCountStillBoundsSmallAthletes() {
        let kept = RenderedAthletes(capacity: 2, budget: 1_000)
        for slug in ["a", "b", "c"] { _ = kept.files(of: slug) { Self.files(10) } }
        #expect(kept.kept == ["b", "c"])
        #expect(kept.bytes == 20)
    }

    @Test func aChangedAthleteIsCountedAtItsNewSizeAndAForgottenOneNotAtAll() {
        let kept = RenderedAthletes(capacity: 8, budget: 100)
        _ = kept.files(of: "a") { Self.files(30) }
        _ = kept.files(of: "b") { Self.files(30) }
        #expect(kept.rerender("a") { Self.files(60) })
        #expect(kept.kept == ["b", "a"])
        #expect(kept.bytes == 90)
        #expect(!kept.rerender("b") { nil }, "a failed render keeps the last good files")
        #expect(kept.bytes == 90)
        kept.forget("a")
        #expect(kept.kept == ["b"])
        #expect(kept.bytes == 30)
        #expect(RenderedAthletes.size(of: ["ab/c.html": [1, 2, 3]]) == 12, "9 bytes of path, 3 of file")
    }

    /// The preview gives memory back after athletes were dropped, and only then.
    @Test func droppingAthletesIsReportedOncePerRender() {
        let drops = DropCount()
        let kept = RenderedAthletes(capacity: 8, budget: 100, dropped: { drops.add() })
        _ = kept.files(of: "a") { Self.files(40) }
        _ = kept.files(of: "b") { Self.files(40) }
        #expect(drops.value == 0)
        _ = kept.files(of: "c") { Self.files(90) }
        #expect(kept.kept == ["c"])
        #expect(drops.value == 1, "a and b went in one render")
        _ = kept.files(of: "c") { Self.files(10) }
        #expect(drops.value == 1)
    }

    final class DropCount: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func add() { lock.lock(); count += 1; lock.unlock() }
        var value: Int { lock.lock(); defer { lock.unlock() }; return count }
    }
}
