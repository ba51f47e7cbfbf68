import FileTestSupport
import Testing
@testable import SiteData

/// `ReportRows`: the tables read once, each range counted from numbers; every report equal to
/// `Reports.compute`'s, key spellings included (`==` alone would take NFC for NFD).
@Suite struct ReportRowsTests {
    /// Keys with canonically equivalent spellings, markup, quotes, empty, non-ASCII.
    static let keys = ["call", "Call", "caf\u{e9}", "cafe\u{301}", "", "<b>&amp;\"x\"", "email", "ğ", "g\u{306}", "visit", "z"]

    /// A generated athlete: rows dated around `Fx.today`, keys drawn from `keys` (or nil).
    static func athlete(_ rng: inout SplitMix) -> AthleteData {
        func key(_ rng: inout SplitMix) -> String? {
            let k = Int(rng.next() % UInt64(keys.count + 1))
            return k == keys.count ? nil : keys[k]
        }
        let coachIDs = ["c1", "c2", "caf\u{e9}", "cafe\u{301}", "c3"]
        let coaches = (0..<Int(rng.next() % 6)).map { i in
            Coach(id: coachIDs[Int(rng.next() % 5)], schoolId: i % 2 == 0 ? key(&rng) : nil, name: "Coach \(i)")
        }
        let schools = (0..<Int(rng.next() % 8)).map { i in
            School(id: "s\(i)", name: "School \(i)", status: key(&rng), division: key(&rng))
        }
        let sentiments: [Sentiment?] = [nil, .veryPositive, .positive, .neutral, .negative]
        let initiators: [Initiator?] = [nil, .athlete, .coach, .parent]
        let interactions = (0..<Int(rng.next() % 40)).map { i in
            Fx.interaction("i\(i)", on: Fx.day(-Int(rng.next() % 400)), coach: rng.next() % 4 == 0 ? nil : coachIDs[Int(rng.next() % 5)],
                           by: initiators[Int(rng.next() % 4)], type: key(&rng), sentiment: sentiments[Int(rng.next() % 5)])
        }
        let metricTypes: [MetricType] = [.velocity, .sixtyTime, .era, .other]
        let metrics = (0..<Int(rng.next() % 30)).map { i in
            Fx.metric("m\(i)", metricTypes[Int(rng.next() % 4)], Double(rng.next() % 10_000) / 100, on: Fx.day(-Int(rng.next() % 400)))
        }
        return Fx.athlete(schools: schools, coaches: coaches, interactions: interactions, metrics: metrics)
    }

    /// Every key of every count, as bytes.
    static func spellings(_ r: ReportModel) -> [[UInt8]] {
        (r.schools.byStatus + r.schools.byDivision + r.interactions.byType + r.interactions.bySentiment + r.metrics.byType)
            .map { Array($0.key.utf8) }
    }

    @Test func sameAsCompute() {
        var rng = SplitMix(seed: 8)
        var differences = 0
        for _ in 0..<400 {
            let data = Self.athlete(&rng)
            let rows = ReportRows(data)
            var presets = ReportPreset.standard
            presets.append(.custom(name: "spring", range: DateRange(from: Fx.day(-120), to: Fx.day(-30))))
            presets.append(.custom(name: "none", range: DateRange(from: Fx.day(10), to: Fx.day(20))))
            for preset in presets {
                let range = preset.range(for: data, today: Fx.today)
                let fast = rows.report(range: range, preset: preset)
                let reference = Reports.compute(data, range: range, preset: preset)
                if fast != reference || Self.spellings(fast) != Self.spellings(reference) { differences += 1 }
            }
        }
        #expect(differences == 0)
    }

    @Test func oneReport() {
        let data = Fx.athlete(
            schools: [School(id: "s1", name: "A", status: "target"), School(id: "s2", name: "B", status: "target", division: "D1")],
            coaches: [Coach(id: "c1", schoolId: "s1", name: "X"), Coach(id: "c2", name: "Y")],
            interactions: [Fx.interaction("i1", on: Fx.day(-1), coach: "c1", by: .coach, type: "cafe\u{301}"),
                           Fx.interaction("i2", on: Fx.day(-2), coach: "c2", by: .athlete, type: "caf\u{e9}", sentiment: .positive),
                           Fx.interaction("i3", on: Fx.day(-90), coach: "c2", by: .coach)],
            metrics: [Fx.metric("m1", .velocity, 80, on: Fx.day(-3)), Fx.metric("m2", .velocity, 81.5, on: Fx.day(-4))])
        let r = ReportRows(data).report(range: .last(30, endingAt: Fx.today), preset: .custom(name: "x", range: .last(30, endingAt: Fx.today)))
        #expect(r.interactions.total == 2)
        // The code-point smaller spelling names the two: e (U+0065) before é (U+00E9).
        #expect(r.interactions.byType.map { Array($0.key.utf8) } == [Array("cafe\u{301}".utf8)])
        #expect(r.interactions.byType.map(\.count) == [2])
        #expect(r.interactions.bySentiment == [KeyCount(key: "neutral", count: 1), KeyCount(key: "positive", count: 1)])
        #expect(r.coaches.avgResponseRate == 50)
        #expect(r.coaches.bySchool == 1)
        #expect(r.schools.byStatus == [KeyCount(key: "target", count: 2)])
        #expect(r.metrics.summaries.map(\.average) == [80.75])
    }
}
