import Testing
@testable import SiteData

@Suite struct DiagnosticPrinterTests {
    static func missing(_ i: Int) -> Diagnostic {
        .warning("image \"p\(i).png\" not found beside the note; it is not shown", at: SourceLocation(file: "n.md", line: i, column: 1))
    }

    @Test func atMostTheLimitPerKindThenACount() {
        let other = Diagnostic.warning("unknown keys ignored: x", at: SourceLocation(file: "site.yml", line: 9, column: 1))
        let all = (1...4).map(Self.missing) + [other]
        let lines = DiagnosticPrinter(color: false, perKind: 2).lines(all)
        #expect(lines == [
            "n.md:1:1: warning: image \"p1.png\" not found beside the note; it is not shown",
            "n.md:2:1: warning: image \"p2.png\" not found beside the note; it is not shown",
            "warning: … and 2 more of this kind (`sitegen check` lists all)",
            "site.yml:9:1: warning: unknown keys ignored: x",
        ])
        #expect(DiagnosticPrinter(color: false, perKind: nil).lines(all).count == 5)
        // Exactly the limit: no count line.
        #expect(DiagnosticPrinter(color: false, perKind: 4).lines(all).count == 5)
    }

    @Test func errorsAreNeverLimited() {
        let errors = (1...3).map { Diagnostic.error("bad \"\($0)\"", at: SourceLocation(file: "a.csv", line: $0)) }
        #expect(DiagnosticPrinter(color: false, perKind: 1).lines(errors) == ["a.csv:1: error: bad \"1\"", "a.csv:2: error: bad \"2\"", "a.csv:3: error: bad \"3\""])
    }

    @Test func colourMarksLocationAndTag() {
        let p = DiagnosticPrinter(color: true)
        #expect(p.line(.error("bad", at: SourceLocation(file: "a.csv", line: 2, column: 3)))
                == "\u{1B}[1ma.csv:2:3:\u{1B}[0m \u{1B}[1;31merror:\u{1B}[0m bad")
        #expect(p.line(.warning("odd")) == "\u{1B}[1;33mwarning:\u{1B}[0m odd")
        #expect(p.styled("error: --jobs must be at least 1") == "\u{1B}[1;31merror:\u{1B}[0m --jobs must be at least 1")
        #expect(p.styled("Usage: sitegen build") == "Usage: sitegen build")
        #expect(p.styled("a.csv:2:3: warning: odd") == "\u{1B}[1ma.csv:2:3:\u{1B}[0m \u{1B}[1;33mwarning:\u{1B}[0m odd")
        #expect(DiagnosticPrinter(color: false).styled("error: x") == "error: x")
    }

    @Test func failureSummaries() {
        let w = Self.missing(1), e = Diagnostic.error("bad")
        #expect(FailureReport(diagnostics: [e, e, w], strict: false, outcome: "_site was left as it was").summary
                == "2 errors and 1 warning; _site was left as it was")
        #expect(FailureReport(diagnostics: [e], strict: false, outcome: nil).summary == "1 error")
        #expect(FailureReport(diagnostics: [w, w], strict: true, outcome: "no packet was written").summary
                == "2 warnings with --strict; no packet was written")
    }
}
