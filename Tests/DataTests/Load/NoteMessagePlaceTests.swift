import Testing
@testable import SiteData

/// Messages about a note's front matter are where the mistake is.
@Suite struct NoteMessagePlaceTests {
    @Test func anUnknownSchoolIsReportedAtItsLine() throws {
        let text = "---\ntitle: Visit\ndate: 2026-03-01\nschool: nope\n---\nBody\n"
        let (note, d) = NotesLoader.parse(text: text, fileName: "n", file: "notes/n.md")
        #expect(d.items.isEmpty)
        let n = try #require(note)
        #expect(n.schoolLocation == SourceLocation(file: "notes/n.md", line: 4, column: 9))
        let (_, problems) = TableDecoderTests().assemble(["schools.csv": "id,name\ns1,A\n"], notes: [n])
        #expect(problems == ["notes/n.md:4:9: warning: school: no row of schools has the id or name \"nope\""])
    }

    @Test func aColonInATitleSaysToQuoteIt() {
        let (note, d) = NotesLoader.parse(text: "---\ntitle: Visit: \"Rice\" day\n---\nBody\n", fileName: "n", file: "notes/n.md")
        #expect(note == nil)
        #expect(d.items.map(\.description) == [
            #"notes/n.md:2:13: error: not valid YAML: a value holds ": ", which YAML reads as a new key; put the value in quotes: title: "Visit: \"Rice\" day""#,
        ])
    }

    @Test(arguments: [("title: Visit: Rice", #"title: "Visit: Rice""# as String?), ("  name: A: B  ", #"name: "A: B""#), ("  b: c", nil)])
    func quoteHint(line: String, hint: String?) {
        #expect(YAMLFile.quoteHint("x: 1\n" + line, line: 2) == hint)
    }
}

/// A value outside a closed list names the near one it was probably meant to be.
@Suite struct EnumerationGuessTests {
    @Test(arguments: [
        ("pop time", "; did you mean \"pop_time\"?"), ("sixty-time", "; did you mean \"sixty_time\"?"),
        ("Z", ""), ("javelin", ""),
    ])
    func nearMisses(typed: String, suffix: String) {
        let allowed = MetricType.allCases.map(\.rawValue)
        #expect(TableDecoder.guess(typed, among: allowed) == suffix)
    }

    @Test func theMessageCarriesIt() {
        let (data, d) = TableDecoderTests().assemble(["performance_metrics.csv": "id,metric_type,value,recorded_date\nm1,pop time,2.0,2026-03-01\n"])
        #expect(data == nil)
        #expect(d == ["performance_metrics.csv:2:4: error: metric_type: \"pop time\" is not one of velocity, exit_velo, sixty_time, "
                      + "pop_time, batting_avg, era, strikeouts, other (built in; a new type is declared under metric_types: in site.yml); "
                      + "did you mean \"pop_time\"?"])
    }
}
