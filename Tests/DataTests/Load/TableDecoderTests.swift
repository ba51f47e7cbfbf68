import Foundation
import Testing
@testable import SiteData

@Suite struct TableDecoderTests {
    static let utc = TimeZone(identifier: "UTC")!

    func assemble(_ files: [String: String], notes: [Note] = [], zone: TimeZone = utc) -> (AthleteData?, [String]) {
        TableFixture.assemble(files, notes: notes, zone: zone)
    }

    @Test func enumerationsAreCanonicalisedAndFreeTextKept() throws {
        let (data, d) = assemble([
            "schools.csv": "id,name,tier,status,latitude\n s1 ,  Ohio State ,a,Interested,40.0\n",
            "offers.csv": "id,school_id,status\no1,s1,Accepted\n",
            "social_media_posts.csv": "id,platform,post_date,sentiment,is_recruiting_related\np1,TWITTER,2026-02-10T14:30:00Z,Very_Positive,YES\n",
        ])
        #expect(d == [])
        let data2 = try #require(data)
        #expect(data2.schools == [School(id: "s1", name: "  Ohio State ", status: "Interested", tier: .A, latitude: 40)])
        #expect(data2.offers == [Offer(id: "o1", schoolId: "s1", status: .accepted)])
        #expect(data2.posts == [SocialPost(id: "p1", platform: .twitter, postDate: LocalDate(iso: "2026-02-10")!,
                                           postTime: 14 * 3600 + 30 * 60, isRecruitingRelated: true, sentiment: .veryPositive)])
    }

    @Test(arguments: [
        ("schools.csv", "id,name,tier\ns1,A,Z\n", "schools.csv:2:6: error: tier: \"Z\" is not one of A, B, C"),
        ("schools.csv", "id,tier\ns1,A\n", "schools.csv:1:1: error: missing required column \"name\""),
        ("schools.csv", "id,name\ns1,\n", "schools.csv:2:4: error: name: a value is required"),
        ("schools.csv", "id,name\ns1,   \n", "schools.csv:2:4: error: name: a value is required"),
        ("schools.csv", "id,name,city\ns1\n", "schools.csv:2:1: error: name: a value is required"),
        ("schools.csv", "id,name\ns1,A\ns2,B\n s1,C\n", "schools.csv:4:1: error: id: \"s1\" is used twice (first on line 2)"),
        ("schools.csv", "id,name,latitude\ns1,A,\"1,5\"\n", "schools.csv:2:6: error: latitude: \"1,5\" is not a number (write decimals with a point, e.g. 1.5)"),
        ("schools.csv", "id,name,latitude\ns1,A,NaN\n", "schools.csv:2:6: error: latitude: \"NaN\" is not a number (write decimals with a point, e.g. 1.5)"),
        ("schools.csv", "id,name,latitude\ns1,A,inf\n", "schools.csv:2:6: error: latitude: \"inf\" is not a number (write decimals with a point, e.g. 1.5)"),
        ("tasks.csv", "id,text,is_completed\nt1,x,maybe\n", "tasks.csv:2:6: error: is_completed: \"maybe\" is not true or false (yes/no and 1/0 also work)"),
        ("events.csv", "id,name,start_date\ne1,x,2026-02-30\n", "events.csv:2:6: error: start_date: \"2026-02-30\" is not a valid date (YYYY-MM-DD)"),
        ("events.csv", "id,name,start_date,end_date\ne1,x,2026-03-05,2026-03-01\n", "events.csv:2:17: error: end_date: 2026-03-01 is before start_date 2026-03-05"),
        ("interactions.csv", "id,occurred_at\ni1,2026-02-10T14:30:00+5\n", "interactions.csv:2:4: error: occurred_at: \"2026-02-10T14:30:00+5\" is not a valid timestamp (e.g. 2026-02-10T14:30:00Z, 2026-02-10T08:30:00-06:00 or 2026-02-10)"),
        ("schools.json", "[\n  {\"id\": \"s1\", \"name\": \"A\"},\n  {\"id\": \"s2\", \"name\": \"B\"},\n  {\"id\": \"s3\", \"name\": \"C\",\n   \"tier\": \"Z\"}\n]",
         "schools.json:5:12: error: element 3, \"tier\": \"Z\" is not one of A, B, C"),
        ("schools.json", "[{\"id\": \"s1\", \"name\": \"A\"}, {\"id\": \"s2\"}]", "schools.json:1:29: error: element 2, \"name\": a value is required"),
    ])
    func errors(file: String, text: String, message: String) {
        let (data, d) = assemble([file: text])
        #expect(data == nil)
        #expect(d == [message])
    }

    static let schoolColumns = "id, name, status, division, tier, size, city, state, latitude, longitude, website, created_at"

    /// Each unknown column is named at its own header cell (it was one warning at 1:1).
    @Test func unknownColumnsWarnAtTheirHeaderCell() {
        let (data, d) = assemble(["schools.csv": "id,colour,name,rank\ns1,red,A,1\ns2,blue,B,2\n"])
        #expect(data?.schools.count == 2)
        #expect(d == ["schools.csv:1:4: warning: unknown column \"colour\" ignored (schools columns: \(Self.schoolColumns))",
                      "schools.csv:1:16: warning: unknown column \"rank\" ignored (schools columns: \(Self.schoolColumns))"])
    }

    /// A misspelt column would lose its values: an error with the closest known name.
    @Test(arguments: [
        ("schools.csv", "id,name,divison\ns1,A,D1\n", "schools.csv:1:9: error: unknown column \"divison\": did you mean \"division\"?"),
        ("schools.csv", "id,name,Tiers\ns1,A,A\n", "schools.csv:1:9: error: unknown column \"Tiers\": did you mean \"tier\"?"),
        ("coaches.json", "[{\"id\": \"c1\", \"name\": \"B\",\n  \"emial\": \"b@x.org\"}]",
         "coaches.json:2:3: error: unknown column \"emial\": did you mean \"email\"?"),
    ])
    func misspeltColumnsSuggestTheClosestName(file: String, text: String, message: String) {
        let (data, d) = assemble([file: text])
        #expect(data == nil)
        #expect(d == [message])
    }

    @Test func missingReferencesWarnAndKeepTheRow() throws {
        let (data, d) = assemble([
            "schools.csv": "id,name\ns1,A\n",
            "coaches.csv": "id,school_id,name\nc1,s9,Bob\n",
            "interactions.csv": "id,school_id,coach_id,occurred_at\ni1,s1,c2,2026-01-05\n",
        ], notes: [Note(fileName: "n", title: "n", schoolId: "s7", body: "", location: SourceLocation(file: "n.md", line: 1, column: 1))])
        #expect(d == [
            "coaches.csv:2:4: warning: school_id: no row of schools has the id or name \"s9\"",
            "interactions.csv:2:7: warning: coach_id: no row of coaches has the id or name \"c2\"",
            "n.md:1:1: warning: school: no row of schools has the id or name \"s7\"",
        ])
        let data2 = try #require(data)
        #expect(data2.coaches == [Coach(id: "c1", schoolId: "s9", name: "Bob")])
        #expect(data2.interactions.count == 1)
    }

    @Test func defaultsAndTimestampDatesInSiteZone() throws {
        let (data, d) = assemble([
            "interactions.csv": "id,occurred_at\ni1,2026-03-01T02:30:00Z\n",
            "performance_metrics.csv": "id,metric_type,value,recorded_date\nm1,Exit_Velo,88.5,2026-03-01\n",
            "suggestions.csv": "id,title,urgency\ng1,Call,HIGH\n",
            "tasks.json": "[{\"id\": \"t1\", \"text\": \"Email\", \"is_completed\": true, \"created_at\": null}]",
        ], zone: TimeZone(identifier: "America/Chicago")!)
        #expect(d == [])
        let data2 = try #require(data)
        #expect(data2.interactions.map(\.occurredAt.iso) == ["2026-02-28"])
        #expect(data2.metrics == [PerformanceMetric(id: "m1", metricType: .exitVelo, value: 88.5, recordedDate: LocalDate(iso: "2026-03-01")!)])
        #expect(data2.suggestions == [Suggestion(id: "g1", title: "Call", urgency: .high, status: .pending)])
        #expect(data2.tasks == [TaskItem(id: "t1", text: "Email", isCompleted: true)])
    }

    @Test(arguments: [("1", 1.0), ("-2.5", -2.5), (".5", 0.5), ("5.", 5.0), ("1e-05", 0.00001), ("+3", 3.0)])
    func numbers(text: String, value: Double) {
        #expect(TableDecoder.number(text) == value)
    }

    @Test(arguments: ["1,5", "NaN", "inf", "-", ".", "1e", "0x10", "1 000", "1e999"])
    func notNumbers(text: String) {
        #expect(TableDecoder.number(text) == nil)
    }

    @Test func errorsAreSortedAndCapped() {
        var rows = "id,name,tier\n"
        for k in 1...120 { rows += "s\(k),A,Q\n" }
        let (_, d) = assemble(["schools.csv": rows])
        #expect(d.count == 101)
        #expect(d.first == "schools.csv:2:6: error: tier: \"Q\" is not one of A, B, C")
        #expect(d[99] == "schools.csv:101:8: error: tier: \"Q\" is not one of A, B, C")
        #expect(d.last == "error: … and 20 more problems")
    }

    @Test func oneProblemLeftOutIsSingular() {
        var rows = "id,name,tier\n"
        for k in 1...101 { rows += "s\(k),A,Q\n" }
        let (_, d) = assemble(["schools.csv": rows])
        #expect(d.count == 101)
        #expect(d.last == "error: … and 1 more problem")
    }

    @Test func theCapNeverHidesAnErrorBehindWarnings() {
        // 120 reference warnings in coaches.csv sort before the one error in schools.csv.
        var coaches = "id,school_id,name\n"
        for k in 1...120 { coaches += "c\(k),zz,Coach \(k)\n" }
        let (_, d) = assemble(["coaches.csv": coaches, "schools.csv": "id,name,tier\ns1,A,Q\n"])
        #expect(d.count == 101)
        #expect(d.contains("schools.csv:2:6: error: tier: \"Q\" is not one of A, B, C"))
        #expect(d[98] == "coaches.csv:100:5: warning: school_id: no row of schools has the id or name \"zz\"")
        #expect(d.last == "warning: … and 21 more problems")
    }

    @Test func referencesIntoAnUnreadableTableAreNotReported() {
        var tables: [String: RawTable] = [:]
        tables["coaches"] = CSVReader.read(Array("id,school_id,name\nc1,s1,Pat\n".utf8), file: "coaches.csv").0
        tables["schools"] = CSVReader.read(Array("id,name\ns1,\"Rice\n".utf8), file: "schools.csv").0
        let note = Note(fileName: "n", title: "N", schoolId: "s1", body: "", location: SourceLocation(file: "n.md", line: 1))
        let read = AthleteAssembler.assemble(profile: AthleteProfile(slug: "a", name: "A"), tables: tables, notes: [note],
                                             timeZone: Self.utc, unreadable: ["schools"])
        #expect(read.1.items.isEmpty)
        let unread = AthleteAssembler.assemble(profile: AthleteProfile(slug: "a", name: "A"), tables: tables, notes: [note],
                                               timeZone: Self.utc)
        #expect(unread.1.items.map(\.description) == [
            "coaches.csv:2:4: warning: school_id: no row of schools has the id or name \"s1\"",
            "n.md:1: warning: school: no row of schools has the id or name \"s1\"",
        ])
    }

    /// The repro passed `check` with "No problems found".
    @Test func implausiblyLargeMetricValuesWarn() {
        let (data, d) = assemble(["performance_metrics.csv": "id,metric_type,value,recorded_date\n"
            + "m1,velocity,2000000000000,2026-01-01\nm2,velocity,-1e9,2026-01-02\nm3,velocity,999999999,2026-01-03\n"])
        #expect(data?.metrics.count == 3)
        #expect(d == ["performance_metrics.csv:2:13: warning: value: 2000000000000 is implausibly large for a measurement",
                      "performance_metrics.csv:3:13: warning: value: -1e9 is implausibly large for a measurement"])
    }
}
