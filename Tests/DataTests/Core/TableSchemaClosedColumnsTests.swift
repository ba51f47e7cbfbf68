import Foundation
import Testing
@testable import SiteData

/// Every closed column of every table refuses a value outside its list, naming the list (and
/// the near one); every free column with usual values warns at a near miss and keeps it.
@Suite struct TableSchemaClosedColumnsTests {
    func problems(_ file: String, _ text: String) -> (AthleteData?, [String]) {
        let table = CSVReader.read(Array(text.utf8), file: file).0
        let (data, d) = AthleteAssembler.assemble(profile: AthleteProfile(slug: "a", name: "A"),
                                                  tables: [String(file.dropLast(4)): table], notes: [],
                                                  timeZone: TimeZone(identifier: "UTC")!)
        return (data, d.items.map(\.description))
    }

    @Test func theClosedAndUsualColumnsAreExactlyThese() {
        var closed: [String] = [], usual: [String] = []
        for schema in TableSchema.all {
            for c in schema.columns {
                if case .enumeration = c.kind { closed.append("\(schema.name).\(c.name)") }
                if !c.usual.isEmpty { usual.append("\(schema.name).\(c.name)") }
            }
        }
        #expect(closed == ["schools.tier", "interactions.initiated_by", "interactions.sentiment", "offers.status",
                           "performance_metrics.metric_type", "social_media_posts.platform",
                           "social_media_posts.sentiment", "suggestions.urgency", "suggestions.status"])
        #expect(usual == ["schools.status", "schools.division", "schools.size", "interactions.type",
                          "offers.offer_type", "events.type"])
    }

    @Test func schools() {
        let (data, d) = problems("schools.csv", "id,name,tier,status,division,size\ns1,Rice,Z,intrested,NIAA,smal\n")
        #expect(data == nil)
        #expect(d == [
            #"schools.csv:2:9: error: tier: "Z" is not one of A, B, C"#,
            #"schools.csv:2:11: warning: status: "intrested" is not one of the usual values; did you mean "interested"? (usual: interested, contacted, visited, offered, committed, declined; any other text is kept as written)"#,
            #"schools.csv:2:21: warning: division: "NIAA" is not one of the usual values; did you mean "NAIA"? (usual: D1, D2, D3, NAIA, JUCO; any other text is kept as written)"#,
            #"schools.csv:2:26: warning: size: "smal" is not one of the usual values; did you mean "small"? (usual: very_small, small, medium, large, very_large; any other text is kept as written)"#,
        ])
    }

    @Test func schoolsKeepUsualValuesInAnyCaseAndOtherTextSilently() throws {
        let (data, d) = problems("schools.csv", "id,name,status,division,size\ns1,Rice,Interested,d1,Medium\ns2,Duke,Waitlisted,,\n")
        #expect(d == [])
        #expect(try #require(data).schools.map(\.status) == ["Interested", "Waitlisted"])
    }

    @Test func aNearMissIsKeptAsWritten() throws {
        let (data, _) = problems("schools.csv", "id,name,status\ns1,Rice,intrested\n")
        #expect(try #require(data).schools.map(\.status) == ["intrested"])
    }

    @Test func coachesHaveNoClosedColumn() {
        #expect(TableSchema.coaches.columns.allSatisfy { c in
            if case .enumeration = c.kind { return false }
            return c.usual.isEmpty
        })
    }

    @Test func interactions() {
        let (_, d) = problems("interactions.csv", "id,occurred_at,initiated_by,sentiment,type\ni1,2026-02-10,parnet,positve,emial\n")
        #expect(d == [
            #"interactions.csv:2:15: error: initiated_by: "parnet" is not one of athlete, coach, parent; did you mean "parent"?"#,
            #"interactions.csv:2:22: error: sentiment: "positve" is not one of very_positive, positive, neutral, negative; did you mean "positive"?"#,
            #"interactions.csv:2:30: warning: type: "emial" is not one of the usual values; did you mean "email"? (usual: email, call, text, visit, camp, dm, other; any other text is kept as written)"#,
        ])
    }

    @Test func offers() {
        let (_, d) = problems("offers.csv", "id,school_id,status,offer_type\no1,s1,acepted,partal\n")
        #expect(d == [
            #"offers.csv:2:7: error: status: "acepted" is not one of pending, accepted, declined; did you mean "accepted"?"#,
            #"offers.csv:2:15: warning: offer_type: "partal" is not one of the usual values; did you mean "partial"? (usual: full, partial, walk_on, preferred_walk_on; any other text is kept as written)"#,
        ])
    }

    @Test func events() {
        let (_, d) = problems("events.csv", "id,name,start_date,type\ne1,Camp,2026-06-01,showcse\n")
        #expect(d == [
            #"events.csv:2:20: warning: type: "showcse" is not one of the usual values; did you mean "showcase"? (usual: camp, showcase, visit, game, tournament, deadline; any other text is kept as written)"#,
        ])
    }

    @Test func performanceMetrics() {
        let (_, d) = problems("performance_metrics.csv", "id,metric_type,value,recorded_date,verified\nm1,veloctiy,80,2026-06-01,maybe\n")
        #expect(d == [
            #"performance_metrics.csv:2:4: error: metric_type: "veloctiy" is not one of velocity, exit_velo, sixty_time, pop_time, batting_avg, era, strikeouts, other (built in; a new type is declared under metric_types: in site.yml); did you mean "velocity"?"#,
            #"performance_metrics.csv:2:27: error: verified: "maybe" is not true or false (yes/no and 1/0 also work)"#,
        ])
    }

    @Test func socialMediaPosts() {
        let (_, d) = problems("social_media_posts.csv", "id,platform,post_date,sentiment\np1,instagam,2026-06-01,negatve\n")
        #expect(d == [
            #"social_media_posts.csv:2:4: error: platform: "instagam" is not one of twitter, instagram; did you mean "instagram"?"#,
            #"social_media_posts.csv:2:24: error: sentiment: "negatve" is not one of very_positive, positive, neutral, negative; did you mean "negative"?"#,
        ])
    }

    @Test func tasksHaveOnlyAYesNoColumn() {
        let (_, d) = problems("tasks.csv", "id,text,is_completed\nt1,Call,done\n")
        #expect(d == [#"tasks.csv:2:9: error: is_completed: "done" is not true or false (yes/no and 1/0 also work)"#])
    }

    @Test func suggestions() {
        let (_, d) = problems("suggestions.csv", "id,title,urgency,status\ns1,Call,hihg,dismised\n")
        #expect(d == [
            #"suggestions.csv:2:9: error: urgency: "hihg" is not one of high, medium, low; did you mean "high"?"#,
            #"suggestions.csv:2:14: error: status: "dismised" is not one of pending, dismissed, completed; did you mean "dismissed"?"#,
        ])
    }
}
