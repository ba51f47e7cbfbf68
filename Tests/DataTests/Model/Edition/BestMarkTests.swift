import Testing
@testable import SiteData

@Suite struct BestMarkTests {
    func m(_ id: String, _ type: MetricType, _ value: Double, _ day: String, verified: Bool = false,
           event: String? = nil, notes: String? = nil) -> PerformanceMetric {
        PerformanceMetric(id: id, metricType: type, value: value, recordedDate: LocalDate(iso: day)!, eventId: event,
                          verified: verified, notes: notes)
    }

    func data(sport: String? = "Baseball", positions: [String], _ metrics: [PerformanceMetric], events: [Event] = []) -> AthleteData {
        AthleteData(profile: AthleteProfile(slug: "a", name: "A", sport: sport, positions: positions), events: events, metrics: metrics)
    }

    /// Without verified marks: highest for most types, lowest where lower is better; the latest
    /// beside it when its value differs; types in `MetricType` order.
    @Test func bestByTheTypesDirection() {
        let marks = BestMark.marks([
            m("s1", .sixtyTime, 7.05, "2025-01-01"), m("s2", .sixtyTime, 6.71, "2026-01-01"), m("s3", .sixtyTime, 6.80, "2026-06-01"),
            m("v1", .velocity, 81.1, "2023-11-23"), m("v2", .velocity, 90.3, "2026-05-01"), m("v3", .velocity, 89.6, "2026-10-01"),
            m("b1", .battingAvg, 0.3, "2026-01-01"),
        ])
        #expect(marks.map(\.best.id) == ["v2", "s2", "b1"])
        #expect(marks.map { $0.latest?.id } == ["v3", "s3", nil])
        #expect(marks.map { $0.selfReported?.id } == [nil, nil, nil])
        #expect(marks.map(\.isVerified) == [false, false, false])
    }

    /// A verified mark is the headline even when a self-reported one is better; the better
    /// self-reported one is kept beside it. A worse self-reported mark is not.
    @Test func verifiedFirstWithTheBetterSelfReportedBeside() {
        let event = Event(id: "e1", name: "PBR Showcase", type: "showcase", startDate: LocalDate(iso: "2026-06-01")!,
                          url: "https://example.org/pbr")
        let marks = BestMark.marks([
            m("v1", .velocity, 90.3, "2026-05-01"), m("v2", .velocity, 89.2, "2026-06-01", verified: true, event: "e1", notes: " PBR verified "),
            m("v3", .velocity, 88.0, "2026-02-01", verified: true), m("v4", .velocity, 89.6, "2026-10-01"),
            m("p1", .popTime, 1.95, "2026-01-01", verified: true), m("p2", .popTime, 1.99, "2026-02-01"),
        ], events: [event])
        #expect(marks.map(\.best.id) == ["v2", "p1"])
        #expect(marks.map { $0.selfReported?.id } == ["v1", nil])
        #expect(marks.map { $0.latest?.id } == ["v4", "p2"])
        #expect(marks[0].source == "PBR verified")
        #expect(marks[0].event?.link?.url == "https://example.org/pbr")
        #expect(marks[1].source == nil && marks[1].event == nil)
    }

    /// Equal values: the newest; a latest equal to the best is not repeated.
    @Test func tiesGoToTheNewest() {
        let marks = BestMark.marks([
            m("a", .exitVelo, 95, "2026-01-01", verified: true), m("b", .exitVelo, 95, "2026-03-01", verified: true),
            m("c", .popTime, 1.9, "2026-01-01"), m("d", .popTime, 1.9, "2026-02-01"),
        ])
        #expect(marks.map(\.best.id) == ["b", "d"])
        #expect(marks.map { $0.latest?.id } == [nil, nil])
    }

