import Foundation
import Testing
@testable import SiteData

/// References by name or slug (`school_id`, `coach_id`, `event_id`, a note's `school`).
@Suite struct AthleteAssemblerReferencesTests {
    func assemble(_ files: [String: String], notes: [Note] = []) -> (AthleteData?, [String]) {
        TableFixture.assemble(files, notes: notes)
    }

    static let schools = "id,name\nrice,Rice University\nlodz,Łódź State\nohio,Ohio State\n"

    @Test(arguments: [
        ("rice", "rice"),                     // the id
        ("Rice University", "rice"),          // the name as written
        ("  rice   UNIVERSITY ", "rice"),      // case and spaces ignored
        ("Lodz State", "lodz"),               // accents ignored (ł by the slug step)
        ("lodz-state", "lodz"),               // the slug
        ("ohio-state", "ohio"),
    ])
    func schoolIdTakesIdNameOrSlug(written: String, id: String) throws {
        let (data, d) = assemble(["schools.csv": Self.schools,
                                  "offers.csv": "id,school_id,status\no1,\"\(written)\",pending\n"])
        #expect(d == [])
        #expect(try #require(data).offers.map(\.schoolId) == [id])
    }

    @Test func anIdWinsOverAnotherRowsName() throws {
        let (data, d) = assemble(["schools.csv": "id,name\nduke,Rice\nrice,Duke\n",
                                  "offers.csv": "id,school_id,status\no1,rice,pending\no2,Rice,pending\n"])
        #expect(d == [])
        #expect(try #require(data).offers.map(\.schoolId) == ["rice", "duke"])
    }

    @Test func anAmbiguousNameIsAnErrorNamingTheCandidatesSorted() {
        let (data, d) = assemble(["schools.csv": "id,name\nrice-2,Rice\nrice-1,rice\nduke,Duke\n",
                                  "coaches.csv": "id,school_id,name\nc1,RICE,Ann Smith\n"])
        #expect(data == nil)
        #expect(d == [#"coaches.csv:2:4: error: school_id: "RICE" could be any of 2 schools: "rice-1" (rice), "rice-2" (Rice); write the id of the one you mean"#])
    }

    @Test func coachIdAndEventIdTakeNamesToo() throws {
        let (data, d) = assemble([
            "schools.csv": Self.schools,
            "coaches.csv": "id,school_id,name\nc1,Rice University,Ann Smith\n",
            "interactions.csv": "id,school_id,coach_id,occurred_at\ni1,rice,ann smith,2026-02-10\n",
            "events.csv": "id,name,start_date\ne1,Summer Showcase,2026-06-01\n",
            "performance_metrics.csv": "id,metric_type,value,recorded_date,event_id\nm1,velocity,80,2026-06-01,summer-showcase\n",
        ])
        #expect(d == [])
        let data2 = try #require(data)
        #expect(data2.coaches.map(\.schoolId) == ["rice"])
        #expect(data2.interactions.map(\.coachId) == ["c1"])
        #expect(data2.metrics.map(\.eventId) == ["e1"])
    }

