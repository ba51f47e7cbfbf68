import Foundation
import Testing
@testable import SiteData

/// Ids made from a row's content in tables nothing refers to.
@Suite struct TableDecoderDerivedIdTests {
    func assemble(_ files: [String: String]) -> (AthleteData?, [String]) {
        TableFixture.assemble(files)
    }

    @Test func anEmptyIdIsMadeFromTheRowAndRepeatsGetANumber() throws {
        let (data, d) = assemble(["tasks.csv": "id,text,is_completed\n,Email coach,no\nt9,Call,yes\n,Email coach,no\n,Email coach,yes\n"])
        #expect(d == [])
        #expect(try #require(data).tasks.map(\.id) == ["tasks-33eb0a2a4490", "t9", "tasks-33eb0a2a4490-2", "tasks-08d22c612774"])
    }

    @Test func theIdColumnMayBeLeftOutAndColumnOrderDoesNotMatter() throws {
        let (a, d1) = assemble(["tasks.csv": "text,is_completed\nEmail coach,no\n"])
        let (b, d2) = assemble(["tasks.csv": "is_completed,id,text\n no ,,Email coach\n"])
        #expect(d1 == [] && d2 == [])
        #expect(try #require(a).tasks.map(\.id) == ["tasks-33eb0a2a4490"])
        #expect(try #require(b).tasks.map(\.id) == ["tasks-33eb0a2a4490"])
    }

    @Test func jsonRowsGetTheSameIdAsCSVRows() throws {
        let (data, d) = assemble(["tasks.json": #"[{"text": "Email coach", "is_completed": "no"}, {"id": null, "text": "Email coach", "is_completed": "no"}]"#])
        #expect(d == [])
        #expect(try #require(data).tasks.map(\.id) == ["tasks-33eb0a2a4490", "tasks-33eb0a2a4490-2"])
    }

    @Test(arguments: [
        ("interactions.csv", "occurred_at,type\n2026-02-10,call\n", "interactions-d80a6ed72a86"),
        ("performance_metrics.csv", "metric_type,value,recorded_date\nvelocity,80,2026-02-10\n", "performance_metrics-eb31ade195c5"),
        ("social_media_posts.csv", "platform,post_date\ntwitter,2026-02-10\n", "social_media_posts-ec3611874faf"),
    ])
    func everyUnreferencedTableDerivesIds(file: String, text: String, id: String) throws {
        let (data, d) = assemble([file: text])
        #expect(d == [])
        let data2 = try #require(data)
        #expect((data2.interactions.map(\.id) + data2.metrics.map(\.id) + data2.posts.map(\.id)) == [id])
    }

    @Test(arguments: [
        ("schools.csv", "id,name\n,Rice\n", "schools.csv:2:1: error: id: a value is required"),
        ("coaches.csv", "name\nAnn\n", "coaches.csv:1:1: error: missing required column \"id\""),
        ("events.csv", "id,name,start_date\n  ,Camp,2026-06-01\n", "events.csv:2:1: error: id: a value is required"),
        ("offers.csv", "id,school_id,status\n,s1,pending\n", "offers.csv:2:1: error: id: a value is required"),
    ])
    func referencedTablesStillNeedAnId(file: String, text: String, message: String) {
        let (data, d) = assemble([file: text])
        #expect(data == nil)
        #expect(d == [message])
    }

    /// A value as written, in other case, or far from every usual value is usual enough; a
    /// near miss gets the message (the as-written check comes before any lowercasing).
    @Test func unusualValues() {
        let usual = ["call", "email", "visit"]
        #expect(TableDecoder.unusual("call", usual) == nil)
        #expect(TableDecoder.unusual("CALL", usual) == nil)
        #expect(TableDecoder.unusual("Email", usual) == nil)
        #expect(TableDecoder.unusual("text message", usual) == nil)
        #expect(TableDecoder.unusual("emial", usual) == "\"emial\" is not one of the usual values; did you mean \"email\"? "
                + "(usual: call, email, visit; any other text is kept as written)")
    }
}