    /// The position orders the marks: a catcher leads with pop time, a pitcher with velocity,
    /// a position player with exit velocity and the 60; softball has its own order.
    @Test func positionOrdersTheMarks() {
        let all = [m("v", .velocity, 80, "2026-01-01"), m("x", .exitVelo, 90, "2026-01-01"), m("s", .sixtyTime, 7, "2026-01-01"),
                   m("p", .popTime, 1.9, "2026-01-01"), m("b", .battingAvg, 0.3, "2026-01-01"), m("e", .era, 2, "2026-01-01"),
                   m("k", .strikeouts, 9, "2026-01-01")]
        func types(_ d: AthleteData) -> [String] { BestMark.marks(of: d).map(\.metricType.rawValue) }
        func heads(_ d: AthleteData) -> [String] { BestMark.headline(of: d).map(\.metricType.rawValue) }
        #expect(types(data(positions: ["RHP", "SS"], all))
                == ["velocity", "era", "strikeouts", "exit_velo", "sixty_time", "pop_time", "batting_avg"])
        #expect(heads(data(positions: ["RHP", "SS"], all)) == ["velocity", "era", "strikeouts", "exit_velo", "sixty_time"])
        #expect(heads(data(sport: "Softball", positions: ["C", "1B"], all)) == ["pop_time", "exit_velo", "batting_avg", "sixty_time"])
        #expect(heads(data(positions: ["c"], all)) == ["pop_time", "exit_velo", "sixty_time"])
        #expect(heads(data(positions: ["OF"], all)) == ["exit_velo", "sixty_time"])
        #expect(heads(data(sport: "softball", positions: ["P"], all)) == ["velocity", "strikeouts", "era"])
        // No position: the declared order, and the first mark introduces the athlete.
        #expect(types(data(positions: [], all)).first == "velocity")
        #expect(heads(data(positions: [], all)) == ["velocity"])
        // A catcher without pop time: the lead types that have values.
        #expect(heads(data(positions: ["C"], [m("v", .velocity, 80, "2026-01-01"), m("s", .sixtyTime, 7, "2026-01-01")])) == ["sixty_time"])
        // A pitcher with only a batting average: that mark.
        #expect(heads(data(positions: ["P"], [m("b", .battingAvg, 0.3, "2026-01-01")])) == ["batting_avg"])
    }

    /// `primary_position` leads even when `positions` lists another first.
    @Test func primaryPositionLeads() {
        var p = AthleteProfile(slug: "a", name: "A", positions: ["SS", "RHP"])
        p.primaryPosition = "RHP"
        #expect(MetricType.leadTypes(of: p) == [.velocity, .era, .strikeouts, .exitVelo, .sixtyTime])
        #expect(PositionGroup.leading(of: p) == [.pitchers, .infielders])
        #expect(PositionGroup.positions(of: p) == ["RHP", "SS"])
    }

    /// A declared type joins the headline rule: after the built-in lead types of the position
    /// (or group) it names, in the display order before "other" elsewhere; lower is better
    /// when declared so.
    @Test func declaredTypesJoinTheHeadlineRule() {
        let spin = MetricType(declared: MetricDeclaration(key: "spin_rate", unit: "rpm", leads: ["P"], index: 0))
        let h2f = MetricType(declared: MetricDeclaration(key: "home_to_first", lowerIsBetter: true, leads: ["OUTFIELDERS"], index: 1))
        let all = [m("v", .velocity, 58, "2026-01-01"), m("k", .strikeouts, 9, "2026-01-01"), m("o", .other, 1, "2026-01-01"),
                   m("s1", spin, 2310, "2026-01-01"), m("s2", spin, 2450, "2026-02-01"),
                   m("h1", h2f, 3.05, "2026-01-01"), m("h2", h2f, 2.98, "2026-02-01")]
        func types(_ d: AthleteData) -> [String] { BestMark.marks(of: d).map(\.metricType.rawValue) }
        func heads(_ d: AthleteData) -> [String] { BestMark.headline(of: d).map(\.metricType.rawValue) }
        #expect(heads(data(sport: "Softball", positions: ["P", "CF"], all)) == ["velocity", "strikeouts", "spin_rate", "home_to_first"])
        #expect(types(data(sport: "Softball", positions: ["SS"], all)) == ["velocity", "strikeouts", "spin_rate", "home_to_first", "other"])
        #expect(heads(data(sport: "Softball", positions: ["SS"], all)) == ["velocity"])
        #expect(BestMark.marks(of: data(positions: [], all)).map(\.best.id) == ["v", "k", "s2", "h2", "o"])
        #expect(MetricType.leadTypes(of: AthleteProfile(slug: "a", name: "A", sport: "Softball", positions: ["RHP"]), declared: [spin])
                == [.velocity, .strikeouts, .era, spin])
        // Another sport's positions are matched by name.
        let saves = MetricType(declared: MetricDeclaration(key: "save_pct", leads: ["GOALKEEPER"], index: 2))
        #expect(MetricType.leadTypes(of: AthleteProfile(slug: "a", name: "A", sport: "Soccer", positions: ["Goalkeeper"]), declared: [saves])
                == [.exitVelo, .sixtyTime, saves])
        #expect(!MetricType.leadTypes(of: AthleteProfile(slug: "a", name: "A", sport: "Soccer", positions: ["Forward"]), declared: [saves])
                .contains(saves))
    }

    /// The marks as the former code picked them: each type's values filtered, `min(by:)` over
    /// each filter, events looked up in a dictionary by id.
    static func formerMarks(_ metrics: [PerformanceMetric], events: [Event]) -> [BestMark] {
        let order = MetricType.ordered(metrics.map(\.metricType))
        var byType: [MetricType: [PerformanceMetric]] = [:]
        for m in metrics { byType[m.metricType, default: []].append(m) }
        var eventsByID: [String: Event] = [:]
        for e in events { eventsByID[e.id] = e }
        return order.compactMap { type in
            guard let values = byType[type], !values.isEmpty else { return nil }
            let verified = values.filter(\.verified).min { BestMark.better($0, than: $1) }
            let reported = values.filter { !$0.verified }.min { BestMark.better($0, than: $1) }
            let best = verified ?? reported!
            let above = verified != nil ? reported.flatMap { BestMark.better($0, than: best) ? $0 : nil } : nil
            let latest = values.min(by: PerformanceMetric.newestFirst)!
            return BestMark(best: best, selfReported: above, latest: latest.value == best.value ? nil : latest,
                            event: best.eventId.flatMap { eventsByID[$0] }, isLead: false)
        }
    }

    /// The one-pass picks equal the former filters on 400 generated tables full of ties: equal
    /// values on equal dates, equal ids, verified and not, two events of one id.
    @Test func onePassEqualsTheFormerFilters() {
        var state: UInt64 = 42
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let types: [MetricType] = [.velocity, .sixtyTime, .popTime, .exitVelo]
        let days = ["2026-01-01", "2026-02-01", "2026-03-01"]
        let events = [Event(id: "e1", name: "First", startDate: LocalDate(iso: "2026-01-01")!),
                      Event(id: "e1", name: "Second of the same id", startDate: LocalDate(iso: "2026-02-01")!),
                      Event(id: "e2", name: "Other", startDate: LocalDate(iso: "2026-03-01")!)]
        for _ in 0..<400 {
            let metrics = (0..<next(12)).map { _ in
                m("m\(next(4))", types[next(types.count)], [6.7, 6.8, 89.0, 90.0][next(4)], days[next(days.count)],
                  verified: next(2) == 0, event: [nil, "e1", "e2", "e9"][next(4)])
            }
            let marks = BestMark.marks(metrics, events: events), former = Self.formerMarks(metrics, events: events)
            #expect(marks.count == former.count)
            for (a, b) in zip(marks, former) {
                #expect(a.best == b.best && a.selfReported == b.selfReported && a.latest == b.latest)
                #expect(a.event?.name == b.event?.name)
            }
        }
    }
}
