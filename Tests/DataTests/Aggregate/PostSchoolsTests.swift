import FileTestSupport
import Testing
@testable import SiteData

/// `PostSchools`: the posts' school ids numbered once; each range's active schools and top
/// schools as the strings grouped again gave them (`Set`, `Ordering.counts`).
@Suite struct PostSchoolsTests {
    @Test func sameAsGroupingStrings() {
        let ids = ["s1", "s2", "caf\u{e9}", "cafe\u{301}", "", "<a>&\"", "z"] + (0..<20).map { "school \($0)" }
        var rng = SplitMix(seed: 21)
        var differences = 0
        for _ in 0..<300 {
            let distinct = 1 + Int(rng.next() % UInt64(ids.count))
            let posts = (0..<Int(rng.next() % 50)).map { i in
                Fx.post("p\(i)", on: Fx.day(-Int(rng.next() % 500)),
                        school: rng.next() % 5 == 0 ? nil : ids[Int(rng.next() % UInt64(distinct))])
            }
            let schools = ids.prefix(4).enumerated().map { School(id: $0.element, name: "School \($0.offset)") }
            let data = Fx.athlete(schools: schools, posts: posts)
            for range in RangePreset.social {
                let model = Social.compute(data, range: range, today: Fx.today)
                let window = range.window(endingAt: Fx.today)
                let inRange = posts.filter { window?.contains($0.postDate) ?? true }.compactMap(\.schoolId)
                let top = Ordering.counts(inRange)
                    .map { c in (c.key, data.schools.first { $0.id == c.key }?.name ?? Lookup.unknownSchool, c.count) }
                    .sorted { a, b in
                        if a.2 != b.2 { return a.2 > b.2 }
                        let n = Ordering.compare(a.1, b.1)
                        return n != 0 ? n < 0 : codePointLess(a.0, b.0)
                    }
                    .prefix(5)
                if model.summary.activeSchools != Set(inRange).count
                    || model.topSchools.map({ Array($0.schoolId.utf8) }) != top.map({ Array($0.0.utf8) })
                    || model.topSchools.map(\.postCount) != top.map(\.2)
                    || model.topSchools.map(\.name) != top.map(\.1) {
                    differences += 1
                }
            }
        }
        #expect(differences == 0)
    }
}
