import Testing
@testable import SiteData

@Suite struct DiagnosticKindTests {
    @Test func descriptionTagsEverySeverity() {
        #expect(Diagnostic.error("bad", at: SourceLocation(file: "a.csv", line: 2, column: 3)).description == "a.csv:2:3: error: bad")
        #expect(Diagnostic.warning("odd", at: SourceLocation(file: "a.csv", line: 2)).description == "a.csv:2: warning: odd")
        #expect(Diagnostic.error("bad").description == "error: bad")
    }

    @Test func kindBlanksQuotedValuesAndNumbers() {
        let a = Diagnostic.warning(#"image "a.png" not found beside the note; it is not shown"#)
        let b = Diagnostic.warning(#"image "x \"y\" z.png" not found beside the note; it is not shown"#)
        #expect(a.kind == #"warning: image "…" not found beside the note; it is not shown"#)
        #expect(a.kind == b.kind)
        #expect(Diagnostic.warning("Date range 2001-01-01 to 2026-01-01 is longer than 10 years").kind
                == "warning: Date range #-#-# to #-#-# is longer than # years")
        #expect(Diagnostic.warning(#"school_id: no row of schools has the id or name "s9""#).kind
                != Diagnostic.warning(#"coach_id: no row of coaches has the id or name "s9""#).kind)
        #expect(Diagnostic.error("x").kind != Diagnostic.warning("x").kind)
    }

    /// Characters outside ASCII are kept as they are, inside and outside quotes; only ASCII
    /// digits are blanked (not `٣`), and a quote after one (`ę"`) still opens a value.
    @Test func kindKeepsEveryOtherCharacter() {
        #expect(Diagnostic.warning(#"zdjęcie "żółw 3.png" pominięte 12 razy, ٣ 😀"#).kind
                == #"warning: zdjęcie "…" pominięte # razy, ٣ 😀"#)
        #expect(Diagnostic.warning(#"ę"ą"ł7"#).kind == #"warning: ę"…"ł#"#)
    }
}