    @Test func anUnknownReferenceGuessesAmongIdsAndNames() {
        let (_, d) = assemble(["schools.csv": Self.schools,
                               "offers.csv": "id,school_id,status\no1,Rice Univrsity,pending\no2,ohoi,pending\no3,zzz,pending\n"])
        #expect(d == [
            #"offers.csv:2:4: warning: school_id: no row of schools has the id or name "Rice Univrsity"; did you mean "Rice University"?"#,
            #"offers.csv:3:4: warning: school_id: no row of schools has the id or name "ohoi"; did you mean "ohio"?"#,
            #"offers.csv:4:4: warning: school_id: no row of schools has the id or name "zzz""#,
        ])
    }

    @Test func aNotesSchoolTakesANameAndIsStoredAsTheId() throws {
        let note = Note(fileName: "n", title: "N", schoolId: "Rice University", body: "",
                        location: SourceLocation(file: "notes/n.md", line: 4, column: 1),
                        schoolLocation: SourceLocation(file: "notes/n.md", line: 2, column: 9))
        let (data, d) = assemble(["schools.csv": Self.schools], notes: [note])
        #expect(d == [])
        #expect(try #require(data).notes.map(\.schoolId) == ["rice"])
    }

    @Test func foldIgnoresCaseAccentsAndRunsOfSpaces() {
        #expect(ReferenceNames.fold("  José   MARTÍNEZ ") == "jose martinez")
        #expect(ReferenceNames.fold("Łódź") == "łodz")
    }

    /// The issue's case: a shortened name is no typo, but names the rows it is part of.
    @Test func aShortenedNameGuessesTheRowsWhoseNameHoldsIt() {
        let (_, d) = assemble([
            "schools.csv": "id,name\ndbu,Dallas Baptist University\nosu,Ohio State\nou,Ohio University\nmiami,Miami (Ohio)\n",
            "offers.csv": "id,school_id,status\no1,Dallas Baptist,pending\no2,ohio,pending\no3,State,pending\n",
        ])
        #expect(d == [
            #"offers.csv:2:4: warning: school_id: no row of schools has the id or name "Dallas Baptist"; did you mean "Dallas Baptist University"?"#,
            #"offers.csv:3:4: warning: school_id: no row of schools has the id or name "ohio"; did you mean "Ohio State" or "Ohio University"?"#,
            #"offers.csv:4:4: warning: school_id: no row of schools has the id or name "State"; did you mean "Ohio State"?"#,
        ])
    }

    /// Abbreviated school names get their guess (issue 43 §6).
    @Test func abbreviationsGuessTheRowsTheyShorten() {
        let (_, d) = assemble([
            "schools.csv": "id,name\nmiami,Miami University\nfindlay,University of Findlay\nosu,Ohio State University\nsju,Saint Joseph's College\n",
            "offers.csv": "id,school_id,status\no1,Miami Univ,pending\no2,Univ of Findlay,pending\no3,Ohio St.,pending\no4,St. Joseph's Coll.,pending\n",
        ])
        #expect(d == [
            #"offers.csv:2:4: warning: school_id: no row of schools has the id or name "Miami Univ"; did you mean "Miami University"?"#,
            #"offers.csv:3:4: warning: school_id: no row of schools has the id or name "Univ of Findlay"; did you mean "University of Findlay"?"#,
            #"offers.csv:4:4: warning: school_id: no row of schools has the id or name "Ohio St."; did you mean "Ohio State University"?"#,
            #"offers.csv:5:4: warning: school_id: no row of schools has the id or name "St. Joseph's Coll."; did you mean "Saint Joseph's College"?"#,
        ])
    }

    /// Ids are compared without case when only one id matches so (issue 43 §6).
    @Test func anIdInOtherCapitalsResolves() throws {
        let (data, d) = assemble(["schools.csv": "id,name\nxavier,Xavier University\n",
                                  "offers.csv": "id,school_id,status\no1,Xavier,pending\no2,XAVIER,pending\n"])
        #expect(d == [])
        #expect(try #require(data).offers.map(\.schoolId) == ["xavier", "xavier"])
    }

    /// Two ids that differ only in capitals: a warning at the later one (issue 43 §6).
    @Test func idsDifferingOnlyInCapitalsAreAWarning() throws {
        let (data, d) = assemble(["schools.csv": "id,name\nxavier,Xavier University\nXavier,Xavier College\n",
                                  "offers.csv": "id,school_id,status\no1,Xavier,pending\n"])
        #expect(d == [#"schools.csv:3: warning: id "Xavier" differs from the id "xavier" (line 2) only in capital and small letters; "#
                      + "a reference must then write the capitals exactly, so give one of them another id"])
        #expect(try #require(data).offers.map(\.schoolId) == ["Xavier"])
    }

    /// Three spellings of one id: a warning at each later one, naming the first (the small
    /// spelling, which the check does not group on its own, joins the others).
    @Test func threeSpellingsOfAnIdAreTwoWarnings() throws {
        let (_, d) = assemble(["schools.csv": "id,name\nxavier,Xavier University\nrice,Rice\nXAVIER,X\nXavier,Y\n"])
        let rest = " only in capital and small letters; a reference must then write the capitals exactly, so give one of them another id"
        #expect(d == [#"schools.csv:4: warning: id "XAVIER" differs from the id "xavier" (line 2)"# + rest,
                      #"schools.csv:5: warning: id "Xavier" differs from the id "xavier" (line 2)"# + rest])
    }

    /// `ID,Name` as a spreadsheet capitalises them: the columns, no unknown columns, no
    /// "missing required column", and the references into the table resolve.
    @Test func headersAreMatchedWithoutRegardToCase() throws {
        let (data, d) = assemble([
            "schools.csv": "ID,Name,Division\nrice,Rice University,D1\n",
            "offers.csv": "Id,School_ID,Status\no1,Rice University,Pending\n",
        ])
        #expect(d == [])
        let data2 = try #require(data)
        #expect(data2.schools.map(\.division) == ["D1"])
        #expect(data2.offers.map(\.schoolId) == ["rice"])
    }

    /// A table whose id column cannot be found is one error at its header, and the references
    /// into it are not each reported as well.
    @Test func aTableWithoutItsIdColumnGivesNoFollowOnWarnings() {
        let (data, d) = assemble([
            "schools.csv": "key,name\nrice,Rice\nduke,Duke\n",
            "offers.csv": "id,school_id,status\no1,rice,pending\no2,duke,pending\n",
        ])
        #expect(data == nil)
        #expect(d == [
            #"schools.csv:1:1: error: missing required column "id""#,
            #"schools.csv:1:1: warning: unknown column "key" ignored (schools columns: id, name, status, division, tier, size, city, state, latitude, longitude, website, created_at)"#,
        ])
    }
}
